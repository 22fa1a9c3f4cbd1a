/**
 * Which documents a shared cache (the nginx of `deploy/`, a CDN) may keep, and for how
 * long (decision 033). Pure, so entry.server, the nginx template's test and the budget
 * tests share one reading.
 *
 * An anonymous page is the same for every visitor: no Set-Cookie, no per-visitor value
 * in its HTML, a CSP by hashes. It may be kept for SHARED_CACHE_SECONDS; browsers keep
 * nothing (max-age=0), so a staff change (pop-up, navigation, content) reaches every
 * visitor within that time. Anything personal is `private, no-store`.
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

/**
 * Cookies that change what a page shows: co-branding, a staff session, a referral, and
 * the pop-up's memory (closed, seen once, a lead just sent). A request carrying one is
 * answered `private`, and the proxy passes it by its cache (deploy/nginx.conf.template
 * lists the same names; a test keeps them equal). The analytics ids, the anti-forgery
 * cookie and the wizard's and chat's own cookies change no cacheable page: pages that
 * read them carry a form, and a form page is personal anyway.
 */
export const PERSONALISING_COOKIES = [
  "branding",
  "staff_session",
  "referral",
  "lightbox_closed",
  "lightbox_seen",
  "recent_lead",
] as const;

/** Whether a Cookie header carries any of the personalising cookies. */
export function carriesPersonalisingCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const name = pair.slice(0, pair.indexOf("=") === -1 ? undefined : pair.indexOf("=")).trim();
    return (PERSONALISING_COOKIES as readonly string[]).includes(name);
  });
}

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
  /** The request is a referral landing (its query or a /share/ referrer names a referral), captured or not. */
  referralLanding: boolean;
  /** The HTML as it will be sent. */
  html: string;
}

/**
 * Whether the document may be shown to anybody else: no cookie set or read that
 * personalises it, no token, no error, and not a referral landing (even one that set no
 * cookie, for a bot: a visitor's click on the same link must reach the app).
 */
export function isSharedDocument(document: RenderedDocument): boolean {
  return (
    document.status === 200 &&
    !document.setsCookie &&
    !document.branded &&
    !document.referralLanding &&
    !carriesPersonalisingCookie(document.cookieHeader) &&
    !VISITOR_TOKEN_FIELD.test(document.html)
  );
}

/**
 * Cache-Control and Vary of a document. A shared page says nothing about cookies (its
 * HTML does not depend on them; the proxy bypasses the cache for the personalising ones),
 * so one cached copy serves every visitor; a personal one varies by them.
 */
export function documentCacheHeaders(document: RenderedDocument): { cacheControl: string; varyCookie: boolean } {
  return isSharedDocument(document)
    ? { cacheControl: PUBLIC_DOCUMENT_CACHE_CONTROL, varyCookie: false }
    : { cacheControl: PERSONAL_DOCUMENT_CACHE_CONTROL, varyCookie: true };
}
