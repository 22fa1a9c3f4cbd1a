import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { navigationSeed } from "#db/seed/navigation";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-postgres";

/*
 * The site's data layer on PostgreSQL: DATABASE_URL names a fresh database before any app
 * module is imported (db/schema.ts picks its tables when it loads), then real feature
 * functions run against it end to end.
 */

let scratch: ScratchDatabase | undefined;
let app: Awaited<ReturnType<typeof importApp>>;

async function importApp() {
  const [schema, db, leads, submit, events, dashboard, dashboardRange, retention, rateLimit] = await Promise.all([
    import("#db/schema"),
    import("~/utils/db.server"),
    import("~/features/lead-store/leads.server"),
    import("~/features/lead-store/submit-lead.server"),
    import("~/features/analytics/events.server"),
    import("~/features/analytics/dashboard.server"),
    import("~/features/analytics/dashboard-range"),
    import("~/features/analytics/retention.server"),
    import("~/utils/rate-limit.server"),
  ]);
  return { schema, db, leads, submit, events, dashboard, dashboardRange, retention, rateLimit };
}

beforeAll(async () => {
  scratch = await createScratchDatabase("site_on_postgres");
  vi.stubEnv("DATABASE_URL", scratch.url);
  app = await importApp();
  await app.db.databaseReady();
}, 60_000);

afterAll(async () => {
  await app?.db.closeDatabase();
  vi.unstubAllEnvs();
  await scratch?.drop();
}, 60_000);

describe("the data layer on PostgreSQL", () => {
  it("opens PostgreSQL, migrated and seeded", async () => {
    const { db, schema } = app;
    expect(db.onPostgres()).toBe(true);
    const navigation = await db.getDb().select().from(schema.navigationItems);
    expect(navigation).toHaveLength(navigationSeed.reduce((sum, node) => sum + 1 + (node.children?.length ?? 0), 0));
    const compliance = navigation.find((item) => item.title === "Compliance");
    expect(navigation.filter((item) => item.parentId === compliance?.id).map((item) => item.slug)).toContain("fractional-hr");
    const [popup] = await db.getDb().select().from(schema.lightboxes);
    expect(popup).toMatchObject({ page: "home", active: true, showOnce: true });
  });

  it("moves each identity sequence past the seeded ids", async () => {
    const { db, schema } = app;
    const [added] = await db
      .getDb()
      .insert(schema.navigationItems)
      .values({ sectionType: "solutions", slug: "pg-added", title: "Added" })
      .returning();
    const ids = (await db.getDb().select({ id: schema.navigationItems.id }).from(schema.navigationItems)).map((row) => row.id);
    expect(added!.id).toBe(Math.max(...ids));
  });

  it("stores a consultation, lists it, and changes its status with a note in one transaction", async () => {
    const { db, schema, leads, submit } = app;
    const request = new Request("http://localhost/consult", { method: "POST" });
    const { lead } = await submit.submitLead(request, {
      type: "consultation",
      fullName: "Zoë Postgres",
      email: "zoe@example.com",
      payload: { monthlyVolume: 12_500 },
      channel: "form",
      details: [["Name", "Zoë Postgres"]],
    });
    const listed = await leads.listLeads({ q: "Postgres", status: null, type: null, from: null, to: null, timeZone: "America/Chicago", owner: null, viewerId: null, due: null, sort: null, source: null, campaign: null, page: 1 });
    expect(listed).toMatchObject({ total: 1, pages: 1 });
    expect(listed.items[0]).toMatchObject({ id: lead.id, reference: lead.reference, status: "pending", payload: { monthlyVolume: 12_500 } });

    const [staff] = await db
      .getDb()
      .insert(schema.staffUsers)
      .values({ email: "sales@example.com", name: "Sales", passwordHash: "x" })
      .returning();
    expect(await leads.changeLeadStatus(lead.id, "contacted", staff!, "Called back")).toBe(true);
    const detail = await leads.getLead(lead.id);
    expect(detail?.lead.status).toBe("contacted");
    expect(detail?.notes).toMatchObject([{ kind: "status", body: "Called back", staffEmail: "sales@example.com" }]);

    await expect(
      db.inTransaction(async (tx) => {
        await tx.update(schema.leads).set({ status: "closed" }).where(eq(schema.leads.id, lead.id));
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect((await leads.getLead(lead.id))?.lead.status).toBe("contacted");
  });

  it("writes an analytics batch the dashboard reports, and prunes old events", async () => {
    const { events, dashboard, dashboardRange, retention, db } = app;
    const at = Date.UTC(2026, 4, 4, 15);
    const row = (sessionId: string, offset: number) => ({
      occurredAt: at + offset,
      eventType: "pageview",
      source: "js",
      sessionId,
      visitorId: `visitor-${sessionId}`,
      pagePath: "/pricing",
    });
    const written = await Promise.all([row("a", 0), row("a", 1_000), row("b", 2_000)].map((event) => events.recordAnalyticsEvent(event)));
    expect(written).toEqual(["written", "written", "written"]);
    const range = dashboardRange.parseDashboardRange(new URLSearchParams("from=2026-05-01&to=2026-05-07"), "America/Chicago", new Date(at));
    const report = await dashboard.loadDashboard(range, at + 3_000);
    expect(report.summary).toMatchObject({ visitors: 2, sessions: 2, pageViews: 3, currentVisitors: 2 });
    expect(report.topPages).toEqual([{ key: "/pricing", count: 3 }]);

    const pruned = await retention.pruneAnalyticsEvents(db.getDb(), { now: at + 2 * 86_400_000, retentionDays: 1 });
    expect(pruned).toBe(3);
  });

  it("counts a rate limit in the database until it refuses", async () => {
    const budget = { limit: 2, windowMs: 60_000 };
    const now = Date.now();
    const take = () => app.rateLimit.takeFromBudget("pg-test", "203.0.113.9", budget, now);
    const decisions = await Promise.all([take(), take(), take()]);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
    expect(decisions[2]).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});
