import { describe, expect, it } from "vitest";
import { buildLinkCode, isValidLinkCode, LINK_CODE_PATTERN } from "./link-code";

describe("buildLinkCode", () => {
  it("follows ref_{ref}_{source}-{medium}-{campaign}_{code} in lowercase", () => {
    expect(
      buildLinkCode({ ref: "Partner42", source: "Facebook", medium: "CPC", campaign: "Spring", code: "AbC123" }),
    ).toBe("ref_partner42_facebook-cpc-spring_abc123");
  });

  it("removes underscores from the campaign only", () => {
    expect(
      buildLinkCode({ ref: "my_ref", source: "news_letter", medium: "e_mail", campaign: "spring_sale_2026", code: "c_1" }),
    ).toBe("ref_my_ref_news_letter-e_mail-springsale2026_c_1");
  });

  it("trims parts and turns characters outside a-z0-9_- into '-'", () => {
    expect(buildLinkCode({ ref: " bob ", source: "google.com", medium: "x~y", campaign: "q1", code: "z" })).toBe(
      "ref_bob_google-com-x-y-q1_z",
    );
  });

  it("always builds a code that matches the route pattern when short enough", () => {
    const code = buildLinkCode({ ref: "R.e~f", source: "S", medium: "M", campaign: "C_C", code: "X-1" });
    expect(code).toBe("ref_r-e-f_s-m-cc_x-1");
    expect(isValidLinkCode(code)).toBe(true);
  });
});

describe("LINK_CODE_PATTERN / isValidLinkCode", () => {
  it.each(["ref_a_b-c-d_e", "a", "0-_", "x".repeat(200)])("accepts %s", (value) => {
    expect(LINK_CODE_PATTERN.test(value)).toBe(true);
    expect(isValidLinkCode(value)).toBe(true);
  });

  it.each(["", "Ref_A", "a b", "a/b", "a.b", "../x", "%2F", "é", "x".repeat(201), "a\nb"])("rejects %j", (value) => {
    expect(isValidLinkCode(value)).toBe(false);
  });

  it.each([null, undefined, 42, {}])("rejects the non-string %j", (value) => {
    expect(isValidLinkCode(value)).toBe(false);
  });
});
