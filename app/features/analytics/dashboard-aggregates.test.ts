import { describe, expect, it } from "vitest";
import { pageBreakdowns, SLOT_MS, summarise, timeSeries, type PageViewRow, type SessionSlot } from "./dashboard-aggregates";
import { parseDashboardRange } from "./dashboard-range";

const S = 1000;
const slot = (session: string, visitor: string, started: number, ended: number, views: number): SessionSlot => ({
  session,
  visitor,
  slot: Math.floor(started / SLOT_MS),
  started,
  ended,
  views,
});

describe("summarise", () => {
  it("joins a session's quarter hours before judging its length and bounce", () => {
    const t = Date.UTC(2026, 4, 4, 15, 10);
    const slots = [
      // a: two quarter hours, 10 minutes in all, three page views.
      slot("a", "v1", t, t + 4 * 60 * S, 2),
      slot("a", "v1", t + 5 * 60 * S, t + 10 * 60 * S, 1),
      // b: one page for 10 s: a bounce. Same visitor as a.
      slot("b", "v1", t, t + 10 * S, 1),
      // c: one page for 40 s: no bounce.
      slot("c", "v2", t, t + 40 * S, 1),
    ];
    expect(summarise(slots)).toEqual({
      visitors: 2,
      sessions: 3,
      pageViews: 5,
      bounceRate: 1 / 3,
      averageVisitMs: Math.round((600 * S + 10 * S + 40 * S) / 3),
    });
    expect(summarise([])).toEqual({ visitors: 0, sessions: 0, pageViews: 0, bounceRate: null, averageVisitMs: null });
  });
});

describe("timeSeries", () => {
  it("puts each quarter hour on the day of the viewer's zone, visitors counted once a day", () => {
    const range = parseDashboardRange(new URLSearchParams("from=2026-05-04&to=2026-05-06"), "America/Chicago");
    // 23:50 in Chicago on the 4th is 04:50 UTC on the 5th.
    const late = Date.UTC(2026, 4, 5, 4, 50);
    const points = timeSeries(range, [
      slot("a", "v1", late, late, 1),
      slot("a", "v1", late + 15 * 60 * S, late + 15 * 60 * S, 1),
      slot("b", "v1", late + 20 * 60 * S, late + 20 * 60 * S, 2),
      slot("z", "v9", Date.UTC(2026, 3, 1), Date.UTC(2026, 3, 1), 1),
    ]);
    expect(points.map((point) => [point.label, point.pageViews, point.visitors])).toEqual([
      ["2026-05-04", 1, 1],
      ["2026-05-05", 3, 1],
      ["2026-05-06", 0, 0],
    ]);
  });
});

describe("pageBreakdowns", () => {
  const view = (session: string, at: number, id: number, page: string | null, more: Partial<PageViewRow> = {}): PageViewRow => ({
    session,
    at,
    id,
    page,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    country: null,
    device: "desktop",
    browser: null,
    language: "en-US",
    ...more,
  });

  it("reads entry, source and device from the first page view and exit from the last, in any row order", () => {
    const breakdowns = pageBreakdowns([
      view("a", 20, 3, "/consult"),
      view("a", 10, 2, "/pos", { referrer: "www.google.com", utmSource: "google", utmMedium: "cpc", device: "mobile" }),
      // b: two page views at the same instant: the lower id is first.
      view("b", 5, 5, "/pricing"),
      view("b", 5, 4, "/pos", { referrer: "www.bing.com" }),
      view("c", 30, 6, null),
    ]);
    const pairs = (rows: { key: string; count: number }[]) => rows.map((row) => `${row.key}: ${row.count}`);
    expect(pairs(breakdowns.topPages)).toEqual(["/pos: 2", "(unknown): 1", "/consult: 1", "/pricing: 1"]);
    expect(pairs(breakdowns.entryPages)).toEqual(["/pos: 2", "(unknown): 1"]);
    expect(pairs(breakdowns.exitPages)).toEqual(["(unknown): 1", "/consult: 1", "/pricing: 1"]);
    expect(pairs(breakdowns.sources)).toEqual(["Direct / none: 1", "google: 1", "www.bing.com: 1"]);
    expect(pairs(breakdowns.utmMediums)).toEqual(["cpc: 1"]);
    expect(pairs(breakdowns.countries)).toEqual([]);
    expect(pairs(breakdowns.devices)).toEqual(["desktop: 2", "mobile: 1"]);
    expect(pairs(breakdowns.browsers)).toEqual(["Unknown: 3"]);
  });
});
