import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

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
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "js",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: true },
    },
    {
      name: "nojs",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false },
      // Tests that only send requests see the same server either way: they run once, in js.
      grepInvert: /@http-only/,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
