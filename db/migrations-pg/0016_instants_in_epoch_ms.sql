-- Every instant becomes epoch milliseconds, UTC, in a bigint column (decision 092). Each
-- ISO-text value is read as a timestamptz: 2026-11-27T10:20:30.456Z, and also
-- 2026-11-27 10:20:30, a value without a zone, which is UTC: the time zone of this
-- migration's transaction is set to UTC, whatever the connection's. NULL stays NULL, and a
-- value that cannot be read stops the migration. The milliseconds are rounded, never
-- truncated. A column's text default is dropped before its type changes, as it cannot be cast.
SET LOCAL TimeZone = 'UTC';--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "booking_reps" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "booking_settings" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "client_brandings" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "client_brandings" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "client_brandings" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "client_brandings" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "content_revisions" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "content_revisions" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "content_revisions" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lead_notes" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "lead_notes" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lead_notes" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lead_tasks" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "lead_tasks" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lead_tasks" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lightbox_events" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "lightbox_events" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lightbox_events" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lightboxes" ALTER COLUMN "starts_at" SET DATA TYPE bigint USING (round(extract(epoch from "starts_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lightboxes" ALTER COLUMN "ends_at" SET DATA TYPE bigint USING (round(extract(epoch from "ends_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lightboxes" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "lightboxes" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lightboxes" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "lightboxes" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "page_edits" ALTER COLUMN "publish_at" SET DATA TYPE bigint USING (round(extract(epoch from "publish_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "page_edits" ALTER COLUMN "published_at" SET DATA TYPE bigint USING (round(extract(epoch from "published_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "page_edits" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "page_edits" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "page_edits" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "page_edits" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "pages" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "partner_brandings" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "partner_brandings" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "partner_brandings" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "partner_brandings" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "redirects" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "redirects" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "redirects" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "redirects" ALTER COLUMN "last_hit_at" SET DATA TYPE bigint USING (round(extract(epoch from "last_hit_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "referral_links" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "referral_links" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "referral_links" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "referral_partners" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "referral_partners" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "referral_partners" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "referral_partners" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "rep_time_off" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "rep_time_off" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "rep_time_off" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "routing_pools" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "routing_pools" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "routing_pools" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "routing_pools" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "routing_rules" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "routing_rules" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "routing_rules" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "routing_rules" ALTER COLUMN "updated_at" SET DATA TYPE bigint USING (round(extract(epoch from "updated_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "staff_sessions" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_sessions" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "staff_sessions" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "staff_sessions" ALTER COLUMN "expires_at" SET DATA TYPE bigint USING (round(extract(epoch from "expires_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "last_login_at" SET DATA TYPE bigint USING (round(extract(epoch from "last_login_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "survey_responses" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "survey_responses" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "survey_responses" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "created_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "created_at" SET DATA TYPE bigint USING (round(extract(epoch from "created_at"::timestamptz) * 1000))::bigint;--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "created_at" SET DEFAULT (floor(extract(epoch from clock_timestamp()) * 1000))::bigint;