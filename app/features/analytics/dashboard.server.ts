import { sql, type SQL } from "drizzle-orm";
import { selectRows } from "~/utils/db.server";
import { asNumber, countOf, countWhere } from "~/utils/sql-reports.server";
import type { ChartPoint } from "./chart";
import type { DashboardRange } from "./dashboard-range";
import type { BreakdownRow, Dashboard, DashboardSummary, ErrorRow } from "./dashboard-report";
import { flushAnalyticsCommitted } from "./events.server";
import { BOUNCE_WINDOW_MS } from "./constants";

/**
 * The numbers of /admin/analytics, computed from analytics_events for a date range.
 * A session is the rows sharing a session_id inside the range: it starts at its first
 * row and lasts until its last; a bounce is a session with at most one page view that
 * lasted under 30 s (the same rule as session-rules.ts, so visits with and without
 * JavaScript are judged alike). Entry, exit, referrer and campaign are those of the
 * session's first (or last) page view.
 */

export const CURRENT_VISITORS_WINDOW_MS = 5 * 60 * 1000;
export const TOP_LIMIT = 10;

const inRange = (range: DashboardRange) => sql`occurred_at >= ${range.start} AND occurred_at < ${range.end}`;
/** The visitor: the first-party visitor id, or the session when there is none. */
const VISITOR = sql.raw("coalesce(visitor_identifier, session_id)");
const IS_PAGEVIEW = sql.raw("event_type = 'pageview'");

async function one<T>(query: SQL): Promise<T | undefined> {
  return (await selectRows<T>(query))[0];
}

async function summary(range: DashboardRange, now: number): Promise<DashboardSummary> {
  const totals = await one<{ visitors: number; pageViews: number | null }>(sql`
    SELECT ${countOf(sql`DISTINCT ${VISITOR}`)} AS visitors, ${countWhere(IS_PAGEVIEW)} AS "pageViews"
    FROM analytics_events WHERE ${inRange(range)}`);
  const sessions = await one<{ sessions: number; bounces: number | null; averageMs: number | null }>(sql`
    WITH s AS (
      SELECT MIN(occurred_at) AS started, MAX(occurred_at) AS ended, ${countWhere(IS_PAGEVIEW)} AS views
      FROM analytics_events WHERE ${inRange(range)} GROUP BY session_id
    )
    SELECT ${countOf(sql`*`)} AS sessions, ${countWhere(sql`views <= 1 AND ended - started < ${BOUNCE_WINDOW_MS}`)} AS bounces,
           ${asNumber(sql`AVG(ended - started)`)} AS "averageMs"
    FROM s`);
  const current = await one<{ n: number }>(sql`
    SELECT ${countOf(sql`DISTINCT ${VISITOR}`)} AS n FROM analytics_events
    WHERE occurred_at >= ${now - CURRENT_VISITORS_WINDOW_MS} AND occurred_at <= ${now}`);
  const sessionCount = sessions?.sessions ?? 0;
  return {
    visitors: totals?.visitors ?? 0,
    sessions: sessionCount,
    pageViews: totals?.pageViews ?? 0,
    bounceRate: sessionCount > 0 ? (sessions?.bounces ?? 0) / sessionCount : null,
    averageVisitMs: sessionCount > 0 ? Math.round(sessions?.averageMs ?? 0) : null,
    currentVisitors: current?.n ?? 0,
  };
}

async function timeSeries(range: DashboardRange): Promise<ChartPoint[]> {
  if (range.buckets.length === 0) return [];
  const buckets = sql.join(
    // Typed, or PostgreSQL reads the parameters of a VALUES list as text.
    range.buckets.map((bucket, index) => sql`(cast(${index} as integer), cast(${bucket.start} as bigint), cast(${bucket.end} as bigint))`),
    sql`, `,
  );
  const rows = await selectRows<{ i: number; pageViews: number | null; visitors: number }>(sql`
    WITH b(i, s, e) AS (VALUES ${buckets})
    SELECT b.i AS i, ${countWhere(sql`ev.event_type = 'pageview'`)} AS "pageViews",
           ${countOf(sql`DISTINCT coalesce(ev.visitor_identifier, ev.session_id)`)} AS visitors
    FROM b LEFT JOIN analytics_events ev ON ev.occurred_at >= b.s AND ev.occurred_at < b.e
    GROUP BY b.i ORDER BY b.i`);
  const byIndex = new Map(rows.map((row) => [row.i, row]));
  return range.buckets.map((bucket, index) => ({
    label: bucket.label,
    pageViews: byIndex.get(index)?.pageViews ?? 0,
    visitors: byIndex.get(index)?.visitors ?? 0,
  }));
}

/** Page views per path. */
function topPages(range: DashboardRange): Promise<BreakdownRow[]> {
  return selectRows<BreakdownRow>(sql`
    SELECT coalesce(page_path, '(unknown)') AS key, ${countOf(sql`*`)} AS count FROM analytics_events
    WHERE event_type = 'pageview' AND ${inRange(range)}
    GROUP BY key ORDER BY count DESC, key LIMIT ${TOP_LIMIT}`);
}

/**
 * Sessions grouped by a column of their first (`first`) or last page view, with
 * `fallback` for a null value (null drops those sessions).
 */
function bySessionPage(range: DashboardRange, column: string, which: "first" | "last", fallback: string | null): Promise<BreakdownRow[]> {
  const order = which === "first" ? sql.raw("occurred_at, id") : sql.raw("occurred_at DESC, id DESC");
  const value = fallback === null ? sql.raw(column) : sql`coalesce(${sql.raw(column)}, ${fallback})`;
  return selectRows<BreakdownRow>(sql`
    WITH pages AS (
      SELECT ${value} AS key, ROW_NUMBER() OVER (PARTITION BY session_id ORDER BY ${order}) AS n
      FROM analytics_events WHERE event_type = 'pageview' AND ${inRange(range)}
    )
    SELECT key, ${countOf(sql`*`)} AS count FROM pages WHERE n = 1 AND key IS NOT NULL
    GROUP BY key ORDER BY count DESC, key LIMIT ${TOP_LIMIT}`);
}

/** Sessions per value of a column (device, browser, language). */
function sessionsBy(range: DashboardRange, column: string): Promise<BreakdownRow[]> {
  return selectRows<BreakdownRow>(sql`
    SELECT coalesce(${sql.raw(column)}, 'Unknown') AS key, ${countOf(sql`DISTINCT session_id`)} AS count FROM analytics_events
    WHERE ${inRange(range)} AND event_type = 'pageview'
    GROUP BY key ORDER BY count DESC, key LIMIT ${TOP_LIMIT}`);
}

function customEvents(range: DashboardRange): Promise<BreakdownRow[]> {
  return selectRows<BreakdownRow>(sql`
    SELECT event_name AS key, ${countOf(sql`*`)} AS count FROM analytics_events
    WHERE event_type = 'custom' AND ${inRange(range)} AND event_name IS NOT NULL
    GROUP BY key ORDER BY count DESC, key LIMIT ${TOP_LIMIT}`);
}

function notFound(range: DashboardRange): Promise<BreakdownRow[]> {
  return selectRows<BreakdownRow>(sql`
    SELECT coalesce(page_path, '(unknown)') AS key, ${countOf(sql`*`)} AS count FROM analytics_events
    WHERE event_type = 'error' AND error_code = 404 AND ${inRange(range)}
    GROUP BY key ORDER BY count DESC, key LIMIT ${TOP_LIMIT}`);
}

function errors(range: DashboardRange): Promise<ErrorRow[]> {
  return selectRows<ErrorRow>(sql`
    SELECT error_code AS code, coalesce(page_path, '(unknown)') AS path, coalesce(error_message, '') AS message,
           ${countOf(sql`*`)} AS count, ${asNumber(sql`MAX(occurred_at)`)} AS "lastSeen"
    FROM analytics_events
    WHERE event_type = 'error' AND error_code != 404 AND ${inRange(range)}
    GROUP BY code, path, message ORDER BY count DESC, "lastSeen" DESC LIMIT ${TOP_LIMIT}`);
}

export async function loadDashboard(range: DashboardRange, now = Date.now()): Promise<Dashboard> {
  // Staff see what was acknowledged a moment ago, not only what the batch writer already wrote.
  await flushAnalyticsCommitted();
  return {
    summary: await summary(range, now),
    series: await timeSeries(range),
    topPages: await topPages(range),
    entryPages: await bySessionPage(range, "page_path", "first", "(unknown)"),
    exitPages: await bySessionPage(range, "page_path", "last", "(unknown)"),
    referrers: await bySessionPage(range, "referrer_host", "first", "Direct / none"),
    utmSources: await bySessionPage(range, "utm_source", "first", null),
    utmCampaigns: await bySessionPage(range, "utm_campaign", "first", null),
    devices: await sessionsBy(range, "device_type"),
    browsers: await sessionsBy(range, "browser_name"),
    languages: await sessionsBy(range, "language_code"),
    customEvents: await customEvents(range),
    notFound: await notFound(range),
    errors: await errors(range),
  };
}
