ALTER TABLE `jobs` ADD `images_processed` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Earlier jobs stored only their maps. Each converted texture gets at most two (_n and _s), so half the
-- maps, rounded up, is the fewest textures they can have processed: "Textures Processed" is not overstated.
UPDATE `jobs` SET `images_processed` = (`textures_generated` + 1) / 2;--> statement-breakpoint
UPDATE `retired_totals` SET `job_textures` = (`job_textures` + 1) / 2;
