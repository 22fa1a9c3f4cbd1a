import { describe, expect, it } from "vitest";
import { parseReferralTrackPayload, ReferralTrackPayloadSchema, type ReferralTrackPayload } from "./payloads";

function track(input: unknown): ReferralTrackPayload {
  const result = parseReferralTrackPayload(input);
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
