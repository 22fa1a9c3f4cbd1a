import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { dashboardCsv, type Dashboard } from "./dashboard-report";

const empty: Dashboard = {
  summary: { visitors: 3, sessions: 4, pageViews: 9, bounceRate: 0.25, averageVisitMs: 65_000, currentVisitors: 1 },
  series: [{ label: "2026-05-01", pageViews: 9, visitors: 3 }],
  topPages: [{ key: "=HYPERLINK(\"http://evil\")", count: 2 }],
  entryPages: [],
  exitPages: [],
  referrers: [{ key: "www.google.com", count: 2 }],
  utmSources: [],
  utmCampaigns: [],
  devices: [],
  browsers: [],
  languages: [],
  customEvents: [],
  notFound: [],
  errors: [{ code: 500, path: "/pos", message: "boom", count: 1, lastSeen: 0 }],
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
});
