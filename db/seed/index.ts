import { count, getTableName, is, sql } from "drizzle-orm";
import { PgDatabase } from "drizzle-orm/pg-core";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { SqliteDatabase } from "../open";
import type { PostgresDatabase } from "../open-pg";
import * as postgresSchema from "../schema.pg";
import * as sqliteSchema from "../schema.sqlite";
import { demoArticles } from "./articles";
import { demoRepAccounts, demoRepHours, demoRepProfiles } from "./booking";
import { demoClientBranding, demoPartnerBranding } from "./branding";
import { demoLightbox } from "./lightboxes";
import { navigationSeed } from "./navigation";
import { demoPages } from "./pages";
import { demoReferralLink, demoReferralPartner } from "./partners";
import { demoRoutingPool, demoRoutingPoolMembers, demoRoutingRules } from "./routing";

export interface SeedReport {
  navigationItems: number;
  clientBrandings: number;
  partnerBrandings: number;
  pages: number;
  articles: number;
  lightboxes: number;
  referralPartners: number;
  referralLinks: number;
  staffUsers: number;
  bookingReps: number;
  repWeeklyHours: number;
  routingPools: number;
  routingPoolMembers: number;
  routingRules: number;
}

type SeededTable = keyof SeedReport;
type DemoRows = { [Table in SeededTable]: (typeof sqliteSchema)[Table]["$inferInsert"][] };

/**
 * Navigation items carry their ids so that a child can name its parent without reading
 * the parent back: the same rows then go in with one INSERT per table on both databases.
 */
function demoNavigationItems(): DemoRows["navigationItems"] {
  const rows: DemoRows["navigationItems"] = [];
  navigationSeed.forEach((node, index) => {
    const parentId = rows.length + 1;
    const { children, ...parent } = node;
    rows.push({ ...parent, id: parentId, sortOrder: index * 10 });
    children?.forEach((child, childIndex) => {
      rows.push({ ...child, id: rows.length + 1, sectionType: node.sectionType, parentId, sortOrder: childIndex * 10 });
    });
  });
  return rows;
}

function demoRows(): DemoRows {
  return {
    navigationItems: demoNavigationItems(),
    clientBrandings: [demoClientBranding],
    partnerBrandings: [demoPartnerBranding],
    pages: demoPages,
    articles: demoArticles,
    lightboxes: [demoLightbox],
    referralPartners: [demoReferralPartner],
    referralLinks: [demoReferralLink],
    staffUsers: demoRepAccounts,
    bookingReps: demoRepProfiles,
    repWeeklyHours: demoRepHours,
    routingPools: [demoRoutingPool],
    routingPoolMembers: demoRoutingPoolMembers,
    routingRules: demoRoutingRules,
  };
}

const nothingSeeded = (): SeedReport => ({
  navigationItems: 0,
  clientBrandings: 0,
  partnerBrandings: 0,
  pages: 0,
  articles: 0,
  lightboxes: 0,
  referralPartners: 0,
  referralLinks: 0,
  staffUsers: 0,
  bookingReps: 0,
  repWeeklyHours: 0,
  routingPools: 0,
  routingPoolMembers: 0,
  routingRules: 0,
});

const seededTables = Object.keys(nothingSeeded()) as SeededTable[];

/**
 * The demo link belongs to the demo partner: it goes in only with it, so a link staff
 * deleted does not come back at the next start under a partner that is still there.
 */
const needsSeededParent: Partial<Record<SeededTable, SeededTable[]>> = {
  referralLinks: ["referralPartners"],
  // The demo reps' profiles and hours go in only with their demo accounts, never onto real ones.
  bookingReps: ["staffUsers"],
  repWeeklyHours: ["staffUsers"],
  // The demo pool's members are the demo reps, in the demo pool; the catch-all hands to that pool.
  routingPoolMembers: ["staffUsers", "routingPools"],
  routingRules: ["routingPools"],
};
const parentMissing = (name: SeededTable, report: SeedReport) => (needsSeededParent[name] ?? []).some((parent) => report[parent] === 0);

/**
 * Loads the demo data into every table that is still empty. Idempotent: a table that
 * already has rows (demo or real) is left alone, so restarts never duplicate anything.
 * SQLite is seeded at once (the app seeds it before its first query); PostgreSQL
 * returns a promise.
 */
export function seedDemoData(db: SqliteDatabase): SeedReport;
export function seedDemoData(db: PostgresDatabase): Promise<SeedReport>;
export function seedDemoData(db: SqliteDatabase | PostgresDatabase): SeedReport | Promise<SeedReport> {
  return is(db, PgDatabase) ? seedPostgres(db as PostgresDatabase) : seedSqlite(db as SqliteDatabase);
}

function seedSqlite(db: SqliteDatabase): SeedReport {
  const report = nothingSeeded();
  const rows = demoRows();
  db.transaction((tx) => {
    for (const name of seededTables) {
      const table: SQLiteTable = sqliteSchema[name];
      if (parentMissing(name, report)) continue;
      if ((tx.select({ n: count() }).from(table).get()?.n ?? 0) > 0) continue;
      tx.insert(table).values(rows[name]).run();
      report[name] = rows[name].length;
    }
  });
  return report;
}

async function seedPostgres(db: PostgresDatabase): Promise<SeedReport> {
  const report = nothingSeeded();
  const rows = demoRows();
  await db.transaction(async (tx) => {
    for (const name of seededTables) {
      const table = postgresSchema[name];
      if (parentMissing(name, report)) continue;
      const [existing] = await tx.select({ n: count() }).from(table);
      if ((existing?.n ?? 0) > 0) continue;
      await tx.insert(table).values(rows[name]);
      // Explicit ids do not move an identity sequence on: without this, the next row a
      // feature inserts would be given an id the seed already took.
      await tx.execute(sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), (select max(id) from ${table}))`);
      report[name] = rows[name].length;
    }
  });
  return report;
}
