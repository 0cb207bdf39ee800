CREATE TABLE `retired_totals` (
	`id` integer PRIMARY KEY NOT NULL,
	`jobs_completed` integer DEFAULT 0 NOT NULL,
	`jobs_failed` integer DEFAULT 0 NOT NULL,
	`packs_converted` integer DEFAULT 0 NOT NULL,
	`job_textures` integer DEFAULT 0 NOT NULL,
	`project_textures` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `retired_totals` (`id`) VALUES (1);
