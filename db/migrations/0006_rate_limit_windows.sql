CREATE TABLE `rate_limit_windows` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`hits` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `rate_limit_windows_expiry_idx` ON `rate_limit_windows` (`expires_at`);