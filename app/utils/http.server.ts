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
  const bytes = await readBytesCapped(request, maxBytes);
  return bytes === null ? null : new TextDecoder("utf-8", { fatal: false }).decode(bytes);
}

/**
 * The body's bytes, or null once they grow past the cap. Reading simply stops there:
 * cancelling the stream would reset the connection before the 413 reaches the client
 * (the production server discards the unread rest, see server/production-hooks.mjs).
 */
async function readBytesCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Form posts are at most this big unless a route says otherwise (answers, token, spam trap). */
export const MAX_FORM_BYTES = 64 * 1024;

const FORM_CONTENT_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export type FormBodyResult = { ok: true; formData: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Reads a form post with a size cap: 415 for a body that is not a web form, 413 when too
 * large (declared or streamed), 400 when it cannot be parsed. Never a 500.
 */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormBodyResult> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_CONTENT_TYPE.test(type)) {
    return { ok: false, status: 415, message: "The form could not be read: it was not sent as a web form. Please reload the page and try again." };
  }
  const tooLarge = { ok: false, status: 413, message: "The form is too large. Please shorten your answers and try again." } as const;
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) return tooLarge;
  const bytes = await readBytesCapped(request, maxBytes);
  if (bytes === null) return tooLarge;
  try {
    const copy = new Request(request.url, { method: "POST", headers: { "Content-Type": type }, body: bytes });
    return { ok: true, formData: await copy.formData() };
  } catch {
    return { ok: false, status: 400, message: "The form could not be read. Please reload the page and try again." };
  }
}

/** {@link readFormBody} for page actions: a failure is thrown as a plain-text 4xx the error page shows. */
export async function requireFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const body = await readFormBody(request, maxBytes);
  if (body.ok) return body.formData;
  throw new Response(body.message, { status: body.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Browsers say so when another site's page sent the request (Fetch Metadata). */
export function isCrossSiteRequest(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Site") === "cross-site";
}

/** Only script requests may call the JSON endpoints that change data (spec §7). */
export function isScriptRequest(request: Request): boolean {
  return request.headers.get("X-Requested-With") === "XMLHttpRequest";
}
