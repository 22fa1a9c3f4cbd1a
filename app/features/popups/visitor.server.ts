import { randomBytes } from "node:crypto";
import { isProduction } from "~/utils/env.server";
import type { VisitorMemory } from "./frequency";
import {
  CLOSED_COOKIE,
  CLOSED_MAX_AGE_S,
  idListCookie,
  parseIdList,
  readCookie,
  SEEN_COOKIE,
  SEEN_MAX_AGE_S,
  withId,
} from "./visitor-cookies";

/**
 * What this browser's cookies say about pop-ups. Cookies other than the visitor key are
 * plain id lists the browser script also writes, so they are parsed defensively and
 * never trusted for more than "do not show this one".
 */

/** Set by every lead form after a lead (app/features/lead-store/submit-lead.server.ts). */
const RECENT_LEAD_COOKIE_NAME = "recent_lead";
/** An anonymous random key per browser: counts an impression once and gives unique reach. */
export const VISITOR_COOKIE = "lightbox_visitor";
const VISITOR_MAX_AGE_S = 180 * 24 * 60 * 60;
/** The pop-up whose call to action was followed, so a consultation sent afterwards can be credited to it. */
export const CLICK_COOKIE = "lightbox_click";
export const CLICK_MAX_AGE_S = 24 * 60 * 60;

const cookieHeader = (request: Request) => request.headers.get("Cookie");

export function visitorMemory(request: Request): VisitorMemory {
  const header = cookieHeader(request);
  return {
    recentLead: readCookie(header, RECENT_LEAD_COOKIE_NAME) === "1",
    closedIds: parseIdList(readCookie(header, CLOSED_COOKIE)),
    seenIds: parseIdList(readCookie(header, SEEN_COOKIE)),
  };
}

/** Set-Cookie remembering that the visitor closed this pop-up. */
export function closedCookie(request: Request, id: number): string {
  const ids = withId(parseIdList(readCookie(cookieHeader(request), CLOSED_COOKIE)), id);
  return idListCookie(CLOSED_COOKIE, ids, CLOSED_MAX_AGE_S, { secure: isProduction() });
}

/** Set-Cookie remembering that a show_once pop-up has been displayed. */
export function seenCookie(request: Request, id: number): string {
  const ids = withId(parseIdList(readCookie(cookieHeader(request), SEEN_COOKIE)), id);
  return idListCookie(SEEN_COOKIE, ids, SEEN_MAX_AGE_S, { secure: isProduction(), httpOnly: true });
}

const secureFlag = () => (isProduction() ? "; Secure" : "");

/** The browser's visitor key, and a Set-Cookie when a new one had to be made. */
export function visitorKeyOf(request: Request): { key: string; setCookie: string | null } {
  const existing = readCookie(cookieHeader(request), VISITOR_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return { key: existing, setCookie: null };
  const key = randomBytes(16).toString("base64url");
  return {
    key,
    setCookie: `${VISITOR_COOKIE}=${key}; Path=/; Max-Age=${VISITOR_MAX_AGE_S}; SameSite=Lax; HttpOnly${secureFlag()}`,
  };
}

export function clickAttributionCookie(id: number): string {
  return `${CLICK_COOKIE}=${id}; Path=/; Max-Age=${CLICK_MAX_AGE_S}; SameSite=Lax; HttpOnly${secureFlag()}`;
}

/** The pop-up a visitor clicked in the last day, for crediting the lead they send (leads.lightbox_id). */
export function clickedPopupId(request: Request): number | null {
  const value = readCookie(cookieHeader(request), CLICK_COOKIE);
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
