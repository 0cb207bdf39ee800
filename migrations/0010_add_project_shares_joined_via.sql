ALTER TABLE `project_shares` ADD `joined_via` text DEFAULT 'share' NOT NULL;--> statement-breakpoint
-- Memberships made before this column existed: one whose user logged "joined" (the invite path's
-- activity) at or after the membership's own joined_at came through a link. A later direct share to
-- such a member cannot be told apart and stays 'invite', the side that grants less.
UPDATE `project_shares` SET `joined_via` = 'invite' WHERE EXISTS (
  SELECT 1 FROM `activity` a
  WHERE a.`project_id` = `project_shares`.`project_id` AND a.`user_id` = `project_shares`.`user_id`
    AND a.`kind` = 'joined' AND a.`created_at` >= `project_shares`.`joined_at`
);
