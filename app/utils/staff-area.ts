import type { HeadersFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { skipsRevalidationAfterBackgroundRequest } from "./background-requests";
import { retryAfterOf } from "./route-headers";

/**
 * The staff area is decided by the routes a request matched, never by a pattern on the
 * URL: Remix matches paths case-insensitively (`/ADMIN/Leads` is the inbox), so a path
 * test misses spellings that still reach staff pages. Every staff layout, and the staff
 * pages outside a layout, export `handle = staffAreaHandle`; their children inherit it
 * through the matches.
 */
export const staffAreaHandle = { staffArea: true } as const;

/** The shape of a match in Remix's server context (`staticHandlerContext.matches`). */
export interface MatchedRoute {
  route: { handle?: unknown };
}

export function matchesStaffArea(matches: readonly MatchedRoute[]): boolean {
  return matches.some(({ route }) => {
    const handle = route.handle;
    return typeof handle === "object" && handle !== null && (handle as { staffArea?: unknown }).staffArea === true;
  });
}

/** The staff session cookie's name (the cookie holds a signed random id, app/features/staff/session.server.ts). */
export const STAFF_SESSION_COOKIE = "staff_session";

/**
 * Whether a request carries a staff session cookie, valid or not. Such a request is from
 * a staff browser, so whatever it is answered with is never stored by a shared cache:
 * deciding this from the cookie alone (no database look-up) errs on the safe side.
 */
export function carriesStaffSession(cookieHeader: string | null): boolean {
  return new RegExp(`(?:^|;)\\s*${STAFF_SESSION_COOKIE}=[^;\\s]`).test(cookieHeader ?? "");
}

/**
 * The `headers` export of staff routes: never indexed, never stored by any cache. Remix
 * applies it to the page and to its client-side data requests (`.data`) alike, and keeps
 * the Retry-After of an action refused for being over a limit.
 */
export const staffAreaHeaders: HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  ...retryAfterOf(actionHeaders),
});

/**
 * The `meta` of a staff page: its whole title ("Leads | Staff") and a robots tag that
 * keeps it out of search engines, as the `staffAreaHeaders` X-Robots-Tag does.
 */
export function staffMeta(title: string) {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

/** For staff routes with no rule of their own: the router's, except after an editor's background request (./background-requests). */
export const staffAreaShouldRevalidate: ShouldRevalidateFunction = (args) =>
  skipsRevalidationAfterBackgroundRequest(args) ? false : args.defaultShouldRevalidate;
