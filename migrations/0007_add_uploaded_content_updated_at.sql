ALTER TABLE `uploaded_content` ADD `updated_at` text;--> statement-breakpoint
UPDATE `uploaded_content` SET `updated_at` = `uploaded_at`;
