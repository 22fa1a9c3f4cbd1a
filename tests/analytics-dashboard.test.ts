import { beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, referralClicks, referralConversions, type NewAnalyticsEvent } from "#db/schema";
import { parseDashboardRange } from "~/features/analytics/dashboard-range";
import { loadDashboard } from "~/features/analytics/dashboard.server";
import { writeAnalyticsEvents } from "~/features/analytics/events.server";
import { recordConversion, recordReferralClick } from "~/features/referrals/referrals.server";
import { linkCodeStats } from "~/features/referrals/referral-stats.server";
import { getDb } from "~/utils/db.server";

const ZONE = "America/Chicago";
// 2026-05-04 10:00 in Chicago (CDT, UTC-5).
const T = Date.UTC(2026, 4, 4, 15, 0, 0);
const S = 1000;
const range = parseDashboardRange(new URLSearchParams("from=2026-05-01&to=2026-05-07"), ZONE, new Date(T));

function event(sessionId: string, at: number, overrides: Partial<NewAnalyticsEvent> = {}): NewAnalyticsEvent {
  return {
    occurredAt: at,
    eventType: "pageview",
    source: "js",
    sessionId,
    visitorId: `visitor-${sessionId}`,
    pagePath: "/",
    deviceType: "desktop",
    browserName: "Chrome",
    languageCode: "en-US",
    ...overrides,
  };
}

beforeEach(async () => {
  const db = getDb();
  await db.delete(analyticsEvents);
  await db.delete(referralConversions);
  await db.delete(referralClicks);
  await writeAnalyticsEvents([
    // Session a: lands on /pos from Google with a campaign, reads for 2 minutes, goes to /consult.
    event("a", T, { pagePath: "/pos", referrerHost: "www.google.com", utmSource: "google", utmCampaign: "spring" }),
    event("a", T + 5 * S, { eventType: "heartbeat", pagePath: "/pos" }),
    event("a", T + 120 * S, { pagePath: "/consult" }),
    event("a", T + 125 * S, { eventType: "custom", eventName: "cta_click", pagePath: "/consult" }),
    // Session b: one page, gone after 10 s: a bounce. Mobile Safari, French.
    event("b", T + HOUR(1), { pagePath: "/pos", deviceType: "mobile", browserName: "Mobile Safari", languageCode: "fr-CA" }),
    event("b", T + HOUR(1) + 10 * S, { eventType: "hidden", pagePath: "/pos", deviceType: "mobile", browserName: "Mobile Safari", languageCode: "fr-CA" }),
    // Session c: same visitor as a, next day, a 404 and a script error.
    event("c", T + HOUR(24), { visitorId: "visitor-a", pagePath: "/nope" }),
    event("c", T + HOUR(24), { visitorId: "visitor-a", eventType: "error", errorCode: 404, pagePath: "/nope" }),
    event("c", T + HOUR(24) + 40 * S, { visitorId: "visitor-a", eventType: "error", errorCode: 500, errorMessage: "boom", pagePath: "/" }),
    // Outside the range: ignored.
    event("z", Date.UTC(2026, 3, 1)),
  ]);
});

function HOUR(n: number) {
  return n * 60 * 60 * S;
}

describe("loadDashboard", () => {
  it("derives visitors, sessions, page views, bounce rate and visit length from the events", async () => {
    const { summary } = await loadDashboard(range, T + HOUR(24) + 60 * S);
    expect(summary).toEqual({
      visitors: 2,
      sessions: 3,
      pageViews: 4,
      bounceRate: 1 / 3, // b only: c lasted 40 s, a had two pages
      averageVisitMs: Math.round((125 * S + 10 * S + 40 * S) / 3),
      currentVisitors: 1,
    });
  });

  it("breaks the range down like a marketer expects", async () => {
    const dashboard = await loadDashboard(range, T);
    expect(dashboard.topPages).toEqual([
      { key: "/pos", count: 2 },
      { key: "/consult", count: 1 },
      { key: "/nope", count: 1 },
    ]);
    expect(dashboard.entryPages).toEqual([
      { key: "/pos", count: 2 },
      { key: "/nope", count: 1 },
    ]);
    expect(dashboard.exitPages).toEqual([
      { key: "/consult", count: 1 },
      { key: "/nope", count: 1 },
      { key: "/pos", count: 1 },
    ]);
    expect(dashboard.referrers).toEqual([
      { key: "Direct / none", count: 2 },
      { key: "www.google.com", count: 1 },
    ]);
    expect(dashboard.sources).toEqual([
      { key: "Direct / none", count: 2 },
      { key: "google", count: 1 },
    ]);
    expect(dashboard.utmCampaigns).toEqual([{ key: "spring", count: 1 }]);
    expect(dashboard.devices).toEqual([
      { key: "desktop", count: 2 },
      { key: "mobile", count: 1 },
    ]);
    expect(dashboard.browsers[0]).toEqual({ key: "Chrome", count: 2 });
    expect(dashboard.languages).toContainEqual({ key: "fr-CA", count: 1 });
    expect(dashboard.customEvents).toEqual([{ key: "cta_click", count: 1 }]);
    expect(dashboard.notFound).toEqual([{ key: "/nope", count: 1 }]);
    expect(dashboard.errors).toMatchObject([{ code: 500, path: "/", message: "boom", count: 1 }]);
  });

  it("puts page views and visitors on the days of the staff member's time zone", async () => {
    const { series } = await loadDashboard(range, T);
    expect(series.map((point) => [point.label, point.pageViews, point.visitors])).toEqual([
      ["2026-05-01", 0, 0],
      ["2026-05-02", 0, 0],
      ["2026-05-03", 0, 0],
      ["2026-05-04", 3, 2],
      ["2026-05-05", 1, 1],
      ["2026-05-06", 0, 0],
      ["2026-05-07", 0, 0],
    ]);
  });

  it("is empty, not broken, for a range without data", async () => {
    const empty = parseDashboardRange(new URLSearchParams("from=2025-01-01&to=2025-01-01"), ZONE);
    const dashboard = await loadDashboard(empty, T);
    expect(dashboard.summary).toMatchObject({ visitors: 0, sessions: 0, pageViews: 0, bounceRate: null, averageVisitMs: null });
    expect(dashboard.series).toHaveLength(24);
    expect(dashboard.topPages).toEqual([]);
  });
});

describe("linkCodeStats", () => {
  it("counts clicks and conversions per link code with the conversion rate", async () => {
    const click = (linkCode: string, visitorKey: string, at: number) =>
      recordReferralClick(
        { linkCode, ref: "bob", code: "x", utm: { utm_source: "google" }, via: "query", visitorKey, landingPage: null, referrerUrl: null, sessionId: null },
        at,
      );
    await click("ref_a", "v1", T);
    await click("ref_a", "v1", T + 10 * S); // duplicate within the hour
    await click("ref_a", "v2", T + 20 * S);
    await click("ref_a", "v1", T + HOUR(2));
    await click("ref_b", "v3", T);
    const conversion = (linkCode: string, key: string, at: number) =>
      recordConversion({
        linkCode,
        leadId: null,
        conversionKey: key,
        conversionType: "consultation",
        conversionValue: 0,
        userEmail: null,
        userId: null,
        referralData: null,
        source: "api",
        occurredAt: at,
      });
    expect(await conversion("ref_a", "user:1", T + HOUR(3))).toBe(true);
    expect(await conversion("ref_a", "user:1", T + HOUR(3))).toBe(false);
    await conversion("ref_c", "user:2", T);

    expect(await linkCodeStats(range)).toMatchObject([
      { linkCode: "ref_a", clicks: 3, visitors: 2, conversions: 1, conversionRate: 1 / 3, utmSource: "google" },
      { linkCode: "ref_c", clicks: 0, conversions: 1, conversionRate: null },
      { linkCode: "ref_b", clicks: 1, conversions: 0, conversionRate: 0 },
    ]);
  });
});
