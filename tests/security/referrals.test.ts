import { describe, expect, it } from "vitest";
import { consultation } from "../../scripts/load-fixtures.mjs";
import { builtServerForFile } from "./server";

/**
 * Referral credit: a conversion is what a partner is paid for, so only the site records
 * one, for a lead it stored, with its own values (decision 029); a script cannot write
 * another link into the signed attribution cookie (decision 013); and a flood of clicks
 * from one address stores no more than its budget, each row capped in size.
 */
const server = builtServerForFile();

const LANDING = "/?ref=partner42&utm_source=newsletter&utm_medium=email&utm_campaign=spring&code=abc123";
const LINK_CODE = "ref_partner42_newsletter-email-spring_abc123";

const conversions = () =>
  server.db().prepare("select link_code as linkCode, lead_id as leadId, conversion_value as value, source from referral_conversions").all() as {
    linkCode: string;
    leadId: number | null;
    value: number;
    source: string;
  }[];
const clicks = (linkCode: string) =>
  server.db().prepare("select landing_page as landingPage, referrer_url as referrerUrl from referral_clicks where link_code = ?").all(linkCode) as {
    landingPage: string | null;
    referrerUrl: string | null;
  }[];

describe("referral conversions", () => {
  it("cannot be recorded from a browser, with or without the anti-forgery token", async () => {
    const visitor = await server.startedVisitor();
    await visitor.document(LANDING);
    const before = conversions().length;
    for (const userId of ["u-1", "u-2", "u-3"]) {
      const response = await visitor.postJson(`/api/referrals/convert/${LINK_CODE}`, {
        conversion_type: "signup",
        conversion_value: 99_999,
        user_id: userId,
      });
      expect(response.status).toBe(410);
      expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/retired/) });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(conversions()).toHaveLength(before);
  });

  it("are recorded by the site for a lead submitted under a referral, with the site's value", async () => {
    const visitor = await server.startedVisitor();
    await visitor.document(LANDING);
    expect(visitor.cookie("referral")).toBeDefined();
    const response = await visitor.postJson("/api/consult", consultation(1, 1, "referred"));
    expect(response.status).toBe(201);
    // The reply names the lead by its reference (decision 025); conversions keep its id.
    const { reference } = (await response.json()) as { reference: string };
    const id = server.db().prepare("select id from leads where reference = ?").pluck().get(reference) as number;
    expect(conversions().filter((row) => row.leadId === id)).toEqual([{ linkCode: LINK_CODE, leadId: id, value: 0, source: "lead" }]);
  });
});

describe("POST /api/referrals/{linkCode}/track", () => {
  const body = { ref: "partner42", code: "abc123", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" };

  it("refuses a path link code that is not the one its body makes: no click, no cookie", async () => {
    const visitor = await server.startedVisitor();
    const other = "ref_rival_newsletter-email-spring_zzz999";
    const response = await visitor.postJson(`/api/referrals/${other}/track`, body, { token: null });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/does not match/) });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(visitor.cookie("referral")).toBeUndefined();
    expect(clicks(other)).toHaveLength(0);
  });

  it("stores the link its body makes", async () => {
    const visitor = await server.startedVisitor();
    const response = await visitor.postJson(`/api/referrals/${LINK_CODE}/track`, body, { token: null });
    expect(response.status).toBe(200);
    expect(visitor.cookie("referral")).toBeDefined();
  });
});

describe("/share/{code}", () => {
  const CLICKS_PER_ADDRESS = 60;

  it("stores at most 60 clicks per address in 10 minutes, and keeps redirecting", async () => {
    const code = "flood1";
    const linkCode = `ref_${code}_share-referral-none_${code}`;
    const visitor = server.visitor();
    for (let index = 0; index < CLICKS_PER_ADDRESS + 20; index++) {
      // A script that keeps no cookie: every request is a new visitor.
      const response = await visitor.fetch(`/share/${code}`, { headers: { Cookie: "" } });
      expect(response.status, `request ${index + 1}`).toBe(302);
      expect(response.headers.get("Location")).toBe(`/?ref=${code}`);
    }
    expect(clicks(linkCode)).toHaveLength(CLICKS_PER_ADDRESS);
    // Landing pages with referral parameters draw on the same budget.
    await visitor.fetch(LANDING.replace("abc123", "budget1"), { headers: { Cookie: "" } });
    expect(clicks(LINK_CODE.replace("abc123", "budget1"))).toHaveLength(0);

    // Another address is counted.
    expect((await server.visitor().fetch(`/share/${code}`)).status).toBe(302);
    expect(clicks(linkCode)).toHaveLength(CLICKS_PER_ADDRESS + 1);
  }, 60_000);

  it("caps what a click stores", async () => {
    const code = "long1";
    const response = await server.visitor().fetch(`/share/${code}?${"x".repeat(1500)}`, {
      headers: { Referer: `https://partner.example.org/${"p".repeat(3000)}` },
    });
    expect(response.status).toBe(302);
    const [click] = clicks(`ref_${code}_share-referral-none_${code}`);
    expect(click?.landingPage?.length).toBeLessThanOrEqual(512);
    expect(click?.referrerUrl?.length).toBeLessThanOrEqual(512);
    expect(click?.referrerUrl).toMatch(/^https:\/\/partner\.example\.org\/p+$/);
  });
});
