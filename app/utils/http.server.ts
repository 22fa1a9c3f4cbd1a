import { isProduction } from "./env.server";
import { applyBaselineSecurityHeaders } from "./security-headers.server";

/**
 * Replies of resource routes (JSON endpoints, redirects). Remix does not pass these
 * through entry.server, so they get the baseline security headers here.
 */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  applyBaselineSecurityHeaders(headers, isProduction());
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** `{ success: false, message }` with a 4xx status, the error shape of every §7 endpoint. */
export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ success: false, message, ...extra }, { status });
}

export function redirectResponse(location: string, status: 301 | 302 | 303 | 307 | 308 = 302): Response {
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  applyBaselineSecurityHeaders(headers, isProduction());
  return new Response(null, { status, headers });
}

/** Thrown from loaders of pages that do not exist: the root error boundary shows Page Not Found. */
export function notFound(message = "Page Not Found"): Response {
  return new Response(message, { status: 404, statusText: "Not Found" });
}
