/**
 * Which vitest files run on which database (vitest.config.ts; decision 043).
 *
 * Every file runs on SQLite: in the `sqlite` project, or, for the unit tests beside browser
 * and shared code that open no database, in the `unit` project (decision 065); the files
 * named here always run in `sqlite`. The files below also run in the `postgres`
 * project, each on a fresh scratch PostgreSQL database of its own (tests/setup-postgres.ts):
 * they reach the database through the app's data layer, so the same test proves the same
 * behaviour on both. Pure unit tests are not run twice.
 */
/** @type {string[]} */
export const POSTGRES_FILES = [
  "app/features/analytics/retention.server.test.ts",
  "app/features/booking/booking-jobs.server.test.ts",
  "app/features/escalations/escalations.server.test.ts",
  "app/features/jobs/job-queue.server.test.ts",
  "app/features/leads/urgency.server.test.ts",
  "app/features/lead-ownership/ownership.server.test.ts",
  "app/features/lead-routing/assignments.server.test.ts",
  "app/features/response-report/response-report.server.test.ts",
  "app/features/lead-store/lead-notification.server.test.ts",
  "app/features/lead-tasks/lead-tasks.server.test.ts",
  "app/features/lead-routing/routing.server.test.ts",
  "app/features/lead-store/submit-lead.server.test.ts",
  "app/utils/db.server.test.ts",
  "app/utils/rate-limit.server.test.ts",
  "tests/analytics-capture.test.ts",
  "tests/attribution.test.ts",
  "tests/analytics-dashboard.test.ts",
  "tests/analytics-funnel.test.ts",
  "tests/analytics-ingest.test.ts",
  "tests/api.test.ts",
  "tests/branding.test.ts",
  "tests/booking-availability.test.ts",
  "tests/booking-consult.test.ts",
  "tests/calendar-subscription.test.ts",
  "tests/brands-admin.test.ts",
  "tests/chat.test.ts",
  "tests/consult.test.ts",
  "tests/content-admin.test.ts",
  "tests/content-revisions.test.ts",
  "tests/goals.test.ts",
  "tests/healthz.test.ts",
  "tests/weekly-summary.test.ts",
  "tests/jobs-admin.test.ts",
  "tests/last-admin-race.test.ts",
  "tests/lead-forms.test.ts",
  "tests/lightbox.test.ts",
  "tests/media-library.test.ts",
  "tests/manage-booking.test.ts",
  "tests/navigation-admin.test.ts",
  "tests/page-edits.test.ts",
  "tests/partners.test.ts",
  "tests/redirects-admin.test.ts",
  "tests/referrals.test.ts",
  "tests/response-report-routes.test.ts",
  "tests/routing-admin.test.ts",
  "tests/staff-admin.test.ts",
  "tests/staff-inbox.test.ts",
  "tests/staff.test.ts",
  "tests/upload-references.test.ts",
  // The built server on this file's PostgreSQL database (tests/support/built-server.ts): the
  // suites where hostile input reaches the database. The rest of tests/security refuses
  // before anything is stored, so it runs on SQLite only (decision 047).
  "tests/fuzz/hostile-input.test.ts",
  "tests/security/unstorable-text.test.ts",
  "tests/security/xss.test.ts",
  // Two built servers on one database booking the same time (issue 27).
  "tests/server/booking-race.test.ts",
];

/**
 * Files that use the per-file SQLite database for what only SQLite has (its file, its
 * connection, a process writing it), so they stay on SQLite only; the PostgreSQL side of
 * the same concern has its own file (tests/postgres.test.ts, db/backup-postgres.test.ts,
 * tests/server/several-machines.test.ts).
 */
/** @type {string[]} */
export const SQLITE_ONLY_FILES = [
  // The app's start on a SQLite file, its migrations and what an older file is upgraded to.
  "tests/database.test.ts",
];

/**
 * Files that start processes of their own (the built server, the edge, a child that is
 * killed or stopped on purpose): the `processes` project, never the unit project's shared
 * modules, even when they open no database of the app. Their helpers keep a server per
 * file in module state, so each file gets its modules afresh (tests/setup-fresh-modules.ts)
 * and stops what it started in its own afterAll.
 */
/** @type {string[]} */
export const OWN_PROCESS_FILES = [
  "tests/server/**/*.test.ts",
  "tests/security/**/*.test.ts",
  "tests/edge/**/*.test.ts",
  "tests/performance/**/*.test.ts",
  "tests/fuzz/**/*.test.ts",
  "tests/content-links.test.ts",
  "tests/analytics-shutdown.test.ts",
  "db/backup.test.ts",
  "db/backup-postgres.test.ts",
  // Points DATABASE_URL at a PostgreSQL database of its own before it imports the app: in
  // the unit project's shared modules, db/schema.ts may already hold the SQLite tables.
  "tests/postgres.test.ts",
];
