/**
 * The browsers the tests and Lighthouse drive, both from Debian's chromium source (no
 * browser downloads are reachable here, and none are wanted):
 * - the end-to-end tests and the JavaScript budgets drive the headless shell, the browser
 *   Playwright itself prefers for headless runs: the same Blink and V8 without the desktop
 *   browser's windows and WebUI around them, so every test's browser context costs less
 *   (decision 095);
 * - Lighthouse drives the full browser in its new headless mode, as Lighthouse asks.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's package `chromium-headless-shell`; its binary itself, not the shell script in /usr/bin that would stay between Playwright and the browser. */
export const TEST_BROWSER_PATH = process.env.TEST_BROWSER_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/**
 * Switches for a headless run in a container: no sandbox (the container is the sandbox),
 * no GPU, small /dev/shm, and no background traffic, updates or sync that would add noise.
 * Callers add their own headless switch (the headless shell needs none).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
