import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { dashboardCsv, type Dashboard } from "./dashboard-report";
import { funnelRows } from "./funnel";

const empty: Dashboard = {
  summary: { visitors: 3, sessions: 4, pageViews: 9, bounceRate: 0.25, averageVisitMs: 65_000, currentVisitors: 1 },
  previousSummary: { visitors: 0, sessions: 0, pageViews: 0, bounceRate: null, averageVisitMs: null },
  series: [{ label: "2026-05-01", pageViews: 9, visitors: 3 }],
  topPages: [{ key: "=HYPERLINK(\"http://evil\")", count: 2 }],
  entryPages: [],
  exitPages: [],
  sources: [],
  referrers: [{ key: "www.google.com", count: 2 }],
  utmMediums: [],
  utmCampaigns: [],
  utmTerms: [],
  utmContents: [],
  countries: [],
  devices: [],
  browsers: [],
  languages: [],
  customEvents: [],
  notFound: [],
  errors: [{ code: 500, path: "/pos", message: "boom", count: 1, lastSeen: 0 }],
  funnel: funnelRows({ "step 1": 4, "step 2": 3, "step 3": 2, "step 4": 2, submitted: 1 }),
  funnelBySource: [],
  funnelByDevice: [],
};

describe("dashboardCsv", () => {
  it("writes one tidy table and neutralises formulas from visitor data", () => {
    const rows = parse(dashboardCsv(empty, { from: "2026-05-01", to: "2026-05-01", timeZone: "America/Chicago" }), { bom: true }) as string[][];
    expect(rows[0]).toEqual(["report", "item", "value", "visitors"]);
    expect(rows).toContainEqual(["summary", "bounce rate (%)", "25", ""]);
    expect(rows).toContainEqual(["summary", "average visit (s)", "65", ""]);
    expect(rows).toContainEqual(["page views over time", "2026-05-01", "9", "3"]);
    expect(rows).toContainEqual(["Top pages", "'=HYPERLINK(\"http://evil\")", "2", ""]);
    expect(rows).toContainEqual(["Referrers", "www.google.com", "2", ""]);
    expect(rows).toContainEqual(["errors (500)", "/pos boom", "1", ""]);
  });

  it("adds the active filters and one funnel row per step", () => {
    const range = { from: "2026-05-01", to: "2026-05-01", timeZone: "America/Chicago" };
    const rows = parse(dashboardCsv(empty, range, [{ key: "source", label: "Source", value: "google" }]), { bom: true }) as string[][];
    expect(rows).toContainEqual(["filter", "source", "google", ""]);
    expect(rows.filter((row) => row[0] === "funnel")).toEqual([
      ["funnel", "step 1", "4", "4"],
      ["funnel", "step 2", "3", "3"],
      ["funnel", "step 3", "2", "2"],
      ["funnel", "step 4", "2", "2"],
      ["funnel", "submitted", "1", "1"],
    ]);
  });

  it("ends with one goal row per goal, its conversions as the value", () => {
    const range = { from: "2026-05-01", to: "2026-05-01", timeZone: "America/Chicago" };
    const goals = [
      { label: "Merchant application", conversions: 2 },
      { label: "Meeting booked", conversions: 0 },
    ];
    const rows = parse(dashboardCsv(empty, range, [], goals), { bom: true }) as string[][];
    expect(rows.slice(-2)).toEqual([
      ["goal", "Merchant application", "2", ""],
      ["goal", "Meeting booked", "0", ""],
    ]);
  });
});
