/**
 * `npm run bench`: load figures against the production build, printed as JSON.
 * Starts its own server on a temporary database, so it never touches data/app.db.
 *
 *   pages: GET / and an industry page (requests/s, p50, p99), compressed, no cookies.
 *   consultation: submissions per second to POST /api/consult and latency percentiles,
 *   and "stored == acknowledged" checked in the database afterwards.
 *   analytics: beacons per second to POST /api/website-analytics/track (batched writer)
 *   and latency percentiles; "stored == acknowledged" (202 answers) counted in the
 *   database once the batch timer has written the last batch, and again after SIGTERM.
 *
 * Env: BENCH_DURATION (seconds, default 10), BENCH_CONCURRENCY (default 16), BENCH_PORT.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { BROWSER_UA, beacon, consultation, formSession, sendBeacon, submitConsultation } from "./load-fixtures.mjs";
import { startProductionServer } from "./production-server.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
/** Pages an anonymous visitor loads most: the home page and an industry page. */
const PAGES = { home: "/", industryPage: "/industries/grocery" };

const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
const {
  child: server,
  databaseFile: dbFile,
  exited,
  ready,
} = startProductionServer({
  port: PORT,
  dataDir,
  nodeArgs: process.env.BENCH_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : [],
  env: { LOG_REQUESTS: "false" },
});

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

function countAnalytics() {
  const db = new Database(dbFile, { readonly: true });
  const stored = db.prepare("select count(*) as n from analytics_events where session_id like 'bench-%'").get().n;
  db.close();
  return stored;
}

try {
  await ready();
  const pages = {};
  for (const [name, path] of Object.entries(PAGES)) {
    // Anonymous visitors as a browser sends them: compressed HTML, no cookies.
    pages[name] = await load(async () => {
      const response = await fetch(`${BASE}${path}`, { headers: { "Accept-Encoding": "gzip", "User-Agent": BROWSER_UA } });
      await response.arrayBuffer();
      return response.status;
    });
  }
  const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => formSession(BASE)));
  const consult = await load(async (index, sequence) => {
    const response = await submitConsultation(BASE, sessions[index], consultation(index, sequence));
    await response.arrayBuffer();
    return response.status;
  });
  const db = new Database(dbFile, { readonly: true });
  const stored = db.prepare("select count(*) as n from leads where type = 'consultation'").get().n;
  db.close();
  const acknowledged = consult.statuses[201] ?? 0;

  const analytics = await load(async (index, sequence) => {
    const response = await sendBeacon(BASE, beacon(BASE, index, sequence));
    await response.arrayBuffer();
    return response.status;
  });
  const beaconsAcknowledged = analytics.statuses[202] ?? 0;
  // The last partial batch is written by the 50 ms timer.
  await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  const beaconsStored = countAnalytics();
  // A clean shutdown writes whatever could still be waiting.
  server.kill("SIGTERM");
  await exited;
  const beaconsStoredAfterShutdown = countAnalytics();

  const report = {
    machine: { cpus: (await import("node:os")).cpus().length, node: process.version },
    durationSeconds: DURATION_S,
    concurrency: CONCURRENCY,
    pages,
    consultationSubmissions: { ...consult, acknowledged, stored, storedEqualsAcknowledged: stored === acknowledged },
    analyticsEvents: {
      ...analytics,
      acknowledged: beaconsAcknowledged,
      stored: beaconsStored,
      storedAfterShutdown: beaconsStoredAfterShutdown,
      storedEqualsAcknowledged: beaconsStored === beaconsAcknowledged && beaconsStoredAfterShutdown === beaconsAcknowledged,
    },
  };
  console.log(JSON.stringify(report, null, 2));
  if (stored !== acknowledged || !report.analyticsEvents.storedEqualsAcknowledged) process.exitCode = 1;
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
