/**
 * Guards the production server applies before the app sees a request, or to replies the
 * app never writes (app/server/production-server.server.ts): request methods, the Host header and
 * request target, slow clients, and the baseline security headers of static and uploaded
 * files.
 */

/**
 * The methods this site answers. Remix answers PUT, PATCH and DELETE itself (405 on a
 * page without an action, the endpoint's own 4xx otherwise), so they pass. Anything else
 * (TRACE, PROPFIND, SEARCH, …) is refused here with 405: Remix cannot even build a
 * request for TRACE and answered it with a 500.
 */
const ANSWERED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const ALLOWED_METHODS_HEADER = "GET, HEAD, POST";

export function isAnsweredMethod(method) {
  return ANSWERED_METHODS.has(method ?? "");
}

/**
 * A host as a URL can hold it: a name (letters, digits, dots, hyphens, underscores; at most
 * 253 characters, the longest DNS name) or a bracketed IPv6 address, then an optional port
 * of up to five digits.
 */
const HOST_SYNTAX = /^(?:[A-Za-z0-9._-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::(?<port>\d{0,5}))?$/;
const HIGHEST_PORT = 65_535;

/**
 * Whether a Host value can become the authority of a URL. Syntax alone is not enough: a
 * name whose last label is a number is read as an IPv4 address by the URL parser, which
 * refuses 10.0.0.999, so the parser has the last word.
 */
export function isUsableHost(value) {
  const syntax = typeof value === "string" ? HOST_SYNTAX.exec(value) : null;
  if (!syntax) return false;
  if (Number(syntax.groups?.port || 0) > HIGHEST_PORT) return false;
  return URL.canParse(`http://${value}/`);
}

export const UNUSABLE_HOST_MESSAGE = "This request's Host header does not name a usable host.\n";
export const UNUSABLE_TARGET_MESSAGE = "This request's target is not a path on this site.\n";

/**
 * Why no URL can be built for this request, as the short plain message of a 400, or null
 * when one can. Remix's request adapter builds one from the Host header, the port of
 * X-Forwarded-Host and the request target, and a malformed one (a port past 65535, a
 * space, a second Host, `GET http://…` or `GET *`) was a 500 with a stack trace in the
 * log; a Host with a path or user information built a URL to another page. HTTP/1.1 needs
 * exactly one Host (RFC 9112 §3.2); HTTP/1.0 may leave it out.
 *
 * @param {import("node:http").IncomingMessage} req
 */
export function requestTargetRefusal(req) {
  if (!req.url?.startsWith("/")) return UNUSABLE_TARGET_MESSAGE;
  const hosts = req.headersDistinct.host;
  if (hosts === undefined) return req.httpVersion === "1.0" ? null : UNUSABLE_HOST_MESSAGE;
  if (hosts.length !== 1 || !isUsableHost(hosts[0])) return UNUSABLE_HOST_MESSAGE;
  // A proxy may send a list; every entry must be usable, whichever one a reader takes.
  const forwardedHosts = req.headersDistinct["x-forwarded-host"]?.flatMap((value) => value.split(","));
  if (forwardedHosts?.some((entry) => !isUsableHost(entry.trim()))) return UNUSABLE_HOST_MESSAGE;
  return null;
}

/**
 * The Content-Security-Policy of a reply the app does not write: static files (public/,
 * the build's assets) and uploaded images, which Express's file server sends with no
 * security headers of their own; the production server adds the app's baseline
 * (app/utils/security-headers.server.ts) with this CSP. It runs nothing in a file opened
 * on its own (an SVG, a file a browser might take for HTML), and `sandbox` gives it an
 * origin of its own; inline styles stay allowed, which the browser's own image viewer uses.
 */
export const STATIC_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * How long a client may take to send a request. Node waits 300 s for a whole request by
 * default, so a client that trickles a body a byte at a time holds a connection (and
 * memory) for minutes; the proxy in front buffers real uploads, so the app only needs
 * room for a 2 MB pop-up image on a slow line.
 */
const TIMEOUTS = {
  HEADERS_TIMEOUT_MS: { defaultMs: 20_000, minMs: 1000, maxMs: 120_000, meaning: "the request line and headers" },
  REQUEST_TIMEOUT_MS: { defaultMs: 60_000, minMs: 1000, maxMs: 600_000, meaning: "the whole request, body included" },
};

function timeoutFrom(name, value) {
  const { defaultMs, minMs, maxMs } = TIMEOUTS[name];
  if (value === undefined || value.trim() === "") return defaultMs;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < minMs || ms > maxMs) {
    throw new Error(`${name} must be a whole number of milliseconds from ${minMs} to ${maxMs}, not "${value}"`);
  }
  return ms;
}

/**
 * `headersTimeout` and `requestTimeout` of the HTTP server, from HEADERS_TIMEOUT_MS and
 * REQUEST_TIMEOUT_MS; throws with a message naming the variable when one is not valid.
 */
export function requestTimeouts(env) {
  const headersTimeout = timeoutFrom("HEADERS_TIMEOUT_MS", env.HEADERS_TIMEOUT_MS);
  const requestTimeout = timeoutFrom("REQUEST_TIMEOUT_MS", env.REQUEST_TIMEOUT_MS);
  if (headersTimeout > requestTimeout) {
    throw new Error(`HEADERS_TIMEOUT_MS (${headersTimeout}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeout})`);
  }
  // Node checks for overdue requests on an interval (30 s by default), which would let a
  // slow client run up to 30 s past its limit.
  return { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1000, headersTimeout) };
}
