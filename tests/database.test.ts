import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, resolveDatabasePath } from "#db/open";
import { navigationItems, pages } from "#db/schema";
import { seedDemoData } from "#db/seed";
import { demoArticles } from "#db/seed/articles";
import { navigationSeed } from "#db/seed/navigation";

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
    });

    const second = seedDemoData(db);
    expect(second).toEqual({ navigationItems: 0, clientBrandings: 0, partnerBrandings: 0, pages: 0, articles: 0, lightboxes: 0 });
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

  it("does not touch a table that already has content", () => {
    const { db, sqlite } = openDatabase(tempDb("existing.db"));
    db.insert(pages).values({ slug: "our-own", title: "Our own page" }).run();
    expect(seedDemoData(db).pages).toBe(0);
    expect(db.select().from(pages).all().map((page) => page.slug)).toEqual(["our-own"]);
    sqlite.close();
  });
});
