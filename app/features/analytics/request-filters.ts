/**
 * Which requests analytics may count (decisions 012 and 032). Pure functions of the
 * request, so the tracker, the ingest endpoints, referral capture and the tests share
 * one reading.
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

/**
 * Addresses that are themselves a secret: a rep's calendar subscription (decision 064) and
 * a visitor's links to move or cancel a meeting (decision 067). Their pages load no
 * tracker, so the address never reaches the analytics tables.
 */
export function isSecretPathname(pathname: string): boolean {
  return /^\/(?:calendar|meetings\/(?:cancel|reschedule))\//i.test(pathname);
}

/** Staff pages are never counted (Remix matches paths case-insensitively, so this test does too). */
export function isStaffPathname(pathname: string): boolean {
  return /^\/admin(?:[/.]|$)/i.test(pathname);
}
