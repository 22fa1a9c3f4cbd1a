CREATE TABLE `page_edits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`draft` text,
	`publish_at` text,
	`published` text,
	`published_at` text,
	`shipped_hash` text NOT NULL,
	`updated_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `page_edits_path_unique` ON `page_edits` (`path`);