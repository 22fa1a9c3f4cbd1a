-- Written by hand (decision 061): two "booked" meetings of one rep never overlap.
-- SQLite has no exclusion constraint; these triggers refuse the write inside the
-- statement, which already holds the database's one write lock, so two processes
-- booking at once are decided one after the other and the second is refused.
-- Meetings are half-open [starts_at, ends_at): one may start when another ends.
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
