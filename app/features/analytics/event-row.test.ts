import { describe, expect, it } from "vitest";
import { eventKind, pagePath, referrerHost, toEventRow, type RowContext } from "./event-row";
import { parseTrackPayload, type TrackPayload } from "./track-payload";
import { describeUserAgent } from "./user-agent";

const CHROME = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);

function payload(input: Record<string, unknown>): TrackPayload {
  const result = parseTrackPayload({ session_id: "s1", ...input });
  if (!result.success) throw new Error(result.message);
  return result.data;
}

const context = (overrides: Partial<RowContext> = {}): RowContext => ({
  kind: "pageview",
  source: "js",
  now: NOW,
  userAgent: CHROME,
  ua: describeUserAgent(CHROME),
  acceptLanguage: "fr-CA,fr;q=0.9",
  siteHost: "www.example.com",
  ...overrides,
});

describe("eventKind", () => {
  it("reads custom events and errors from the body, the rest from `kind`", () => {
    expect(eventKind("pageview", payload({ event_type: "custom" }))).toBe("custom");
    expect(eventKind("pageview", payload({ error_code: 404 }))).toBe("error");
    for (const kind of ["pageview", "heartbeat", "hidden", "visible"]) expect(eventKind(kind, payload({}))).toBe(kind);
  });

  it("treats a record without a known kind as an update, never as a page view", () => {
    expect(eventKind(undefined, payload({}))).toBe("heartbeat");
    expect(eventKind("custom", payload({}))).toBe("heartbeat");
    expect(eventKind({ evil: true }, payload({}))).toBe("heartbeat");
  });
});

describe("pagePath and referrerHost", () => {
  it("keeps the path only", () => {
    expect(pagePath("https://www.example.com/pos?utm_source=x#top")).toBe("/pos");
    expect(pagePath("/consult?step=2")).toBe("/consult");
    expect(pagePath(null)).toBeNull();
    expect(pagePath("javascript:alert(1)")).toBeNull();
  });

  it("names external referrers only", () => {
    expect(referrerHost("https://www.google.com/search?q=pos", "www.example.com")).toBe("www.google.com");
    expect(referrerHost("https://example.com/pos", "www.example.com")).toBeNull();
    expect(referrerHost("https://www.example.com/", "www.example.com")).toBeNull();
    expect(referrerHost("", "www.example.com")).toBeNull();
    expect(referrerHost("android-app://com.google", "www.example.com")).toBeNull();
  });
});

describe("toEventRow", () => {
  it("stores the product reference §3.7 record with device, browser and platform from the request's own user agent", () => {
    const row = toEventRow(
      payload({
        page_url: "https://www.example.com/pos?utm_source=google&utm_campaign=spring&ref=bob",
        referrer: "https://www.google.com/",
        device_type: "desktop",
        browser_name: "Lies",
        language_code: "en_us",
        visitor_identifier: "v1",
        session_start: NOW - 10_000,
        page_views: 1,
        ip_address: "203.0.113.9",
      }),
      context(),
    );
    expect(row).toMatchObject({
      occurredAt: NOW,
      eventType: "pageview",
      source: "js",
      sessionId: "s1",
      visitorId: "v1",
      cookieId: "v1",
      pagePath: "/pos",
      referrerHost: "www.google.com",
      utmSource: "google",
      utmCampaign: "spring",
      referralCode: "bob",
      deviceType: "mobile",
      browserName: "Mobile Safari",
      platform: "iOS",
      languageCode: "en-US",
      languageCategory: "english",
      ipAddress: null,
      latitude: null,
      isBounce: true,
      isActive: true,
    });
  });

  it("falls back to Accept-Language and keeps values the body sent", () => {
    const row = toEventRow(payload({ utm_source: "newsletter", page_url: "/x?utm_source=other", is_bounce: false }), context());
    expect(row).toMatchObject({ languageCode: "fr-CA", languageCategory: "french", utmSource: "newsletter", isBounce: false });
  });

  it("marks a hidden beacon inactive unless the body says otherwise", () => {
    expect(toEventRow(payload({}), context({ kind: "hidden" })).isActive).toBe(false);
    expect(toEventRow(payload({ is_active: true }), context({ kind: "hidden" })).isActive).toBe(true);
  });

  it("computes the bounce from the session when the body leaves it out", () => {
    const row = (views: number, startedAgo: number) =>
      toEventRow(payload({ page_views: views, session_start: NOW - startedAgo, last_activity: NOW }), context()).isBounce;
    expect(row(1, 29_999)).toBe(true);
    expect(row(1, 30_000)).toBe(false);
    expect(row(2, 1000)).toBe(false);
    expect(toEventRow(payload({}), context()).isBounce).toBeNull();
  });
});

describe("values read from the page URL's query", () => {
  it("leaves out one the database could not store (an encoded NUL), keeping the others", () => {
    const row = toEventRow(payload({ page_url: "https://www.example.com/?utm_source=%00news&utm_medium=email&ref=x%00" }), context());
    expect(row.utmSource).toBeNull();
    expect(row.utmMedium).toBe("email");
    expect(row.referralCode).toBeNull();
  });
});
