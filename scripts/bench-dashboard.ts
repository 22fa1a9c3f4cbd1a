/**
 * The `dashboard` part of `npm run bench` (run by scripts/bench.mjs with tsx): a year of
 * analytics, 1 million events by default, written straight into a scratch SQLite file (or
 * the scratch PostgreSQL database named by DATABASE_URL), then the server's work for the
 * analytics dashboard over the last 90 days (loadDashboard and loadGoals: every query of
 * the page and of its CSV), timed several times; printed as JSON with the median beside the budget.
 *
 * Env: DATABASE_URL (set by bench.mjs), BENCH_DASHBOARD_EVENTS (default 1,000,000),
 * BENCH_DASHBOARD_RUNS (default 5).
 */
import { loadavg } from "node:os";
import type { NewAnalyticsEvent } from "#db/schema";
import { loadDashboard } from "~/features/analytics/dashboard.server";
import { loadGoals } from "~/features/goals/goals.server";
import { parseDashboardFilters } from "~/features/analytics/dashboard-filters";
import { parseDashboardRange } from "~/features/analytics/dashboard-range";
import { writeAnalyticsEvents } from "~/features/analytics/events.server";
import { closeDatabase, databaseReady, getDatabase } from "~/utils/db.server";
import { addDays } from "~/utils/date-range";

const EVENTS = Number(process.env.BENCH_DASHBOARD_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 5);
const BUDGET_MS = 500;
const DAY = 86_400_000;
const TIME_ZONE = "America/Chicago";

/** A small deterministic generator (mulberry32), so every run seeds the same year. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAGES = ["/", "/pos", "/pricing", "/industries/grocery", "/industries/restaurant", "/articles", "/about", "/consult", "/merchant-onboarding", "/chat"];
const ORIGINS: { referrerHost: string | null; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null }[] = [
  { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null },
  { referrerHost: "www.google.com", utmSource: null, utmMedium: null, utmCampaign: null },
  { referrerHost: "www.google.com", utmSource: "google", utmMedium: "cpc", utmCampaign: "brand" },
  { referrerHost: "www.bing.com", utmSource: null, utmMedium: null, utmCampaign: null },
  { referrerHost: "www.facebook.com", utmSource: "facebook", utmMedium: "social", utmCampaign: "spring" },
  { referrerHost: null, utmSource: "newsletter", utmMedium: "email", utmCampaign: "monthly" },
];
const DEVICES = ["desktop", "desktop", "mobile", "mobile", "tablet"];
const BROWSERS = ["Chrome", "Safari", "Mobile Safari", "Edge", "Firefox"];
const LANGUAGES = ["en-US", "en-US", "en-US", "es-US", "fr-CA"];
const FUNNEL = ["step 1", "step 2", "step 3", "step 4", "submitted"];

/**
 * One visit's events: 1 to 5 page views, a heartbeat every 5 s while the visitor reads
 * (0 to 8 per page), a "hidden" at the end; one visit in twenty starts the wizard and goes
 * on step by step; now and then a custom event or an error.
 */
function visitEvents(visit: number, at: number, next: () => number): NewAnalyticsEvent[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const sessionId = `s${visit.toString(36).padStart(10, "0")}`;
  const visitorId = `v${Math.floor(visit * 0.7).toString(36).padStart(10, "0")}`;
  const origin = pick(ORIGINS);
  const shared = { source: "js", sessionId, visitorId, deviceType: pick(DEVICES), browserName: pick(BROWSERS), languageCode: pick(LANGUAGES) };
  const events: NewAnalyticsEvent[] = [];
  const pages = 1 + Math.floor(next() * next() * 5);
  for (let page = 0; page < pages; page++) {
    const pagePath = pick(PAGES);
    events.push({ ...shared, ...(page === 0 ? origin : {}), occurredAt: at, eventType: "pageview", pagePath, pageUrl: `https://site.example${pagePath}` });
    const reads = Math.floor(next() * 9);
    for (let beat = 0; beat < reads; beat++) {
      at += 5_000;
      events.push({ ...shared, occurredAt: at, eventType: "heartbeat", pagePath });
    }
    if (next() < 0.02) events.push({ ...shared, occurredAt: at, eventType: "custom", eventName: "cta_click", pagePath });
    if (next() < 0.005) events.push({ ...shared, occurredAt: at, eventType: "error", errorCode: next() < 0.7 ? 404 : 500, errorMessage: "Page Not Found", pagePath });
    at += 1_000 + Math.floor(next() * 30_000);
  }
  if (next() < 0.05) {
    for (const step of FUNNEL) {
      events.push({ ...shared, ...origin, occurredAt: at, eventType: "funnel", eventName: step, pagePath: "/consult" });
      at += 20_000;
      if (next() < 0.3) break;
    }
  }
  events.push({ ...shared, occurredAt: at, eventType: "hidden", isActive: false });
  return events;
}

/**
 * `total` events over the year before `end`, day by day in the order they arrive (as the
 * site appends them: a range's rows lie together in the table, as in production).
 */
function* yearOfEvents(total: number, end: number): Generator<NewAnalyticsEvent> {
  const next = random(42);
  const first = end - 365 * DAY;
  let written = 0;
  let visit = 0;
  for (let day = 0; day < 365; day++) {
    const dayEvents: NewAnalyticsEvent[] = [];
    const target = Math.round((total * (day + 1)) / 365);
    while (written + dayEvents.length < target) {
      dayEvents.push(...visitEvents(visit++, first + day * DAY + Math.floor(next() * DAY), next));
    }
    dayEvents.sort((a, b) => a.occurredAt - b.occurredAt);
    for (const event of dayEvents.slice(0, target - written)) yield event;
    written = target;
  }
}

/** The columns the generated events fill, for PostgreSQL's bulk insert. */
const PG_COLUMNS = [
  ["occurred_at", "bigint", (row: NewAnalyticsEvent) => row.occurredAt],
  ["event_type", "text", (row: NewAnalyticsEvent) => row.eventType],
  ["source", "text", (row: NewAnalyticsEvent) => row.source],
  ["session_id", "text", (row: NewAnalyticsEvent) => row.sessionId],
  ["visitor_identifier", "text", (row: NewAnalyticsEvent) => row.visitorId],
  ["page_url", "text", (row: NewAnalyticsEvent) => row.pageUrl],
  ["page_path", "text", (row: NewAnalyticsEvent) => row.pagePath],
  ["referrer_host", "text", (row: NewAnalyticsEvent) => row.referrerHost],
  ["utm_source", "text", (row: NewAnalyticsEvent) => row.utmSource],
  ["utm_medium", "text", (row: NewAnalyticsEvent) => row.utmMedium],
  ["utm_campaign", "text", (row: NewAnalyticsEvent) => row.utmCampaign],
  ["device_type", "text", (row: NewAnalyticsEvent) => row.deviceType],
  ["browser_name", "text", (row: NewAnalyticsEvent) => row.browserName],
  ["language_code", "text", (row: NewAnalyticsEvent) => row.languageCode],
  ["event_name", "text", (row: NewAnalyticsEvent) => row.eventName],
  ["error_code", "integer", (row: NewAnalyticsEvent) => row.errorCode],
  ["error_message", "text", (row: NewAnalyticsEvent) => row.errorMessage],
  ["is_active", "boolean", (row: NewAnalyticsEvent) => row.isActive],
] as const;

/**
 * Bulk insert. SQLite: the analytics writer itself (one prepared INSERT in a transaction
 * per batch). PostgreSQL: one INSERT … SELECT FROM unnest(arrays) per 10,000 rows (the
 * writer's multi-row INSERT is built by the query builder: minutes for a million rows).
 */
async function seed(end: number): Promise<number> {
  const opened = getDatabase();
  const write = async (rows: NewAnalyticsEvent[]) => {
    if (rows.length === 0) return;
    if (opened.dialect === "sqlite") return writeAnalyticsEvents(rows);
    const names = PG_COLUMNS.map(([name]) => name).join(", ");
    const arrays = PG_COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(", ");
    await opened.pool.query(
      `INSERT INTO analytics_events (${names}) SELECT * FROM unnest(${arrays})`,
      PG_COLUMNS.map(([, , value]) => rows.map((row) => value(row) ?? null)),
    );
  };
  const size = opened.dialect === "sqlite" ? 5_000 : 10_000;
  const started = performance.now();
  let batch: NewAnalyticsEvent[] = [];
  for (const row of yearOfEvents(EVENTS, end)) {
    batch.push(row);
    if (batch.length >= size) {
      await write(batch);
      batch = [];
    }
  }
  await write(batch);
  // What a database that has run for a while knows about its tables.
  if (opened.dialect === "sqlite") opened.sqlite.exec("PRAGMA optimize");
  else await opened.pool.query("ANALYZE analytics_events");
  return Math.round(performance.now() - started);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Wall time and this process's CPU time (user + system) of each run, in ms: on a shared machine the CPU time is the steadier figure. */
async function time(query: URLSearchParams, now: Date): Promise<{ wallMs: number[]; cpuMs: number[] }> {
  const range = parseDashboardRange(query, TIME_ZONE, now);
  const filters = parseDashboardFilters(query);
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    // What the page's loader does: the dashboard, then its goals (decision 080).
    const dashboard = await loadDashboard(range, now.getTime(), filters);
    await loadGoals(range, null, filters.length === 0 ? dashboard.summary.visitors : null);
    const used = process.cpuUsage(cpu);
    wallMs.push(Math.round(performance.now() - started));
    cpuMs.push(Math.round((used.user + used.system) / 1000));
  }
  return { wallMs, cpuMs };
}

await databaseReady();
const now = new Date();
const seedMs = await seed(now.getTime());
const to = now.toISOString().slice(0, 10);
const last90Days = new URLSearchParams({ from: addDays(to, -89), to });
const loadBefore = loadavg()[0]!;
const unfiltered = await time(last90Days, now);
const filtered = await time(new URLSearchParams({ ...Object.fromEntries(last90Days), source: "google", device: "mobile" }), now);
console.log(
  JSON.stringify({
    dialect: getDatabase().dialect,
    events: EVENTS,
    seedMs,
    range: "last 90 days",
    budgetMs: BUDGET_MS,
    medianMs: median(unfiltered.wallMs),
    medianCpuMs: median(unfiltered.cpuMs),
    runsMs: unfiltered.wallMs,
    runsCpuMs: unfiltered.cpuMs,
    withinBudget: median(unfiltered.wallMs) < BUDGET_MS,
    filteredBySourceAndDevice: { medianMs: median(filtered.wallMs), medianCpuMs: median(filtered.cpuMs) },
    // The machine's other work weighs on every figure: the one-minute load average around the runs.
    loadAverage: [Math.round(loadBefore * 100) / 100, Math.round(loadavg()[0]! * 100) / 100],
  }),
);
await closeDatabase();
