import type { ChartPoint } from "./chart";
import { BOUNCE_WINDOW_MS } from "./constants";
import { DIRECT } from "./dashboard-filters";
import type { DashboardRange } from "./dashboard-range";
import type { BreakdownRow, Dashboard, DashboardSummary } from "./dashboard-report";

/**
 * The dashboard's figures from the rows its two big queries return (dashboard.server.ts,
 * decision 079): the range's events grouped by session and quarter hour, and its page
 * views. Pure, so the counting rules are tested without a database.
 */

export const TOP_LIMIT = 10;
export const SLOT_MS = 15 * 60 * 1000;

/**
 * A session's events in one quarter hour (every time zone's hours start on one, so each
 * lies inside one bucket of the chart): one scan of the range gives the summary and the
 * chart alike (decision 079).
 */
export interface SessionSlot {
  session: string;
  visitor: string;
  /** The quarter hour: floor(occurred_at / 15 min). */
  slot: number;
  started: number;
  ended: number;
  views: number;
}

/** Visitors, sessions, page views, bounce rate and visit length from a range's session slots. */
export function summarise(slots: readonly SessionSlot[]): Omit<DashboardSummary, "currentVisitors"> {
  const sessions = new Map<string, { started: number; ended: number; views: number }>();
  const visitors = new Set<string>();
  let pageViews = 0;
  for (const slot of slots) {
    visitors.add(slot.visitor);
    pageViews += slot.views;
    const session = sessions.get(slot.session);
    if (!session) sessions.set(slot.session, { started: slot.started, ended: slot.ended, views: slot.views });
    else {
      session.started = Math.min(session.started, slot.started);
      session.ended = Math.max(session.ended, slot.ended);
      session.views += slot.views;
    }
  }
  let bounces = 0;
  let totalMs = 0;
  for (const session of sessions.values()) {
    const length = session.ended - session.started;
    totalMs += length;
    if (session.views <= 1 && length < BOUNCE_WINDOW_MS) bounces++;
  }
  const count = sessions.size;
  return {
    visitors: visitors.size,
    sessions: count,
    pageViews,
    bounceRate: count > 0 ? bounces / count : null,
    averageVisitMs: count > 0 ? Math.round(totalMs / count) : null,
  };
}

/** Page views and distinct visitors per bucket of the chart. */
export function timeSeries(range: DashboardRange, slots: readonly SessionSlot[]): ChartPoint[] {
  const points = range.buckets.map(() => ({ pageViews: 0, visitors: new Set<string>() }));
  for (const slot of slots) {
    const index = bucketOf(range, slot.slot * SLOT_MS);
    const point = index === -1 ? undefined : points[index];
    if (!point) continue;
    point.pageViews += slot.views;
    point.visitors.add(slot.visitor);
  }
  return range.buckets.map((bucket, index) => ({
    label: bucket.label,
    pageViews: points[index]?.pageViews ?? 0,
    visitors: points[index]?.visitors.size ?? 0,
  }));
}

/** The bucket holding an instant (binary search: the buckets are in order), or -1. */
function bucketOf(range: DashboardRange, instant: number): number {
  let low = 0;
  let high = range.buckets.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const bucket = range.buckets[middle]!;
    if (instant < bucket.start) high = middle - 1;
    else if (instant >= bucket.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** A page view with what the breakdowns read of it. */
export interface PageViewRow {
  session: string;
  at: number;
  id: number;
  page: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  country: string | null;
  device: string | null;
  browser: string | null;
  language: string | null;
}

/** The ten most counted values: count down, then the value in code-unit order (the same on both databases). */
function top(counts: Map<string, number>): BreakdownRow[] {
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, TOP_LIMIT);
}

function countInto(counts: Map<string, number>, key: string | null): void {
  if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
}

const isEarlier = (a: PageViewRow, b: PageViewRow) => a.at < b.at || (a.at === b.at && a.id < b.id);

type PageBreakdowns = Pick<
  Dashboard,
  | "topPages"
  | "entryPages"
  | "exitPages"
  | "sources"
  | "referrers"
  | "utmMediums"
  | "utmCampaigns"
  | "utmTerms"
  | "utmContents"
  | "countries"
  | "devices"
  | "browsers"
  | "languages"
>;

/**
 * The breakdowns read from page views, in one pass over them: page views per path, and
 * sessions by their first page view (entry page, source, referrer, campaign, and the
 * device, browser, language and country of the visit, which do not change within it) or
 * their last (exit page).
 */
export function pageBreakdowns(rows: readonly PageViewRow[]): PageBreakdowns {
  const pages = new Map<string, number>();
  const first = new Map<string, PageViewRow>();
  const last = new Map<string, PageViewRow>();
  for (const row of rows) {
    countInto(pages, row.page ?? "(unknown)");
    const earliest = first.get(row.session);
    if (!earliest || isEarlier(row, earliest)) first.set(row.session, row);
    const latest = last.get(row.session);
    if (!latest || isEarlier(latest, row)) last.set(row.session, row);
  }
  const byFirst = (value: (row: PageViewRow) => string | null) => {
    const counts = new Map<string, number>();
    for (const row of first.values()) countInto(counts, value(row));
    return top(counts);
  };
  const exits = new Map<string, number>();
  for (const row of last.values()) countInto(exits, row.page ?? "(unknown)");
  return {
    topPages: top(pages),
    entryPages: byFirst((row) => row.page ?? "(unknown)"),
    exitPages: top(exits),
    sources: byFirst((row) => row.utmSource ?? row.referrer ?? DIRECT),
    referrers: byFirst((row) => row.referrer ?? DIRECT),
    utmMediums: byFirst((row) => row.utmMedium),
    utmCampaigns: byFirst((row) => row.utmCampaign),
    utmTerms: byFirst((row) => row.utmTerm),
    utmContents: byFirst((row) => row.utmContent),
    countries: byFirst((row) => row.country),
    devices: byFirst((row) => row.device ?? "Unknown"),
    browsers: byFirst((row) => row.browser ?? "Unknown"),
    languages: byFirst((row) => row.language ?? "Unknown"),
  };
}

