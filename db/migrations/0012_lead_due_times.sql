ALTER TABLE `leads` ADD `due_at` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `first_response_at` integer;--> statement-breakpoint
CREATE INDEX `leads_due_idx` ON `leads` (`due_at`);