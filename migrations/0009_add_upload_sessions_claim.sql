ALTER TABLE `upload_sessions` ADD `claimed_by` text;--> statement-breakpoint
ALTER TABLE `upload_sessions` ADD `claimed_at` text;