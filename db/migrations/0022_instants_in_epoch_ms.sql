-- Every instant becomes epoch milliseconds, UTC, in an integer column (decision 092).
-- SQLite keeps a column's declared type, and a TEXT column would store the numbers as
-- text, so each table with an ISO-text instant is rebuilt: created anew, its rows copied
-- with each instant converted, the old table dropped and the new one renamed. The copy
-- reads both formats ever written: 2026-11-27T10:20:30.456Z (the old column default, the
-- app) and 2026-11-27 10:20:30 (UTC, no zone); NULL stays NULL. unixepoch(…, 'subsec')
-- gives seconds as a float, so the milliseconds are rounded, never truncated.
-- db/open.ts applies migrations with foreign keys off: dropping a table with them on
-- would delete or clear the rows of other tables that refer to it; it checks every
-- reference afterwards.
--
-- First, a value the conversion cannot read stops the migration, instead of the copy
-- turning it into NULL: the value column of this scratch table refuses NULL.
CREATE TEMP TABLE `instants_that_must_parse` (`column_name` text NOT NULL, `stored` text NOT NULL, `value` integer NOT NULL);--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'articles.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `articles` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'articles.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `articles` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'audit_log.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `audit_log` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'booking_reps.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `booking_reps` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'booking_settings.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `booking_settings` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'bookings.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `bookings` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'bookings.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `bookings` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'client_brandings.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `client_brandings` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'client_brandings.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `client_brandings` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'content_revisions.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `content_revisions` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'jobs.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `jobs` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'lead_notes.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `lead_notes` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'lead_tasks.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `lead_tasks` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'leads.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `leads` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'leads.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `leads` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'lightbox_events.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `lightbox_events` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'lightboxes.starts_at', "starts_at", CAST(round(unixepoch("starts_at", 'subsec') * 1000) AS INTEGER) FROM `lightboxes` WHERE "starts_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'lightboxes.ends_at', "ends_at", CAST(round(unixepoch("ends_at", 'subsec') * 1000) AS INTEGER) FROM `lightboxes` WHERE "ends_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'lightboxes.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `lightboxes` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'lightboxes.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `lightboxes` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'page_edits.publish_at', "publish_at", CAST(round(unixepoch("publish_at", 'subsec') * 1000) AS INTEGER) FROM `page_edits` WHERE "publish_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'page_edits.published_at', "published_at", CAST(round(unixepoch("published_at", 'subsec') * 1000) AS INTEGER) FROM `page_edits` WHERE "published_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'page_edits.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `page_edits` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'page_edits.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `page_edits` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'pages.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `pages` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'pages.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `pages` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'partner_brandings.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `partner_brandings` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'partner_brandings.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `partner_brandings` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'redirects.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `redirects` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'redirects.last_hit_at', "last_hit_at", CAST(round(unixepoch("last_hit_at", 'subsec') * 1000) AS INTEGER) FROM `redirects` WHERE "last_hit_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'referral_links.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `referral_links` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'referral_partners.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `referral_partners` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'referral_partners.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `referral_partners` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'rep_time_off.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `rep_time_off` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'routing_pools.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `routing_pools` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'routing_pools.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `routing_pools` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'routing_rules.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `routing_rules` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'routing_rules.updated_at', "updated_at", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `routing_rules` WHERE "updated_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'staff_sessions.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `staff_sessions` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'staff_sessions.expires_at', "expires_at", CAST(round(unixepoch("expires_at", 'subsec') * 1000) AS INTEGER) FROM `staff_sessions` WHERE "expires_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'staff_users.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `staff_users` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'staff_users.last_login_at', "last_login_at", CAST(round(unixepoch("last_login_at", 'subsec') * 1000) AS INTEGER) FROM `staff_users` WHERE "last_login_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'survey_responses.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `survey_responses` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO `instants_that_must_parse` SELECT 'uploaded_files.created_at', "created_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `uploaded_files` WHERE "created_at" IS NOT NULL;--> statement-breakpoint
DROP TABLE `instants_that_must_parse`;--> statement-breakpoint
CREATE TABLE `__new_articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`body` text NOT NULL,
	`author` text NOT NULL,
	`published_at` text NOT NULL,
	`publish_time` text DEFAULT '00:00' NOT NULL,
	`updated_at` integer,
	`published` integer DEFAULT true NOT NULL,
	`cover_image` text,
	`cover_alt` text,
	`social_title` text DEFAULT '' NOT NULL,
	`social_description` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_articles`("id", "slug", "title", "excerpt", "body", "author", "published_at", "publish_time", "updated_at", "published", "cover_image", "cover_alt", "social_title", "social_description", "created_at", "version") SELECT "id", "slug", "title", "excerpt", "body", "author", "published_at", "publish_time", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "published", "cover_image", "cover_alt", "social_title", "social_description", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), "version" FROM `articles`;--> statement-breakpoint
DROP TABLE `articles`;--> statement-breakpoint
ALTER TABLE `__new_articles` RENAME TO `articles`;--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);--> statement-breakpoint
CREATE INDEX `articles_published_idx` ON `articles` (`published`,`published_at`);--> statement-breakpoint
CREATE TABLE `__new_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer,
	`staff_email` text NOT NULL,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text,
	`summary` text NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_audit_log`("id", "staff_id", "staff_email", "action", "entity_type", "entity_id", "summary", "created_at") SELECT "id", "staff_id", "staff_email", "action", "entity_type", "entity_id", "summary", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `audit_log`;--> statement-breakpoint
DROP TABLE `audit_log`;--> statement-breakpoint
ALTER TABLE `__new_audit_log` RENAME TO `audit_log`;--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity_type`,`entity_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `__new_booking_reps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer NOT NULL,
	`takes_consultations` integer DEFAULT false NOT NULL,
	`weight` integer DEFAULT 1 NOT NULL,
	`time_zone` text NOT NULL,
	`calendar_token_hash` text,
	`updated_at` integer,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_booking_reps`("id", "staff_id", "takes_consultations", "weight", "time_zone", "calendar_token_hash", "updated_at", "version") SELECT "id", "staff_id", "takes_consultations", "weight", "time_zone", "calendar_token_hash", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "version" FROM `booking_reps`;--> statement-breakpoint
DROP TABLE `booking_reps`;--> statement-breakpoint
ALTER TABLE `__new_booking_reps` RENAME TO `booking_reps`;--> statement-breakpoint
CREATE UNIQUE INDEX `booking_reps_staff_unique` ON `booking_reps` (`staff_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `booking_reps_calendar_token_unique` ON `booking_reps` (`calendar_token_hash`);--> statement-breakpoint
CREATE TABLE `__new_booking_settings` (
	`id` integer PRIMARY KEY DEFAULT 1 NOT NULL,
	`meeting_minutes` integer DEFAULT 30 NOT NULL,
	`slot_grid_minutes` integer DEFAULT 30 NOT NULL,
	`buffer_minutes` integer DEFAULT 0 NOT NULL,
	`minimum_notice_minutes` integer DEFAULT 120 NOT NULL,
	`horizon_days` integer DEFAULT 30 NOT NULL,
	`updated_at` integer,
	`version` integer DEFAULT 1 NOT NULL,
	CONSTRAINT "booking_settings_one_row" CHECK("__new_booking_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO `__new_booking_settings`("id", "meeting_minutes", "slot_grid_minutes", "buffer_minutes", "minimum_notice_minutes", "horizon_days", "updated_at", "version") SELECT "id", "meeting_minutes", "slot_grid_minutes", "buffer_minutes", "minimum_notice_minutes", "horizon_days", CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "version" FROM `booking_settings`;--> statement-breakpoint
DROP TABLE `booking_settings`;--> statement-breakpoint
ALTER TABLE `__new_booking_settings` RENAME TO `booking_settings`;--> statement-breakpoint
CREATE TABLE `__new_bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`rep_id` integer NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`ical_uid` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`outcome` text,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rep_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "bookings_ends_after_start" CHECK("__new_bookings"."ends_at" > "__new_bookings"."starts_at"),
	CONSTRAINT "bookings_status_known" CHECK("__new_bookings"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
INSERT INTO `__new_bookings`("id", "lead_id", "rep_id", "status", "starts_at", "ends_at", "ical_uid", "sequence", "outcome", "created_at", "updated_at") SELECT "id", "lead_id", "rep_id", "status", "starts_at", "ends_at", "ical_uid", "sequence", "outcome", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `bookings`;--> statement-breakpoint
DROP TABLE `bookings`;--> statement-breakpoint
ALTER TABLE `__new_bookings` RENAME TO `bookings`;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_ical_uid_unique` ON `bookings` (`ical_uid`);--> statement-breakpoint
CREATE INDEX `bookings_rep_time_idx` ON `bookings` (`rep_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_time_idx` ON `bookings` (`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_lead_idx` ON `bookings` (`lead_id`);--> statement-breakpoint
CREATE TABLE `__new_client_brandings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` text NOT NULL,
	`business_name` text NOT NULL,
	`logo_url` text,
	`logo_alt_text` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`updated_at` integer,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_client_brandings`("id", "client_id", "business_name", "logo_url", "logo_alt_text", "active", "created_at", "updated_at", "version") SELECT "id", "client_id", "business_name", "logo_url", "logo_alt_text", "active", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "version" FROM `client_brandings`;--> statement-breakpoint
DROP TABLE `client_brandings`;--> statement-breakpoint
ALTER TABLE `__new_client_brandings` RENAME TO `client_brandings`;--> statement-breakpoint
CREATE UNIQUE INDEX `client_brandings_client_id_unique` ON `client_brandings` (`client_id`);--> statement-breakpoint
CREATE TABLE `__new_content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subject` text NOT NULL,
	`fields` text NOT NULL,
	`action` text NOT NULL,
	`row_version` integer NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_content_revisions`("id", "subject", "fields", "action", "row_version", "created_by", "created_at") SELECT "id", "subject", "fields", "action", "row_version", "created_by", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `content_revisions`;--> statement-breakpoint
DROP TABLE `content_revisions`;--> statement-breakpoint
ALTER TABLE `__new_content_revisions` RENAME TO `content_revisions`;--> statement-breakpoint
CREATE INDEX `content_revisions_subject_idx` ON `content_revisions` (`subject`,`id`);--> statement-breakpoint
CREATE TABLE `__new_jobs` (
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
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	CONSTRAINT "jobs_status_known" CHECK("__new_jobs"."status" in ('pending', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
INSERT INTO `__new_jobs`("id", "kind", "payload", "dedupe_key", "status", "run_at", "attempts", "max_attempts", "locked_until", "locked_by", "last_error", "updated_at", "finished_at", "created_at") SELECT "id", "kind", "payload", "dedupe_key", "status", "run_at", "attempts", "max_attempts", "locked_until", "locked_by", "last_error", "updated_at", "finished_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `jobs`;--> statement-breakpoint
DROP TABLE `jobs`;--> statement-breakpoint
ALTER TABLE `__new_jobs` RENAME TO `jobs`;--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_dedupe_key_unique` ON `jobs` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `jobs_due_idx` ON `jobs` (`status`,`run_at`);--> statement-breakpoint
CREATE INDEX `jobs_kind_idx` ON `jobs` (`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `__new_lead_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`staff_id` integer,
	`kind` text DEFAULT 'note' NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_lead_notes`("id", "lead_id", "staff_id", "kind", "body", "created_at") SELECT "id", "lead_id", "staff_id", "kind", "body", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `lead_notes`;--> statement-breakpoint
DROP TABLE `lead_notes`;--> statement-breakpoint
ALTER TABLE `__new_lead_notes` RENAME TO `lead_notes`;--> statement-breakpoint
CREATE INDEX `lead_notes_lead_idx` ON `lead_notes` (`lead_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `__new_lead_tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`title` text NOT NULL,
	`due_at` integer NOT NULL,
	`created_by_id` integer,
	`done_at` integer,
	`done_by_id` integer,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`done_by_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_lead_tasks`("id", "lead_id", "title", "due_at", "created_by_id", "done_at", "done_by_id", "created_at") SELECT "id", "lead_id", "title", "due_at", "created_by_id", "done_at", "done_by_id", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `lead_tasks`;--> statement-breakpoint
DROP TABLE `lead_tasks`;--> statement-breakpoint
ALTER TABLE `__new_lead_tasks` RENAME TO `lead_tasks`;--> statement-breakpoint
CREATE INDEX `lead_tasks_lead_idx` ON `lead_tasks` (`lead_id`,`due_at`);--> statement-breakpoint
CREATE INDEX `lead_tasks_due_idx` ON `lead_tasks` (`done_at`,`due_at`);--> statement-breakpoint
CREATE TABLE `__new_leads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`full_name` text NOT NULL,
	`business_name` text,
	`email` text,
	`phone` text,
	`payload` text NOT NULL,
	`referral` text,
	`link_code` text,
	`lightbox_id` integer,
	`channel` text DEFAULT 'form' NOT NULL,
	`owner_id` integer,
	`due_at` integer,
	`first_response_at` integer,
	`overdue_at` integer,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_leads`("id", "reference", "type", "status", "full_name", "business_name", "email", "phone", "payload", "referral", "link_code", "lightbox_id", "channel", "owner_id", "due_at", "first_response_at", "overdue_at", "created_at", "updated_at") SELECT "id", "reference", "type", "status", "full_name", "business_name", "email", "phone", "payload", "referral", "link_code", "lightbox_id", "channel", "owner_id", "due_at", "first_response_at", "overdue_at", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER) FROM `leads`;--> statement-breakpoint
DROP TABLE `leads`;--> statement-breakpoint
ALTER TABLE `__new_leads` RENAME TO `leads`;--> statement-breakpoint
CREATE INDEX `leads_created_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `leads_status_idx` ON `leads` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_type_idx` ON `leads` (`type`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `leads_reference_unique` ON `leads` (`reference`);--> statement-breakpoint
CREATE INDEX `leads_owner_idx` ON `leads` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `leads_due_idx` ON `leads` (`due_at`);--> statement-breakpoint
CREATE TABLE `__new_lightbox_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lightbox_id` integer NOT NULL,
	`kind` text NOT NULL,
	`visitor_key` text,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	FOREIGN KEY (`lightbox_id`) REFERENCES `lightboxes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_lightbox_events`("id", "lightbox_id", "kind", "visitor_key", "created_at") SELECT "id", "lightbox_id", "kind", "visitor_key", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `lightbox_events`;--> statement-breakpoint
DROP TABLE `lightbox_events`;--> statement-breakpoint
ALTER TABLE `__new_lightbox_events` RENAME TO `lightbox_events`;--> statement-breakpoint
CREATE INDEX `lightbox_events_lightbox_idx` ON `lightbox_events` (`lightbox_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `__new_lightboxes` (
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
	`starts_at` integer,
	`ends_at` integer,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`updated_at` integer,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_lightboxes`("id", "name", "header", "description", "cta_text", "cta_url", "image", "show_once", "show_on_exit", "close_on_overlay", "page", "active", "starts_at", "ends_at", "created_at", "updated_at", "version") SELECT "id", "name", "header", "description", "cta_text", "cta_url", "image", "show_once", "show_on_exit", "close_on_overlay", "page", "active", CAST(round(unixepoch("starts_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("ends_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "version" FROM `lightboxes`;--> statement-breakpoint
DROP TABLE `lightboxes`;--> statement-breakpoint
ALTER TABLE `__new_lightboxes` RENAME TO `lightboxes`;--> statement-breakpoint
CREATE INDEX `lightboxes_page_active_idx` ON `lightboxes` (`page`,`active`);--> statement-breakpoint
CREATE TABLE `__new_page_edits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`draft` text,
	`publish_at` integer,
	`published` text,
	`published_at` integer,
	`shipped_hash` text NOT NULL,
	`updated_by` integer,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`updated_at` integer,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_page_edits`("id", "path", "draft", "publish_at", "published", "published_at", "shipped_hash", "updated_by", "created_at", "updated_at", "version") SELECT "id", "path", "draft", CAST(round(unixepoch("publish_at", 'subsec') * 1000) AS INTEGER), "published", CAST(round(unixepoch("published_at", 'subsec') * 1000) AS INTEGER), "shipped_hash", "updated_by", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "version" FROM `page_edits`;--> statement-breakpoint
DROP TABLE `page_edits`;--> statement-breakpoint
ALTER TABLE `__new_page_edits` RENAME TO `page_edits`;--> statement-breakpoint
CREATE UNIQUE INDEX `page_edits_path_unique` ON `page_edits` (`path`);--> statement-breakpoint
CREATE TABLE `__new_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`noindex` integer DEFAULT false NOT NULL,
	`social_title` text DEFAULT '' NOT NULL,
	`social_description` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`updated_at` integer,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_pages`("id", "slug", "title", "description", "body", "published", "noindex", "social_title", "social_description", "created_at", "updated_at", "version") SELECT "id", "slug", "title", "description", "body", "published", "noindex", "social_title", "social_description", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "version" FROM `pages`;--> statement-breakpoint
DROP TABLE `pages`;--> statement-breakpoint
ALTER TABLE `__new_pages` RENAME TO `pages`;--> statement-breakpoint
CREATE UNIQUE INDEX `pages_slug_unique` ON `pages` (`slug`);--> statement-breakpoint
CREATE TABLE `__new_partner_brandings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` text NOT NULL,
	`business_name` text NOT NULL,
	`logo_url` text,
	`logo_alt_text` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`updated_at` integer,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_partner_brandings`("id", "partner_id", "business_name", "logo_url", "logo_alt_text", "active", "created_at", "updated_at", "version") SELECT "id", "partner_id", "business_name", "logo_url", "logo_alt_text", "active", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "version" FROM `partner_brandings`;--> statement-breakpoint
DROP TABLE `partner_brandings`;--> statement-breakpoint
ALTER TABLE `__new_partner_brandings` RENAME TO `partner_brandings`;--> statement-breakpoint
CREATE UNIQUE INDEX `partner_brandings_partner_id_unique` ON `partner_brandings` (`partner_id`);--> statement-breakpoint
CREATE TABLE `__new_redirects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`from_path` text NOT NULL,
	`to_path` text NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`hit_count` integer DEFAULT 0 NOT NULL,
	`last_hit_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_redirects`("id", "from_path", "to_path", "created_by", "created_at", "hit_count", "last_hit_at") SELECT "id", "from_path", "to_path", "created_by", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), "hit_count", CAST(round(unixepoch("last_hit_at", 'subsec') * 1000) AS INTEGER) FROM `redirects`;--> statement-breakpoint
DROP TABLE `redirects`;--> statement-breakpoint
ALTER TABLE `__new_redirects` RENAME TO `redirects`;--> statement-breakpoint
CREATE UNIQUE INDEX `redirects_from_path_unique` ON `redirects` (`from_path`);--> statement-breakpoint
CREATE INDEX `redirects_to_path_idx` ON `redirects` (`to_path`);--> statement-breakpoint
CREATE TABLE `__new_referral_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`partner_id` integer NOT NULL,
	`link_code` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`code` text NOT NULL,
	`utm_source` text NOT NULL,
	`utm_medium` text NOT NULL,
	`utm_campaign` text NOT NULL,
	`landing_path` text DEFAULT '/' NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	FOREIGN KEY (`partner_id`) REFERENCES `referral_partners`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_referral_links`("id", "partner_id", "link_code", "label", "code", "utm_source", "utm_medium", "utm_campaign", "landing_path", "created_at") SELECT "id", "partner_id", "link_code", "label", "code", "utm_source", "utm_medium", "utm_campaign", "landing_path", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `referral_links`;--> statement-breakpoint
DROP TABLE `referral_links`;--> statement-breakpoint
ALTER TABLE `__new_referral_links` RENAME TO `referral_links`;--> statement-breakpoint
CREATE UNIQUE INDEX `referral_links_link_code_unique` ON `referral_links` (`link_code`);--> statement-breakpoint
CREATE INDEX `referral_links_partner_idx` ON `referral_links` (`partner_id`);--> statement-breakpoint
CREATE TABLE `__new_referral_partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`ref` text NOT NULL,
	`contact_email` text,
	`notes` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`updated_at` integer,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_referral_partners`("id", "name", "ref", "contact_email", "notes", "active", "created_at", "updated_at", "version") SELECT "id", "name", "ref", "contact_email", "notes", "active", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "version" FROM `referral_partners`;--> statement-breakpoint
DROP TABLE `referral_partners`;--> statement-breakpoint
ALTER TABLE `__new_referral_partners` RENAME TO `referral_partners`;--> statement-breakpoint
CREATE UNIQUE INDEX `referral_partners_ref_unique` ON `referral_partners` (`ref`);--> statement-breakpoint
CREATE TABLE `__new_rep_time_off` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_rep_time_off`("id", "staff_id", "starts_on", "ends_on", "note", "created_at") SELECT "id", "staff_id", "starts_on", "ends_on", "note", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `rep_time_off`;--> statement-breakpoint
DROP TABLE `rep_time_off`;--> statement-breakpoint
ALTER TABLE `__new_rep_time_off` RENAME TO `rep_time_off`;--> statement-breakpoint
CREATE INDEX `rep_time_off_staff_idx` ON `rep_time_off` (`staff_id`,`ends_on`);--> statement-breakpoint
CREATE TABLE `__new_routing_pools` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`return_overdue_after_minutes` integer,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`updated_at` integer,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_routing_pools`("id", "name", "return_overdue_after_minutes", "created_at", "updated_at", "version") SELECT "id", "name", "return_overdue_after_minutes", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "version" FROM `routing_pools`;--> statement-breakpoint
DROP TABLE `routing_pools`;--> statement-breakpoint
ALTER TABLE `__new_routing_pools` RENAME TO `routing_pools`;--> statement-breakpoint
CREATE UNIQUE INDEX `routing_pools_name_unique` ON `routing_pools` (`name`);--> statement-breakpoint
CREATE TABLE `__new_routing_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`lead_types` text DEFAULT '[]' NOT NULL,
	`industries` text DEFAULT '[]' NOT NULL,
	`volume_bands` text DEFAULT '[]' NOT NULL,
	`states` text DEFAULT '[]' NOT NULL,
	`referral_partner_ids` text DEFAULT '[]' NOT NULL,
	`target_staff_id` integer,
	`target_pool_id` integer,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`updated_at` integer,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`target_staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`target_pool_id`) REFERENCES `routing_pools`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_routing_rules`("id", "position", "name", "active", "lead_types", "industries", "volume_bands", "states", "referral_partner_ids", "target_staff_id", "target_pool_id", "created_at", "updated_at", "version") SELECT "id", "position", "name", "active", "lead_types", "industries", "volume_bands", "states", "referral_partner_ids", "target_staff_id", "target_pool_id", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("updated_at", 'subsec') * 1000) AS INTEGER), "version" FROM `routing_rules`;--> statement-breakpoint
DROP TABLE `routing_rules`;--> statement-breakpoint
ALTER TABLE `__new_routing_rules` RENAME TO `routing_rules`;--> statement-breakpoint
CREATE INDEX `routing_rules_position_idx` ON `routing_rules` (`position`);--> statement-breakpoint
CREATE TABLE `__new_staff_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`staff_id` integer NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_staff_sessions`("id", "staff_id", "created_at", "expires_at") SELECT "id", "staff_id", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("expires_at", 'subsec') * 1000) AS INTEGER) FROM `staff_sessions`;--> statement-breakpoint
DROP TABLE `staff_sessions`;--> statement-breakpoint
ALTER TABLE `__new_staff_sessions` RENAME TO `staff_sessions`;--> statement-breakpoint
CREATE INDEX `staff_sessions_staff_idx` ON `staff_sessions` (`staff_id`);--> statement-breakpoint
CREATE TABLE `__new_staff_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`password_hash` text NOT NULL,
	`time_zone` text DEFAULT 'America/Chicago' NOT NULL,
	`role` text DEFAULT 'sales' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`weekly_summary` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	`last_login_at` integer,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_staff_users`("id", "email", "name", "password_hash", "time_zone", "role", "active", "weekly_summary", "created_at", "last_login_at", "version") SELECT "id", "email", "name", "password_hash", "time_zone", "role", "active", "weekly_summary", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER), CAST(round(unixepoch("last_login_at", 'subsec') * 1000) AS INTEGER), "version" FROM `staff_users`;--> statement-breakpoint
DROP TABLE `staff_users`;--> statement-breakpoint
ALTER TABLE `__new_staff_users` RENAME TO `staff_users`;--> statement-breakpoint
CREATE UNIQUE INDEX `staff_users_email_unique` ON `staff_users` (`email`);--> statement-breakpoint
CREATE TABLE `__new_survey_responses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`answers` text NOT NULL,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_survey_responses`("id", "answers", "created_at") SELECT "id", "answers", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `survey_responses`;--> statement-breakpoint
DROP TABLE `survey_responses`;--> statement-breakpoint
ALTER TABLE `__new_survey_responses` RENAME TO `survey_responses`;--> statement-breakpoint
CREATE INDEX `survey_responses_created_idx` ON `survey_responses` (`created_at`);--> statement-breakpoint
CREATE TABLE `__new_uploaded_files` (
	`name` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` blob NOT NULL,
	`byte_size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`alt_text` text DEFAULT '' NOT NULL,
	`uploaded_by` integer,
	`created_at` integer DEFAULT (CAST(round(unixepoch('subsec') * 1000) AS INTEGER)) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_uploaded_files`("name", "purpose", "content_type", "bytes", "byte_size", "width", "height", "alt_text", "uploaded_by", "created_at") SELECT "name", "purpose", "content_type", "bytes", "byte_size", "width", "height", "alt_text", "uploaded_by", CAST(round(unixepoch("created_at", 'subsec') * 1000) AS INTEGER) FROM `uploaded_files`;--> statement-breakpoint
DROP TABLE `uploaded_files`;--> statement-breakpoint
ALTER TABLE `__new_uploaded_files` RENAME TO `uploaded_files`;--> statement-breakpoint
-- Dropping the old bookings table dropped its triggers too (0010_booking_overlap_guard).
CREATE TRIGGER `bookings_no_overlap_insert` BEFORE INSERT ON `bookings`
WHEN NEW.`status` = 'booked' AND EXISTS (
	SELECT 1 FROM `bookings` AS `other`
	WHERE `other`.`rep_id` = NEW.`rep_id` AND `other`.`status` = 'booked'
		AND `other`.`starts_at` < NEW.`ends_at` AND NEW.`starts_at` < `other`.`ends_at`
)
BEGIN
	SELECT RAISE(ABORT, 'bookings_no_overlap: the rep already has a meeting at that time');
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_no_overlap_update` BEFORE UPDATE OF `rep_id`, `status`, `starts_at`, `ends_at` ON `bookings`
WHEN NEW.`status` = 'booked' AND EXISTS (
	SELECT 1 FROM `bookings` AS `other`
	WHERE `other`.`id` <> NEW.`id` AND `other`.`rep_id` = NEW.`rep_id` AND `other`.`status` = 'booked'
		AND `other`.`starts_at` < NEW.`ends_at` AND NEW.`starts_at` < `other`.`ends_at`
)
BEGIN
	SELECT RAISE(ABORT, 'bookings_no_overlap: the rep already has a meeting at that time');
END;
