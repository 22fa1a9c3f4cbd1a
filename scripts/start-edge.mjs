/**
 * `npm run start:edge`: the site as it is deployed, on one machine. Builds the app, starts
 * APP_WORKERS app processes (default: one per core) on loopback ports from PORT upward,
 * and Debian's nginx in front of them on EDGE_PORT (decision 033, deploy/nginx.conf.template).
 *
 * nginx runs unprivileged in the foreground from a directory this script creates (its
 * configuration, pid, cache and temporary files); nothing under /etc is changed and no
 * system service is started. An app process that dies is started again; when this script
 * is stopped (SIGTERM, SIGINT, SIGHUP) it stops nginx and every app process, and removes
 * that directory.
 *
 * Env: SITE_URL (http://localhost:EDGE_PORT unless set), EDGE_PORT (8080), EDGE_HOST (all interfaces), PORT (first app port, 3001, so it
 * runs beside `npm start`), APP_WORKERS (cores), DATABASE_URL and everything else the
 * app reads (SEED_DEMO_DATA must be set, as for any production start: decision 053), EDGE_BUILD=false (serve the build that is there), EDGE_WARM=false (start with
 * an empty page cache instead of warming it from the sitemap), and EDGE_DIR (where nginx's
 * files go; a new temporary directory by default, removed at the end).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { get as httpGet } from "node:http";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { PERSONAL_COOKIE_PATTERN } from "../app/features/caching/page-neutral-cookies.mjs";
import { BROTLI_MODULES, ensureNginx, NGINX_PATH } from "./debian-packages.mjs";
import { SERVE_ARGS, waitUntilHealthy } from "./production-server.mjs";

const ROOT = resolve(import.meta.dirname, "..");
export const TEMPLATE_PATH = join(ROOT, "deploy", "nginx.conf.template");
const PUBLIC_DIR = join(ROOT, "public");
/** The unprivileged account nginx runs as when this script runs as root. */
const NOBODY = { uid: 65534, gid: 65534 };
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|webmanifest|map)$/;

function positiveInteger(name, value, fallback) {
  if (value === undefined || value.trim() === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`${name} must be a whole number from 1 to 65535, not "${value}"`);
  return number;
}

/**
 * The nginx configuration for `options`: the template with every {{NAME}} filled in.
 * Throws if the template names a placeholder this function does not know.
 */
export function renderNginxConfig({
  prefix,
  edgeHost,
  edgePort,
  appPorts,
  nginxWorkers = "auto",
  brotli = brotliAvailable(),
  refreshToken = randomBytes(24).toString("hex"),
}) {
  if (!/^[0-9a-f]{32,}$/.test(refreshToken)) throw new Error("the edge's refresh token must be at least 32 hex digits");
  const values = {
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULES.filter};\nload_module ${BROTLI_MODULES.static};` : "# brotli: Debian's module is not installed; gzip only.",
    BROTLI: brotli
      ? [
          "    brotli on;",
          "    brotli_comp_level 5;",
          "    brotli_min_length 1024;",
          "    brotli_types text/css text/plain text/xml application/javascript application/json application/xml application/manifest+json image/svg+xml;",
          "    brotli_static on;",
        ].join("\n")
      : "",
    NGINX_WORKERS: String(nginxWorkers),
    PREFIX: prefix,
    PUBLIC_DIR,
    EDGE_LISTEN: edgeHost ? `${edgeHost.includes(":") ? `[${edgeHost}]` : edgeHost}:${edgePort}` : String(edgePort),
    // The app's own rule (decision 046): nginx's PCRE reads it as JavaScript does.
    PERSONAL_COOKIE_PATTERN,
    // Only the app knows it (EDGE_REFRESH_TOKEN): a request that names it fetches a page afresh.
    EDGE_REFRESH_TOKEN: refreshToken,
    UPSTREAM_SERVERS: appPorts.map((port) => `        server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join("\n"),
  };
  return readFileSync(TEMPLATE_PATH, "utf8").replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf.template: unknown placeholder {{${name}}}`);
    return values[name];
  });
}

export function brotliAvailable() {
  return existsSync(BROTLI_MODULES.filter) && existsSync(BROTLI_MODULES.static);
}

/**
 * Writes `name.gz` and `name.br` beside every compressible file of public/build, so nginx
 * sends them as they are (gzip_static, brotli_static) instead of compressing each time.
 */
export function precompressBuild(dir = join(PUBLIC_DIR, "build")) {
  if (!existsSync(dir)) return 0;
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const source = readFileSync(file);
    if (source.length < 1024) continue;
    const mtime = statSync(file).mtimeMs;
    const fresh = (target) => existsSync(target) && statSync(target).mtimeMs >= mtime;
    if (!fresh(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    if (!fresh(`${file}.br`)) {
      writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }));
    }
    written++;
  }
  return written;
}

/** The encodings nginx keeps a copy of each page in ($page_encoding): gzip, and none. */
const CACHED_ENCODINGS = ["gzip", "identity"];
/** How long warming may hold up the start; a page not warmed by then waits for its first visitor. */
const WARM_BUDGET_MS = 30_000;

/**
 * Puts every page the sitemap lists (the home page first) into nginx's cache, once per
 * encoding, before the edge says it is listening (decision 046). Without it the first
 * visitors of a page all wait for its first render on nginx's cache lock, which looks
 * again only every 500 ms: p99 390 ms in the first seconds after a start. Requests carry
 * no cookie, so only public copies are stored. They name `host` (SITE_URL's) in Host, as
 * visitors' browsers do: nginx keeps a copy per Host as sent. One request per app process
 * at a time. Returns how many of how many copies were stored or already there.
 */
export async function warmCache(edgeUrl, { concurrency, host, budgetMs = WARM_BUDGET_MS }) {
  const deadline = Date.now() + budgetMs;
  const sitemap = await fetch(`${edgeUrl}/sitemap.xml`).then((response) => (response.ok ? response.text() : ""), () => "");
  const paths = new Set(["/"]);
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = URL.parse(loc.replaceAll("&amp;", "&"));
    if (url) paths.add(url.pathname + url.search);
  }
  const copies = [...paths].flatMap((path) => CACHED_ENCODINGS.map((encoding) => ({ path, encoding })));
  let next = 0;
  let warmed = 0;
  async function warmOneAtATime() {
    while (next < copies.length && Date.now() < deadline) {
      const { path, encoding } = copies[next++];
      const cacheControl = await getWithHost(`${edgeUrl}${path}`, host, encoding, deadline - Date.now()).catch(() => null);
      if (/^public\b/.test(cacheControl ?? "")) warmed++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, warmOneAtATime));
  return { warmed, copies: copies.length };
}

/**
 * GET `url` naming `host` in the Host header (fetch always writes the URL's own); resolves
 * with the reply's Cache-Control when it is a 200 (null otherwise), once the body is read.
 */
function getWithHost(url, host, encoding, timeoutMs) {
  return new Promise((resolveGet, reject) => {
    const request = httpGet(url, { headers: { Host: host, "Accept-Encoding": encoding }, timeout: Math.max(1, timeoutMs) }, (response) => {
      response.resume();
      response.once("end", () => resolveGet(response.statusCode === 200 ? String(response.headers["cache-control"] ?? "") : null));
      response.once("error", reject);
    });
    request.once("timeout", () => request.destroy(new Error("timed out")));
    request.once("error", reject);
  });
}

function build() {
  const result = spawnSync(process.execPath, [join(ROOT, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("remix build failed");
}

const asRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function chownTree(path, { uid, gid }) {
  chownSync(path, uid, gid);
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) chownSync(join(entry.parentPath ?? entry.path, entry.name), uid, gid);
}

/**
 * Starts the edge: app processes, then nginx. Resolves once a request through nginx is
 * answered. `stop()` ends everything (nginx first, then the app processes, which finish
 * their requests and write their queues) and removes the nginx directory.
 *
 * @param {{ edgePort?: number, edgeHost?: string, appPort?: number, workers?: number,
 *   env?: Record<string, string | undefined>, build?: boolean, warm?: boolean, stdio?: import("node:child_process").StdioOptions,
 *   edgeDir?: string, log?: (message: string) => void }} options
 */
export async function startEdge(options = {}) {
  const env = { ...process.env, ...options.env };
  const edgePort = options.edgePort ?? positiveInteger("EDGE_PORT", env.EDGE_PORT, 8080);
  const edgeHost = options.edgeHost ?? env.EDGE_HOST ?? "";
  const appPort = options.appPort ?? positiveInteger("PORT", env.PORT, 3001);
  const workers = options.workers ?? positiveInteger("APP_WORKERS", env.APP_WORKERS, availableParallelism());
  const log = options.log ?? ((message) => console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg: message })));
  const stdio = options.stdio ?? ["ignore", "inherit", "inherit"];

  ensureNginx();
  if (options.build ?? env.EDGE_BUILD !== "false") build();
  precompressBuild();

  const edgeDir = options.edgeDir ?? env.EDGE_DIR;
  const prefix = edgeDir ? resolve(edgeDir) : mkdtempSync(join(tmpdir(), "edge-nginx-"));
  const appPorts = Array.from({ length: workers }, (_, index) => appPort + index);
  // The app asks the edge to fetch an edited page afresh with it (app/features/caching/edge-refresh.server.ts).
  const refreshToken = randomBytes(24).toString("hex");
  const configFile = join(prefix, "nginx.conf");
  try {
    for (const dir of ["tmp", "cache"]) mkdirSync(join(prefix, dir), { recursive: true });
    writeFileSync(configFile, renderNginxConfig({ prefix, edgeHost, edgePort, appPorts, refreshToken }));
    if (asRoot()) chownTree(prefix, NOBODY);
  } catch (error) {
    if (!edgeDir) rmSync(prefix, { recursive: true, force: true });
    throw error;
  }

  let stopping = false;
  /** @type {Map<number, import("node:child_process").ChildProcess>} */
  const apps = new Map();
  /** @type {Promise<unknown>[]} */
  const exits = [];

  // Links the site writes point at the proxy, as `npm start` does for its own port; a
  // deployment sets SITE_URL to its public origin.
  const siteUrl = env.SITE_URL || `http://localhost:${edgePort}`;

  /** Restart delay per port: 250 ms, doubled (up to 10 s) while a process keeps dying within 10 s of its start. */
  const restartDelay = new Map();

  function startApp(port) {
    const startedAt = Date.now();
    const child = spawn(process.execPath, SERVE_ARGS, {
      cwd: ROOT,
      stdio,
      env: {
        NODE_ENV: "production",
        SITE_URL: siteUrl,
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        EDGE_REFRESH_URL: `http://${edgeHost && edgeHost !== "0.0.0.0" && edgeHost !== "::" ? (edgeHost.includes(":") ? `[${edgeHost}]` : edgeHost) : "127.0.0.1"}:${edgePort}`,
        EDGE_REFRESH_TOKEN: refreshToken,
        TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS ?? "1",
      },
    });
    apps.set(port, child);
    const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
    exits.push(exited);
    child.once("exit", (code, signal) => {
      if (stopping || apps.get(port) !== child) return;
      // nginx sends its requests to the other processes meanwhile (proxy_next_upstream).
      const delay = Date.now() - startedAt < 10_000 ? Math.min((restartDelay.get(port) ?? 125) * 2, 10_000) : 250;
      restartDelay.set(port, delay);
      log(`app process on port ${port} exited (${signal ?? code}); starting it again in ${delay} ms`);
      setTimeout(() => {
        if (!stopping) startApp(port);
      }, delay).unref();
    });
    return { child, exited };
  }

  try {
    // The first process migrates and seeds the database; the others start on the result.
    const first = startApp(appPorts[0]);
    await waitUntilHealthy(`http://127.0.0.1:${appPorts[0]}`, first.exited);
    const rest = appPorts.slice(1).map((port) => ({ port, ...startApp(port) }));
    await Promise.all(rest.map(({ port, exited }) => waitUntilHealthy(`http://127.0.0.1:${port}`, exited)));
  } catch (error) {
    stopping = true;
    for (const child of apps.values()) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await Promise.all(exits);
    if (!edgeDir) rmSync(prefix, { recursive: true, force: true });
    throw error;
  }

  const nginx = spawn(NGINX_PATH, ["-p", prefix, "-c", configFile, "-e", "stderr"], {
    stdio,
    ...(asRoot() ? NOBODY : {}),
  });
  const nginxExited = new Promise((resolveExit) => nginx.once("exit", (code, signal) => resolveExit({ code, signal })));
  nginx.once("exit", (code, signal) => {
    if (!stopping) {
      log(`nginx exited (${signal ?? code}); stopping`);
      void stop();
    }
  });
  const edgeUrl = `http://${edgeHost && edgeHost !== "0.0.0.0" && edgeHost !== "::" ? edgeHost : "127.0.0.1"}:${edgePort}`;

  let stopped;
  function stop() {
    stopped ??= (async () => {
      stopping = true;
      // QUIT: nginx finishes the requests it is serving, then exits.
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill("SIGQUIT");
      await Promise.race([nginxExited, new Promise((resolveWait) => setTimeout(resolveWait, 5000).unref())]);
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill("SIGKILL");
      for (const child of apps.values()) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await Promise.all(exits);
      if (!edgeDir) rmSync(prefix, { recursive: true, force: true });
    })();
    return stopped;
  }

  try {
    await waitUntilHealthy(edgeUrl, nginxExited, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  if (options.warm ?? env.EDGE_WARM !== "false") {
    const started = Date.now();
    const { warmed, copies } = await warmCache(edgeUrl, { concurrency: appPorts.length, host: new URL(siteUrl).host });
    log(`cache warmed: ${warmed} of ${copies} page copies in ${Date.now() - started} ms`);
  }
  log(`edge listening on ${edgeUrl} (nginx in ${prefix}; app processes on ${appPorts.join(", ")})`);
  /** Ends everything at once (for an exit that cannot wait). */
  function kill() {
    for (const child of [nginx, ...apps.values()]) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }

  return {
    edgeUrl,
    kill,
    prefix,
    appPorts,
    /** The app process answering on `port` right now. */
    appProcess: (port) => apps.get(port),
    nginx,
    stop,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const edge = await startEdge().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
    process.once(signal, () => {
      void edge.stop().then(() => process.exit(0));
    });
  }
  // Should this script end any other way, nothing it started outlives it.
  process.once("exit", () => edge.kill());
  // `npm run start:edge` does not pass a SIGTERM on to this script: when npm is gone
  // (this process was handed to another parent), stop as if signalled.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(watch);
      void edge.stop().then(() => process.exit(0));
    }
  }, 500);
  watch.unref();
}
