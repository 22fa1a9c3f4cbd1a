import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoReferralLink, demoReferralPartner } from "#db/seed/partners";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-postgres";

/*
 * The partners' data functions on PostgreSQL (decision 042): DATABASE_URL names a fresh
 * database before any app module is imported, as in tests/postgres.test.ts.
 */

let scratch: ScratchDatabase | undefined;
let app: Awaited<ReturnType<typeof importApp>>;

async function importApp() {
  const [schema, db, partners] = await Promise.all([
    import("#db/schema"),
    import("~/utils/db.server"),
    import("~/features/partners/partners.server"),
  ]);
  return { schema, db, partners };
}

beforeAll(async () => {
  scratch = await createScratchDatabase("partners_on_postgres");
  vi.stubEnv("DATABASE_URL", scratch.url);
  app = await importApp();
  await app.db.databaseReady();
}, 60_000);

afterAll(async () => {
  await app?.db.closeDatabase();
  vi.unstubAllEnvs();
  await scratch?.drop();
}, 60_000);

describe("referral partners on PostgreSQL", () => {
  it("are seeded with the demo partner and its link", async () => {
    const listed = await app.partners.listPartners();
    expect(listed).toEqual([
      { id: demoReferralPartner.id, name: demoReferralPartner.name, ref: demoReferralPartner.ref, active: true, links: 1, clicks: 0, leads: 0, conversions: 0 },
    ]);
    expect((await app.partners.listPartnerLinks(demoReferralPartner.id)).map((link) => link.linkCode)).toEqual([demoReferralLink.linkCode]);
  });

  it("add, build, count, edit with a version, and delete, each with its audit line", async () => {
    const { partners, schema, db } = app;
    const actor = { id: 1, email: "marketing@example.com" };
    await db.getDb().insert(schema.staffUsers).values({ id: 1, email: actor.email, passwordHash: "x", role: "marketing" });
    const created = await partners.createPartner(actor, { name: "Delta Bank", ref: "delta", contactEmail: null, notes: "" });
    if (!created.ok) throw new Error(created.message);
    expect(await partners.createPartner(actor, { name: "Again", ref: "delta", contactEmail: null, notes: "" })).toMatchObject({ ok: false, field: "ref" });

    const values = { label: "", code: "c1", utmSource: "news", utmMedium: "email", utmCampaign: "fall", landingPath: "/" };
    const link = await partners.createPartnerLink(actor, created.partner, values);
    expect(link).toMatchObject({ ok: true, link: { linkCode: "ref_delta_news-email-fall_c1" } });
    expect(await partners.createPartnerLink(actor, created.partner, values)).toMatchObject({ ok: false, field: "code" });

    const linkCode = "ref_delta_news-email-fall_c1";
    await db.getDb().insert(schema.referralClicks).values([
      { linkCode, via: "query", createdAt: Date.now() },
      { linkCode, via: "query", createdAt: Date.now() },
    ]);
    const [lead] = await db
      .getDb()
      .insert(schema.leads)
      .values({ reference: "PGPAR-TNER1", type: "consultation", fullName: "Referred", payload: {}, linkCode })
      .returning();
    await db.getDb().insert(schema.referralConversions).values([
      { linkCode, leadId: lead!.id, conversionKey: `lead:${lead!.id}`, conversionType: "consultation", source: "lead", occurredAt: 1, createdAt: 1 },
      // A conversion from the retired call (decision 029) is not counted here.
      { linkCode, conversionKey: "user:u1", conversionType: "signup", source: "api", occurredAt: 1, createdAt: 1 },
    ]);
    expect((await partners.listPartners()).find((partner) => partner.ref === "delta")).toMatchObject({ links: 1, clicks: 2, leads: 1, conversions: 1 });

    const id = created.partner.id;
    expect(await partners.updatePartner(actor, id, 1, { name: "Delta Bank & Trust", contactEmail: null, notes: "" })).toBe("saved");
    expect(await partners.updatePartner(actor, id, 1, { name: "Delta", contactEmail: null, notes: "" })).toBe("stale");
    expect(await partners.setPartnerActive(actor, id, false)).toBe(true);
    expect((await partners.getPartner(id))?.version).toBe(3);

    expect(await partners.deletePartner(actor, id)).toEqual({ name: "Delta Bank & Trust", links: 1 });
    expect(await db.getDb().select().from(schema.referralLinks).where(eq(schema.referralLinks.linkCode, linkCode))).toEqual([]);
    expect(await db.getDb().select().from(schema.referralClicks).where(eq(schema.referralClicks.linkCode, linkCode))).toHaveLength(2);
    const audit = await db.getDb().select().from(schema.auditLog).orderBy(schema.auditLog.id);
    expect(audit.map((line) => `${line.entityType} ${line.action}`)).toEqual([
      "partner create",
      "referral-link create",
      "partner update",
      "partner deactivate",
      "referral-link delete",
      "partner delete",
    ]);
  });
});
