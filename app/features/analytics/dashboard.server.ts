import { sql, type SQL } from "drizzle-orm";
import { selectRows } from "~/utils/db.server";
import { asNumber, countOf, countWhere } from "~/utils/sql-reports.server";
import type { ChartPoint } from "./chart";
import type { DashboardFilter } from "./dashboard-filters";
import { DIRECT, SOURCE_EXPRESSION } from "./dashboard-filters";
import type { DashboardRange } from "./dashboard-range";
import type { BreakdownRow, Dashboard, DashboardSummary, ErrorRow, FunnelSplitRow } from "./dashboard-report";
import { flushAnalyticsCommitted } from "./events.server";
import { BOUNCE_WINDOW_MS } from "./constants";
import { FUNNEL_EVENT_TYPE, FUNNEL_STEPS, funnelRows, type FunnelStep } from "./funnel";
import { previousPeriod } from "./period-comparison";

/**
 * The numbers of /admin/analytics, computed from analytics_events for a date range and
 * the active filters (decision 079). A session is the rows sharing a session_id inside
 * the range: it starts at its first row and lasts until its last; a bounce is a session
 * with at most one page view that lasted under 30 s (the same rule as session-rules.ts,
 * so visits with and without JavaScript are judged alike). Entry, exit, referrer and
 * campaign are those of the session's first (or last) page view. Funnel rows (decision
 * 078) count only in the funnel, never as visits or page views.
 */

export const CURRENT_VISITORS_WINDOW_MS = 5 * 60 * 1000;
export const TOP_LIMIT = 10;

/** Instants and filters: what every query of one dashboard reads. */
export interface DashboardScope {
  start: number;
  end: number;
  filters: readonly DashboardFilter[];
}

const inTime = (scope: Pick<DashboardScope, "start" | "end">) => sql`occurred_at >= ${scope.start} AND occurred_at < ${scope.end}`;
/** The visitor: the first-party visitor id, or the session when there is none. */
const VISITOR = sql.raw("coalesce(visitor_identifier, session_id)");
const IS_PAGEVIEW = sql.raw("event_type = 'pageview'");
const NOT_FUNNEL = sql.raw(`event_type <> '${FUNNEL_EVENT_TYPE}'`);

/** The sessions one filter keeps: those whose first, last or any page view in the range matches. */
function sessionsMatching(scope: DashboardScope, filter: DashboardFilter): SQL {
  const { column, scope: which } = filter.dimension;
  const value = sql.raw(column);
  const matches = (expression: SQL) => (filter.match === null ? sql`${expression} IS NULL` : sql`${expression} = ${filter.match}`);
  if (which === "any") {
    return sql`SELECT session_id FROM analytics_events WHERE ${inTime(scope)} AND ${IS_PAGEVIEW} AND ${matches(value)}`;
  }
  const order = which === "first" ? sql.raw("occurred_at, id") : sql.raw("occurred_at DESC, id DESC");
  return sql`SELECT session_id FROM (
      SELECT session_id, ${value} AS v, ROW_NUMBER() OVER (PARTITION BY session_id ORDER BY ${order}) AS n
      FROM analytics_events WHERE ${inTime(scope)} AND ${IS_PAGEVIEW}
    ) AS pages WHERE n = 1 AND ${matches(sql.raw("v"))}`;
}

/** The WHERE condition of every query: the range, and each filter's sessions. */
function inScope(scope: DashboardScope): SQL {
  const conditions = [inTime(scope), ...scope.filters.map((filter) => sql`session_id IN (${sessionsMatching(scope, filter)})`)];
  return sql.join(conditions, sql` AND `);
}

async function one<T>(query: SQL): Promise<T | undefined> {
  return (await selectRows<T>(query))[0];
}

async function summary(scope: DashboardScope): Promise<Omit<DashboardSummary, "currentVisitors">> {
  const totals = await one<{ visitors: number; pageViews: number | null }>(sql`
    SELECT ${countOf(sql`DISTINCT ${VISITOR}`)} AS visitors, ${countWhere(IS_PAGEVIEW)} AS "pageViews"
    FROM analytics_events WHERE ${inScope(scope)} AND ${NOT_FUNNEL}`);
  const sessions = await one<{ sessions: number; bounces: number | null; averageMs: number | null }>(sql`
    WITH s AS (
      SELECT MIN(occurred_at) AS started, MAX(occurred_at) AS ended, ${countWhere(IS_PAGEVIEW)} AS views
      FROM analytics_events WHERE ${inScope(scope)} AND ${NOT_FUNNEL} GROUP BY session_id
    )
    SELECT ${countOf(sql`*`)} AS sessions, ${countWhere(sql`views <= 1 AND ended - started < ${BOUNCE_WINDOW_MS}`)} AS bounces,
           ${asNumber(sql`AVG(ended - started)`)} AS "averageMs"
    FROM s`);
  const sessionCount = sessions?.sessions ?? 0;
  return {
    visitors: totals?.visitors ?? 0,
    sessions: sessionCount,
    pageViews: totals?.pageViews ?? 0,
    bounceRate: sessionCount > 0 ? (sessions?.bounces ?? 0) / sessionCount : null,
    averageVisitMs: sessionCount > 0 ? Math.round(sessions?.averageMs ?? 0) : null,
  };
}

/** Visitors seen in the last 5 minutes, whatever the range and filters. */
async function currentVisitors(now: number): Promise<number> {
  const current = await one<{ n: number }>(sql`
    SELECT ${countOf(sql`DISTINCT ${VISITOR}`)} AS n FROM analytics_events
    WHERE occurred_at >= ${now - CURRENT_VISITORS_WINDOW_MS} AND occurred_at <= ${now}`);
  return current?.n ?? 0;
}

async function timeSeries(range: DashboardRange, scope: DashboardScope): Promise<ChartPoint[]> {
  if (range.buckets.length === 0) return [];
  const buckets = sql.join(
    // Typed, or PostgreSQL reads the parameters of a VALUES list as text.
    range.buckets.map((bucket, index) => sql`(cast(${index} as integer), cast(${bucket.start} as bigint), cast(${bucket.end} as bigint))`),
    sql`, `,
  );
  const rows = await selectRows<{ i: number; pageViews: number | null; visitors: number }>(sql`
    WITH b(i, s, e) AS (VALUES ${buckets}),
    ev AS (SELECT occurred_at, event_type, ${VISITOR} AS visitor FROM analytics_events WHERE ${inScope(scope)} AND ${NOT_FUNNEL})
    SELECT b.i AS i, ${countWhere(sql`ev.event_type = 'pageview'`)} AS "pageViews", ${countOf(sql`DISTINCT ev.visitor`)} AS visitors
    FROM b LEFT JOIN ev ON ev.occurred_at >= b.s AND ev.occurred_at < b.e
    GROUP BY b.i ORDER BY b.i`);
  const byIndex = new Map(rows.map((row) => [row.i, row]));
  return range.buckets.map((bucket, index) => ({
    label: bucket.label,
    pageViews: byIndex.get(index)?.pageViews ?? 0,
    visitors: byIndex.get(index)?.visitors ?? 0,
  }));
}

/** Page views per path. */
function topPages(scope: DashboardScope): Promise<BreakdownRow[]> {
  return selectRows<BreakdownRow>(sql`
    SELECT coalesce(page_path, '(unknown)') AS key, ${countOf(sql`*`)} AS count FROM analytics_events
    WHERE ${IS_PAGEVIEW} AND ${inScope(scope)}
    GROUP BY key ORDER BY count DESC, key LIMIT ${TOP_LIMIT}`);
}

/**
 * Sessions grouped by a column (or expression) of their first (`first`) or last page
 * view, with `fallback` for a null value (null drops those sessions).
 */
function bySessionPage(scope: DashboardScope, column: string, which: "first" | "last", fallback: string | null): Promise<BreakdownRow[]> {
  const order = which === "first" ? sql.raw("occurred_at, id") : sql.raw("occurred_at DESC, id DESC");
  const value = fallback === null ? sql.raw(column) : sql`coalesce(${sql.raw(column)}, ${fallback})`;
  return selectRows<BreakdownRow>(sql`
    WITH pages AS (
      SELECT ${value} AS key, ROW_NUMBER() OVER (PARTITION BY session_id ORDER BY ${order}) AS n
      FROM analytics_events WHERE ${IS_PAGEVIEW} AND ${inScope(scope)}
    )
    SELECT key, ${countOf(sql`*`)} AS count FROM pages WHERE n = 1 AND key IS NOT NULL
    GROUP BY key ORDER BY count DESC, key LIMIT ${TOP_LIMIT}`);
}

/** Sessions per value of a column (device, browser, language, country); null drops sessions without one. */
function sessionsBy(scope: DashboardScope, column: string, fallback: string | null = "Unknown"): Promise<BreakdownRow[]> {
  const value = fallback === null ? sql.raw(column) : sql`coalesce(${sql.raw(column)}, ${fallback})`;
  return selectRows<BreakdownRow>(sql`
    SELECT ${value} AS key, ${countOf(sql`DISTINCT session_id`)} AS count FROM analytics_events
    WHERE ${IS_PAGEVIEW} AND ${inScope(scope)} AND ${value} IS NOT NULL
    GROUP BY key ORDER BY count DESC, key LIMIT ${TOP_LIMIT}`);
}

function customEvents(scope: DashboardScope): Promise<BreakdownRow[]> {
  return selectRows<BreakdownRow>(sql`
    SELECT event_name AS key, ${countOf(sql`*`)} AS count FROM analytics_events
    WHERE event_type = 'custom' AND ${inScope(scope)} AND event_name IS NOT NULL
    GROUP BY key ORDER BY count DESC, key LIMIT ${TOP_LIMIT}`);
}

function notFound(scope: DashboardScope): Promise<BreakdownRow[]> {
  return selectRows<BreakdownRow>(sql`
    SELECT coalesce(page_path, '(unknown)') AS key, ${countOf(sql`*`)} AS count FROM analytics_events
    WHERE event_type = 'error' AND error_code = 404 AND ${inScope(scope)}
    GROUP BY key ORDER BY count DESC, key LIMIT ${TOP_LIMIT}`);
}

function errors(scope: DashboardScope): Promise<ErrorRow[]> {
  return selectRows<ErrorRow>(sql`
    SELECT error_code AS code, coalesce(page_path, '(unknown)') AS path, coalesce(error_message, '') AS message,
           ${countOf(sql`*`)} AS count, ${asNumber(sql`MAX(occurred_at)`)} AS "lastSeen"
    FROM analytics_events
    WHERE event_type = 'error' AND error_code != 404 AND ${inScope(scope)}
    GROUP BY code, path, message ORDER BY count DESC, "lastSeen" DESC LIMIT ${TOP_LIMIT}`);
}

/**
 * Visitors at each funnel step, in total and per value of `split` (the source or the
 * device the funnel row copied from its session's first page view). Distinct visitors:
 * a step written twice by two simultaneous posts still counts once.
 */
async function funnelCounts(scope: DashboardScope, split: SQL | null): Promise<{ key: string; step: FunnelStep; visitors: number }[]> {
  const key = split ?? sql.raw("''");
  return selectRows(sql`
    SELECT ${key} AS key, event_name AS step, ${countOf(sql`DISTINCT ${VISITOR}`)} AS visitors FROM analytics_events
    WHERE event_type = ${FUNNEL_EVENT_TYPE} AND ${inScope(scope)}
    GROUP BY 1, 2`);
}

async function funnelSplit(scope: DashboardScope, split: SQL): Promise<FunnelSplitRow[]> {
  const byKey = new Map<string, Partial<Record<FunnelStep, number>>>();
  for (const row of await funnelCounts(scope, split)) {
    if (!FUNNEL_STEPS.includes(row.step)) continue;
    const counts = byKey.get(row.key) ?? {};
    counts[row.step] = row.visitors;
    byKey.set(row.key, counts);
  }
  const rows = [...byKey].map(([key, counts]) => ({ key, steps: funnelRows(counts) }));
  // The values that bring the most visitors into the wizard first, then the furthest.
  const byReach = (a: FunnelSplitRow, b: FunnelSplitRow) => {
    const differing = a.steps.findIndex((step, index) => step.visitors !== b.steps[index]?.visitors);
    return differing === -1 ? a.key.localeCompare(b.key) : (b.steps[differing]?.visitors ?? 0) - (a.steps[differing]?.visitors ?? 0);
  };
  return rows.sort(byReach).slice(0, TOP_LIMIT);
}

export async function loadDashboard(range: DashboardRange, now = Date.now(), filters: readonly DashboardFilter[] = []): Promise<Dashboard> {
  // Staff see what was acknowledged a moment ago, not only what the batch writer already wrote.
  await flushAnalyticsCommitted();
  const scope: DashboardScope = { start: range.start, end: range.end, filters };
  const funnelTotals = Object.fromEntries((await funnelCounts(scope, null)).map((row) => [row.step, row.visitors]));
  return {
    summary: { ...(await summary(scope)), currentVisitors: await currentVisitors(now) },
    previousSummary: await summary({ ...previousPeriod(range), filters }),
    series: await timeSeries(range, scope),
    topPages: await topPages(scope),
    entryPages: await bySessionPage(scope, "page_path", "first", "(unknown)"),
    exitPages: await bySessionPage(scope, "page_path", "last", "(unknown)"),
    sources: await bySessionPage(scope, SOURCE_EXPRESSION, "first", DIRECT),
    referrers: await bySessionPage(scope, "referrer_host", "first", DIRECT),
    utmMediums: await bySessionPage(scope, "utm_medium", "first", null),
    utmCampaigns: await bySessionPage(scope, "utm_campaign", "first", null),
    utmTerms: await bySessionPage(scope, "utm_term", "first", null),
    utmContents: await bySessionPage(scope, "utm_content", "first", null),
    countries: await sessionsBy(scope, "country", null),
    devices: await sessionsBy(scope, "device_type"),
    browsers: await sessionsBy(scope, "browser_name"),
    languages: await sessionsBy(scope, "language_code"),
    customEvents: await customEvents(scope),
    notFound: await notFound(scope),
    errors: await errors(scope),
    funnel: funnelRows(funnelTotals),
    funnelBySource: await funnelSplit(scope, sql`coalesce(${sql.raw(SOURCE_EXPRESSION)}, ${DIRECT})`),
    funnelByDevice: await funnelSplit(scope, sql.raw("coalesce(device_type, 'Unknown')")),
  };
}
