ALTER TABLE `redirects` ADD `hit_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `redirects` ADD `last_hit_at` text;--> statement-breakpoint
ALTER TABLE `uploaded_files` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `uploaded_files` ADD `height` integer;--> statement-breakpoint
ALTER TABLE `uploaded_files` ADD `alt_text` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `uploaded_files` ADD `uploaded_by` integer REFERENCES staff_users(id) ON DELETE SET NULL;