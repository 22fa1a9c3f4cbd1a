import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { markDraining, isDraining } from "~/utils/lifecycle.server";
import { leanRouteAt } from "~/utils/lean-routes.server";
import { applyBaselineSecurityHeaders } from "~/utils/security-headers.server";
import { speedupOn } from "~/utils/speedups.mjs";
import { CLIENT_IP_HEADERS, clientAddress, trustedProxyHops } from "../../server/client-address.mjs";
import { ALLOWED_METHODS_HEADER, isAnsweredMethod, requestTargetRefusal, requestTimeouts, STATIC_FILE_CSP } from "../../server/http-guards.mjs";
import { serveLeanRoute } from "../../server/lean-routes.mjs";
import { installRouteMatchCache } from "../../server/route-match-cache.mjs";

/*
 * The site's HTTP server (`npm run serve`, and `npm run dev` too; decision 090):
 * server/serve.mjs imports the build and calls `startProductionServer` (re-exported by
 * entry.server.tsx). It serves the
 * app as @remix-run/serve does (Express with compression, the build's assets immutable for
 * a year, public/ for an hour, Remix for the rest), and adds what the site needs around it:
 *
 * - A request no URL can be built for (a malformed Host or X-Forwarded-Host, a target that
 *   is not a path) is a 400 and a method the site does not answer a 405, before anything
 *   else (server/http-guards.mjs, decision 049); a client gets HEADERS_TIMEOUT_MS for its
 *   headers and REQUEST_TIMEOUT_MS for the whole request.
 * - The client's address is decided from the socket and TRUSTED_PROXY_HOPS, and is the
 *   only X-Forwarded-For the app sees (server/client-address.mjs, decision 022).
 * - A post whose Origin names another host loses that header to X-Dropped-Origin
 *   (decision 014): Remix would answer it with an empty 500; the app's anti-forgery checks
 *   read it there and answer a clear 403.
 * - X-Request-Id, kept when sane, and one JSON log line per request (never the query
 *   string, nor the secret of a calendar address or the token of a meeting link).
 * - Every reply, static files included, carries the baseline security headers of
 *   app/utils/security-headers.server.ts.
 * - A request body the app answered without reading is read and thrown away, so the reply
 *   arrives and the keep-alive connection stays usable; idle keep-alive connections stay
 *   open for KEEP_ALIVE_TIMEOUT_MS (65 s), longer than a load balancer's.
 * - The lean routes (the analytics beacon) are answered before Express and Remix
 *   (decision 034), and route matching is remembered per page path (decisions 045, 049);
 *   both are switches (app/utils/speedups.mjs).
 * - SIGTERM/SIGINT: the process is marked draining (GET /healthz answers 503), replies in
 *   flight finish with `Connection: close`, the listener closes, and the process ends once
 *   the last request is done; after SHUTDOWN_GRACE_MS (10 s) it exits with code 1.
 */

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;
const MAX_LOGGED_PATH = 300;
/** How much of an unread request body is thrown away; past this the connection is closed instead. */
const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Where a foreign Origin goes; the app reads it as the Origin (app/utils/same-origin.server.ts). */
const DROPPED_ORIGIN = "x-dropped-origin";

interface ServerSettings {
  port: number;
  host: string | undefined;
  production: boolean;
  logRequests: boolean;
  trustedProxyHops: number;
  keepAliveTimeoutMs: number;
  graceMs: number;
  timeouts: ReturnType<typeof requestTimeouts>;
}

/**
 * How long an idle keep-alive connection stays open. Node closes them after 5 s; a load
 * balancer usually keeps its side for 60 s and may send the next request just as Node
 * closes, which the visitor gets as a 502.
 */
export function keepAliveTimeout(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 65_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000 || ms > 600_000) {
    throw new Error(`KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000, not "${value}"`);
  }
  return ms;
}

function settingsFrom(env: NodeJS.ProcessEnv): ServerSettings {
  return {
    port: Number(env.PORT) || 3000,
    host: env.HOST || undefined,
    production: (env.NODE_ENV ?? "production") === "production",
    logRequests: env.LOG_REQUESTS !== "false",
    trustedProxyHops: trustedProxyHops(env.TRUSTED_PROXY_HOPS),
    keepAliveTimeoutMs: keepAliveTimeout(env.KEEP_ALIVE_TIMEOUT_MS),
    graceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
    timeouts: requestTimeouts(env),
  };
}

function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}

/** The app's baseline headers, for replies the app does not write (static files): their CSP runs nothing. */
export function staticFileSecurityHeaders(production: boolean): [string, string][] {
  const headers = new Headers({ "Content-Security-Policy": STATIC_FILE_CSP });
  applyBaselineSecurityHeaders(headers, production);
  return [...headers];
}

/** Lower-case names of the headers passed to `writeHead` as an object or a flat [name, value, …] array. */
function headerNamesIn(headers: unknown): Set<string> {
  if (Array.isArray(headers)) return new Set(headers.filter((_, index) => index % 2 === 0).map((name) => String(name).toLowerCase()));
  if (headers && typeof headers === "object") return new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  return new Set();
}

/** Makes `res` add each baseline header it has not been given by the time the status line is written. */
function completeSecurityHeaders(res: ServerResponse, baseline: [string, string][]): void {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithBaseline(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const given = headerNamesIn(rest.find((arg) => typeof arg === "object" && arg !== null));
    for (const [name, value] of baseline) if (!res.hasHeader(name) && !given.has(name)) res.setHeader(name, value);
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof res.writeHead;
}

/** The host an Origin header names, or null for "null" and anything that is not a URL. */
function originHost(origin: string): string | null {
  try {
    return origin === "null" ? null : new URL(origin).host;
  } catch {
    return null;
  }
}

/** Moves a post's foreign Origin out of Remix's way (see the top of this file). */
function dropForeignOrigin(req: IncomingMessage): void {
  delete req.headers[DROPPED_ORIGIN];
  const origin = req.headers.origin;
  if (origin === undefined || SAFE_METHODS.has(req.method ?? "")) return;
  const forwarded = req.headers["x-forwarded-host"];
  const forwardedHost = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  if (originHost(origin) === (forwardedHost || req.headers.host)) return;
  req.headers[DROPPED_ORIGIN] = origin;
  delete req.headers.origin;
}

/** Secrets that travel in a path: a rep's calendar address (decision 064), a meeting's link token (decision 067). */
function withoutSecrets(path: string): string {
  return path.replace(/^\/calendar\/[^/]+/, "/calendar/(secret)").replace(/^\/meetings\/(cancel|reschedule)\/[^/]+/, "/meetings/$1/(token)");
}

/** Reads and throws away what is left of a body nobody read, so the next request on the connection starts clean. */
function discardUnreadBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  let discarded = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}

/** A refusal that is a complete reply of its own: a short plain message, nothing from the app. */
function refuse(res: ServerResponse, status: number, message: string, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(message);
}

/** The Express app @remix-run/serve builds, without its access log (ours is one JSON line per request). */
function siteApp(build: ServerBuild, currentBuild: (() => Promise<ServerBuild>) | undefined, mode: string): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));
  app.all("*", createRequestHandler({ build: currentBuild ?? build, mode }));
  return app;
}

interface DevelopmentOptions {
  /**
   * `npm run dev`: the build as it is after the latest rebuild (server/serve.mjs imports
   * each one). The lean routes then go through their Remix routes, whose code is the
   * latest; the registry this server reads belongs to the first build.
   */
  currentBuild?: () => Promise<ServerBuild>;
}

/** Starts the site's HTTP server on PORT (and HOST); resolves once it listens. */
export function startProductionServer(
  build: ServerBuild,
  env: NodeJS.ProcessEnv = process.env,
  { currentBuild }: DevelopmentOptions = {},
): Promise<http.Server> {
  const settings = settingsFrom(env);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  if (speedupOn("route-match-cache", env)) installRouteMatchCache();
  const leanRoutesOn = speedupOn("lean-routes", env) && !currentBuild;
  const baseline = staticFileSecurityHeaders(settings.production);
  const app = siteApp(build, currentBuild, env.NODE_ENV ?? "production");
  const inFlight = new Set<ServerResponse>();
  let untrustedForwardedForNoticed = false;

  /** The app learns the client's address from X-Forwarded-For only: one entry, decided here. */
  function settleClientAddress(req: IncomingMessage): void {
    if (settings.trustedProxyHops === 0 && !untrustedForwardedForNoticed && req.headers["x-forwarded-for"] !== undefined) {
      // Said once per process, so a client sending the header on every request cannot flood the log.
      untrustedForwardedForNoticed = true;
      log(
        "warn",
        "a request carried X-Forwarded-For, which is not believed with TRUSTED_PROXY_HOPS=0: if a proxy is in front of this server, " +
          "set TRUSTED_PROXY_HOPS to the number of proxies, or every visitor shares the proxy's per-IP limits",
      );
    }
    const address = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, settings.trustedProxyHops);
    for (const name of CLIENT_IP_HEADERS) delete req.headers[name];
    if (address !== null) req.headers["x-forwarded-for"] = address;
  }

  /** What every request gets before it is answered, refusals included. */
  function observe(req: IncomingMessage, res: ServerResponse): void {
    const started = process.hrtime.bigint();
    settleClientAddress(req);
    dropForeignOrigin(req);
    const sent = req.headers["x-request-id"];
    const requestId = typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    completeSecurityHeaders(res, baseline);
    if (isDraining()) res.setHeader("Connection", "close");
    inFlight.add(res);
    let logged = false;
    const done = () => {
      inFlight.delete(res);
      if (logged || !settings.logRequests) return;
      logged = true;
      const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
      const path = withoutSecrets((req.url ?? "/").split("?")[0]!).slice(0, MAX_LOGGED_PATH);
      const length = Number(res.getHeader("Content-Length"));
      log(status >= 500 ? "error" : status >= 400 ? "warn" : "info", "request", {
        requestId,
        method: req.method,
        path,
        status,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100,
        ...(Number.isFinite(length) ? { bytes: length } : {}),
      });
    };
    res.once("finish", done);
    res.once("close", done);
    res.once("finish", () => discardUnreadBody(req));
  }

  function answer(req: IncomingMessage, res: ServerResponse): void {
    observe(req, res);
    if (!isAnsweredMethod(req.method)) {
      refuse(res, 405, `This site does not answer ${req.method} requests.\n`, { Allow: ALLOWED_METHODS_HEADER });
      return;
    }
    const targetRefusal = requestTargetRefusal(req);
    if (targetRefusal) {
      refuse(res, 400, targetRefusal);
      return;
    }
    const lean = leanRoutesOn ? leanRouteAt(req.url ?? "/") : undefined;
    if (lean) void serveLeanRoute(lean, req, res);
    else app(req, res);
  }

  // Node's own answer to an HTTP/1.1 request without a Host is a bare 400; ours says why.
  const server = http.createServer({ ...settings.timeouts, requireHostHeader: false }, answer);
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;

  function beginShutdown(signal: NodeJS.Signals): void {
    if (isDraining()) return;
    markDraining();
    log("info", "shutdown started", { signal, inFlight: inFlight.size, graceMs: settings.graceMs });
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.close((error) => {
      if (error) console.error(error);
    });
    // close() only drops the keep-alive connections idle at that moment; keep dropping the
    // ones that go idle later instead of waiting for KEEP_ALIVE_TIMEOUT_MS.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    sweep.unref();
    const force = setTimeout(() => {
      log("error", "shutdown grace period over; exiting with requests still in flight", { inFlight: inFlight.size });
      process.exit(1);
    }, settings.graceMs);
    // Only in-flight work keeps the process alive; once it is done the process ends on its own.
    force.unref();
  }
  // `on`, not `once`: a second signal during the shutdown changes nothing, and the app's own
  // signal hooks (the analytics queue, the job worker) see that the server handles it.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => beginShutdown(signal));
  process.once("exit", (code) => log(code === 0 ? "info" : "error", "stopped", { code }));
  server.once("close", () => log("info", "http server closed"));

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : address;
      log("info", "listening", { port, pid: process.pid, url: `http://${settings.host ?? "localhost"}:${port}` });
      resolve(server);
    });
  });
}
