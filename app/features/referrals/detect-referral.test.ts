import { describe, expect, it } from "vitest";
import {
  chooseAttribution,
  detectReferral,
  isDuplicateClick,
  isReferralExpired,
  referralUtm,
  safeReferralValue,
  shareCodeFromReferrer,
  type StoredReferral,
} from "./detect-referral";

const FULL = "ref=Partner42&utm_source=Facebook&utm_medium=cpc&utm_campaign=spring_sale&code=AbC123";
const q = (s: string) => new URLSearchParams(s);

describe("safeReferralValue", () => {
  it.each([
    ["  abc ", "abc"],
    ["a.b_c~d-e", "a.b_c~d-e"],
    ["x".repeat(100), "x".repeat(100)],
  ])("keeps %j", (input, expected) => {
    expect(safeReferralValue(input)).toBe(expected);
  });

  it.each([null, undefined, "", "   ", "a b", "a/b", "<x>", "é", "x".repeat(101), "a%20b", "a&b"])("drops %j", (input) => {
    expect(safeReferralValue(input)).toBeNull();
  });
});

describe("detectReferral: rule 1, the full query", () => {
  it("needs ref, utm_source, utm_medium, utm_campaign and code", () => {
    expect(detectReferral(q(FULL), null)).toEqual({
      ref: "Partner42",
      code: "AbC123",
      utm_source: "Facebook",
      utm_medium: "cpc",
      utm_campaign: "spring_sale",
      utm_term: null,
      utm_content: null,
      linkCode: "ref_partner42_facebook-cpc-springsale_abc123",
      via: "query",
    });
  });

  it("adds utm_term and utm_content when present and safe", () => {
    const result = detectReferral(q(`${FULL}&utm_term=pos&utm_content=banner-1`), null);
    expect(result?.utm_term).toBe("pos");
    expect(result?.utm_content).toBe("banner-1");
  });

  it("drops an unsafe optional utm_term without rejecting the referral", () => {
    const result = detectReferral(q(`${FULL}&utm_term=${encodeURIComponent("<b>")}`), null);
    expect(result?.utm_term).toBeNull();
    expect(result?.via).toBe("query");
  });

  it("trims the values", () => {
    const result = detectReferral(
      q("ref=%20a%20&utm_source=%20s&utm_medium=m%20&utm_campaign=c&code=%20k%20"),
      null,
    );
    expect(result?.linkCode).toBe("ref_a_s-m-c_k");
  });

  it("prefers the full query over a /share/ referrer", () => {
    expect(detectReferral(q(FULL), "https://example.com/share/other")?.code).toBe("AbC123");
  });

  it.each(["ref", "utm_source", "utm_medium", "utm_campaign", "code"])("gives null when %s is missing", (name) => {
    const params = q(FULL);
    params.delete(name);
    expect(detectReferral(params, null)).toBeNull();
  });

  it.each([
    ["blank", "%20%20"],
    ["too long", "x".repeat(101)],
    ["unsafe", encodeURIComponent("a/b")],
  ])("gives null when a required value is %s", (_label, value) => {
    expect(detectReferral(q(FULL.replace("code=AbC123", `code=${value}`)), null)).toBeNull();
  });

  it("gives null when the link code would exceed 200 characters", () => {
    const long = "x".repeat(100);
    const params = q(`ref=${long}&utm_source=${long}&utm_medium=m&utm_campaign=c&code=k`);
    expect(detectReferral(params, null)).toBeNull();
  });
});

describe("detectReferral: rule 2, a /share/{code} referrer", () => {
  it("a bare share referrer gives ref = code and placeholder link parts", () => {
    expect(detectReferral(q(""), "https://partner.example.org/share/Spring-26")).toEqual({
      ref: "Spring-26",
      code: "Spring-26",
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      linkCode: "ref_spring-26_share-referral-none_spring-26",
      via: "share",
    });
  });

  it("uses the query's ref and utm values when present", () => {
    const result = detectReferral(
      q("ref=bob&utm_source=twitter&utm_campaign=q1_push&utm_content=hero"),
      "http://localhost:3000/share/abc",
    );
    expect(result).toMatchObject({
      ref: "bob",
      code: "abc",
      utm_source: "twitter",
      utm_medium: null,
      utm_campaign: "q1_push",
      utm_content: "hero",
      linkCode: "ref_bob_twitter-referral-q1push_abc",
      via: "share",
    });
  });

  it("the referrer's code wins over a partial query's code", () => {
    expect(detectReferral(q("code=fromquery&ref=r"), "https://x.test/share/fromshare")?.code).toBe("fromshare");
  });

  it.each([
    "https://x.test/share/abc/",
    "https://x.test/share/abc?utm_source=ignored#frag",
    "https://x.test:8443/share/a.b~c_d-e",
  ])("accepts %s", (referrer) => {
    expect(shareCodeFromReferrer(referrer)).not.toBeNull();
    expect(detectReferral(q(""), referrer)?.via).toBe("share");
  });

  it.each([
    null,
    "",
    "/share/abc",
    "share/abc",
    "ftp://x.test/share/abc",
    "javascript:alert(1)//share/abc",
    "https://x.test/share/",
    "https://x.test/share",
    "https://x.test/share/a/b",
    "https://x.test/shared/abc",
    "https://x.test/en/share/abc",
    "https://x.test/SHARE/abc",
    "https://x.test/share/a%2Fb",
    "https://x.test/share/%3Cscript%3E",
    "https://x.test/share/a b",
    `https://x.test/share/${"x".repeat(101)}`,
    "not a url",
  ])("ignores the referrer %j", (referrer) => {
    expect(shareCodeFromReferrer(referrer)).toBeNull();
    expect(detectReferral(q(""), referrer)).toBeNull();
  });

  it("uses the normalised path, so dot segments cannot sneak in another path", () => {
    expect(shareCodeFromReferrer("https://x.test/a/../share/abc")).toBe("abc");
    expect(shareCodeFromReferrer("https://x.test/share/../admin")).toBeNull();
  });
});

describe("referralUtm", () => {
  it("keeps only the utm values that are present", () => {
    const result = detectReferral(q(`${FULL}&utm_content=x`), null);
    expect(result && referralUtm(result)).toEqual({
      utm_source: "Facebook",
      utm_medium: "cpc",
      utm_campaign: "spring_sale",
      utm_content: "x",
    });
  });
});

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);
const stored = (linkCode: string, capturedAt: number): StoredReferral => ({
  linkCode,
  ref: "r",
  code: "c",
  utm: { utm_source: "s" },
  capturedAt,
});

describe("chooseAttribution: first click wins within 30 days", () => {
  const incoming = stored("ref_new", T0 + 10 * DAY);

  it("takes the incoming referral when there is none", () => {
    expect(chooseAttribution(null, incoming, T0 + 10 * DAY)).toBe(incoming);
  });

  it("keeps an unexpired existing referral, even for another link", () => {
    const existing = stored("ref_old", T0);
    expect(chooseAttribution(existing, incoming, T0 + 10 * DAY)).toBe(existing);
    expect(chooseAttribution(existing, incoming, T0 + 30 * DAY - 1)).toBe(existing);
  });

  it("replaces an existing referral once it is 30 days old", () => {
    const existing = stored("ref_old", T0);
    const later = stored("ref_new", T0 + 30 * DAY);
    expect(chooseAttribution(existing, later, T0 + 30 * DAY)).toBe(later);
    expect(chooseAttribution(existing, later, T0 + 45 * DAY)).toBe(later);
  });

  it("replaces an existing referral whose capturedAt is unusable", () => {
    expect(chooseAttribution(stored("ref_bad", Number.NaN), incoming, T0)).toBe(incoming);
  });

  it("treats a capturedAt in the future as just captured (kept)", () => {
    const existing = stored("ref_old", T0 + DAY);
    expect(isReferralExpired(existing, T0)).toBe(false);
    expect(chooseAttribution(existing, incoming, T0)).toBe(existing);
  });
});

describe("isDuplicateClick", () => {
  it("is false without a previous click", () => {
    expect(isDuplicateClick(null, T0)).toBe(false);
  });

  it("is true within the hour and false from one hour on", () => {
    expect(isDuplicateClick(T0, T0)).toBe(true);
    expect(isDuplicateClick(T0, T0 + 59 * 60_000)).toBe(true);
    expect(isDuplicateClick(T0, T0 + 60 * 60_000 - 1)).toBe(true);
    expect(isDuplicateClick(T0, T0 + 60 * 60_000)).toBe(false);
    expect(isDuplicateClick(T0, T0 + 2 * 60 * 60_000)).toBe(false);
  });

  it("treats a previous click in the future as just now, and NaN as no click", () => {
    expect(isDuplicateClick(T0 + 1000, T0)).toBe(true);
    expect(isDuplicateClick(Number.NaN, T0)).toBe(false);
  });
});
