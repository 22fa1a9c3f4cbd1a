import { join } from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase, resolveDatabasePath } from "#db/open";
import { LEAD_REFERENCE_PATTERN } from "~/features/lead-store/lead-reference";
import { navigationItems, pages, referralLinks, referralPartners } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { demoArticles } from "#db/seed/articles";
import { navigationSeed } from "#db/seed/navigation";
import { migrationsBefore } from "./support/migrations-before";

const tempDb = (name: string) => `file:${join(process.env.DATA_DIR ?? "", name)}`;

describe("resolveDatabasePath", () => {
  it("accepts file: URLs, plain paths and memory", () => {
    expect(resolveDatabasePath("file:./data/app.db", "/srv/site")).toBe("/srv/site/data/app.db");
    expect(resolveDatabasePath("file:///var/lib/site/app.db")).toBe("/var/lib/site/app.db");
    expect(resolveDatabasePath("/tmp/x.db")).toBe("/tmp/x.db");
    expect(resolveDatabasePath("data/app.db", "/srv/site")).toBe("/srv/site/data/app.db");
    expect(resolveDatabasePath(":memory:")).toBe(":memory:");
    expect(() => resolveDatabasePath("file:")).toThrow(/does not name a file/);
  });

  it("refuses a PostgreSQL URL", () => {
    expect(() => resolveDatabasePath("postgres://postgres@127.0.0.1:5432/site")).toThrow(/PostgreSQL/);
    expect(() => resolveDatabasePath("postgresql://db/site")).toThrow(/PostgreSQL/);
  });
});

describe("openDatabase", () => {
  it("migrates a new file and turns on WAL, foreign keys and a busy timeout", () => {
    const { sqlite } = openDatabase(tempDb("open.db"));
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(tables).toEqual(expect.arrayContaining(["navigation_items", "client_brandings", "partner_brandings", "pages"]));
    sqlite.close();
  });

  it("can be opened again without re-running migrations", () => {
    openDatabase(tempDb("twice.db")).sqlite.close();
    const { sqlite } = openDatabase(tempDb("twice.db"));
    const applied = sqlite.prepare("select count(*) as n from __drizzle_migrations").get() as { n: number };
    expect(applied.n).toBeGreaterThan(0);
    sqlite.close();
  });
});

describe("seedDemoData", () => {
  it("loads navigation, the demo client and partner, demo pages and the demo pop-up once", () => {
    const { db, sqlite } = openDatabase(tempDb("seed.db"));
    const first = seedDemoData(db);
    const expectedNavigation = navigationSeed.reduce((sum, node) => sum + 1 + (node.children?.length ?? 0), 0);
    expect(first).toEqual({
      navigationItems: expectedNavigation,
      clientBrandings: 1,
      partnerBrandings: 1,
      pages: 1,
      articles: demoArticles.length,
      lightboxes: 1,
      referralPartners: 1,
      referralLinks: 1,
      staffUsers: 2,
      bookingReps: 2,
      repWeeklyHours: 15,
      routingPools: 1,
      routingPoolMembers: 2,
      routingRules: 1,
    });

    const second = seedDemoData(db);
    expect(second).toEqual({
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
    expect(db.select().from(navigationItems).all()).toHaveLength(expectedNavigation);
    sqlite.close();
  });

  it("nests the Compliance links under one parent item", () => {
    const { db, sqlite } = openDatabase(tempDb("nest.db"));
    seedDemoData(db);
    const parent = db.select().from(navigationItems).where(eq(navigationItems.title, "Compliance")).get();
    const children = db.select().from(navigationItems).where(eq(navigationItems.parentId, parent?.id ?? -1)).all();
    expect(children.map((child) => child.slug)).toEqual([
      "compliance",
      "employee-handbook",
      "workplace-investigations",
      "manager-compliance-training",
      "digital-hr-templates",
      "multistate-compliance",
      "fractional-hr",
      "hr-audits",
    ]);
    sqlite.close();
  });

  it("brings the demo referral link only with the demo partner, so a deleted demo link stays deleted", () => {
    const { db, sqlite } = openDatabase(tempDb("partners.db"));
    seedDemoData(db);
    expect(db.select().from(referralLinks).all().map((link) => link.partnerId)).toEqual([db.select().from(referralPartners).get()?.id]);
    db.delete(referralLinks).run();
    expect(seedDemoData(db)).toMatchObject({ referralPartners: 0, referralLinks: 0 });
    expect(db.select().from(referralLinks).all()).toEqual([]);
    sqlite.close();
  });

  it("does not touch a table that already has content", () => {
    const { db, sqlite } = openDatabase(tempDb("existing.db"));
    db.insert(pages).values({ slug: "our-own", title: "Our own page" }).run();
    expect(seedDemoData(db).pages).toBe(0);
    expect(db.select().from(pages).all().map((page) => page.slug)).toEqual(["our-own"]);
    sqlite.close();
  });
});

describe("the lead reference migration (0005)", () => {
  it("gives every existing lead its own reference and keeps their notes", () => {
    const url = tempDb("before-references.db");
    const old = new Database(resolveDatabasePath(url));
    old.pragma("foreign_keys = ON");
    migrate(drizzle(old), { migrationsFolder: migrationsBefore(migrationsFolder, "0005_lead_reference") });
    const insert = old.prepare("insert into leads (type, full_name, payload) values ('consultation', ?, '{}')");
    for (let index = 0; index < 200; index++) insert.run(`Lead ${index}`);
    old.prepare("insert into lead_notes (lead_id, body) values (1, 'Called back')").run();
    old.close();

    const { sqlite } = openDatabase(url);
    const rows = sqlite.prepare("select reference from leads").all() as { reference: string }[];
    expect(rows).toHaveLength(200);
    for (const { reference } of rows) expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(200);
    expect(sqlite.prepare("select count(*) as n from lead_notes").get()).toEqual({ n: 1 });
    // A second lead under a taken reference is refused by the database itself.
    const taken = rows[0]?.reference;
    expect(() =>
      sqlite.prepare("insert into leads (reference, type, full_name, payload) values (?, 'consultation', 'Twin', '{}')").run(taken),
    ).toThrow(/UNIQUE/);
    sqlite.close();
  });
});
