import { sql, type SQL } from "drizzle-orm";
import { selectRows } from "~/utils/db.server";
import { asNumber, countOf, countWhere } from "~/utils/sql-reports.server";
import type { DashboardFilter } from "./dashboard-filters";
import { DIRECT, SOURCE_EXPRESSION } from "./dashboard-filters";
import type { DashboardRange } from "./dashboard-range";
import type { BreakdownRow, Dashboard, DashboardSummary, ErrorRow, FunnelSplitRow } from "./dashboard-report";
import { flushAnalyticsCommitted } from "./events.server";
import { BOUNCE_WINDOW_MS } from "./constants";
import { FUNNEL_EVENT_TYPE, FUNNEL_STEPS, funnelRows, type FunnelStep } from "./funnel";
import { previousPeriod } from "./period-comparison";
import { pageBreakdowns, SLOT_MS, summarise, timeSeries, TOP_LIMIT, type PageViewRow, type SessionSlot } from "./dashboard-aggregates";

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

/**
 * The sessions one filter keeps: those whose first, last or any page view in the range
 * matches. First and last are "a matching page view with no earlier (later) page view of
 * its session in the range": only the matching rows are checked, each through the
 * session index, so a filter costs little more than the rows it matches.
 */
function sessionsMatching(scope: DashboardScope, filter: DashboardFilter): SQL {
  const { column, scope: which } = filter.dimension;
  const value = sql.raw(column);
  const matches = filter.match === null ? sql`${value} IS NULL` : sql`${value} = ${filter.match}`;
  const candidates = sql`FROM analytics_events p WHERE ${inTime(scope)} AND ${IS_PAGEVIEW} AND ${matches}`;
  if (which === "any") return sql`SELECT session_id ${candidates}`;
  const other =
    which === "first"
      ? sql.raw("(q.occurred_at < p.occurred_at OR (q.occurred_at = p.occurred_at AND q.id < p.id))")
      : sql.raw("(q.occurred_at > p.occurred_at OR (q.occurred_at = p.occurred_at AND q.id > p.id))");
  return sql`SELECT p.session_id ${candidates} AND NOT EXISTS (
      SELECT 1 FROM analytics_events q
      WHERE q.session_id = p.session_id AND q.event_type = 'pageview' AND q.occurred_at >= ${scope.start} AND q.occurred_at < ${scope.end} AND ${other}
    )`;
}

/** The WHERE condition of every query: the range, and each filter's sessions. */
function inScope(scope: DashboardScope): SQL {
  const conditions = [inTime(scope), ...scope.filters.map((filter) => sql`session_id IN (${sessionsMatching(scope, filter)})`)];
  return sql.join(conditions, sql` AND `);
}

async function one<T>(query: SQL): Promise<T | undefined> {
  return (await selectRows<T>(query))[0];
}


function sessionSlots(scope: Pick<DashboardScope, "start" | "end" | "filters">): Promise<SessionSlot[]> {
  return selectRows<SessionSlot>(sql`
    SELECT session_id AS session, coalesce(MAX(visitor_identifier), session_id) AS visitor, cast(occurred_at / ${SLOT_MS} as integer) AS slot,
           ${asNumber(sql`MIN(occurred_at)`)} AS started, ${asNumber(sql`MAX(occurred_at)`)} AS ended, ${countOf(sql`CASE WHEN ${IS_PAGEVIEW} THEN 1 END`)} AS views
    FROM analytics_events WHERE ${inScope(scope)} AND ${NOT_FUNNEL}
    GROUP BY session_id, slot`);
}

/**
 * The summary figures aggregated in the database: for the previous period, whose chart is
 * not drawn, so no rows need to leave it.
 */
async function summaryOf(scope: Pick<DashboardScope, "start" | "end" | "filters">): Promise<Omit<DashboardSummary, "currentVisitors">> {
  const totals = await one<{ sessions: number; visitors: number; pageViews: number | null; bounces: number | null; averageMs: number | null }>(sql`
    WITH s AS (
      SELECT session_id, MAX(visitor_identifier) AS visitor, MIN(occurred_at) AS started, MAX(occurred_at) AS ended,
             ${countOf(sql`CASE WHEN ${IS_PAGEVIEW} THEN 1 END`)} AS views
      FROM analytics_events WHERE ${inScope(scope)} AND ${NOT_FUNNEL} GROUP BY session_id
    )
    SELECT ${countOf(sql`*`)} AS sessions, ${countOf(sql`DISTINCT coalesce(visitor, session_id)`)} AS visitors,
           ${asNumber(sql`SUM(views)`)} AS "pageViews", ${countWhere(sql`views <= 1 AND ended - started < ${BOUNCE_WINDOW_MS}`)} AS bounces,
           ${asNumber(sql`AVG(ended - started)`)} AS "averageMs"
    FROM s`);
  const sessions = totals?.sessions ?? 0;
  return {
    visitors: totals?.visitors ?? 0,
    sessions,
    pageViews: totals?.pageViews ?? 0,
    bounceRate: sessions > 0 ? (totals?.bounces ?? 0) / sessions : null,
    averageVisitMs: sessions > 0 ? Math.round(totals?.averageMs ?? 0) : null,
  };
}

/** Visitors seen in the last 5 minutes, whatever the range and filters. */
async function currentVisitors(now: number): Promise<number> {
  const current = await one<{ n: number }>(sql`
    SELECT ${countOf(sql`DISTINCT ${VISITOR}`)} AS n FROM analytics_events
    WHERE occurred_at >= ${now - CURRENT_VISITORS_WINDOW_MS} AND occurred_at <= ${now}`);
  return current?.n ?? 0;
}

function pageViews(scope: DashboardScope): Promise<PageViewRow[]> {
  return selectRows<PageViewRow>(sql`
    SELECT session_id AS session, ${asNumber(sql`occurred_at`)} AS at, id, page_path AS page, referrer_host AS referrer,
           utm_source AS "utmSource", utm_medium AS "utmMedium", utm_campaign AS "utmCampaign", utm_term AS "utmTerm",
           utm_content AS "utmContent", country, device_type AS device, browser_name AS browser, language_code AS language
    FROM analytics_events WHERE ${IS_PAGEVIEW} AND ${inScope(scope)}`);
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
  // Independent reads: PostgreSQL runs them side by side on the pool's connections
  // (SQLite answers each at once, one after another).
  const [slots, previousSummary, views, current, funnelTotals, customEventRows, notFoundRows, errorRows, funnelBySource, funnelByDevice] =
    await Promise.all([
      sessionSlots(scope),
      summaryOf({ ...previousPeriod(range), filters }),
      pageViews(scope),
      currentVisitors(now),
      funnelCounts(scope, null),
      customEvents(scope),
      notFound(scope),
      errors(scope),
      funnelSplit(scope, sql`coalesce(${sql.raw(SOURCE_EXPRESSION)}, ${DIRECT})`),
      funnelSplit(scope, sql.raw("coalesce(device_type, 'Unknown')")),
    ]);
  return {
    summary: { ...summarise(slots), currentVisitors: current },
    previousSummary,
    series: timeSeries(range, slots),
    ...pageBreakdowns(views),
    customEvents: customEventRows,
    notFound: notFoundRows,
    errors: errorRows,
    funnel: funnelRows(Object.fromEntries(funnelTotals.map((row) => [row.step, row.visitors]))),
    funnelBySource,
    funnelByDevice,
  };
}
