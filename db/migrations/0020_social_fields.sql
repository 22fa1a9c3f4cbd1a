ALTER TABLE `articles` ADD `social_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `social_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `social_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pages` ADD `social_description` text DEFAULT '' NOT NULL;