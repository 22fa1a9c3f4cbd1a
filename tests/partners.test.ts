import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, referralClicks, referralConversions, referralLinks, referralPartners } from "#db/schema";
import { demoReferralPartner } from "#db/seed/partners";
import { submitLead } from "~/features/lead-store/submit-lead.server";
import { linkCodeStats } from "~/features/referrals/referral-stats.server";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { loader as rootLoader } from "~/root";
import { action as signInAction } from "~/routes/admin_.login";
import { action as partnerAction, loader as partnerLoader } from "~/routes/admin.partners.$id";
import { loader as qrLoader } from "~/routes/admin.partners.$id.links.$linkId.qr[.]svg";
import { action as listAction, loader as listLoader } from "~/routes/admin.partners._index";
import { loader as shareLoader } from "~/routes/share.$code";
import { getDb } from "~/utils/db.server";
import { settle, Visitor } from "./support/requests";

const MARKETING = { email: "marketing@example.com", password: "a long enough password", role: "marketing" as const };
const SALES = { email: "sales-rep@example.com", password: "a long enough password", role: "sales" as const };
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

type DataResult<T> = { data: T; init: { status?: number } | null };

function responseOf(value: unknown): Response {
  expect(value).toBeInstanceOf(Response);
  return value as Response;
}

/** The status and body of an action that answered with data (a form shown again). */
function dataOf<T>(value: unknown): { status: number | undefined; body: T } {
  expect(value).not.toBeInstanceOf(Response);
  const result = value as DataResult<T>;
  return { status: result.init?.status, body: result.data };
}

async function signedIn(account: { email: string; password: string }): Promise<Visitor> {
  const visitor = await new Visitor().start();
  const result = responseOf(await settle(() => signInAction(args(visitor.form("/admin/login", account, { honeypot: false })))));
  expect(result.status).toBe(302);
  visitor.rememberResponse(result);
  return visitor;
}

const auditLines = async (entityType: string, entityId: number) =>
  (
    await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
  ).map((line) => ({ action: line.action, staffEmail: line.staffEmail, summary: line.summary }));

async function pageOf(visitor: Visitor, id: number) {
  return (await partnerLoader(args(visitor.get(`/admin/partners/${id}`), { id: String(id) }))) as Awaited<ReturnType<typeof partnerLoader>>;
}

let marketing: Visitor;

beforeAll(async () => {
  await upsertStaffAccount(getDb(), MARKETING);
  await upsertStaffAccount(getDb(), SALES);
  marketing = await signedIn(MARKETING);
});

async function addPartner(fields: Record<string, string>) {
  return settle(() => listAction(args(marketing.form("/admin/partners", { intent: "add", ...fields }, { honeypot: false }))));
}

async function postToPartner(id: number, fields: Record<string, string>) {
  return settle(() => partnerAction(args(marketing.form(`/admin/partners/${id}`, fields, { honeypot: false }), { id: String(id) })));
}

const LINK = { label: "Spring mailing", code: "spring26", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring_sale", landing_path: "/pos-system" };

describe("/admin/partners", () => {
  it("lists the seeded demo partner with its link", async () => {
    const { partners } = await listLoader(args(marketing.get("/admin/partners")));
    expect(partners.find((partner) => partner.ref === demoReferralPartner.ref)).toMatchObject({ name: demoReferralPartner.name, links: 1, active: true });
  });

  it("adds a partner, writes the audit line, and refuses a second one with the same ref", async () => {
    const added = responseOf(await addPartner({ name: "Magnolia Credit Union", ref: "magnolia-cu", contact_email: "team@magnolia.example" }));
    expect(added.status).toBe(302);
    const [row] = await getDb().select().from(referralPartners).where(eq(referralPartners.ref, "magnolia-cu"));
    expect(added.headers.get("Location")).toBe(`/admin/partners/${row!.id}?added=1`);
    expect(row).toMatchObject({ name: "Magnolia Credit Union", contactEmail: "team@magnolia.example", active: true, version: 1 });
    expect(await auditLines("partner", row!.id)).toEqual([
      { action: "create", staffEmail: MARKETING.email, summary: "Added partner “Magnolia Credit Union” (ref magnolia-cu)" },
    ]);

    const duplicate = dataOf<{ result: { error?: Record<string, string[]> } }>(await addPartner({ name: "Another", ref: "magnolia-cu" }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.result.error?.ref).toEqual(["Another partner already uses this ref: choose another one"]);
    expect(await getDb().select().from(referralPartners).where(eq(referralPartners.ref, "magnolia-cu"))).toHaveLength(1);
  });

  it("refuses a ref detection would not accept, and an unknown intent, changing nothing", async () => {
    const before = await getDb().select().from(referralPartners);
    const refused = dataOf<{ result: { error?: Record<string, string[]> } }>(await addPartner({ name: "Bad", ref: "Bad_Ref" }));
    expect(refused.status).toBe(400);
    expect(refused.body.result.error?.ref?.[0]).toMatch(/lower-case letters, digits and hyphens/);
    const unknown = responseOf(await settle(() => listAction(args(marketing.form("/admin/partners", { intent: "drop", name: "X", ref: "x" }, { honeypot: false })))));
    expect(unknown.status).toBe(400);
    expect(await getDb().select().from(referralPartners)).toEqual(before);
  });

  it("is for marketing and admin: sales gets a 403", async () => {
    const sales = await signedIn(SALES);
    const refused = responseOf(await settle(() => listLoader(args(sales.get("/admin/partners")))));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/Sales accounts cannot use this page/);
  });
});

describe("a partner's page and its link builder", () => {
  let partnerId = 0;
  let linkId = 0;
  const LINK_CODE = "ref_bayou-bank_newsletter-email-springsale_spring26";

  beforeAll(async () => {
    responseOf(await addPartner({ name: "Bayou Bank", ref: "bayou-bank" }));
    partnerId = (await getDb().select().from(referralPartners).where(eq(referralPartners.ref, "bayou-bank")))[0]!.id;
  });

  it("builds a link: its link code from the five values, its tracking URL, and an audit line", async () => {
    const built = responseOf(await postToPartner(partnerId, { intent: "build-link", ...LINK }));
    expect(built.status).toBe(302);
    const [link] = await getDb().select().from(referralLinks).where(eq(referralLinks.partnerId, partnerId));
    linkId = link!.id;
    expect(built.headers.get("Location")).toBe(`/admin/partners/${partnerId}?built=${linkId}#link-${linkId}`);
    expect(link).toMatchObject({ linkCode: LINK_CODE, label: "Spring mailing", code: "spring26", utmCampaign: "spring_sale", landingPath: "/pos-system" });
    const page = await pageOf(marketing, partnerId);
    expect(page.links).toMatchObject([
      {
        linkCode: LINK_CODE,
        trackingUrl: "http://localhost/pos-system?ref=bayou-bank&code=spring26&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale",
        // Not the home page: the share route always lands there, so no share link.
        shareUrl: null,
        qrPath: `/admin/partners/${partnerId}/links/${linkId}/qr.svg`,
        clicks: 0,
        leads: 0,
        conversions: 0,
      },
    ]);
    expect(await auditLines("referral-link", linkId)).toEqual([
      { action: "create", staffEmail: MARKETING.email, summary: `Built link ${LINK_CODE} for partner “Bayou Bank”` },
    ]);
  });

  it("refuses a link whose values make a link code already taken, or one too long, with a clear message", async () => {
    // Upper case and a "." make the same link code as the link above.
    const taken = dataOf<{ result: { error?: Record<string, string[]> } }>(
      await postToPartner(partnerId, { intent: "build-link", ...LINK, code: "SPRING26", label: "" }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.result.error?.code).toEqual([
      `These values make the link code ${LINK_CODE}, which the link “Spring mailing” already uses: change the code or a utm value`,
    ]);
    const long = "x".repeat(100);
    const tooLong = dataOf<{ result: { error?: Record<string, string[]> } }>(
      await postToPartner(partnerId, { intent: "build-link", ...LINK, code: long, utm_source: long }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.result.error?.code?.[0]).toMatch(/longer than 200 characters/);
    const unsafe = dataOf<{ result: { error?: Record<string, string[]> } }>(
      await postToPartner(partnerId, { intent: "build-link", ...LINK, code: "spring 26", landing_path: "//evil.example" }),
    );
    expect(unsafe.status).toBe(400);
    expect(Object.keys(unsafe.body.result.error ?? {}).sort()).toEqual(["code", "landing_path"]);
    expect(await getDb().select().from(referralLinks).where(eq(referralLinks.partnerId, partnerId))).toHaveLength(1);
  });

  it("previews a link without storing it (the builder without JavaScript), with a share link for the home page", async () => {
    const previewed = dataOf<{ preview: unknown }>(
      await postToPartner(partnerId, { intent: "preview-link", ...LINK, code: "summer", landing_path: "" }),
    );
    expect(previewed.status).toBe(200);
    expect(previewed.body.preview).toEqual({
      linkCode: "ref_bayou-bank_newsletter-email-springsale_summer",
      trackingUrl: "http://localhost/?ref=bayou-bank&code=summer&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale",
      shareUrl: "http://localhost/share/summer?ref=bayou-bank&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale",
    });
    expect(await getDb().select().from(referralLinks).where(eq(referralLinks.partnerId, partnerId))).toHaveLength(1);
  });

  it("counts a click made by visiting the tracking URL and a conversion from a stored lead", async () => {
    const [link] = (await pageOf(marketing, partnerId)).links;
    const visitor = await new Visitor().start();
    const landed = (await rootLoader(args(visitor.document(link!.trackingUrl.replace("http://localhost", ""))))) as unknown as {
      init: { headers: Headers };
    };
    for (const cookie of landed.init.headers.getSetCookie()) visitor.remember(cookie);
    const { lead } = await submitLead(visitor.get("/consult"), {
      type: "consultation",
      fullName: "Referred Merchant",
      email: "merchant@example.com",
      payload: {},
      channel: "form",
      details: [],
    });
    expect(lead.linkCode).toBe(LINK_CODE);

    expect((await pageOf(marketing, partnerId)).links[0]).toMatchObject({ clicks: 1, leads: 1, conversions: 1 });
    const { partners } = await listLoader(args(marketing.get("/admin/partners")));
    expect(partners.find((partner) => partner.id === partnerId)).toMatchObject({ links: 1, clicks: 1, leads: 1, conversions: 1 });
  });

  it("counts a click through its /share/ link under the same link code", async () => {
    responseOf(await postToPartner(partnerId, { intent: "build-link", ...LINK, code: "home", landing_path: "/" }));
    const home = (await pageOf(marketing, partnerId)).links.find((link) => link.code === "home")!;
    expect(home.shareUrl).toBe("http://localhost/share/home?ref=bayou-bank&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale");
    const visitor = await new Visitor().start();
    const redirect = responseOf(await shareLoader(args(visitor.document(home.shareUrl!.replace("http://localhost", "")), { code: "home" })));
    expect(redirect.headers.get("Location")).toBe("/?ref=home");
    expect((await pageOf(marketing, partnerId)).links.find((link) => link.code === "home")).toMatchObject({ clicks: 1 });
  });

  it("answers the QR code as an SVG download only to staff who manage partners", async () => {
    const path = `/admin/partners/${partnerId}/links/${linkId}/qr.svg`;
    const params = { id: String(partnerId), linkId: String(linkId) };
    const qr = responseOf(await qrLoader(args(marketing.get(path), params)));
    expect(qr.status).toBe(200);
    expect(qr.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(qr.headers.get("Content-Disposition")).toBe(`attachment; filename="qr-${LINK_CODE}.svg"`);
    expect(qr.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(qr.headers.get("Cache-Control")).toBe("private, no-store");
    expect(qr.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const svg = await qr.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
    expect(svg).not.toMatch(/<script|<style|href=/i);

    const sales = await signedIn(SALES);
    expect(responseOf(await settle(() => qrLoader(args(sales.get(path), params)))).status).toBe(403);
    const signedOut = responseOf(await settle(() => qrLoader(args(new Visitor().get(path), params))));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
    // A link of another partner is not found under this one.
    const demo = responseOf(await settle(() => qrLoader(args(marketing.get(path), { id: String(partnerId), linkId: "1" }))));
    expect(demo.status).toBe(404);
  });

  it("refuses a stale save with what changed, keeps the typed values, and saves once based on the current row", async () => {
    const base = { version: "1", base_name: "Bayou Bank", base_contact_email: "", base_notes: "" };
    responseOf(await postToPartner(partnerId, { intent: "save", ...base, name: "Bayou Bank & Trust", notes: "" }));
    const stale = dataOf<{
      result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
      stale: { version: number; values: Record<string, string> };
    }>(await postToPartner(partnerId, { intent: "save", ...base, name: "Bayou Bank", notes: "Met at the fair" }));
    expect(stale.status).toBe(409);
    expect(stale.body.result.error?.[""]).toEqual([
      "Not saved: this was changed after you opened it. Changed since you opened it: Name (now “Bayou Bank & Trust”). Your edits are still in the form; review them and save again.",
    ]);
    expect(stale.body.result.initialValue).toMatchObject({ notes: "Met at the fair" });
    expect(stale.body.stale).toEqual({ version: 2, values: { name: "Bayou Bank & Trust", contact_email: "", notes: "" } });
    const [row] = await getDb().select().from(referralPartners).where(eq(referralPartners.id, partnerId));
    expect(row).toMatchObject({ name: "Bayou Bank & Trust", notes: "", version: 2 });

    responseOf(await postToPartner(partnerId, { intent: "save", version: "2", name: "Bayou Bank", notes: "Met at the fair" }));
    expect((await auditLines("partner", partnerId)).filter((line) => line.action === "update")).toEqual([
      { action: "update", staffEmail: MARKETING.email, summary: "Edited partner “Bayou Bank & Trust”" },
      { action: "update", staffEmail: MARKETING.email, summary: "Edited partner “Bayou Bank”" },
    ]);
  });

  it("deactivated, builds no links; its links keep counting", async () => {
    expect(responseOf(await postToPartner(partnerId, { intent: "deactivate" })).headers.get("Location")).toBe(`/admin/partners/${partnerId}?deactivated=1`);
    const refused = dataOf<{ result: { error?: Record<string, string[]> } }>(await postToPartner(partnerId, { intent: "build-link", ...LINK, code: "later" }));
    expect(refused.status).toBe(409);
    expect(refused.body.result.error?.[""]).toEqual(["This partner is switched off: reactivate it to build links"]);
    responseOf(await postToPartner(partnerId, { intent: "activate" }));
    expect((await auditLines("partner", partnerId)).map((line) => line.action)).toEqual(["create", "update", "update", "deactivate", "activate"]);
  });

  it("deletes a link only when confirmed, and keeps its clicks and conversions in the referrals report", async () => {
    const unconfirmed = dataOf<{ alert: string }>(await postToPartner(partnerId, { intent: "delete-link", link_id: String(linkId) }));
    expect(unconfirmed.status).toBe(400);
    // A link that is not this partner's is not found, confirmed or not: its page shows no such link to confirm.
    for (const confirm of [{}, { confirm: "on" }] as Record<string, string>[]) {
      expect(responseOf(await settle(() => postToPartner(partnerId, { intent: "delete-link", link_id: "999999", ...confirm }))).status).toBe(404);
    }
    responseOf(await postToPartner(partnerId, { intent: "delete-link", link_id: String(linkId), confirm: "on" }));
    expect(await getDb().select().from(referralLinks).where(eq(referralLinks.id, linkId))).toEqual([]);
    expect(await auditLines("referral-link", linkId)).toContainEqual({ action: "delete", staffEmail: MARKETING.email, summary: `Deleted link ${LINK_CODE}` });
    const report = await linkCodeStats({ start: 0, end: Date.now() + 60_000 });
    expect(report.find((row) => row.linkCode === LINK_CODE)).toMatchObject({ clicks: 1, conversions: 1 });
  });

  it("deletes the partner and its links when confirmed; their history stays", async () => {
    const unconfirmed = dataOf<{ alert: string }>(await postToPartner(partnerId, { intent: "delete" }));
    expect(unconfirmed.status).toBe(400);
    expect(await getDb().select().from(referralPartners).where(eq(referralPartners.id, partnerId))).toHaveLength(1);

    const deleted = responseOf(await postToPartner(partnerId, { intent: "delete", confirm: "on" }));
    expect(deleted.headers.get("Location")).toBe("/admin/partners?deleted=Bayou%20Bank");
    expect(await getDb().select().from(referralLinks).where(eq(referralLinks.partnerId, partnerId))).toEqual([]);
    expect((await auditLines("partner", partnerId)).at(-1)).toEqual({
      action: "delete",
      staffEmail: MARKETING.email,
      summary: "Deleted partner “Bayou Bank” (ref bayou-bank) and its 1 link",
    });
    expect(await getDb().select().from(referralClicks).where(eq(referralClicks.linkCode, LINK_CODE))).toHaveLength(1);
    expect(await getDb().select().from(referralConversions).where(eq(referralConversions.linkCode, LINK_CODE))).toHaveLength(1);
    expect(responseOf(await settle(() => pageOf(marketing, partnerId))).status).toBe(404);
  });
});
