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

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON request body with a size cap, answering 415 for another content type,
 * 413 when too large and 400 when it is not valid JSON: never a 500.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, response: jsonError(415, "Send the request as JSON (Content-Type: application/json).") };
  }
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) return { ok: false, response: jsonError(413, `The request body is larger than ${maxBytes} bytes.`) };
  const text = await readTextCapped(request, maxBytes);
  if (text === null) return { ok: false, response: jsonError(413, `The request body is larger than ${maxBytes} bytes.`) };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.") };
  }
}

/** The body as text, or null once it grows past the cap (a missing Content-Length cannot sneak past). */
export async function readTextCapped(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/** Browsers say so when another site's page sent the request (Fetch Metadata). */
export function isCrossSiteRequest(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}

/** Only script requests may call the JSON endpoints that change data (spec §7). */
export function isScriptRequest(request: Request): boolean {
  return request.headers.get("X-Requested-With") === "XMLHttpRequest";
}
