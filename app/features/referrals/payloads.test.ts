import { describe, expect, it } from "vitest";
import {
  DEFAULT_CONVERSION_TYPE,
  parseReferralConversionPayload,
  parseReferralTrackPayload,
  ReferralConversionPayloadSchema,
  ReferralTrackPayloadSchema,
  type ReferralConversionPayload,
  type ReferralTrackPayload,
} from "./payloads";

function track(input: unknown): ReferralTrackPayload {
  const result = parseReferralTrackPayload(input);
  if (!result.success) throw new Error(result.message);
  return result.data;
}

function convert(input: unknown): ReferralConversionPayload {
  const result = parseReferralConversionPayload(input);
  if (!result.success) throw new Error(result.message);
  return result.data;
}

function failure(result: { success: true } | { success: false; message: string }): string {
  if (result.success) throw new Error("expected a failure");
  return result.message;
}

describe("referral track payload", () => {
  const full = {
    landing_page: "https://example.com/?ref=bob&code=abc",
    referrer_url: "https://partner.example.org/share/abc",
    visitor_identifier: "v-1",
    cookie_identifier: "c-1",
    session_id: "s-1",
    utm_source: "facebook",
    utm_medium: "social",
    utm_campaign: "spring_sale",
    utm_term: "pos terminal",
    utm_content: "hero",
    ref: "bob",
    code: "abc",
  };

  it("keeps every field of product reference §3.8", () => {
    expect(track(full)).toEqual(full);
  });

  it("fills missing fields with null and trims", () => {
    expect(track({ ref: " bob ", utm_source: "" })).toEqual({
      landing_page: null,
      referrer_url: null,
      visitor_identifier: null,
      cookie_identifier: null,
      session_id: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      ref: "bob",
      code: null,
    });
  });

  it("strips unknown keys", () => {
    expect(track({ ...full, admin: true })).not.toHaveProperty("admin");
  });

  it.each([
    ["landing_page", "x".repeat(2001)],
    ["referrer_url", "x".repeat(2001)],
    ["visitor_identifier", "x".repeat(201)],
    ["utm_campaign", "x".repeat(201)],
    ["ref", "a b"],
    ["code", "<script>"],
    ["code", "x".repeat(101)],
    ["session_id", 42],
  ])("rejects %s = %j, naming the field", (field, value) => {
    expect(failure(parseReferralTrackPayload({ [field]: value }))).toMatch(
      new RegExp(`^Invalid referral track payload: ${field}: `),
    );
  });

  it("rejects a body that is not an object", () => {
    expect(failure(parseReferralTrackPayload("x"))).toBe("referral track payload must be a JSON object");
    expect(failure(parseReferralTrackPayload([]))).toBe("referral track payload must be a JSON object");
  });

  it("exposes the schema", () => {
    expect(ReferralTrackPayloadSchema.safeParse({}).success).toBe(true);
  });
});

describe("referral conversion payload", () => {
  it("applies the defaults", () => {
    expect(convert({})).toEqual({
      conversion_type: DEFAULT_CONVERSION_TYPE,
      conversion_value: 0,
      user_email: null,
      user_id: null,
      timestamp: null,
      referral_data: null,
    });
    expect(DEFAULT_CONVERSION_TYPE).toBe("signup");
    expect(convert({ conversion_type: "  ", conversion_value: null }).conversion_type).toBe("signup");
  });

  it("keeps valid values", () => {
    expect(
      convert({
        conversion_type: "consultation",
        conversion_value: 249.99,
        user_email: " owner@shop.example ",
        user_id: 1234,
        timestamp: "2026-05-01T12:00:00Z",
        referral_data: { linkCode: "ref_a_b-c-d_e", landing: "/pos" },
        extra: "dropped",
      }),
    ).toEqual({
      conversion_type: "consultation",
      conversion_value: 249.99,
      user_email: "owner@shop.example",
      user_id: "1234",
      timestamp: Date.UTC(2026, 4, 1, 12),
      referral_data: { linkCode: "ref_a_b-c-d_e", landing: "/pos" },
    });
  });

  it("accepts epoch ms timestamps and numeric strings for the value", () => {
    const ms = Date.UTC(2026, 0, 2);
    expect(convert({ timestamp: ms, conversion_value: "10.5" })).toMatchObject({ timestamp: ms, conversion_value: 10.5 });
  });

  it("accepts the value bounds", () => {
    expect(convert({ conversion_value: 0 }).conversion_value).toBe(0);
    expect(convert({ conversion_value: 1_000_000 }).conversion_value).toBe(1_000_000);
  });

  it.each([
    ["conversion_value", -0.01],
    ["conversion_value", 1_000_000.01],
    ["conversion_value", Number.NaN],
    ["conversion_value", Number.POSITIVE_INFINITY],
    ["conversion_value", "Infinity"],
    ["conversion_value", "ten"],
    ["conversion_type", "x".repeat(51)],
    ["user_email", "not-an-email"],
    ["user_email", "a@b"],
    ["user_id", "x".repeat(201)],
    ["user_id", { id: 1 }],
    ["timestamp", "tomorrow"],
    ["timestamp", -5],
    ["referral_data", "text"],
    ["referral_data", [1]],
    ["referral_data", { a: 1 }],
    ["referral_data", { a: "x".repeat(501) }],
    ["referral_data", { ["k".repeat(65)]: "v" }],
  ])("rejects %s = %j, naming the field", (field, value) => {
    expect(failure(parseReferralConversionPayload({ [field]: value }))).toMatch(
      new RegExp(`^Invalid referral conversion payload: ${field}`),
    );
  });

  it("allows 20 referral_data keys but not 21", () => {
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, "v"]));
    expect(Object.keys(convert({ referral_data: keys(20) }).referral_data ?? {})).toHaveLength(20);
    expect(failure(parseReferralConversionPayload({ referral_data: keys(21) }))).toMatch(/at most 20 keys/);
  });

  it("refuses prototype-polluting keys in referral_data", () => {
    // zod drops a "__proto__" key on its own; the others are refused.
    const body = JSON.parse('{"referral_data":{"__proto__":{"polluted":"x"},"a":"b"}}');
    const data = convert(body).referral_data;
    expect(data).toEqual({ a: "b" });
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(failure(parseReferralConversionPayload({ referral_data: { prototype: "x" } }))).toMatch(/referral_data/);
    expect(failure(parseReferralConversionPayload({ referral_data: { constructor: "x" } }))).toMatch(/referral_data/);
  });

  it("exposes the schema", () => {
    expect(ReferralConversionPayloadSchema.parse({}).conversion_value).toBe(0);
  });
});
