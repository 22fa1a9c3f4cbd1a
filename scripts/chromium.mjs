/**
 * The browser the end-to-end tests and Lighthouse drive: Debian's chromium (no browser
 * downloads are reachable here, and none are wanted).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Switches for a headless run in a container: no sandbox (the container is the sandbox),
 * no GPU, small /dev/shm, and no background traffic, updates or sync that would add noise.
 * Callers add their own headless switch.
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
