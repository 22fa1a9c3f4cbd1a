CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`dedupe_key` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`run_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer DEFAULT 8 NOT NULL,
	`locked_until` integer,
	`locked_by` text,
	`last_error` text,
	`updated_at` integer NOT NULL,
	`finished_at` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "jobs_status_known" CHECK("jobs"."status" in ('pending', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_dedupe_key_unique` ON `jobs` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `jobs_due_idx` ON `jobs` (`status`,`run_at`);--> statement-breakpoint
CREATE INDEX `jobs_kind_idx` ON `jobs` (`kind`,`created_at`);--> statement-breakpoint
ALTER TABLE `booking_reps` ADD `calendar_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `booking_reps_calendar_token_unique` ON `booking_reps` (`calendar_token_hash`);--> statement-breakpoint
ALTER TABLE `leads` ADD `owner_id` integer REFERENCES staff_users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `leads_owner_idx` ON `leads` (`owner_id`,`created_at`);