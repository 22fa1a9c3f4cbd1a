import { describe, expect, it } from "vitest";
import {
  MAX_EVENT_DATA_BYTES,
  MAX_TRACK_BODY_BYTES,
  parseTrackPayload,
  TrackPayloadSchema,
  type TrackPayload,
} from "./track-payload";

const START = Date.UTC(2026, 3, 2, 10, 0, 0);

const beacon = {
  session_id: "0b9c7f5e-4a4e-4a8f-9d41-6f0e1f1f2a10",
  ip_address: "203.0.113.7",
  user_agent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  device_type: "desktop",
  browser_name: "Chrome",
  browser_version: "124.0",
  language_category: "english",
  language_code: "en-US",
  latitude: 45.5,
  longitude: -73.57,
  country: "Canada",
  city: "Montreal",
  error_code: null,
  error_url: null,
  error_message: null,
  page_url: "https://example.com/pos?utm_source=x",
  page_title: "POS systems",
  referrer: "https://www.google.com/",
  referral_code: "ref_a_b-c-d_e",
  visitor_identifier: "v-123",
  cookie_identifier: "c-456",
  session_start: START,
  last_activity: new Date(START + 5000).toISOString(),
  page_views: 1,
  is_bounce: true,
  is_active: "true",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "spring",
  utm_term: "pos system",
  utm_content: "ad-1",
  screen_resolution: "1920x1080",
  platform: "Win32",
  timezone: "America/Toronto",
  timezone_offset: 240,
  is_returning_visitor: 0,
};

function ok(input: unknown): TrackPayload {
  const result = parseTrackPayload(input);
  if (!result.success) throw new Error(result.message);
  return result.data;
}

function failure(input: unknown): string {
  const result = parseTrackPayload(input);
  if (result.success) throw new Error("expected a failure");
  return result.message;
}

describe("parseTrackPayload: a full beacon", () => {
  it("parses every product reference §3.7 field and normalises lenient values", () => {
    const data = ok(beacon);
    expect(data).toMatchObject({
      session_id: beacon.session_id,
      device_type: "desktop",
      language_category: "english",
      latitude: 45.5,
      session_start: START,
      last_activity: START + 5000,
      page_views: 1,
      is_bounce: true,
      is_active: true,
      is_returning_visitor: false,
      screen_resolution: "1920x1080",
      timezone_offset: 240,
      utm_term: "pos system",
    });
  });

  it("always forces ip_address to null", () => {
    expect(ok(beacon).ip_address).toBeNull();
    expect(ok({ session_id: "s1", ip_address: { v: 6 } }).ip_address).toBeNull();
    expect(ok({ session_id: "s1" }).ip_address).toBeNull();
  });

  it("strips unknown keys", () => {
    const data = ok(JSON.parse('{"session_id":"s","is_admin":true,"__proto__":{"polluted":1}}'));
    expect(data).not.toHaveProperty("is_admin");
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect((data as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("fills every missing field with null", () => {
    const data = ok({ session_id: "abc" });
    expect(data.session_id).toBe("abc");
    const { session_id: _sessionId, ...rest } = data;
    expect(Object.values(rest).every((value) => value === null)).toBe(true);
    expect(Object.keys(data)).toHaveLength(Object.keys(beacon).length + 4);
  });

  it("turns blank strings into null and trims others", () => {
    const data = ok({ session_id: " s1 ", city: "   ", country: "  Canada " });
    expect(data).toMatchObject({ session_id: "s1", city: null, country: "Canada" });
  });
});

describe("parseTrackPayload: lenient types", () => {
  it.each([
    [true, true],
    ["true", true],
    [1, true],
    ["1", true],
    [false, false],
    ["false", false],
    [0, false],
    ["0", false],
    [null, null],
  ])("reads is_active %j as %j", (value, expected) => {
    expect(ok({ session_id: "s", is_active: value }).is_active).toBe(expected);
  });

  it("reads numeric strings", () => {
    expect(ok({ session_id: "s", page_views: "3", latitude: "-12.5", error_code: "404" })).toMatchObject({
      page_views: 3,
      latitude: -12.5,
      error_code: 404,
    });
  });

  it("accepts device types case-insensitively", () => {
    expect(ok({ session_id: "s", device_type: "Mobile" }).device_type).toBe("mobile");
  });

  it("accepts a custom event with object or string data", () => {
    const data = ok({
      session_id: "s",
      event_name: "cta_click",
      event_data: { button: "hero", position: 1 },
      event_timestamp: "2026-04-02T10:00:00Z",
      event_type: "custom",
    });
    expect(data).toMatchObject({
      event_name: "cta_click",
      event_data: { button: "hero", position: 1 },
      event_timestamp: START,
      event_type: "custom",
    });
    expect(ok({ session_id: "s", event_data: "plain text" }).event_data).toBe("plain text");
  });
});

describe("parseTrackPayload: bounds and errors", () => {
  it("requires session_id", () => {
    expect(failure({ page_url: "https://x.test/" })).toMatch(/session_id: session_id is required/);
    expect(failure({ session_id: "   " })).toMatch(/session_id/);
    expect(failure({ session_id: "a b" })).toMatch(/session_id/);
    expect(failure({ session_id: "x".repeat(129) })).toMatch(/session_id/);
  });

  it("limits page_url and referrer to 2000 characters", () => {
    const url = `https://x.test/${"a".repeat(1985)}`;
    expect(url).toHaveLength(2000);
    expect(ok({ session_id: "s", page_url: url, referrer: url }).page_url).toBe(url);
    expect(failure({ session_id: "s", page_url: `${url}a` })).toMatch(/^Invalid analytics payload: page_url: /);
    expect(failure({ session_id: "s", referrer: `${url}a` })).toMatch(/referrer: /);
  });

  it.each([
    ["screen_resolution", "1920*1080"],
    ["screen_resolution", "big"],
    ["device_type", "phablet"],
    ["language_category", "german"],
    ["event_type", "page_view"],
    ["latitude", 91],
    ["longitude", -181],
    ["latitude", "NaN"],
    ["page_views", -1],
    ["page_views", 1.5],
    ["page_views", 1e9],
    ["timezone_offset", 5000],
    ["error_code", 1000],
    ["session_start", "last tuesday"],
    ["session_start", 10],
    ["is_bounce", "maybe"],
    ["event_data", 42],
    ["event_data", [1, 2]],
    ["user_agent", "x".repeat(1001)],
    ["page_title", 123],
  ])("rejects %s = %j with a message naming the field", (field, value) => {
    expect(failure({ session_id: "s", [field]: value })).toContain(`${field}: `);
  });

  it("limits event_data to 4 KB once serialised", () => {
    const fits = { text: "x".repeat(MAX_EVENT_DATA_BYTES - 11) };
    expect(JSON.stringify(fits)).toHaveLength(MAX_EVENT_DATA_BYTES);
    expect(ok({ session_id: "s", event_data: fits }).event_data).toEqual(fits);
    expect(failure({ session_id: "s", event_data: { text: "x".repeat(MAX_EVENT_DATA_BYTES) } })).toMatch(
      /event_data: event_data must be at most 4096 bytes/,
    );
    expect(failure({ session_id: "s", event_data: "é".repeat(2049) })).toMatch(/event_data/);
  });

  it("rejects event_data that cannot be serialised", () => {
    expect(failure({ session_id: "s", event_data: { n: BigInt(1) } })).toMatch(/serialisable/);
  });

  it("reports at most five issues", () => {
    const message = failure({ latitude: 100, longitude: 200, page_views: -1, device_type: "x", event_type: "y", city: 1 });
    expect(message).toMatch(/^Invalid analytics payload: session_id: .+\(and 2 more\)$/);
  });
});

describe("parseTrackPayload: raw bodies", () => {
  it("parses a JSON string body", () => {
    expect(ok(JSON.stringify(beacon)).session_id).toBe(beacon.session_id);
  });

  it("refuses a body larger than 16 KB before parsing it", () => {
    expect(MAX_TRACK_BODY_BYTES).toBe(16_384);
    const body = JSON.stringify({ session_id: "s", page_title: "x".repeat(MAX_TRACK_BODY_BYTES) });
    expect(failure(body)).toBe("Analytics payload is larger than 16384 bytes");
  });

  it("refuses invalid JSON and non-objects", () => {
    expect(failure("{not json")).toBe("Analytics payload is not valid JSON");
    expect(failure("[1,2]")).toBe("Analytics payload must be a JSON object");
    expect(failure(null)).toBe("Analytics payload must be a JSON object");
    expect(failure(42)).toBe("Analytics payload must be a JSON object");
  });
});

describe("TrackPayloadSchema", () => {
  it("is usable directly", () => {
    expect(TrackPayloadSchema.safeParse({ session_id: "s" }).success).toBe(true);
  });
});
