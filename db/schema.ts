import { databaseDialect } from "./dialect";
import * as postgres from "./schema.pg";
import * as sqlite from "./schema.sqlite";

/*
 * The tables the app queries, from the schema of the database DATABASE_URL names (read
 * once, when this module loads). Feature code imports them from here and never learns
 * which database it runs on.
 *
 * The PostgreSQL tables are typed as their SQLite twins: the feature code only uses the
 * query-builder surface both share (select, insert, update, delete, returning, conflict
 * targets, awaited results), and db/schema-parity.test.ts proves that each PostgreSQL
 * table has the same columns and reads and writes the same JavaScript values. One static
 * type keeps every query type-checked once instead of against a union of two builders.
 * Row types stay the SQLite ones for the same reason.
 */
const onPostgres = databaseDialect(process.env.DATABASE_URL) === "postgres";

function pick<Table>(sqliteTable: Table, postgresTable: unknown): Table {
  return onPostgres ? (postgresTable as Table) : sqliteTable;
}

export const navigationItems = pick(sqlite.navigationItems, postgres.navigationItems);
export const clientBrandings = pick(sqlite.clientBrandings, postgres.clientBrandings);
export const partnerBrandings = pick(sqlite.partnerBrandings, postgres.partnerBrandings);
export const pages = pick(sqlite.pages, postgres.pages);
export const articles = pick(sqlite.articles, postgres.articles);
export const contentRevisions = pick(sqlite.contentRevisions, postgres.contentRevisions);
export const pageEdits = pick(sqlite.pageEdits, postgres.pageEdits);
export const leads = pick(sqlite.leads, postgres.leads);
export const leadNotes = pick(sqlite.leadNotes, postgres.leadNotes);
export const staffUsers = pick(sqlite.staffUsers, postgres.staffUsers);
export const staffSessions = pick(sqlite.staffSessions, postgres.staffSessions);
export const loginAttempts = pick(sqlite.loginAttempts, postgres.loginAttempts);
export const rateLimitWindows = pick(sqlite.rateLimitWindows, postgres.rateLimitWindows);
export const consultDrafts = pick(sqlite.consultDrafts, postgres.consultDrafts);
// "lightbox" is the product's name for the pop-up in URLs and data (product reference §3.1); the code says "pop-up".
export const lightboxes = pick(sqlite.lightboxes, postgres.lightboxes);
export const lightboxEvents = pick(sqlite.lightboxEvents, postgres.lightboxEvents);
export const chatSessions = pick(sqlite.chatSessions, postgres.chatSessions);
export const surveyResponses = pick(sqlite.surveyResponses, postgres.surveyResponses);
export const analyticsEvents = pick(sqlite.analyticsEvents, postgres.analyticsEvents);
export const referralClicks = pick(sqlite.referralClicks, postgres.referralClicks);
export const referralConversions = pick(sqlite.referralConversions, postgres.referralConversions);
export const uploadedFiles = pick(sqlite.uploadedFiles, postgres.uploadedFiles);
export const referralPartners = pick(sqlite.referralPartners, postgres.referralPartners);
export const referralLinks = pick(sqlite.referralLinks, postgres.referralLinks);
export const auditLog = pick(sqlite.auditLog, postgres.auditLog);
export const redirects = pick(sqlite.redirects, postgres.redirects);
export const bookingReps = pick(sqlite.bookingReps, postgres.bookingReps);
export const repWeeklyHours = pick(sqlite.repWeeklyHours, postgres.repWeeklyHours);
export const repTimeOff = pick(sqlite.repTimeOff, postgres.repTimeOff);
export const companyHolidays = pick(sqlite.companyHolidays, postgres.companyHolidays);
export const bookingSettings = pick(sqlite.bookingSettings, postgres.bookingSettings);
export const bookings = pick(sqlite.bookings, postgres.bookings);
export const jobs = pick(sqlite.jobs, postgres.jobs);
export const routingPools = pick(sqlite.routingPools, postgres.routingPools);
export const routingPoolMembers = pick(sqlite.routingPoolMembers, postgres.routingPoolMembers);
export const routingRules = pick(sqlite.routingRules, postgres.routingRules);
export const leadAssignments = pick(sqlite.leadAssignments, postgres.leadAssignments);
export const leadTasks = pick(sqlite.leadTasks, postgres.leadTasks);
export const leadAttributions = pick(sqlite.leadAttributions, postgres.leadAttributions);

export type {
  AnalyticsEventRow,
  ArticleRow,
  AuditLogRow,
  BookingRepRow,
  BookingRow,
  JobRow,
  LeadAssignmentRow,
  LeadTaskRow,
  LeadAttributionRow,
  RoutingPoolMemberRow,
  RoutingPoolRow,
  RoutingRuleRow,
  ClientBrandingRow,
  LeadNoteRow,
  LeadRow,
  LightboxRow as PopupRow,
  NavigationItemRow,
  NewAnalyticsEvent,
  PageRow,
  PartnerBrandingRow,
  ReferralClickRow,
  ReferralConversionRow,
  ReferralLinkRow,
  ReferralPartnerRow,
  RedirectRow,
  StaffUserRow,
  UploadedFileRow,
} from "./schema.sqlite";
