import { defineConfig, devices } from "@playwright/test";
import { baseUrl, PROJECT_PORTS } from "./e2e/sites";
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from "./scripts/chromium.mjs";

/** Debian's chromium headless shell (decision 095). */
const chromium = { executablePath: TEST_BROWSER_PATH, args: CHROMIUM_FLAGS };

/**
 * Every flow runs twice: `js` (hydrated app, on SQLite) and `nojs` (server HTML only, on
 * PostgreSQL; e2e/sites.ts, decision 099). Mobile-viewport tests set their own viewport
 * inside the spec.
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
  ],
  // The two sites start side by side (e2e/start-sites.ts): Playwright's webServer entries
  // start one after another, each waiting for the last to answer.
  globalSetup: "./e2e/start-sites.ts",
});
