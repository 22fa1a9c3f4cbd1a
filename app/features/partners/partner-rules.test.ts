import { describe, expect, it } from "vitest";
import { demoReferralLink, demoReferralPartner } from "#db/seed/partners";
import { detectReferral, shareCodeFromReferrer } from "~/features/referrals/detect-referral";
import {
  isLandingPath,
  isPartnerRef,
  linkBuilderSchema,
  newPartnerSchema,
  partnerFigures,
  partnerLinkCode,
  PARTNER_MESSAGES,
  shareUrl,
  trackingUrl,
  type LinkValues,
} from "./partner-rules";

const LINK: LinkValues = { code: "spring26", utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring_sale", landingPath: "/" };

describe("a partner's ref", () => {
  it("is lower-case letters, digits and inner hyphens, up to 40 characters", () => {
    for (const ref of ["gulf-bank", "a", "bank42", "a-b-c", "x".repeat(40)]) expect(isPartnerRef(ref), ref).toBe(true);
    for (const ref of ["", "Gulf", "gulf_bank", "gulf.bank", "gulf bank", "-gulf", "gulf-", "x".repeat(41), "ü", "<b>"]) {
      expect(isPartnerRef(ref), ref).toBe(false);
    }
  });

  it("is refused by the add form with the message that says what to type", () => {
    const result = newPartnerSchema.safeParse({ name: "Gulf", ref: "Gulf Bank" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PARTNER_MESSAGES.ref]);
    expect(newPartnerSchema.safeParse({ name: "Gulf\nBank", ref: "gulf" }).success).toBe(false);
    expect(newPartnerSchema.safeParse({ name: "Gulf", ref: "gulf", contact_email: "not-an-address" }).success).toBe(false);
    expect(newPartnerSchema.parse({ name: " Gulf ", ref: " gulf ", contact_email: "a@b.example" })).toEqual({
      name: "Gulf",
      ref: "gulf",
      contact_email: "a@b.example",
    });
  });
});

describe("the link builder's values", () => {
  const valid = { code: "spring26", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" };

  it("accepts exactly what referral detection accepts in each parameter", () => {
    expect(linkBuilderSchema.safeParse({ ...valid, code: "A.b_c~d-1" }).success).toBe(true);
    for (const bad of ["has space", "a/b", "a&b", "ü", "x".repeat(101), ""]) {
      expect(linkBuilderSchema.safeParse({ ...valid, utm_source: bad }).success, bad).toBe(false);
    }
  });

  it("lands only on pages of this site whose visit is counted", () => {
    for (const path of ["/", "/pos-system", "/industries/grocery", "/articles/a-b.c"]) expect(isLandingPath(path), path).toBe(true);
    for (const path of ["", "pos", "//evil.example", "/\\evil", "https://evil.example/", "/a?b=c", "/a#b", "/admin/leads", "/ADMIN", "/share/x", "/api/consult", "/a//b", "/%2e%2e"]) {
      expect(isLandingPath(path), path).toBe(false);
    }
  });
});

describe("a link's code and URLs", () => {
  it("makes the link code that detection makes from the tracking URL", () => {
    const linkCode = partnerLinkCode("gulf-bank", LINK);
    expect(linkCode).toBe("ref_gulf-bank_newsletter-email-springsale_spring26");
    const url = new URL(trackingUrl("https://www.example.com", "gulf-bank", LINK));
    expect(url.href).toBe(
      "https://www.example.com/?ref=gulf-bank&code=spring26&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale",
    );
    expect(detectReferral(url.searchParams, null)).toMatchObject({ via: "query", linkCode });
  });

  it("puts the landing page before the query", () => {
    expect(trackingUrl("https://www.example.com", "gulf", { ...LINK, landingPath: "/pos-system" })).toMatch(
      /^https:\/\/www\.example\.com\/pos-system\?ref=gulf&code=spring26&/,
    );
  });

  it("refuses a link code longer than the referral routes take", () => {
    const long = "x".repeat(100);
    expect(partnerLinkCode("gulf", { ...LINK, code: long, utmSource: long })).toBeNull();
  });

  it("offers a /share/ link for the home page that detection files under the same link code", () => {
    const share = shareUrl("https://www.example.com", "gulf-bank", LINK);
    expect(share).toBe("https://www.example.com/share/spring26?ref=gulf-bank&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale");
    // The share route reads its own URL as the /share/ referrer (decision 013).
    const url = new URL(share!);
    expect(shareCodeFromReferrer(url.href)).toBe("spring26");
    expect(detectReferral(url.searchParams, url.href)).toMatchObject({ via: "share", linkCode: partnerLinkCode("gulf-bank", LINK) });
  });

  it("offers no /share/ link where the share route cannot carry it", () => {
    expect(shareUrl("https://www.example.com", "gulf", { ...LINK, landingPath: "/pos-system" })).toBeNull();
    expect(shareUrl("https://www.example.com", "gulf", { ...LINK, code: "spring.26" })).toBeNull();
    expect(shareUrl("https://www.example.com", "gulf", { ...LINK, code: "s".repeat(65) })).toBeNull();
  });

  it("knows the demo link's code (db/seed/partners.ts)", () => {
    expect(partnerLinkCode(demoReferralPartner.ref, demoReferralLink)).toBe(demoReferralLink.linkCode);
    expect(isPartnerRef(demoReferralPartner.ref)).toBe(true);
  });
});

describe("partnerFigures", () => {
  it("sums each partner's links and gives a partner without links zeros", () => {
    const counts = new Map([
      ["a1", { clicks: 3, leads: 1, conversions: 1 }],
      ["a2", { clicks: 2 }],
      ["b1", { clicks: 5, leads: 2, conversions: 2 }],
      ["gone", { clicks: 9 }],
    ]);
    const totals = partnerFigures(
      [1, 2, 3],
      [
        { partnerId: 1, linkCode: "a1" },
        { partnerId: 1, linkCode: "a2" },
        { partnerId: 2, linkCode: "b1" },
        { partnerId: 2, linkCode: "b2" },
        { partnerId: 9, linkCode: "orphan" },
      ],
      counts,
    );
    expect(Object.fromEntries(totals)).toEqual({
      1: { links: 2, clicks: 5, leads: 1, conversions: 1 },
      2: { links: 2, clicks: 5, leads: 2, conversions: 2 },
      3: { links: 0, clicks: 0, leads: 0, conversions: 0 },
    });
  });
});
