import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leads, redirects, referralClicks, referralConversions } from "#db/schema";
import { convertLeadReferral, referralForLead } from "~/features/referrals/referrals.server";
import { loader as rootLoader } from "~/root";
import { action as consultApi } from "~/routes/api.consult";
import { action as convertApi } from "~/routes/api.referrals.convert.$linkCode";
import { action as trackApi } from "~/routes/api.referrals.$linkCode.track";
import { action as wizardAction } from "~/routes/consult";
import { loader as shareLoader } from "~/routes/share.$code";
import { getDb } from "~/utils/db.server";
import { BROWSER_USER_AGENT, dateFromToday, settle, Visitor } from "./support/requests";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const LANDING = "/?ref=Partner42&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&code=AbC123";
const LINK_CODE = "ref_partner42_newsletter-email-springsale_abc123";

interface LoaderResult {
  data: { analytics: { endpoint: string } | null };
  init: { headers: Headers };
}

/** Loads a page through the root loader as a browser with JavaScript off would, keeping cookies. */
async function land(visitor: Visitor, path: string, headers: Record<string, string> = {}) {
  const result = (await rootLoader(args(visitor.document(path, headers)))) as unknown as LoaderResult;
  for (const cookie of result.init.headers.getSetCookie()) visitor.remember(cookie);
  return { analytics: result.data.analytics, setCookies: result.init.headers.getSetCookie() };
}

const clicks = async (linkCode = LINK_CODE) => getDb().select().from(referralClicks).where(eq(referralClicks.linkCode, linkCode));
const conversions = async () => getDb().select().from(referralConversions);

beforeEach(async () => {
  const db = getDb();
  await db.delete(referralConversions);
  await db.delete(referralClicks);
  await db.delete(leads);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("referral capture on a document request (JavaScript off)", () => {
  it("records the click and stores the referral in a 30-day cookie", async () => {
    const visitor = await new Visitor().start();
    const { setCookies } = await land(visitor, LANDING);
    const referralCookie = setCookies.find((cookie) => cookie.startsWith("referral="));
    expect(referralCookie).toMatch(/Max-Age=2592000/);
    expect(await clicks()).toMatchObject([
      {
        ref: "Partner42",
        code: "AbC123",
        utmSource: "newsletter",
        utmCampaign: "spring_sale",
        via: "query",
        landingPage: `http://localhost${LANDING}`,
      },
    ]);
    expect(await referralForLead(visitor.get("/consult"))).toMatchObject({
      linkCode: LINK_CODE,
      referral: { linkCode: LINK_CODE, ref: "Partner42", code: "AbC123", utm_source: "newsletter", utm_campaign: "spring_sale" },
    });
  });

  it("counts a click on a redirected address once, at its destination, where the query goes along", async () => {
    await getDb().insert(redirects).values({ fromPath: "/spring-offer", toPath: "/consult" });
    try {
      const visitor = await new Visitor().start();
      const query = LANDING.slice(1);
      // The redirect's own reply loses its cookies: nothing is recorded there.
      expect((await land(visitor, `/spring-offer${query}`)).setCookies).toEqual([]);
      expect(await clicks()).toHaveLength(0);
      await land(visitor, `/consult${query}`);
      expect(await clicks()).toMatchObject([{ ref: "Partner42", landingPage: `http://localhost/consult${query}` }]);
    } finally {
      await getDb().delete(redirects).where(eq(redirects.fromPath, "/spring-offer"));
    }
  });

  it("counts a second click by the same visitor within an hour once, and again after the hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 4, 1, 12));
    const visitor = await new Visitor().start();
    await land(visitor, LANDING);
    vi.setSystemTime(Date.UTC(2026, 4, 1, 12) + HOUR - 1);
    await land(visitor, LANDING);
    expect(await clicks()).toHaveLength(1);
    vi.setSystemTime(Date.UTC(2026, 4, 1, 12) + HOUR);
    await land(visitor, LANDING);
    expect(await clicks()).toHaveLength(2);
    // Another visitor's click always counts.
    await land(await new Visitor().start(), LANDING);
    expect(await clicks()).toHaveLength(3);
  });

  it("keeps the first referral for 30 days (first click wins), then lets a new one replace it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.UTC(2026, 4, 1, 12);
    vi.setSystemTime(start);
    const visitor = await new Visitor().start();
    await land(visitor, LANDING);
    const other = "/?ref=bob&utm_source=google&utm_medium=cpc&utm_campaign=brand&code=zz9";
    vi.setSystemTime(start + 29 * DAY);
    await land(visitor, other);
    expect(await clicks("ref_bob_google-cpc-brand_zz9")).toHaveLength(1); // the click still counts
    expect((await referralForLead(visitor.get("/")))?.linkCode).toBe(LINK_CODE);
    vi.setSystemTime(start + 30 * DAY);
    expect(await referralForLead(visitor.get("/"))).toBeNull(); // expired
    await land(visitor, other);
    expect((await referralForLead(visitor.get("/")))?.linkCode).toBe("ref_bob_google-cpc-brand_zz9");
  });

  it("takes the code from a /share/ referrer when the query is incomplete", async () => {
    const visitor = await new Visitor().start();
    await land(visitor, "/?ref=abc", { Referer: "https://partner.example.org/share/abc" });
    expect(await clicks("ref_abc_share-referral-none_abc")).toMatchObject([{ via: "share" }]);
  });

  it.each([
    ["a bot", { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }],
    ["a prefetch", { "Sec-Purpose": "prefetch" }],
  ])("ignores %s", async (_label, headers) => {
    const visitor = await new Visitor().start();
    const { setCookies } = await land(visitor, LANDING, headers);
    expect(setCookies.some((cookie) => cookie.startsWith("referral="))).toBe(false);
    expect(await clicks()).toHaveLength(0);
  });

  it("ignores an incomplete query and a cookie that was tampered with", async () => {
    const visitor = await new Visitor().start();
    await land(visitor, "/?ref=bob&utm_source=google&code=x");
    expect(await getDb().select().from(referralClicks)).toHaveLength(0);
    const forged = new Request("http://localhost/consult", { headers: { Cookie: `referral=${btoa(JSON.stringify({ visitor: "a".repeat(32), attribution: null }))}.bad` } });
    expect(await referralForLead(forged)).toBeNull();
  });
});

describe("/share/{code}", () => {
  it("captures the share link itself before redirecting to /?ref={code}", async () => {
    const response = (await shareLoader(
      args(new Request("http://localhost/share/SPRING26", { headers: { "User-Agent": BROWSER_USER_AGENT } }), { code: "SPRING26" }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/?ref=SPRING26");
    expect(response.headers.get("Set-Cookie")).toMatch(/^referral=/);
    expect(await clicks("ref_spring26_share-referral-none_spring26")).toMatchObject([{ via: "share", ref: "SPRING26" }]);
  });

  it("captures nothing for an unsafe code", async () => {
    const response = (await shareLoader(args(new Request("http://localhost/share/x.y"), { code: "x.y" }))) as Response;
    expect(response.headers.get("Location")).toBe("/");
    expect(await getDb().select().from(referralClicks)).toHaveLength(0);
  });
});

const contact = { full_name: "Referred Owner", business_name: "Referral Hardware", phone_number: "(601) 555-0100", email: "owner@referral.example" };
const business = { industry_type: "retail", num_locations: "1", num_terminals: "2", processing_volume: "10k_50k" };
const scheduling = { preferred_date: dateFromToday(3), start_hour: "10", start_minute: "00", start_period: "AM", time_zone: "CT" };

async function submitWizard(visitor: Visitor): Promise<Response> {
  let last: unknown;
  const steps: Record<string, string>[] = [
    { step: "1", intent: "next", ...contact },
    { step: "2", intent: "next", ...business },
    { step: "3", intent: "next", ...scheduling },
    { step: "4", intent: "submit", goal_pos: "on" },
  ];
  for (const fields of steps) {
    last = await settle(() => wizardAction(args(visitor.form("/consult", fields))));
    if (last instanceof Response) visitor.rememberResponse(last);
  }
  return last as Response;
}

describe("conversions on a consultation submitted under a stored referral", () => {
  it("the no-JS wizard attaches the referral to the lead, records one conversion and clears the cookie", async () => {
    const visitor = await new Visitor().start();
    await land(visitor, LANDING);
    const done = await submitWizard(visitor);
    expect(done.headers.get("Location")).toBe("/consult");
    expect(done.headers.getSetCookie().some((cookie) => /^referral=;.*Max-Age=0/i.test(cookie))).toBe(true);

    const [lead] = await getDb().select().from(leads);
    expect(lead).toMatchObject({ linkCode: LINK_CODE, referral: { linkCode: LINK_CODE, ref: "Partner42", code: "AbC123" } });
    expect(await conversions()).toMatchObject([
      { linkCode: LINK_CODE, leadId: lead?.id, conversionType: "consultation", conversionValue: 0, source: "lead", conversionKey: `lead:${lead?.id}` },
    ]);
    expect(visitor.cookie("referral")).toBeUndefined();
  });

  it("POST /api/consult does the same", async () => {
    const visitor = await new Visitor().start();
    await land(visitor, LANDING);
    const response = (await settle(() =>
      consultApi(args(visitor.json("/api/consult", { ...contact, ...business, num_locations: 1, num_terminals: 2, ...scheduling, status: "pending" }))),
    )) as Response;
    expect(response.status).toBe(201);
    const [lead] = await getDb().select().from(leads);
    expect(lead?.linkCode).toBe(LINK_CODE);
    expect(await conversions()).toHaveLength(1);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("referral=;"))).toBe(true);
  });

  it("is idempotent: one conversion per lead, however often it is recorded", async () => {
    const visitor = await new Visitor().start();
    await land(visitor, LANDING);
    await submitWizard(visitor);
    const [lead] = await getDb().select().from(leads);
    const referral = { linkCode: LINK_CODE, referral: { linkCode: LINK_CODE } };
    await convertLeadReferral(referral, { id: lead?.id ?? 0, type: "consultation" });
    await convertLeadReferral(referral, { id: lead?.id ?? 0, type: "consultation" });
    expect(await conversions()).toHaveLength(1);
  });

  it("a lead without a stored referral records no conversion", async () => {
    const visitor = await new Visitor().start();
    await submitWizard(visitor);
    expect((await getDb().select().from(leads))[0]?.linkCode).toBeNull();
    expect(await conversions()).toHaveLength(0);
  });
});

describe("POST /api/referrals/{linkCode}/track", () => {
  const payload = {
    landing_page: "https://www.example.com/?ref=bob&code=x1",
    visitor_identifier: "visitor-1",
    utm_source: "facebook",
    utm_medium: "social",
    utm_campaign: "spring",
    ref: "bob",
    code: "x1",
  };
  const call = async (request: Request, linkCode = "ref_bob_facebook-social-spring_x1") =>
    (await trackApi(args(request, { linkCode }))) as Response;

  it("records the click (once per visitor and hour) and stores the referral", async () => {
    const visitor = await new Visitor().start();
    const response = await call(visitor.json("/api/referrals/x/track", payload));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    visitor.rememberResponse(response);
    await call(visitor.json("/api/referrals/x/track", payload));
    expect(await clicks("ref_bob_facebook-social-spring_x1")).toMatchObject([{ via: "api", utmSource: "facebook" }]);
    expect((await referralForLead(visitor.get("/")))?.linkCode).toBe("ref_bob_facebook-social-spring_x1");
  });

  it("takes the placeholders of a share link for missing utm values, as detection does", async () => {
    const visitor = await new Visitor().start();
    const response = await call(visitor.json("/x", { ref: "bob", code: "x1" }), "ref_bob_share-referral-none_x1");
    expect(response.status).toBe(200);
    expect(await clicks("ref_bob_share-referral-none_x1")).toHaveLength(1);
  });

  it.each([
    ["another partner's link code", "ref_alice_facebook-social-spring_x1"],
    ["another code", "ref_bob_facebook-social-spring_x2"],
    ["other utm values", "ref_bob_facebook-social-autumn_x1"],
  ])("refuses %s in the path: no click, no cookie", async (_label, linkCode) => {
    const visitor = await new Visitor().start();
    const response = await call(visitor.json("/x", payload), linkCode);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/does not match/) });
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await getDb().select().from(referralClicks)).toHaveLength(0);
  });

  it.each([
    ["an invalid link code", 400, (v: Visitor) => call(v.json("/x", payload), "Bad Code!")],
    ["no ref", 400, (v: Visitor) => call(v.json("/x", { ...payload, ref: undefined }))],
    ["no code", 400, (v: Visitor) => call(v.json("/x", { ...payload, code: "" }))],
    ["no X-Requested-With", 403, (v: Visitor) => call(v.json("/x", payload, { "X-Requested-With": "" }))],
    ["malformed JSON", 400, (v: Visitor) => call(v.json("/x", "{oops"))],
    ["a bad field", 400, (v: Visitor) => call(v.json("/x", { ...payload, code: "<script>" }))],
    ["a form post", 415, (v: Visitor) => call(v.json("/x", payload, { "Content-Type": "text/plain" }))],
  ] as const)("answers %s with %i", async (_label, status, run) => {
    const response = await run(await new Visitor().start());
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await getDb().select().from(referralClicks)).toHaveLength(0);
  });
});

describe("POST /api/referrals/convert/{linkCode} (retired, decision 029)", () => {
  it("records nothing and leaves the stored referral alone", async () => {
    const visitor = await new Visitor().start();
    await land(visitor, LANDING);
    const path = `/api/referrals/convert/${LINK_CODE}`;
    const response = (await convertApi(args(new Request(`http://localhost${path}`, { method: "POST", body: "{}" }), { linkCode: LINK_CODE }))) as Response;
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/retired/) });
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await conversions()).toHaveLength(0);
    expect((await referralForLead(visitor.get("/")))?.linkCode).toBe(LINK_CODE);
  });
});
