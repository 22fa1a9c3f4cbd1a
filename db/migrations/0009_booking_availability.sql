CREATE TABLE `booking_reps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer NOT NULL,
	`takes_consultations` integer DEFAULT false NOT NULL,
	`weight` integer DEFAULT 1 NOT NULL,
	`time_zone` text NOT NULL,
	`updated_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_reps_staff_unique` ON `booking_reps` (`staff_id`);--> statement-breakpoint
CREATE TABLE `booking_settings` (
	`id` integer PRIMARY KEY DEFAULT 1 NOT NULL,
	`meeting_minutes` integer DEFAULT 30 NOT NULL,
	`slot_grid_minutes` integer DEFAULT 30 NOT NULL,
	`buffer_minutes` integer DEFAULT 0 NOT NULL,
	`minimum_notice_minutes` integer DEFAULT 120 NOT NULL,
	`horizon_days` integer DEFAULT 30 NOT NULL,
	`updated_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	CONSTRAINT "booking_settings_one_row" CHECK("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`rep_id` integer NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`ical_uid` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`rep_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "bookings_ends_after_start" CHECK("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_status_known" CHECK("bookings"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_ical_uid_unique` ON `bookings` (`ical_uid`);--> statement-breakpoint
CREATE INDEX `bookings_rep_time_idx` ON `bookings` (`rep_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_time_idx` ON `bookings` (`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_lead_idx` ON `bookings` (`lead_id`);--> statement-breakpoint
CREATE TABLE `company_holidays` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_holidays_date_unique` ON `company_holidays` (`date`);--> statement-breakpoint
CREATE TABLE `rep_time_off` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rep_time_off_staff_idx` ON `rep_time_off` (`staff_id`,`ends_on`);--> statement-breakpoint
CREATE TABLE `rep_weekly_hours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer NOT NULL,
	`weekday` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rep_weekly_hours_staff_idx` ON `rep_weekly_hours` (`staff_id`,`weekday`);