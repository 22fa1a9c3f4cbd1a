DROP INDEX `analytics_events_time_idx`;--> statement-breakpoint
CREATE INDEX `analytics_events_time_idx` ON `analytics_events` (`occurred_at`,`session_id`,`event_type`,`visitor_identifier`);