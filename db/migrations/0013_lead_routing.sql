CREATE TABLE `lead_assignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`owner_id` integer,
	`assigned_by_id` integer,
	`rule_id` integer,
	`pool_id` integer,
	`reason` text NOT NULL,
	`assigned_at` integer NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assigned_by_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`rule_id`) REFERENCES `routing_rules`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`pool_id`) REFERENCES `routing_pools`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_assignments_lead_idx` ON `lead_assignments` (`lead_id`,`assigned_at`);--> statement-breakpoint
CREATE INDEX `lead_assignments_owner_idx` ON `lead_assignments` (`owner_id`,`assigned_at`);--> statement-breakpoint
CREATE INDEX `lead_assignments_pool_idx` ON `lead_assignments` (`pool_id`,`assigned_at`);--> statement-breakpoint
CREATE TABLE `lead_tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`title` text NOT NULL,
	`due_at` integer NOT NULL,
	`created_by_id` integer,
	`done_at` integer,
	`done_by_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `leads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`done_by_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `lead_tasks_lead_idx` ON `lead_tasks` (`lead_id`,`due_at`);--> statement-breakpoint
CREATE INDEX `lead_tasks_due_idx` ON `lead_tasks` (`done_at`,`due_at`);--> statement-breakpoint
CREATE TABLE `routing_pool_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pool_id` integer NOT NULL,
	`staff_id` integer NOT NULL,
	`weight` integer DEFAULT 1 NOT NULL,
	`daily_cap` integer,
	FOREIGN KEY (`pool_id`) REFERENCES `routing_pools`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `routing_pool_members_unique` ON `routing_pool_members` (`pool_id`,`staff_id`);--> statement-breakpoint
CREATE TABLE `routing_pools` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`return_overdue_after_minutes` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `routing_pools_name_unique` ON `routing_pools` (`name`);--> statement-breakpoint
CREATE TABLE `routing_rules` (
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
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`target_staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`target_pool_id`) REFERENCES `routing_pools`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `routing_rules_position_idx` ON `routing_rules` (`position`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `outcome` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `overdue_at` integer;