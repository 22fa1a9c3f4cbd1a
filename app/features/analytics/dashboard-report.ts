import { toCsv } from "~/utils/csv";
import type { DateRange } from "~/utils/date-range";
import { toPercent } from "~/utils/format";
import type { ChartPoint } from "./chart";
import type { ActiveFilter, FilterKey } from "./dashboard-filters";
import type { FunnelRow } from "./funnel";

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

/** One value of the funnel's split (a source, a device) and its visitors at each step. */
export interface FunnelSplitRow {
  key: string;
  steps: FunnelRow[];
}

export interface Dashboard {
  summary: DashboardSummary;
  /** The same figures for the previous period of the same length, with the same filters. */
  previousSummary: Omit<DashboardSummary, "currentVisitors">;
  series: ChartPoint[];
  topPages: BreakdownRow[];
  entryPages: BreakdownRow[];
  exitPages: BreakdownRow[];
  sources: BreakdownRow[];
  referrers: BreakdownRow[];
  utmMediums: BreakdownRow[];
  utmCampaigns: BreakdownRow[];
  utmTerms: BreakdownRow[];
  utmContents: BreakdownRow[];
  countries: BreakdownRow[];
  devices: BreakdownRow[];
  browsers: BreakdownRow[];
  languages: BreakdownRow[];
  customEvents: BreakdownRow[];
  notFound: BreakdownRow[];
  errors: ErrorRow[];
  funnel: FunnelRow[];
  funnelBySource: FunnelSplitRow[];
  funnelByDevice: FunnelSplitRow[];
}

type BreakdownKey = { [K in keyof Dashboard]: Dashboard[K] extends BreakdownRow[] ? K : never }[keyof Dashboard];

export interface Breakdown {
  key: BreakdownKey;
  title: string;
  item: string;
  counted: string;
  /** The filter a row of this table adds (decision 079); none for events and errors. */
  filter?: FilterKey;
}

/** Every breakdown table, in the order shown: what its rows are, what is counted and what a row filters by. */
export const BREAKDOWNS: readonly Breakdown[] = [
  { key: "topPages", title: "Top pages", item: "Page", counted: "Page views", filter: "page" },
  { key: "entryPages", title: "Entry pages", item: "Page", counted: "Sessions", filter: "entry" },
  { key: "exitPages", title: "Exit pages", item: "Page", counted: "Sessions", filter: "exit" },
  { key: "sources", title: "Sources", item: "utm_source, else referrer", counted: "Sessions", filter: "source" },
  { key: "referrers", title: "Referrers", item: "Site", counted: "Sessions", filter: "referrer" },
  { key: "utmMediums", title: "UTM mediums", item: "utm_medium", counted: "Sessions", filter: "medium" },
  { key: "utmCampaigns", title: "UTM campaigns", item: "utm_campaign", counted: "Sessions", filter: "campaign" },
  { key: "utmTerms", title: "UTM terms", item: "utm_term", counted: "Sessions", filter: "term" },
  { key: "utmContents", title: "UTM contents", item: "utm_content", counted: "Sessions", filter: "content" },
  { key: "countries", title: "Countries", item: "Country", counted: "Sessions", filter: "country" },
  { key: "devices", title: "Devices", item: "Device", counted: "Sessions", filter: "device" },
  { key: "browsers", title: "Browsers", item: "Browser", counted: "Sessions", filter: "browser" },
  { key: "languages", title: "Languages", item: "Language", counted: "Sessions", filter: "language" },
  { key: "customEvents", title: "Custom events", item: "Event", counted: "Events" },
  { key: "notFound", title: "Pages not found (404)", item: "Page", counted: "Times", filter: "page" },
];

/**
 * One tidy CSV for the whole dashboard — report, item, value (plus visitors for the time
 * series) — so a spreadsheet can filter or pivot it. Paths, referrers and messages come
 * from visitors: toCsv neutralises anything a spreadsheet would run as a formula.
 */
export function dashboardCsv(
  data: Dashboard,
  range: Pick<DateRange, "from" | "to" | "timeZone">,
  filters: readonly ActiveFilter[] = [],
  goals: readonly { label: string; conversions: number }[] = [],
): string {
  const { summary } = data;
  const rows: (string | number | null)[][] = [
    ["range", "from", range.from, null],
    ["range", "to", range.to, null],
    ["range", "time zone", range.timeZone, null],
    ...filters.map((filter) => ["filter", filter.key, filter.value, null]),
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
  // Visitors who reached each step of the consultation wizard (decision 078); value and visitors alike.
  for (const step of data.funnel) rows.push(["funnel", step.step, step.visitors, step.visitors]);
  // Conversions of each goal in the range (decision 080), counted from what the site stored.
  for (const goal of goals) rows.push(["goal", goal.label, goal.conversions, null]);
  return toCsv(["report", "item", "value", "visitors"], rows);
}
