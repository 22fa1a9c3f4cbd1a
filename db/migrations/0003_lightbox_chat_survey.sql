CREATE TABLE `chat_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`messages` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `lightbox_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lightbox_id` integer NOT NULL,
	`kind` text NOT NULL,
	`visitor_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lightbox_id`) REFERENCES `lightboxes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lightbox_events_lightbox_idx` ON `lightbox_events` (`lightbox_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `lightboxes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`header` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`cta_text` text,
	`cta_url` text,
	`image` text,
	`show_once` integer DEFAULT false NOT NULL,
	`show_on_exit` integer DEFAULT false NOT NULL,
	`close_on_overlay` integer DEFAULT true NOT NULL,
	`page` text DEFAULT 'home' NOT NULL,
	`active` integer DEFAULT false NOT NULL,
	`starts_at` text,
	`ends_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE INDEX `lightboxes_page_active_idx` ON `lightboxes` (`page`,`active`);--> statement-breakpoint
CREATE TABLE `survey_responses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`answers` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `survey_responses_created_idx` ON `survey_responses` (`created_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `lightbox_id` integer;