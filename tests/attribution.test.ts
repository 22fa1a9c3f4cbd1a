import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadAttributions, leads, referralLinks, referralPartners, routingRules } from "#db/schema";
import { ATTRIBUTION_COOKIE } from "~/features/attribution/attribution-cookie.server";
import { CLICK_COOKIE } from "~/features/popups/visitor.server";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { loader as leadLoader } from "~/routes/admin.leads.$id";
import { loader as inboxLoader } from "~/routes/admin.leads._index";
import { loader as csvLoader } from "~/routes/admin.leads[.]csv";
import { action as consultApi } from "~/routes/api.consult";
import { action as trackBeacon } from "~/routes/api.website-analytics.track";
import { loader as noScriptView } from "~/routes/api.website-analytics.view[.]gif";
import { action as chatAction } from "~/routes/chat";
import { action as wizardAction } from "~/routes/consult";
import { action as onboardingAction } from "~/routes/merchant-onboarding";
import { action as partnerAction } from "~/routes/partnership-forms.$type";
import { loader as rootLoader } from "~/root";
import { loader as shareLoader } from "~/routes/share.$code";
import { getDb } from "~/utils/db.server";
import { leadFormsByType } from "~/features/lead-forms/definitions";
import { validAnswers } from "./support/lead-form-answers";
import { signedInVisitor } from "./support/staff-sign-in";
import { BROWSER_USER_AGENT, dateFromToday, settle, Visitor } from "./support/requests";

/**
 * Where each lead came from (decision 076), as visitors make it: page requests through the
 * root loader (what a document or a JavaScript navigation runs), the no-script image, then
 * each kind of lead form; and what staff read of it (lead page, inbox filters, the CSV of
 * decision 077).
 */

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const STAFF = { email: "attribution-staff@example.com", password: "a long enough password" };
const PARTNER_LINK = "ref_gulf-coast_newsletter-email-spring_s26";
const DNT = { DNT: "1" };
const GPC = { "Sec-GPC": "1" };

/** A merchant application every field of which is valid. */
const merchant = Object.fromEntries(validAnswers(leadFormsByType.get("merchant_application")!));
const contact = { full_name: "Dana Reyes", business_name: "Reyes Hardware", phone_number: "(601) 555-0100", email: "dana@reyes.example" };
const business = { industry_type: "retail", num_locations: "2", num_terminals: "3", processing_volume: "10k_50k" };
// 5 AM Central: before every demo rep's hours, so the time is a request whatever the weekday.
const scheduling = { preferred_date: dateFromToday(3), start_hour: "05", start_minute: "00", start_period: "AM", time_zone: "CT" };

/** A page request, as a document or a JavaScript navigation makes it: the root loader records the touch. */
async function visit(visitor: Visitor, path: string, headers: Record<string, string> = {}): Promise<string[]> {
  const reply = (await rootLoader(args(visitor.document(path, headers)))) as unknown as { init: { headers: Headers } };
  const cookies = reply.init.headers.getSetCookie();
  for (const cookie of cookies) visitor.remember(cookie);
  return cookies;
}

async function sendMerchantApplication(visitor: Visitor, headers: Record<string, string> = {}): Promise<number> {
  const result = (await settle(() => onboardingAction(args(visitor.form("/merchant-onboarding", merchant, { headers }))))) as Response;
  expect(result.status).toBe(302);
  return newestLeadId();
}

async function newestLeadId(): Promise<number> {
  const rows = await getDb().select({ id: leads.id }).from(leads);
  return Math.max(...rows.map((row) => row.id));
}

const attributionOf = async (leadId: number) => (await getDb().select().from(leadAttributions).where(eq(leadAttributions.leadId, leadId)))[0] ?? null;

let staff: Visitor;

/** A lead's page as the signed-in staff member gets it. */
const leadPage = async (leadId: number) =>
  (await leadLoader(args(staff.get(`/admin/leads/${leadId}`), { id: String(leadId) }))) as Awaited<ReturnType<typeof leadLoader>>;

beforeAll(async () => {
  // No routing rules: a lead waits unowned whenever the tests run (decision 070).
  await getDb().delete(routingRules);
  await upsertStaffAccount(getDb(), { ...STAFF, role: "admin", timeZone: "America/Chicago" });
  staff = await signedInVisitor(STAFF);
  const [partner] = await getDb().insert(referralPartners).values({ name: "Gulf Coast Community Bank", ref: "gulf-coast" }).returning();
  await getDb().insert(referralLinks).values({
    partnerId: partner!.id,
    linkCode: PARTNER_LINK,
    label: "Spring mailing",
    code: "s26",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "spring",
  });
});

beforeEach(async () => {
  await getDb().delete(leads);
});

describe("a visitor's first and last touch", () => {
  it("keeps the campaign that brought the visitor first and the search that brought them last, through a direct visit between", async () => {
    const visitor = new Visitor();
    expect(await visit(visitor, "/pricing?utm_source=Newsletter&utm_medium=email&utm_campaign=Fall-Launch")).toEqual([
      expect.stringMatching(new RegExp(`^${ATTRIBUTION_COOKIE}=.*HttpOnly.*SameSite=Lax`)),
    ]);
    // Typed in later: no new touch, and the page is not made personal by a cookie.
    expect(await visit(visitor, "/")).toEqual([]);
    // A move within the site is no touch either.
    expect(await visit(visitor, "/about", { Referer: "http://localhost/" })).toEqual([]);
    await visit(visitor, "/industries/retail", { Referer: "https://www.google.com/" });
    const leadId = await sendMerchantApplication(visitor);
    expect(await attributionOf(leadId)).toMatchObject({
      firstSource: "newsletter",
      firstMedium: "email",
      firstCampaign: "fall-launch",
      firstLandingPage: "/pricing?utm_source=Newsletter&utm_medium=email&utm_campaign=Fall-Launch",
      firstReferrerHost: null,
      lastSource: "google",
      lastMedium: "organic",
      lastCampaign: null,
      lastReferrerHost: "www.google.com",
      lastLandingPage: "/industries/retail",
      popupId: null,
    });
  });

  it("credits a /share/ link's partner with its link code, through the redirect to the page it lands on", async () => {
    const visitor = new Visitor();
    const fromPartner = { Referer: "https://partner.example/blog" };
    const redirect = (await shareLoader(args(visitor.document("/share/s26", fromPartner), { code: "s26" }))) as Response;
    expect(redirect.status).toBe(302);
    visitor.rememberResponse(redirect);
    await visit(visitor, redirect.headers.get("Location")!, fromPartner);
    const leadId = await sendMerchantApplication(visitor);
    expect(await attributionOf(leadId)).toMatchObject({
      firstSource: "s26",
      firstMedium: "referral",
      firstReferralLinkCode: "ref_s26_share-referral-none_s26",
      lastReferralLinkCode: "ref_s26_share-referral-none_s26",
    });
    // No partner has this link: staff read its ref, never the raw link code.
    const page = await leadPage(leadId);
    expect(page.attribution?.first).toMatchObject({ source: "s26 / referral", partner: null });
  });

  it("gives a visitor whose first page came from the cache a direct first touch from the no-script image, once", async () => {
    const visitor = new Visitor();
    const image = async (page: string) => {
      const response = (await noScriptView(args(visitor.get(`/api/website-analytics/view.gif?u=${encodeURIComponent(page)}`)))) as Response;
      expect(response.status).toBe(200);
      visitor.rememberResponse(response);
      return response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${ATTRIBUTION_COOKIE}=`));
    };
    expect(await image("/industries/restaurants?page=2")).toHaveLength(1);
    expect(await image("/pricing")).toEqual([]);
    await visit(visitor, "/", { Referer: "https://www.linkedin.com/feed/" });
    const leadId = await sendMerchantApplication(visitor);
    expect(await attributionOf(leadId)).toMatchObject({
      firstSource: "direct",
      firstMedium: "direct",
      firstLandingPage: "/industries/restaurants",
      lastSource: "linkedin",
      lastMedium: "social",
    });
  });

  it("gives a visitor with JavaScript whose first page came from the cache a direct first touch from the tracker's beacon", async () => {
    const visitor = new Visitor();
    const beacon = new Request("http://localhost/api/website-analytics/track", {
      method: "POST",
      // What navigator.sendBeacon sends from a page of the site: a string body, the page as Referer.
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER_USER_AGENT, "Sec-Fetch-Site": "same-origin", Referer: "http://localhost/pricing?plan=pro", Cookie: visitor.cookieHeader() },
      body: JSON.stringify({ kind: "pageview", session_id: "attribution-session", page_url: "http://localhost/pricing?plan=pro" }),
    });
    const response = (await trackBeacon(args(beacon))) as Response;
    expect(response.status).toBe(202);
    visitor.rememberResponse(response);
    expect(visitor.cookie(ATTRIBUTION_COOKIE)).toBeTruthy();
    expect(await attributionOf(await sendMerchantApplication(visitor))).toMatchObject({ firstSource: "direct", firstLandingPage: "/pricing", lastSource: "direct" });
  });

  it.each([
    ["Do Not Track", DNT],
    ["Global Privacy Control", GPC],
    ["a search-engine crawler", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
  ])("keeps nothing for a visitor with %s, and their lead stores no attribution", async (_what, headers) => {
    const visitor = new Visitor();
    expect(await visit(visitor, "/?utm_source=ads&utm_campaign=x", headers)).toEqual([]);
    const image = (await noScriptView(args(new Request(visitor.get("/api/website-analytics/view.gif?u=/"), { headers: { ...headers } })))) as Response;
    expect(image.headers.getSetCookie()).toEqual([]);
    expect(await attributionOf(await sendMerchantApplication(visitor, headers))).toBeNull();
  });

  it("stores nothing for a visitor who turns on Do Not Track or the staff opt-out after the cookie was set", async () => {
    const visitor = new Visitor();
    await visit(visitor, "/?utm_source=ads");
    expect(await attributionOf(await sendMerchantApplication(visitor, DNT))).toBeNull();
    visitor.remember("analytics_optout=1; Path=/");
    expect(await visit(visitor, "/?utm_source=other")).toEqual([]);
    expect(await attributionOf(await sendMerchantApplication(visitor))).toBeNull();
  });

  it("ignores a cookie that was tampered with", async () => {
    const visitor = new Visitor();
    await visit(visitor, "/?utm_source=ads&utm_campaign=real");
    const signed = decodeURIComponent(visitor.cookie(ATTRIBUTION_COOKIE)!);
    const dot = signed.lastIndexOf(".");
    const history = JSON.parse(Buffer.from(signed.slice(0, dot), "base64").toString("utf8")) as { first: { source: string } };
    expect(history.first.source).toBe("ads");
    // Another source under the old signature: a well-formed history nobody signed.
    history.first.source = "forged";
    const forged = `${Buffer.from(JSON.stringify(history)).toString("base64")}${signed.slice(dot)}`;
    visitor.remember(`${ATTRIBUTION_COOKIE}=${encodeURIComponent(forged)}; Path=/`);
    expect(await attributionOf(await sendMerchantApplication(visitor))).toBeNull();
  });
});

describe("every kind of lead", () => {
  /** A visitor who arrived from the partner's link and then clicked a pop-up's call to action. */
  async function referredVisitor(): Promise<Visitor> {
    const visitor = new Visitor();
    await visit(visitor, "/?ref=gulf-coast&utm_source=newsletter&utm_medium=email&utm_campaign=spring&code=s26");
    visitor.remember(`${CLICK_COOKIE}=7; Path=/`);
    return visitor;
  }
  const referral = { firstSource: "gulf-coast", firstMedium: "referral", firstCampaign: "spring", firstReferralLinkCode: PARTNER_LINK, popupId: 7 };

  it("stores the attribution of a partner sign-up", async () => {
    const visitor = await referredVisitor();
    const fields = { contact_name: "Sam Lee", email: "sam@partner.example", phone: "601-555-0111", company: "Partner Co", consent: "on", agent_type: "iso", years_in_payments: "6" };
    const result = (await settle(() => partnerAction(args(visitor.form("/partnership-forms/agent", fields), { type: "agent" })))) as Response;
    expect(result.status).toBe(302);
    const leadId = await newestLeadId();
    expect(await attributionOf(leadId)).toMatchObject(referral);
    // The lead page names the pop-up; this one no longer exists.
    const page = await leadPage(leadId);
    expect(page.attribution?.popup).toBe("Pop-up #7 (deleted)");
  });

  it("stores the attribution of a chat call-back", async () => {
    const visitor = await referredVisitor();
    const callback = { intent: "callback", name: "Dana Reyes", phone: "(601) 555-0100", best_time: "afternoon", note: "" };
    expect(((await settle(() => chatAction(args(visitor.form("/chat", callback))))) as Response).status).toBe(302);
    expect(await attributionOf(await newestLeadId())).toMatchObject(referral);
  });

  it("stores the attribution of a consultation from the wizard without JavaScript", async () => {
    const visitor = await referredVisitor();
    const step = async (fields: Record<string, string>) => {
      const result = (await settle(() => wizardAction(args(visitor.form("/consult", fields))))) as Response;
      expect(result.status).toBe(302);
      visitor.rememberResponse(result);
    };
    await step({ step: "1", intent: "next", ...contact });
    await step({ step: "2", intent: "next", ...business });
    await step({ step: "3", intent: "next", ...scheduling });
    await step({ step: "4", intent: "submit", goal_pos: "on" });
    const leadId = await newestLeadId();
    expect(await attributionOf(leadId)).toMatchObject(referral);
    // The pop-up's own credit (decision 010) stays on the consultation.
    expect((await getDb().select().from(leads).where(eq(leads.id, leadId)))[0]?.lightboxId).toBe(7);
  });

  it("stores the attribution of a consultation the wizard's script sends to /api/consult", async () => {
    const visitor = await referredVisitor();
    const payload = { ...contact, ...business, num_locations: 2, num_terminals: 3, ...scheduling, goal_pos: true };
    const response = (await settle(() => consultApi(args(visitor.json("/api/consult", payload))))) as Response;
    expect(response.status).toBe(201);
    expect(await attributionOf(await newestLeadId())).toMatchObject(referral);
  });
});

describe("what staff read", () => {
  it("shows the partner by name on the lead page, filters the inbox by source and campaign, and exports the columns", async () => {
    const referred = await (async () => {
      const visitor = new Visitor();
      await visit(visitor, "/?ref=gulf-coast&utm_source=newsletter&utm_medium=email&utm_campaign=spring&code=s26");
      await visit(visitor, "/", { Referer: "https://www.bing.com/" });
      return sendMerchantApplication(visitor);
    })();
    const untracked = await sendMerchantApplication(new Visitor(), DNT);

    const page = await leadPage(referred);
    expect(page.attribution).toMatchObject({
      first: { source: "Gulf Coast Community Bank (Spring mailing) / referral", campaign: "spring", partner: "Gulf Coast Community Bank (Spring mailing)", landingPage: expect.stringContaining("ref=gulf-coast") },
      last: { source: "bing / organic", campaign: null, referrerHost: "www.bing.com", partner: null },
    });
    expect((await leadPage(untracked)).attribution).toBeNull();

    type Inbox = Awaited<ReturnType<typeof inboxLoader>>;
    const inbox = async (query: string) => (await inboxLoader(args(staff.get(`/admin/leads?${query}`)))) as Inbox;
    const all = await inbox("");
    expect(Object.fromEntries(all.leads.map((lead) => [lead.id, lead.firstSource]))).toEqual({
      [referred]: "Gulf Coast Community Bank (Spring mailing) / referral",
      [untracked]: null,
    });
    expect(all.choices).toEqual({ sources: ["bing", "gulf-coast"], campaigns: ["spring"] });
    expect((await inbox("source=bing")).leads.map((lead) => lead.id)).toEqual([referred]);
    expect((await inbox("source=GULF-COAST&campaign=spring")).leads.map((lead) => lead.id)).toEqual([referred]);
    expect((await inbox("campaign=autumn")).leads).toEqual([]);
    expect((await inbox("source=direct")).leads).toEqual([]);
    // A character no database takes as a parameter is dropped, never a 500.
    expect((await inbox("source=bi%00ng")).leads.map((lead) => lead.id)).toEqual([referred]);

    const csv = (await csvLoader(args(staff.get("/admin/leads.csv")))) as Response;
    const rows = parse((await csv.text()).replace(/^\ufeff/, ""), { columns: true }) as Record<string, string>[];
    const byId = (reference: number) => rows.find((row) => row.reference === all.leads.find((lead) => lead.id === reference)?.reference)!;
    expect(byId(referred)).toMatchObject({
      first_source: "gulf-coast",
      first_medium: "referral",
      first_campaign: "spring",
      first_landing_page: "/?ref=gulf-coast&utm_source=newsletter&utm_medium=email&utm_campaign=spring&code=s26",
      last_source: "bing",
      last_medium: "organic",
      last_campaign: "",
      referral_partner: "Gulf Coast Community Bank (Spring mailing)",
      owner: "",
      status: "New",
      answer_legal_business_name: merchant.legal_name,
    });
    expect(byId(untracked)).toMatchObject({ first_source: "", last_source: "", referral_partner: "" });
    const header = Object.keys(rows[0]!);
    expect(header).not.toContain("details");
    // The answers of every kind of lead have a column, whichever leads are exported.
    expect(header).toEqual(expect.arrayContaining(["answer_industry", "answer_best_time_to_call", "answer_monthly_volume"]));
  });
});
