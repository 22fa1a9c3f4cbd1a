import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

/**
 * Every project runs against the site as it is deployed: `start:edge`, nginx and its cache
 * in front of two app processes (scripts/e2e-server.mjs). Each project has an edge and a
 * database of its own (E2E_PORT for js, the next port for nojs): the two run at the same
 * time, and a test that sets up a pop-up or counts rows must never see the other project's.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PROJECT_PORTS = { js: PORT, nojs: PORT + 1 };
/**
 * The flows that store something also run on PostgreSQL (tag `@postgres`; decision 043):
 * one more server, on a scratch PostgreSQL database (scripts/e2e-server.mjs), shared by
 * the two PostgreSQL projects, whose tests each write rows of their own.
 */
const POSTGRES_PORT = PORT + 2;
/** The app processes of the edge on `port` listen on two ports of their own from here. */
const appPort = (port: number) => PORT + 100 + (port - PORT) * 10;
const baseUrl = (port: number) => `http://localhost:${port}`;

const chromium = { executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] };

/**
 * Every flow runs twice: `js` (hydrated app) and `nojs` (server HTML only).
 * Mobile-viewport tests set their own viewport inside the spec.
 */
export default defineConfig({
  testDir: "./e2e",
  // Two workers on the 2-core machine: each spends much of its time waiting on the
  // browser or the server, so two in parallel roughly halve the run. A spec file's tests
  // still run in order in one worker; specs share one server, so tests never depend on
  // global counts another spec could move (the pop-up is kept away, see e2e/support.ts).
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // Off: recording a trace (a DOM snapshot per action) took a fifth of the suite's time on
    // the 2-core machine. To see why a test fails, run it again with `--trace on`.
    trace: "off",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "js",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: true, baseURL: baseUrl(PROJECT_PORTS.js) },
      grepInvert: /@nojs-only/,
    },
    {
      name: "nojs",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false, baseURL: baseUrl(PROJECT_PORTS.nojs) },
      // Tests that only send requests see the same server either way: they run once, in js.
      // Tests of what exists only with JavaScript are left out (e2e/support.ts).
      grepInvert: /@http-only|@js-only/,
    },
    {
      name: "postgres-js",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: true, baseURL: baseUrl(POSTGRES_PORT) },
      grep: /@postgres/,
      grepInvert: /@nojs-only/,
    },
    {
      // The consultation without JavaScript: the wizard's other path to the same tables.
      name: "postgres-nojs",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false, baseURL: baseUrl(POSTGRES_PORT) },
      grep: /@postgres/,
      grepInvert: /@js-only/,
      testMatch: "consult.spec.ts",
    },
  ],
  webServer: [
    ...Object.values(PROJECT_PORTS).map((port) => e2eServer(port)),
    e2eServer(POSTGRES_PORT, { E2E_DATABASE: "postgres" }),
  ],
});

function e2eServer(port: number, env: Record<string, string> = {}) {
  return {
    command: "node scripts/e2e-server.mjs",
    env: { E2E_PORT: String(port), E2E_APP_PORT: String(appPort(port)), ...env },
    url: `${baseUrl(port)}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    // SIGTERM: the script stops nginx and the app processes, removes nginx's directory
    // and drops its PostgreSQL database.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  };
}
