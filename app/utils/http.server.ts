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

/** `{ success: false, message }` with a 4xx status, the error shape of every JSON endpoint (product reference §7.1). */
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
  const text = await readTextCapped(request, maxBytes);
  if (text === null) return { ok: false, response: jsonError(413, `The request body is larger than ${maxBytes} bytes.`) };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.") };
  }
}

/**
 * A body over its cap is still read to the end and thrown away (up to this size), so the
 * client, which sends its whole body before it reads the reply (browsers do), receives
 * the 413 and the connection stays usable; a larger body is cut off.
 */
const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, size: number): Promise<void> {
  try {
    while (size <= DISCARD_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to discard.
  }
}

/**
 * The body's bytes, or null when it is larger than `maxBytes`: declared so by
 * Content-Length (nothing is read), or found so while reading (a missing or false
 * Content-Length cannot sneak past). Never more than the cap is kept in memory.
 */
export async function readBytesCapped(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) {
    // Not awaited, here and below: the 413 goes out while the body is drained.
    void discardRest(reader, declared > DISCARD_LIMIT_BYTES ? declared : 0);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      void discardRest(reader, size);
      return null;
    }
    chunks.push(value);
  }
}

/** The body as text, or null when it is larger than the cap (see readBytesCapped). */
export async function readTextCapped(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBytesCapped(request, maxBytes);
  return bytes === null ? null : new TextDecoder("utf-8", { fatal: false }).decode(bytes);
}

/**
 * The same request with its body read into memory, or null when the body is larger than
 * the cap; for parsers that want a Request (multipart uploads).
 */
export async function cappedRequest(request: Request, maxBytes: number): Promise<Request | null> {
  const bytes = await readBytesCapped(request, maxBytes);
  if (bytes === null) return null;
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  headers.delete("Transfer-Encoding");
  return new Request(request.url, { method: request.method, headers, body: new Uint8Array(bytes) });
}

export const FORM_TOO_LARGE = "The form is too large.";

/** Cap of forms with a few short fields (sign-in, a note, a switch). */
export const SMALL_FORM_BYTES = 16 * 1024;

/** Form posts are at most this big unless a route says otherwise (answers, token, spam trap). */
export const MAX_FORM_BYTES = 64 * 1024;

export type FormBodyResult = { ok: true; formData: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Reads a form post (urlencoded or multipart) with a size cap: 415 for another content
 * type, 413 when too large, 400 when it cannot be parsed. Never a 500, never an
 * unbounded body in memory.
 */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormBodyResult> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    return { ok: false, status: 415, message: "Send the form as multipart/form-data or application/x-www-form-urlencoded." };
  }
  const capped = await cappedRequest(request, maxBytes);
  if (!capped) return { ok: false, status: 413, message: FORM_TOO_LARGE };
  try {
    return { ok: true, formData: await capped.formData() };
  } catch {
    return { ok: false, status: 400, message: "The form could not be read." };
  }
}

/** readFormBody for a page's own form: a refusal is thrown, and the error page shows its message. */
export async function requireFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const body = await readFormBody(request, maxBytes);
  if (!body.ok) throw new Response(body.message, { status: body.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return body.formData;
}

/**
 * The browser says the request comes from a page of another origin (Fetch metadata, sent
 * by every current browser): "cross-site", or "same-site" for a sibling subdomain, which
 * is another origin all the same. Such a request may only ever be a forgery for
 * endpoints that are only called by this site's own pages. Clients that send no
 * Sec-Fetch-Site (older browsers, scripts, curl) are not browsers acting for a visitor:
 * they are not refused.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}

/** Only script requests may call the JSON endpoints that change data (product reference §7.1). */
export function isScriptRequest(request: Request): boolean {
  return request.headers.get("X-Requested-With") === "XMLHttpRequest";
}
