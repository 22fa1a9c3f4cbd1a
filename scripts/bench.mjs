/**
 * `npm run bench`: load figures against the production build, printed as JSON.
 * Starts its own servers on temporary databases, so it never touches data/app.db.
 *
 *   pages: GET / and an industry page (requests/s, p50, p99), compressed, no cookies.
 *   consultation: submissions per second to POST /api/consult and latency percentiles,
 *   and "stored == acknowledged" checked in the database afterwards.
 *   analytics: beacons per second to POST /api/website-analytics/track (batched writer)
 *   and latency percentiles; "stored == acknowledged" (202 answers) counted in the
 *   database once the batch timer has written the last batch, and again after SIGTERM.
 *   postgres: the same consultation and analytics runs against a server on a scratch
 *   PostgreSQL database (on PG_TEST_URL's server, dropped afterwards), reported beside
 *   SQLite's in `writesByDatabase` (decision 043).
 *
 *   booking (issue 27): a server whose two demo reps are joined by eight more, with 500
 *   booked meetings in the next weeks: GET /api/availability for one busy date, one
 *   request at a time (p50 and p99, beside GET /healthz measured the same way as the
 *   reference of what any request costs; goal: p50 less than 20 ms above it), then
 *   visitors competing for the same four hours through POST /api/consult: consultations
 *   per second, how many were booked, no rep with two overlapping meetings and every
 *   acknowledged request stored.
 *
 *   edge (decisions 033 and 046): the same build behind `npm run start:edge` (nginx in
 *   front of one app process per core), measured with wrk: GET / from the proxy's cache in
 *   its first seconds after the start (gzip, then without Accept-Encoding); nginx serving
 *   the cached copies themselves as static files (the gzip body as home.html.gz, the plain
 *   one as home.html) and the proxy serving GET / from its cache, each with gzip and
 *   without; cache misses with a browser's headers (a new query string each time, spread
 *   over every app process); and analytics beacons through the proxy (each from its own
 *   address, as a CDN in front would name it: TRUSTED_PROXY_HOPS=2, so the per-IP limit
 *   still runs but does not refuse one load generator), with "stored == acknowledged"
 *   counted afterwards. The file and the cache take five turns each (2 s at the default
 *   duration), so the machine's other work weighs on both alike. Requests/s, p50, p99,
 *   the ratio to the static file of the same encoding and the load average around each run.
 *
 *   dashboard (decision 079): a year of analytics (1 million events) in a scratch SQLite
 *   database (and a scratch PostgreSQL one when the postgres part runs too), then the
 *   server's work for /admin/analytics over the last 90 days (scripts/bench-dashboard.ts,
 *   run with tsx): the median of five runs beside the budget of 500 ms, and the same with
 *   two filters.
 *
 * Env: BENCH_PARTS (which parts to run, comma-separated: pages, sqlite, postgres, booking, edge, dashboard;
 * default all; `sqlite` is the consultation and analytics runs on SQLite),
 * BENCH_DURATION (seconds, default 10), BENCH_CONCURRENCY (default 16), BENCH_PORT
 * (SQLite's server; PostgreSQL's takes the next port); BENCH_EDGE_CONNECTIONS (default
 * 50), BENCH_EDGE_PORT (default 8088), BENCH_APP_PORT (first app port of the edge,
 * default 3320), APP_WORKERS (default: cores); PG_TEST_URL.
 */
import { spawn } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { get as httpGet } from "node:http";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { NGINX_PATH } from "./debian-packages.mjs";
import { BROWSER_UA, beacon, consultation, formSession, sendBeacon, submitConsultation } from "./load-fixtures.mjs";
import { startProductionServer, waitUntilHealthy } from "./production-server.mjs";
import { createScratchDatabase } from "./scratch-postgres.mjs";
import { startEdge } from "./start-edge.mjs";
import { wrk, wrkInterleaved } from "./wrk.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const EDGE_CONNECTIONS = Number(process.env.BENCH_EDGE_CONNECTIONS ?? 50);
const EDGE_PORT = Number(process.env.BENCH_EDGE_PORT ?? 8088);
const EDGE_APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3320);
/** The run right after the edge starts: its first seconds, as the first visitors meet them. */
const FIRST_SECONDS_S = Math.min(DURATION_S, 3);
/** How many turns the static file and the cache take, each, over BENCH_DURATION. */
const COMPARISON_TURNS = 5;
/** The booking part: reps, meetings already booked, and requests measured one at a time. */
const BOOKING_REPS = 10;
const BOOKED_MEETINGS = 500;
const SEQUENTIAL_REQUESTS = 200;
const HALF_HOUR = 30 * 60_000;
const ALL_PARTS = ["pages", "sqlite", "postgres", "booking", "edge", "dashboard"];
const PARTS = new Set((process.env.BENCH_PARTS ?? ALL_PARTS.join(",")).split(",").map((part) => part.trim()).filter(Boolean));
for (const part of PARTS) {
  if (!ALL_PARTS.includes(part)) throw new Error(`BENCH_PARTS: unknown part "${part}" (known: ${ALL_PARTS.join(", ")})`);
}
/** Pages an anonymous visitor loads most: the home page and an industry page. */
const PAGES = { home: "/", industryPage: "/industries/grocery" };

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `send` from CONCURRENCY workers for DURATION_S seconds; returns counts and latencies. */
async function load(send) {
  const latencies = [];
  const statuses = {};
  const deadline = performance.now() + DURATION_S * 1000;
  let errors = 0;
  async function worker(index) {
    let sequence = 0;
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const status = await send(index, sequence++);
        statuses[status] = (statuses[status] ?? 0) + 1;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (value) => (value === null ? null : Math.round(value * 100) / 100);
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    statuses,
    networkErrors: errors,
  };
}

/** Counts rows on either database: `count(sql)` resolves to the first column of the first row as a number. */
function sqliteCounter(file) {
  return async (sql) => {
    const db = new Database(file, { readonly: true });
    try {
      return Number(db.prepare(sql).pluck().get());
    } finally {
      db.close();
    }
  };
}

function postgresCounter(url) {
  return async (sql) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return Number(Object.values((await client.query(sql)).rows[0])[0]);
    } finally {
      await client.end();
    }
  };
}

/**
 * Consultations, then beacons, against one server; stored rows counted in its database
 * afterwards (beacons again after SIGTERM, which stops the server).
 */
async function benchWrites(baseUrl, server, count) {
  const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => formSession(baseUrl)));
  const consult = await load(async (index, sequence) => {
    const response = await submitConsultation(baseUrl, sessions[index], consultation(index, sequence));
    await response.arrayBuffer();
    return response.status;
  });
  const stored = await count("select count(*) as n from leads where type = 'consultation'");
  const acknowledged = consult.statuses[201] ?? 0;

  const analytics = await load(async (index, sequence) => {
    const response = await sendBeacon(baseUrl, beacon(baseUrl, index, sequence));
    await response.arrayBuffer();
    return response.status;
  });
  const countEvents = () => count("select count(*) as n from analytics_events where session_id like 'bench-%'");
  const beaconsAcknowledged = analytics.statuses[202] ?? 0;
  // Every 202 was sent after its row was committed (group commit): nothing to wait for.
  const beaconsStored = await countEvents();
  // A clean shutdown writes whatever could still be waiting.
  server.child.kill("SIGTERM");
  await server.exited;
  const beaconsStoredAfterShutdown = await countEvents();
  return {
    consultationSubmissions: { ...consult, acknowledged, stored, storedEqualsAcknowledged: stored === acknowledged },
    analyticsEvents: {
      ...analytics,
      acknowledged: beaconsAcknowledged,
      stored: beaconsStored,
      storedAfterShutdown: beaconsStoredAfterShutdown,
      storedEqualsAcknowledged: beaconsStored === beaconsAcknowledged && beaconsStoredAfterShutdown === beaconsAcknowledged,
    },
  };
}

/** The production build on `port` with a temporary data folder; `env` adds to its settings (DATABASE_URL). */
function startBenchServer(port, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
  const server = startProductionServer({
    port,
    dataDir,
    nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : [],
    env: { LOG_REQUESTS: "false", ...env },
  });
  return {
    ...server,
    async stop() {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Pages and the consultation and analytics runs on SQLite (one server). */
async function benchSqlite() {
  const server = startBenchServer(PORT);
  const baseUrl = `http://127.0.0.1:${PORT}`;
  try {
    await server.ready();
    const result = {};
    if (PARTS.has("pages")) {
      result.pages = {};
      for (const [name, path] of Object.entries(PAGES)) {
        // Anonymous visitors as a browser sends them: compressed HTML, no cookies.
        result.pages[name] = await load(async () => {
          const response = await fetch(`${baseUrl}${path}`, { headers: { "Accept-Encoding": "gzip", "User-Agent": BROWSER_UA } });
          await response.arrayBuffer();
          return response.status;
        });
      }
    }
    if (PARTS.has("sqlite")) Object.assign(result, await benchWrites(baseUrl, server, sqliteCounter(server.databaseFile)));
    return result;
  } finally {
    await server.stop();
  }
}

/** The consultation and analytics runs on a scratch PostgreSQL database. */
async function benchPostgres() {
  const scratch = await createScratchDatabase("bench");
  const port = PORT + 1;
  const server = startBenchServer(port, { DATABASE_URL: scratch.url });
  try {
    await server.ready();
    return await benchWrites(`http://127.0.0.1:${port}`, server, postgresCounter(scratch.url));
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

/** The figures of one database's write runs, side by side with the other's. */
function writeSummary(writes) {
  if (!writes?.consultationSubmissions) return undefined;
  return {
    consultationsPerSecond: writes.consultationSubmissions.perSecond,
    consultationP99Ms: writes.consultationSubmissions.p99Ms,
    analyticsEventsPerSecond: writes.analyticsEvents.perSecond,
    analyticsP99Ms: writes.analyticsEvents.p99Ms,
    storedEqualsAcknowledged: writes.consultationSubmissions.storedEqualsAcknowledged && writes.analyticsEvents.storedEqualsAcknowledged,
  };
}

const report = {
  machine: { cpus: cpus().length, node: process.version, loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100) },
  parts: ALL_PARTS.filter((part) => PARTS.has(part)),
  durationSeconds: DURATION_S,
  concurrency: CONCURRENCY,
};
if (PARTS.has("pages") || PARTS.has("sqlite")) Object.assign(report, await benchSqlite());
if (PARTS.has("postgres")) {
  try {
    report.postgres = await benchPostgres();
  } catch (error) {
    // PG_TEST_URL unreachable (the message says what to do) or the run failed: say so, fail the bench.
    report.postgres = { error: error instanceof Error ? error.message : String(error) };
    process.exitCode = 1;
  }
}
report.writesByDatabase = { sqlite: writeSummary(report), postgres: writeSummary(report.postgres) };
if (PARTS.has("booking")) report.booking = await benchBooking();
if (PARTS.has("edge")) report.edge = await benchEdge();
if (PARTS.has("dashboard")) report.dashboard = await benchDashboard();
console.log(JSON.stringify(report, null, 2));
const writeRuns = [PARTS.has("sqlite") && report, PARTS.has("postgres") && report.postgres].filter(Boolean);
if (
  writeRuns.some((run) => run.error || !run.consultationSubmissions.storedEqualsAcknowledged || !run.analyticsEvents.storedEqualsAcknowledged) ||
  (report.edge && !report.edge.analyticsThroughProxy.storedEqualsAcknowledged) ||
  (report.booking && (report.booking.competingVisitors.overlappingMeetings !== 0 || !report.booking.competingVisitors.storedEqualsAcknowledged)) ||
  (report.dashboard && !report.dashboard.withinBudget)
) {
  process.exitCode = 1;
}

/* Booking ------------------------------------------------------------------------------ */

/** The next `count` weekdays from two days ahead, as dates (YYYY-MM-DD, UTC's calendar, a day apart). */
function weekdaysAhead(count) {
  const dates = [];
  for (let day = 2; dates.length < count; day++) {
    const date = new Date(Date.now() + day * 86_400_000);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) dates.push(date.toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * Eight more reps (Chicago, 8 to 6 on weekdays) beside the two demo ones, and 500 booked
 * meetings spread over every rep's next twenty weekdays, written straight into the file.
 */
function seedBookingLoad(file) {
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 5000");
    const days = weekdaysAhead(20);
    db.transaction(() => {
      const existing = db.prepare("select staff_id from booking_reps").pluck().all();
      const reps = [...existing];
      for (let index = reps.length; index < BOOKING_REPS; index++) {
        const id = Number(
          db
            .prepare("insert into staff_users (email, name, password_hash, time_zone, role, active) values (?, ?, '!bench', 'America/Chicago', 'sales', 1) returning id")
            .pluck()
            .get(`bench-rep-${index}@example.com`, `Bench Rep ${index}`),
        );
        db.prepare("insert into booking_reps (staff_id, takes_consultations, weight, time_zone) values (?, 1, 1, 'America/Chicago')").run(id);
        for (const weekday of ["mon", "tue", "wed", "thu", "fri"]) {
          db.prepare("insert into rep_weekly_hours (staff_id, weekday, start_time, end_time) values (?, ?, '08:00', '18:00')").run(id, weekday);
        }
        reps.push(id);
      }
      const lead = db.prepare("insert into leads (reference, type, status, full_name, payload, channel) values (?, 'consultation', 'pending', 'Bench Booking', '{}', 'form') returning id").pluck();
      const booking = db.prepare("insert into bookings (lead_id, rep_id, status, starts_at, ends_at, ical_uid) values (?, ?, 'booked', ?, ?, ?)");
      for (let index = 0; index < BOOKED_MEETINGS; index++) {
        const rep = index % reps.length;
        const nth = Math.floor(index / reps.length);
        // 8:00 Central (14:00 UTC in winter) plus whole half hours, never the same for one rep on one day.
        const slot = (rep + Math.floor(nth / days.length) * 7 + nth) % 20;
        const startsAt = Date.parse(`${days[nth % days.length]}T14:00:00Z`) + slot * HALF_HOUR;
        const leadId = lead.get(`BNCH${String(index).padStart(6, "0")}`);
        booking.run(leadId, reps[rep], startsAt, startsAt + HALF_HOUR, `bench-${index}@bench.example`);
      }
    })();
    return days;
  } finally {
    db.close();
  }
}

/** One request at a time, `count` times: the server's time per request without queueing. */
async function sequentialLatencies(url, count) {
  const latencies = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 100) / 100;
  return { requests: count, p50Ms: round(percentile(latencies, 50)), p99Ms: round(percentile(latencies, 99)) };
}

async function benchBooking() {
  const port = PORT + 2;
  const server = startBenchServer(port);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await server.ready();
    const days = seedBookingLoad(server.databaseFile);
    const busyDate = days[1];
    const reference = await sequentialLatencies(`${baseUrl}/healthz`, SEQUENTIAL_REQUESTS);
    const freeSlots = await sequentialLatencies(`${baseUrl}/api/availability?date=${busyDate}&time_zone=CT`, SEQUENTIAL_REQUESTS);

    // Every visitor wants one of the same four hours: most find them taken and are stored as requests.
    const wanted = [days[2], days[3]].flatMap((date) => [
      { preferred_date: date, start_hour: "10", start_minute: "00", start_period: "AM" },
      { preferred_date: date, start_hour: "02", start_minute: "00", start_period: "PM" },
    ]);
    const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => formSession(baseUrl)));
    let booked = 0;
    let address = 0;
    const competing = await load(async (index, sequence) => {
      address += 1;
      const body = { ...consultation(index, sequence, "booking"), ...wanted[(index + sequence) % wanted.length] };
      const response = await submitConsultation(baseUrl, sessions[index], body, {
        "X-Forwarded-For": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      });
      const reply = await response.json();
      if (reply?.data?.booking?.status === "booked") booked += 1;
      return response.status;
    });
    const count = sqliteCounter(server.databaseFile);
    const stored = await count("select count(*) from leads where email like 'booking%'");
    const overlappingMeetings = await count(
      "select count(*) from bookings a join bookings b on a.rep_id = b.rep_id and a.id < b.id and a.status = 'booked' and b.status = 'booked' and a.starts_at < b.ends_at and b.starts_at < a.ends_at",
    );
    const acknowledged = competing.statuses[201] ?? 0;
    return {
      reps: BOOKING_REPS,
      bookedMeetings: BOOKED_MEETINGS,
      freeSlotsOneDate: { ...freeSlots, p50AboveReferenceMs: Math.round((freeSlots.p50Ms - reference.p50Ms) * 100) / 100 },
      referenceHealthz: reference,
      competingVisitors: { ...competing, acknowledged, booked, stored, storedEqualsAcknowledged: stored === acknowledged, overlappingMeetings },
    };
  } finally {
    await server.stop();
  }
}

/* The edge -------------------------------------------------------------------------- */

/** A browser's headers for a page load. */
function browserDocumentHeaders() {
  return {
    "Accept-Encoding": "gzip, deflate, br",
    "User-Agent": BROWSER_UA,
    Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "Accept-Language": "en-US,en;q=0.9",
    "Sec-Fetch-Dest": "document",
    "Sec-Fetch-Mode": "navigate",
    "Sec-Fetch-Site": "none",
  };
}

/**
 * nginx serving the cached home page as a file: `plain` as home.html and `gzipped` beside
 * it as home.html.gz (gzip_static, as the edge serves its build files), the very bytes the
 * proxy's cache holds, with the settings that matter (workers, sendfile, keep-alive).
 * Returns its URL and a stop function.
 */
async function startStaticNginx({ plain, gzipped }, port) {
  const prefix = mkdtempSync(join(tmpdir(), "bench-static-"));
  writeFileSync(join(prefix, "home.html"), plain);
  writeFileSync(join(prefix, "home.html.gz"), gzipped);
  writeFileSync(
    join(prefix, "nginx.conf"),
    `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log stderr warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  sendfile on; tcp_nopush on; tcp_nodelay on; keepalive_timeout 65s; keepalive_requests 10000;
  gzip_static on; gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${prefix};
    location = /home.html { default_type "text/html; charset=utf-8"; }
  }
}
`,
  );
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (asRoot) for (const name of ["", ...readdirSync(prefix)]) chownSync(join(prefix, name), 65534, 65534);
  const child = spawn(NGINX_PATH, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", "stderr"], {
    stdio: ["ignore", "ignore", "inherit"],
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
  const url = `http://127.0.0.1:${port}/home.html`;
  const deadline = Date.now() + 10_000;
  while (!(await fetch(url).then((response) => response.ok, () => false))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("the static nginx did not start");
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  return {
    url,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * The body of `url` as the proxy sends it (gzip stays compressed), which must come from
 * its cache.
 */
function rawCachedBody(url, headers) {
  return new Promise((resolveBody, reject) => {
    const request = httpGet(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const status = response.headers["x-cache-status"];
        if (response.statusCode !== 200 || status !== "HIT") reject(new Error(`GET ${url} (${JSON.stringify(headers)}): ${response.statusCode} ${status}, not a cache HIT`));
        else resolveBody(Buffer.concat(chunks));
      });
    });
    request.on("error", reject);
  });
}

/** Waits until every app process answers its health check quickly again (no backlog from the last run). */
async function settled(ports) {
  for (const port of ports) {
    for (let attempt = 0; attempt < 600; attempt++) {
      const started = performance.now();
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
      if (ok && performance.now() - started < 50) break;
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  }
}

async function benchEdge() {
  const edgeData = mkdtempSync(join(tmpdir(), "bench-edge-"));
  const databaseFile = join(edgeData, "app.db");
  const edge = await startEdge({
    build: false,
    edgePort: EDGE_PORT,
    appPort: EDGE_APP_PORT,
    stdio: ["ignore", "ignore", "inherit"],
    log: () => {},
    env: {
      DATA_DIR: edgeData,
      DATABASE_URL: `file:${databaseFile}`,
      LOG_REQUESTS: "false",
      // The pages measured are the demo site's (production loads it only when told to, decision 053).
      SEED_DEMO_DATA: "true",
      // wrk names a visitor address per beacon in X-Forwarded-For, as a CDN would.
      TRUSTED_PROXY_HOPS: "2",
      // The name wrk uses, so the copies start:edge warms are the ones it asks for (nginx
      // keeps a copy per Host as sent).
      SITE_URL: `http://127.0.0.1:${EDGE_PORT}`,
    },
  });
  let staticServer;
  try {
    const home = `${edge.edgeUrl}/`;
    const plainHeaders = { "User-Agent": BROWSER_UA };
    const gzipHeaders = { "Accept-Encoding": "gzip", "User-Agent": BROWSER_UA };
    // First, what the first visitors after a start get (start:edge has warmed the cache).
    const firstSeconds = (headers) => wrk({ url: home, seconds: FIRST_SECONDS_S, connections: EDGE_CONNECTIONS, headers });
    const firstSecondsAfterStart = { gzip: await firstSeconds(gzipHeaders), plain: await firstSeconds(plainHeaders) };

    // The reference: the cached copies themselves, as files.
    const [plain, gzipped] = await Promise.all([rawCachedBody(home, plainHeaders), rawCachedBody(home, gzipHeaders)]);
    staticServer = await startStaticNginx({ plain, gzipped }, EDGE_PORT + 1);
    await waitUntilHealthy(edge.edgeUrl);

    await settled(edge.appPorts);
    // The file and the cache take turns, so the machine's other work weighs on both alike.
    const fileAndCache = (headers) =>
      wrkInterleaved(
        [staticServer.url, home].map((url) => ({ url, connections: EDGE_CONNECTIONS, headers })),
        { seconds: DURATION_S, slices: COMPARISON_TURNS },
      );
    const [staticGzip, cachedGzip] = await fileAndCache(gzipHeaders);
    const [staticPlain, cachedPlain] = await fileAndCache(plainHeaders);
    const staticFile = { gzip: staticGzip, plain: staticPlain };
    const cachedHome = { gzip: cachedGzip, plain: cachedPlain };
    const beaconBody = (label) =>
      // The tracker's record, from a new visitor address every time (10.x.y.z).
      `local body = '{"kind":"heartbeat","session_id":"${label}-' .. id .. '-' .. (n % 500) .. '","visitor_identifier":"${label}-visitor-' .. (n % 500) .. '","page_url":"${edge.edgeUrl}/pos-terminals?utm_source=bench","page_title":"POS terminals","language_code":"en-US","screen_resolution":"1920x1080","timezone":"America/Chicago","timezone_offset":300,"is_active":true,"is_returning_visitor":false}'
  wrk.headers["X-Forwarded-For"] = "10." .. id .. "." .. (math.floor(n / 250) % 250) .. "." .. (n % 250 + 1)
  return wrk.format(nil, "/api/website-analytics/track", nil, body)`;
    const beacons = await wrk({
      url: home,
      seconds: DURATION_S,
      connections: EDGE_CONNECTIONS,
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER_UA },
      requestBody: beaconBody("edgebench"),
      countStatus: 202,
    });
    // The requests wrk left in flight finish (committed or not) before the rows are counted.
    await settled(edge.appPorts);
    const db = new Database(databaseFile, { readonly: true });
    const stored = db.prepare("select count(*) as n from analytics_events where session_id like 'edgebench-%'").get().n;
    db.close();
    // Last: abandoned renders (wrk stops waiting at the end) would slow whatever came next.
    const cacheMisses = await wrk({
      url: home,
      seconds: DURATION_S,
      connections: EDGE_CONNECTIONS,
      headers: browserDocumentHeaders(),
      // A query string nobody asked for before: a miss, rendered by one of the app processes.
      requestBody: "return wrk.format(nil, '/?utm_content=bench-' .. id .. '-' .. n)",
    });
    await settled(edge.appPorts);
    const ratio = (result, reference) => Math.round((result.requestsPerSecond / reference.requestsPerSecond) * 10_000) / 100;
    const againstStatic = (results) =>
      Object.fromEntries(Object.entries(results).map(([encoding, result]) => [encoding, { ...result, percentOfStaticFile: ratio(result, staticFile[encoding]) }]));
    return {
      appProcesses: edge.appPorts.length,
      connections: EDGE_CONNECTIONS,
      homeBytes: { plain: plain.length, gzip: gzipped.length },
      staticFile,
      cachedHome: againstStatic(cachedHome),
      firstSecondsAfterStart: againstStatic(firstSecondsAfterStart),
      cacheMisses: { ...cacheMisses, percentOfStaticFile: ratio(cacheMisses, staticFile.gzip) },
      analyticsThroughProxy: {
        ...beacons,
        eventsPerSecond: Math.round(beacons.status202 / beacons.seconds),
        acknowledged: beacons.status202,
        stored,
        // Every acknowledged event is stored; a beacon wrk sent but stopped waiting for may be
        // stored too (committed, its answer never read), nothing else.
        storedEqualsAcknowledged: stored >= beacons.status202 && stored - beacons.status202 <= beacons.unanswered,
      },
    };
  } finally {
    await staticServer?.stop();
    await edge.stop();
    rmSync(edgeData, { recursive: true, force: true });
  }
}

/* Dashboard ---------------------------------------------------------------------------- */

/** scripts/bench-dashboard.ts on one database: its line of JSON. */
async function benchDashboardOn(databaseUrl) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-dashboard.ts"], {
    env: { ...process.env, NODE_ENV: "production", SITE_URL: "http://localhost", SEED_DEMO_DATA: "false", DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) return { error: `scripts/bench-dashboard.ts exited with ${code}`, withinBudget: false };
  return JSON.parse(output.trim().split("\n").at(-1));
}

/** On a scratch SQLite file, and on a scratch PostgreSQL database when the postgres part runs too. */
async function benchDashboard() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-dashboard-"));
  const result = {};
  try {
    result.sqlite = await benchDashboardOn(`file:${join(dataDir, "dashboard.db")}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (PARTS.has("postgres")) {
    const scratch = await createScratchDatabase("bench");
    try {
      result.postgres = await benchDashboardOn(scratch.url);
    } finally {
      await scratch.drop();
    }
  }
  result.withinBudget = result.sqlite.withinBudget && (result.postgres?.withinBudget ?? true);
  return result;
}
