CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`occurred_at` integer NOT NULL,
	`event_type` text NOT NULL,
	`source` text NOT NULL,
	`session_id` text NOT NULL,
	`visitor_identifier` text,
	`cookie_identifier` text,
	`page_url` text,
	`page_path` text,
	`page_title` text,
	`referrer` text,
	`referrer_host` text,
	`referral_code` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_term` text,
	`utm_content` text,
	`user_agent` text,
	`device_type` text,
	`browser_name` text,
	`browser_version` text,
	`platform` text,
	`language_code` text,
	`language_category` text,
	`screen_resolution` text,
	`timezone` text,
	`timezone_offset` integer,
	`ip_address` text,
	`latitude` real,
	`longitude` real,
	`country` text,
	`city` text,
	`session_start` integer,
	`last_activity` integer,
	`page_views` integer,
	`is_bounce` integer,
	`is_active` integer,
	`is_returning_visitor` integer,
	`error_code` integer,
	`error_url` text,
	`error_message` text,
	`event_name` text,
	`event_data` text,
	`event_timestamp` integer
);
--> statement-breakpoint
CREATE INDEX `analytics_events_time_idx` ON `analytics_events` (`occurred_at`,`session_id`);--> statement-breakpoint
CREATE INDEX `analytics_events_type_time_idx` ON `analytics_events` (`event_type`,`occurred_at`);--> statement-breakpoint
CREATE INDEX `analytics_events_session_idx` ON `analytics_events` (`session_id`,`occurred_at`);--> statement-breakpoint
CREATE TABLE `referral_clicks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`link_code` text NOT NULL,
	`ref` text,
	`code` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_term` text,
	`utm_content` text,
	`via` text NOT NULL,
	`visitor_key` text,
	`landing_page` text,
	`referrer_url` text,
	`session_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `referral_clicks_dedupe_idx` ON `referral_clicks` (`link_code`,`visitor_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `referral_clicks_time_idx` ON `referral_clicks` (`created_at`,`link_code`);--> statement-breakpoint
CREATE TABLE `referral_conversions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`link_code` text NOT NULL,
	`lead_id` integer,
	`conversion_key` text NOT NULL,
	`conversion_type` text NOT NULL,
	`conversion_value` real DEFAULT 0 NOT NULL,
	`user_email` text,
	`user_id` text,
	`referral_data` text,
	`source` text NOT NULL,
	`occurred_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_conversions_lead_unique` ON `referral_conversions` (`link_code`,`lead_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `referral_conversions_key_unique` ON `referral_conversions` (`link_code`,`conversion_key`);--> statement-breakpoint
CREATE INDEX `referral_conversions_time_idx` ON `referral_conversions` (`occurred_at`,`link_code`);