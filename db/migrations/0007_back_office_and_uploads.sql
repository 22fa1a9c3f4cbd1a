CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer,
	`staff_email` text NOT NULL,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text,
	`summary` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_type`,`entity_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `referral_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`link_code` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`code` text NOT NULL,
	`utm_source` text NOT NULL,
	`utm_medium` text NOT NULL,
	`utm_campaign` text NOT NULL,
	`landing_path` text DEFAULT '/' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `referral_partners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_links_link_code_unique` ON `referral_links` (`link_code`);--> statement-breakpoint
CREATE INDEX `referral_links_partner_idx` ON `referral_links` (`partner_id`);--> statement-breakpoint
CREATE TABLE `referral_partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`ref` text NOT NULL,
	`contact_email` text,
	`notes` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_partners_ref_unique` ON `referral_partners` (`ref`);--> statement-breakpoint
CREATE TABLE `uploaded_files` (
	`name` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` blob NOT NULL,
	`byte_size` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `articles` ADD `cover_image` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `cover_alt` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `client_brandings` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `client_brandings` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `lightboxes` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `navigation_items` ADD `hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `navigation_items` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `partner_brandings` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `partner_brandings` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `staff_users` ADD `role` text DEFAULT 'sales' NOT NULL;--> statement-breakpoint
ALTER TABLE `staff_users` ADD `active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `staff_users` ADD `version` integer DEFAULT 1 NOT NULL;