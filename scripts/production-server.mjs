/**
 * Starts the production build the way `npm run serve` does (server/serve.mjs) on its own
 * port and database, for the end-to-end tests,
 * the benchmark, the fuzzer, Lighthouse and the crash and shutdown tests.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

/**
 * Node arguments of `npm run serve`, relative to the project root. A page render makes
 * short-lived garbage by the megabyte; a 64 MB young generation (V8's default is 16 MB)
 * lets most of it die there instead of being promoted and collected again: about 3 % more
 * pages per second under load, for a larger heap per process (decision 045).
 */
export const SERVE_ARGS = ["--max-semi-space-size=64", "./server/serve.mjs", "./build/index.js"];

/**
 * What the launchers rely on and production leaves to the deployment (decision 053):
 * - the demo data (the tests, the benchmark and Lighthouse visit the demo co-brands,
 *   pop-up and menus), which production refuses to load unless SEED_DEMO_DATA says so;
 * - one trusted proxy hop: the launcher's callers play the proxy. Each test visitor names
 *   its own address in X-Forwarded-For, so per-IP limits count tests apart as they count
 *   visitors, and local load without the header (the benchmark, Lighthouse) gets no
 *   address and so no per-IP limit (decision 022). Without a proxy the server's own
 *   default is 0, and every request from this machine would share one budget.
 * An `env` entry set to undefined leaves that variable out (the server's own default).
 */
const LAUNCHER_ENV = { SEED_DEMO_DATA: "true", TRUSTED_PROXY_HOPS: "1" };

/**
 * @param {{ port: number | string, dataDir: string, env?: Record<string, string | undefined>,
 *   stdio?: import("node:child_process").StdioOptions, nodeArgs?: string[] }} options
 */
export function startProductionServer({ port, dataDir, env = {}, stdio = ["ignore", "ignore", "inherit"], nodeArgs = [] }) {
  const databaseFile = resolve(join(dataDir, "app.db"));
  // Production links come from SITE_URL only: by default the browser's name for this machine.
  const siteUrl = env.SITE_URL ?? `http://localhost:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, ...SERVE_ARGS], {
    cwd: resolve(import.meta.dirname, ".."),
    stdio,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: resolve(dataDir),
      DATABASE_URL: `file:${databaseFile}`,
      ...LAUNCHER_ENV,
      ...env,
      SITE_URL: siteUrl,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolveExit) => child.once("exit", (code, signal) => resolveExit({ code, signal })));
  return { child, baseUrl, siteUrl, databaseFile, exited, ready: () => waitUntilHealthy(baseUrl, exited) };
}

/** Polls GET /healthz until it answers 200; rejects when the process exits first or after `timeoutMs`. */
export async function waitUntilHealthy(baseUrl, exited, timeoutMs = 60_000) {
  let gone = false;
  void exited?.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server at ${baseUrl} exited before it was healthy`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`the server at ${baseUrl} was not healthy within ${timeoutMs} ms`);
}

/** A TCP port nobody listens on right now (the OS picks it), for a server of its own. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}
