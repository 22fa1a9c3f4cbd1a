import { toCsv } from "~/utils/csv";
import type { DateRange } from "~/utils/date-range";
import { toPercent } from "~/utils/format";
import type { ChartPoint } from "./chart";

/** The dashboard's data (computed in dashboard.server.ts) and how it is presented and exported. */

export interface DashboardSummary {
  visitors: number;
  sessions: number;
  pageViews: number;
  /** 0 to 1, or null without sessions. */
  bounceRate: number | null;
  /** Milliseconds, or null without sessions. */
  averageVisitMs: number | null;
  /** Visitors seen in the last 5 minutes, whatever the range. */
  currentVisitors: number;
}

export interface BreakdownRow {
  key: string;
  count: number;
}

export interface ErrorRow {
  code: number;
  path: string;
  message: string;
  count: number;
  lastSeen: number;
}

export interface Dashboard {
  summary: DashboardSummary;
  series: ChartPoint[];
  topPages: BreakdownRow[];
  entryPages: BreakdownRow[];
  exitPages: BreakdownRow[];
  referrers: BreakdownRow[];
  utmSources: BreakdownRow[];
  utmCampaigns: BreakdownRow[];
  devices: BreakdownRow[];
  browsers: BreakdownRow[];
  languages: BreakdownRow[];
  customEvents: BreakdownRow[];
  notFound: BreakdownRow[];
  errors: ErrorRow[];
}

type BreakdownKey = { [K in keyof Dashboard]: Dashboard[K] extends BreakdownRow[] ? K : never }[keyof Dashboard];

/** Every breakdown table, in the order shown: what its rows are and what is counted. */
export const BREAKDOWNS: readonly { key: BreakdownKey; title: string; item: string; counted: string }[] = [
  { key: "topPages", title: "Top pages", item: "Page", counted: "Page views" },
  { key: "entryPages", title: "Entry pages", item: "Page", counted: "Sessions" },
  { key: "exitPages", title: "Exit pages", item: "Page", counted: "Sessions" },
  { key: "referrers", title: "Referrers", item: "Source", counted: "Sessions" },
  { key: "utmSources", title: "UTM sources", item: "utm_source", counted: "Sessions" },
  { key: "utmCampaigns", title: "UTM campaigns", item: "utm_campaign", counted: "Sessions" },
  { key: "devices", title: "Devices", item: "Device", counted: "Sessions" },
  { key: "browsers", title: "Browsers", item: "Browser", counted: "Sessions" },
  { key: "languages", title: "Languages", item: "Language", counted: "Sessions" },
  { key: "customEvents", title: "Custom events", item: "Event", counted: "Events" },
  { key: "notFound", title: "Pages not found (404)", item: "Page", counted: "Times" },
];

/**
 * One tidy CSV for the whole dashboard — report, item, value (plus visitors for the time
 * series) — so a spreadsheet can filter or pivot it. Paths, referrers and messages come
 * from visitors: toCsv neutralises anything a spreadsheet would run as a formula.
 */
export function dashboardCsv(data: Dashboard, range: Pick<DateRange, "from" | "to" | "timeZone">): string {
  const { summary } = data;
  const rows: (string | number | null)[][] = [
    ["range", "from", range.from, null],
    ["range", "to", range.to, null],
    ["range", "time zone", range.timeZone, null],
    ["summary", "visitors", summary.visitors, null],
    ["summary", "sessions", summary.sessions, null],
    ["summary", "page views", summary.pageViews, null],
    ["summary", "bounce rate (%)", summary.bounceRate === null ? null : toPercent(summary.bounceRate), null],
    ["summary", "average visit (s)", summary.averageVisitMs === null ? null : Math.round(summary.averageVisitMs / 1000), null],
    ["summary", "current visitors", summary.currentVisitors, null],
  ];
  for (const point of data.series) rows.push(["page views over time", point.label, point.pageViews, point.visitors]);
  for (const breakdown of BREAKDOWNS) {
    for (const row of data[breakdown.key]) rows.push([breakdown.title, row.key, row.count, null]);
  }
  for (const error of data.errors) rows.push([`errors (${error.code})`, `${error.path} ${error.message}`.trim(), error.count, null]);
  return toCsv(["report", "item", "value", "visitors"], rows);
}
