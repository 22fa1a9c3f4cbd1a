/**
 * Operations hooks for the production server, preloaded into remix-serve with
 * `node --import ./server/production-hooks.mjs` (see `npm run serve`).
 *
 * remix-serve (the design card's server) owns the HTTP server and offers no hooks, and
 * Remix only sees requests once they have been turned into Fetch requests, so request
 * logs with timings, request ids and a drain-aware shutdown are added here, where the
 * HTTP server is created. Nothing else in remix-serve is changed: it still compresses,
 * serves /build immutable for a year, and closes its server on SIGTERM/SIGINT. A few
 * fixes live here too, because they concern the connection or happen before Remix sees
 * a request:
 *
 * - A request body the app answered without reading (a 4xx from a size cap, a missing
 *   token) is read and thrown away, so the reply arrives and the connection stays usable.
 * - A post whose Origin names another host loses that header (decision 014): Remix would
 *   answer it with an empty 500. The value moves to X-Dropped-Origin (which only this hook
 *   writes), where the app's anti-forgery checks still see it and answer a clear 403.
 * - Idle keep-alive connections stay open for KEEP_ALIVE_TIMEOUT_MS (65 s), longer than
 *   a load balancer's idle timeout, so the proxy never reuses a connection Node is closing.
 * - The client's address is decided from the socket and TRUSTED_PROXY_HOPS, and is the
 *   only X-Forwarded-For the app sees: what a client writes in client-IP headers cannot
 *   move it to a fresh per-IP budget (server/client-address.mjs, decision 022).
 * - Methods the site does not answer (TRACE, PROPFIND, …) get a 405 before the app sees
 *   them, and a request no URL can be built for (a malformed Host or X-Forwarded-Host, a
 *   target that is not a path) a 400, before the lean routes, the static files and Remix
 *   (decision 049); a client gets HEADERS_TIMEOUT_MS for its headers and REQUEST_TIMEOUT_MS for the
 *   whole request; static and uploaded files get the baseline security headers every
 *   reply of the app has (server/http-guards.mjs).
 * - The app's lean routes (the analytics beacon) are answered here, before Express and
 *   Remix, by the app's own handler (server/lean-routes.mjs, decision 034).
 * - Route matching remembers its answers per page path (server/route-match-cache.mjs,
 *   decisions 045 and 049): Remix matches every page against the whole route table four times.
 *
 * - One JSON line per request on stdout: time, level, request id, method, path (never
 *   the query string, which can carry search terms or e-mail addresses, nor the secret
 *   of a calendar subscription address or the token of a meeting link), status, bytes,
 *   duration. It replaces remix-serve's built-in "tiny" access line (morgan), which
 *   would print every URL with its query string: those lines are dropped from stdout.
 * - X-Request-Id: kept when a proxy sent a sane one, otherwise generated; echoed on the
 *   response and visible to the app as a request header.
 * - Shutdown: on SIGTERM/SIGINT the process is marked draining (GET /healthz answers
 *   503 so a load balancer stops sending), responses still in flight finish with
 *   `Connection: close`, remix-serve closes the listener, and the process ends once the
 *   last request is done; the app then writes the analytics queue and closes the
 *   database on exit. Requests still running after SHUTDOWN_GRACE_MS (default 10 s) are
 *   abandoned and the process exits with code 1.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { CLIENT_IP_HEADERS, clientAddress, trustedProxyHops } from "./client-address.mjs";
import { ALLOWED_METHODS_HEADER, completeSecurityHeaders, isAnsweredMethod, requestTargetRefusal, requestTimeouts } from "./http-guards.mjs";
import { leanRouteFor, serveLeanRoute } from "./lean-routes.mjs";
import { installRouteMatchCache } from "./route-match-cache.mjs";
import { speedupOn } from "../app/utils/speedups.mjs";

if (speedupOn("route-match-cache")) installRouteMatchCache();
/** Without it, the lean routes' paths reach their Remix routes, which call the same handlers. */
const LEAN_ROUTES_ON = speedupOn("lean-routes");

/** Read by the app (app/utils/lifecycle.server.ts): true once shutdown has begun. */
const DRAINING = Symbol.for("payments-site.draining");
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000);
const TRUSTED_PROXY_HOPS = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
const KEEP_ALIVE_TIMEOUT_MS = keepAliveTimeout(process.env.KEEP_ALIVE_TIMEOUT_MS);
const REQUEST_TIMEOUTS = requestTimeouts(process.env);
/** As remix-serve decides it: production unless NODE_ENV says otherwise. */
const PRODUCTION = (process.env.NODE_ENV ?? "production") === "production";
const LOG_REQUESTS = process.env.LOG_REQUESTS !== "false";
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;
const MAX_LOGGED_PATH = 300;
/**
 * How much of a request body that the app answered without reading (a 4xx from a size
 * cap, a missing token or session) is read and thrown away so the reply arrives and the
 * keep-alive connection stays usable; past this the connection is closed instead.
 */
const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;

/** @type {Set<import("node:http").ServerResponse>} */
const inFlight = new Set();
/** @type {Set<import("node:http").Server>} */
const servers = new Set();

/**
 * How long an idle keep-alive connection stays open. Node closes them after 5 s; a load
 * balancer usually keeps its side for 60 s and may send the next request just as Node
 * closes, which the visitor gets as a 502. The app's timeout must outlast the proxy's,
 * so the default is 65 s (set KEEP_ALIVE_TIMEOUT_MS above the proxy's idle timeout).
 */
function keepAliveTimeout(value) {
  if (value === undefined || value.trim() === "") return 65_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000 || ms > 600_000) {
    throw new Error(`KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000, not "${value}"`);
  }
  return ms;
}

function log(level, msg, fields = {}) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host an Origin header names, or null for "null" and anything that is not a URL. */
function originHost(origin) {
  try {
    return origin === "null" ? null : new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Where a dropped Origin goes; the app reads it as the Origin (app/utils/same-origin.server.ts).
 * Whatever a client sends under this name is removed first.
 */
const DROPPED_ORIGIN = "x-dropped-origin";

/**
 * Remix compares a post's Origin with its Host and throws (an empty 500) when they
 * differ or the Origin is not a URL. Such a post comes from another site (or names no
 * site: "null"), so the header moves out of Remix's way to X-Dropped-Origin: the action's
 * anti-forgery check (the same-origin check of public forms, the token of staff forms)
 * refuses it with a clear 403 (decisions 014 and 036).
 */
function dropForeignOrigin(req) {
  delete req.headers[DROPPED_ORIGIN];
  const origin = req.headers.origin;
  if (origin === undefined || SAFE_METHODS.has(req.method)) return;
  const forwardedHost = req.headers["x-forwarded-host"]?.split(",")[0]?.trim();
  const host = forwardedHost || req.headers.host;
  if (originHost(origin) === host) return;
  req.headers[DROPPED_ORIGIN] = origin;
  delete req.headers.origin;
}

let untrustedForwardedForNoticed = false;

/**
 * With no proxy trusted (the default, decision 053) an X-Forwarded-For header is written
 * either by a client or by a proxy nobody told the server about; in the second case every
 * visitor has the proxy's address and shares one per-IP budget, and leads are refused.
 * Said once per process, so a client sending the header on every request cannot flood the log.
 */
function noticeUntrustedForwardedFor(req) {
  if (TRUSTED_PROXY_HOPS !== 0 || untrustedForwardedForNoticed || req.headers["x-forwarded-for"] === undefined) return;
  untrustedForwardedForNoticed = true;
  log(
    "warn",
    "a request carried X-Forwarded-For, which is not believed with TRUSTED_PROXY_HOPS=0: if a proxy is in front of this server, " +
      "set TRUSTED_PROXY_HOPS to the number of proxies, or every visitor shares the proxy's per-IP limits",
  );
}

/**
 * The app learns the client's address from X-Forwarded-For only (remix-serve does not
 * pass the socket on): it gets one entry, decided here from the socket and the entries
 * our own proxies wrote; every other client-IP header is removed (server/client-address.mjs).
 */
function settleClientAddress(req) {
  noticeUntrustedForwardedFor(req);
  const address = clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, TRUSTED_PROXY_HOPS);
  for (const name of CLIENT_IP_HEADERS) delete req.headers[name];
  if (address !== null) req.headers["x-forwarded-for"] = address;
}

/**
 * A rep's calendar subscription address is a secret that calendar apps fetch without
 * signing in (decision 064): anyone who read it in a log could read the rep's meetings.
 * The links of the booking e-mails carry a token that cancels or moves a meeting
 * (decision 067).
 */
function withoutSecrets(path) {
  return path
    .replace(/^\/calendar\/[^/]+/, "/calendar/(secret)")
    .replace(/^\/meetings\/(cancel|reschedule)\/[^/]+/, "/meetings/$1/(token)");
}

/** Runs before the app's handler for every request (prepended listener). */
function onRequest(req, res) {
  const started = process.hrtime.bigint();
  settleClientAddress(req);
  dropForeignOrigin(req);
  const sent = req.headers["x-request-id"];
  const requestId = typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
  req.headers["x-request-id"] = requestId;
  res.setHeader("X-Request-Id", requestId);
  completeSecurityHeaders(res, PRODUCTION);
  if (globalThis[DRAINING]) res.setHeader("Connection", "close");
  inFlight.add(res);

  let logged = false;
  const done = () => {
    inFlight.delete(res);
    if (logged || !LOG_REQUESTS) return;
    logged = true;
    const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
    const path = withoutSecrets((req.url ?? "/").split("?")[0]).slice(0, MAX_LOGGED_PATH);
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

/**
 * Remix's request adapter stops pulling a body nobody reads, so without this the rest of
 * it stays on the socket: the next request on that keep-alive connection is read from
 * the middle of the old body and the client sees its connection reset.
 */
function discardUnreadBody(req) {
  if (req.complete || req.destroyed) return;
  let discarded = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}

/** A refusal that is a complete reply of its own: a short plain message, no stack trace, nothing from the app. */
function refuse(res, status, message, headers = {}) {
  res.writeHead(status, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(message);
}

/**
 * The app's request handler, behind a 405 for methods the site does not answer and a 400
 * for requests no URL can be built for (server/http-guards.mjs).
 */
function refusingUnanswerableRequests(handler) {
  return function handleAnswerableRequests(req, res) {
    if (!isAnsweredMethod(req.method)) return refuse(res, 405, `This site does not answer ${req.method} requests.\n`, { Allow: ALLOWED_METHODS_HEADER });
    const targetRefusal = requestTargetRefusal(req);
    if (targetRefusal) return refuse(res, 400, targetRefusal);
    return handler.call(this, req, res);
  };
}

function beginShutdown(signal) {
  if (globalThis[DRAINING]) return;
  globalThis[DRAINING] = true;
  log("info", "shutdown started", { signal, inFlight: inFlight.size, graceMs: GRACE_MS });
  for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  // server.close() only drops the keep-alive connections idle at that moment; keep
  // dropping the ones that go idle later instead of waiting for KEEP_ALIVE_TIMEOUT_MS (65 s).
  const sweep = setInterval(() => {
    for (const server of servers) server.closeIdleConnections();
  }, 50);
  sweep.unref();
  const force = setTimeout(() => {
    log("error", "shutdown grace period over; exiting with requests still in flight", { inFlight: inFlight.size });
    process.exit(1);
  }, GRACE_MS);
  // Only in-flight work keeps the process alive; once it is done the process ends on its own.
  force.unref();
}

for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => beginShutdown(signal));
process.once("exit", (code) => log(code === 0 ? "info" : "error", "stopped", { code }));

/** remix-serve's morgan "tiny" format: `GET /path?query 200 1234 - 5.678 ms`. */
const ACCESS_LINE = /^[A-Z]+ \S+ (?:\d{3}|-) (?:\d+|-) - (?:\d+\.\d{3}|-) ms\n$/;
const writeStdout = process.stdout.write.bind(process.stdout);
process.stdout.write = function writeWithoutAccessLines(chunk, ...rest) {
  if (typeof chunk === "string" && ACCESS_LINE.test(chunk)) {
    const callback = rest.find((arg) => typeof arg === "function");
    if (callback) process.nextTick(callback);
    return true;
  }
  return writeStdout(chunk, ...rest);
};

const createServer = http.createServer;
http.createServer = function createObservedServer(...args) {
  // remix-serve (express) passes its handler alone: createServer(app). The app's lean
  // routes (the analytics beacon) answer before Express and Remix (server/lean-routes.mjs,
  // decision 034); methods the site does not answer and requests no URL can be built
  // for never reach either.
  const [options, app] = typeof args[0] === "function" ? [{}, args[0]] : [args[0] ?? {}, args[1]];
  const handler = (req, res) => {
    const lean = LEAN_ROUTES_ON ? leanRouteFor(req) : null;
    if (lean) void serveLeanRoute(lean, req, res);
    else app?.(req, res);
  };
  // Node's own answer to an HTTP/1.1 request without a Host is a bare 400; ours says why.
  const serverOptions = { ...REQUEST_TIMEOUTS, requireHostHeader: false, ...options };
  const server = createServer.call(this, serverOptions, refusingUnanswerableRequests(handler));
  server.prependListener("request", onRequest);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  servers.add(server);
  server.once("listening", () => {
    const address = server.address();
    log("info", "listening", { port: typeof address === "object" && address ? address.port : address, pid: process.pid });
  });
  server.once("close", () => log("info", "http server closed"));
  return server;
};
