import { carriesPersonalCookie } from "./page-neutral-cookies.mjs";

/**
 * Which documents a shared cache (the nginx of `deploy/`, a CDN) may keep, and for how
 * long (decisions 033 and 046). Pure, so entry.server and the tests share one reading.
 *
 * An anonymous page is the same for every visitor: no Set-Cookie, no per-visitor value
 * in its HTML, a CSP by hashes. It may be kept for SHARED_CACHE_SECONDS; browsers keep
 * nothing (max-age=0), so a staff change (pop-up, navigation, content) reaches every
 * visitor within that time. Anything personal is `private, no-store`, and so is every
 * request with a cookie other than the analytics ids (./page-neutral-cookies.mjs, the
 * rule nginx applies too; decision 046): a wizard draft, a chat transcript or a form's
 * one-time confirmation makes the page the visitor's own.
 */

/** How long a shared cache serves a page without asking the app: the most a staff change waits. */
export const SHARED_CACHE_SECONDS = 60;
/**
 * How long after that a cache may still answer with the old copy while it fetches a new
 * one. The shipped nginx fetches in the foreground instead (the first visitor after
 * expiry gets the new page); a CDN that honours this can add up to this many seconds.
 */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

export const PUBLIC_DOCUMENT_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
export const PERSONAL_DOCUMENT_CACHE_CONTROL = "private, no-store";

/** A per-visitor anti-forgery token rendered into a form (the hidden `csrf` field). */
const VISITOR_TOKEN_FIELD = /<input\b[^>]*\bname="csrf"/;

export interface RenderedDocument {
  status: number;
  /** The request's Cookie header. */
  cookieHeader: string | null;
  /** The response sets a cookie (co-branding, a referral, a new anti-forgery token…). */
  setsCookie: boolean;
  /** The page is co-branded (from the query string or the branding cookie). */
  branded: boolean;
  /**
   * The request names where the visitor came from (a referral link, utm or click-id
   * parameters, another site's Referer; decision 076), recorded or not: each visitor's
   * arrival must reach the app, so none is kept for others.
   */
  touchLanding: boolean;
  /** The HTML as it will be sent. */
  html: string;
}

/**
 * Whether the document may be shown to anybody else: no cookie set, none sent but the
 * analytics ids, no token, no error, and not a landing that names a source (even one that
 * set no cookie, for a bot or Do Not Track: the next visitor's arrival must reach the app).
 */
export function isSharedDocument(document: RenderedDocument): boolean {
  return (
    document.status === 200 &&
    !document.setsCookie &&
    !document.branded &&
    !document.touchLanding &&
    !carriesPersonalCookie(document.cookieHeader) &&
    !VISITOR_TOKEN_FIELD.test(document.html)
  );
}

/**
 * Cache-Control and Vary of a document. A shared page says nothing about cookies (its
 * HTML does not depend on them; the proxy bypasses the cache for every personal one),
 * so one cached copy serves every visitor; a personal one varies by them.
 */
export function documentCacheHeaders(document: RenderedDocument): { cacheControl: string; varyCookie: boolean } {
  return isSharedDocument(document)
    ? { cacheControl: PUBLIC_DOCUMENT_CACHE_CONTROL, varyCookie: false }
    : { cacheControl: PERSONAL_DOCUMENT_CACHE_CONTROL, varyCookie: true };
}
