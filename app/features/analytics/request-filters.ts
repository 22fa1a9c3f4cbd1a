/**
 * Which requests analytics may count (decision 012). Pure functions of the request, so
 * the root loader, the ingest endpoints and the tests share one reading.
 */

/** The staff "don't track me" switch: a cookie set from /admin/analytics. */
export const OPT_OUT_COOKIE = "analytics_optout";

/** Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`): nothing is recorded. */
export function refusesTracking(headers: Headers): boolean {
  return headers.get("DNT")?.trim() === "1" || headers.get("Sec-GPC")?.trim() === "1";
}

/** Whether the Cookie header carries the staff opt-out. */
export function hasOptedOut(cookieHeader: string | null): boolean {
  return /(?:^|;\s*)analytics_optout=1(?:;|$)/.test(cookieHeader ?? "");
}

/**
 * Speculative loads (link prefetch, speculation rules) announce themselves; the page may
 * never be shown, so they are not page views.
 */
export function isPrefetch(headers: Headers): boolean {
  const purpose = [headers.get("Sec-Purpose"), headers.get("Purpose"), headers.get("X-Purpose"), headers.get("X-Moz")]
    .filter(Boolean)
    .join(" ");
  return /prefetch|prerender|preview/i.test(purpose);
}

/** Staff pages are never counted (Remix matches paths case-insensitively, so this test does too). */
export function isStaffPathname(pathname: string): boolean {
  return /^\/admin(?:[/.]|$)/i.test(pathname);
}

/**
 * A top-level page load by a browser: a GET that the browser marks as a document
 * navigation (`Sec-Fetch-Dest: document`, `Sec-Fetch-Mode: navigate`, sent by every
 * current browser). Browsers too old to send Fetch metadata are recognised by asking for
 * HTML. Remix data requests (`fetch`, `Sec-Fetch-Dest: empty`, `Accept: *\/*`), API
 * clients, scripts and link checkers therefore never count as page views.
 */
export function isDocumentNavigation(request: Request): boolean {
  if (request.method !== "GET") return false;
  // After a form post, loaders get a GET copy of the POST's headers: its Content-Type
  // gives it away. Re-rendering a posted form is not a new page view.
  if (request.headers.has("Content-Type")) return false;
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data") || url.searchParams.has("_data")) return false;
  const dest = request.headers.get("Sec-Fetch-Dest");
  if (dest !== null) return dest === "document" && request.headers.get("Sec-Fetch-Mode") === "navigate";
  return /\btext\/html\b/.test(request.headers.get("Accept") ?? "");
}
