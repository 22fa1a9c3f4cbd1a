/**
 * The site the end-to-end tests run against, in the shape visitors get it: `start:edge`
 * (nginx with its cache in front of two app processes of the production build) on
 * E2E_PORT, the app processes on loopback ports from E2E_APP_PORT upward. Its database is
 * fresh: data/e2e-<port>/app.db (never the development database), or with
 * E2E_DATABASE=postgres a PostgreSQL database site_e2e_<port> on PG_TEST_URL's server,
 * dropped again when this script is stopped (SIGTERM).
 *
 * The build is the one `npm test` (or `npm run test:e2e`) has just made.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { e2eDataDir, e2ePostgresDatabase } from "./e2e-paths.mjs";
import { createScratchDatabase } from "./scratch-postgres.mjs";
import { startEdge } from "./start-edge.mjs";

const port = Number(process.env.E2E_PORT ?? "3100");
const appPort = Number(process.env.E2E_APP_PORT ?? port + 100);
const dataDir = resolve(e2eDataDir(port));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

let postgres;
if (process.env.E2E_DATABASE === "postgres") {
  try {
    postgres = await createScratchDatabase("site_e2e", { name: e2ePostgresDatabase(port) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

async function dropDatabase() {
  if (postgres) await postgres.drop().catch((error) => console.error(`could not drop ${postgres.name}:`, error));
}

let edge;
async function stop() {
  await edge.stop();
  await dropDatabase();
  process.exit(0);
}
// A stop asked for while the edge is still starting waits for it, so nothing it started is left behind.
let stopAsked = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    if (edge) void stop();
    else stopAsked = true;
  });
}

try {
  edge = await startEdge({
    edgePort: port,
    appPort,
    workers: 2,
    build: false,
    // Not warmed from the sitemap: the tests meet the cache through their own requests
    // (`cachedByAnotherVisitor`), and warming a page they then change would only hide it;
    // the warm-up has its own tests (tests/edge/warm-cache.test.ts) and figures (bench).
    warm: false,
    log: () => {},
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres ? postgres.url : `file:${join(dataDir, "app.db")}`,
      // Each test is a visitor of its own: the tests' browsers name an address of their
      // own in X-Forwarded-For, as a CDN in front of the edge would (e2e/support.ts), so
      // the per-IP limits count each test apart, as they would count real visitors.
      TRUSTED_PROXY_HOPS: "2",
      // The specs visit the demo co-brands, pop-up, menus and partner link (production
      // loads them only when told to, decision 053).
      SEED_DEMO_DATA: "true",
      // Request logs would drown Playwright's output; the servers' errors still print.
      LOG_REQUESTS: "false",
      // The jobs screen's spec waits for a retried job to run: look for due jobs every second.
      JOBS_POLL_SECONDS: "1",
      // Every sign-in would otherwise spend a quarter of a second of a core (decision 075).
      PASSWORD_HASH_COST: "4",
      // The staff account the end-to-end tests sign in with (created at start).
      STAFF_EMAIL: "sales@example.com",
      STAFF_PASSWORD: "e2e-staff-password",
      STAFF_NAME: "E2E Sales",
      // One configured social profile: the footer links it and leaves the unset ones out.
      SITE_SOCIAL_LINKEDIN: "https://www.linkedin.com/company/magnolia-payments-e2e",
    },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await dropDatabase();
  process.exit(1);
}

// Should this script end any other way, nothing it started outlives it.
process.once("exit", () => edge.kill());
if (stopAsked) await stop();
