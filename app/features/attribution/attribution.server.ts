import { describeRequestAgent } from "~/features/analytics/events.server";
import { hasOptedOut, isPrefetch, isSecretPathname, isStaffPathname, refusesTracking } from "~/features/analytics/request-filters";
import { clickedPopupId } from "~/features/popups/visitor.server";
import { convertLeadReferral, referralForLead, type LeadReferral } from "~/features/referrals/referrals.server";
import { isCrossSiteRequest } from "~/utils/http.server";
import { siteOrigin } from "~/utils/origin.server";
import { readAttributionCookie, serializeAttributionCookie } from "./attribution-cookie.server";
import { carriesTouch, classifyTouch, DIRECT, directTouch } from "./classify-touch";
import type { LeadAttributionInput } from "./lead-attributions.server";
import { withTouch } from "./touch-history";

/**
 * "Where this visitor came from" (decision 076): the one module that records touches on
 * the server and tells the lead pipeline what to store with a lead. Referral links and
 * pop-up clicks are sources it reads; the lead forms never reach into those features.
 *
 * The analytics consent rules apply: Do Not Track, Global Privacy Control, the staff
 * opt-out and bots get no cookie, and a lead sent under them stores no attribution.
 */

/** Whether this request's visitor may be remembered at all. */
export function mayAttribute(request: Request): boolean {
  const headers = request.headers;
  if (refusesTracking(headers) || hasOptedOut(headers.get("Cookie"))) return false;
  return !describeRequestAgent(request).ua.is_bot;
}

/** The hosts that are this site: SITE_URL's and the one the request named. */
function siteHosts(request: Request): string[] {
  return [new URL(siteOrigin(request)).host, new URL(request.url).host];
}

/** Whether a page request's address or referrer names a source: such a page is the visitor's own and never cached. */
export function isTouchLanding(request: Request): boolean {
  return carriesTouch(new URL(request.url), request.headers.get("Referer"), siteHosts(request));
}

/**
 * On a page request (the root loader, JavaScript or not): records a touch that names a
 * source and returns the Set-Cookie, else null. A plain request records nothing here,
 * so an anonymous page stays cacheable; its direct first touch comes from
 * {@link recordDirectArrival}.
 */
export async function captureTouch(
  request: Request,
  /** The referrer to read instead of the Referer header: the /share/{code} route passes its own address. */
  options: { referrer?: string | null; now?: number } = {},
): Promise<string | null> {
  const { now = Date.now() } = options;
  if (request.method !== "GET" || isPrefetch(request.headers)) return null;
  const url = new URL(request.url);
  if (isStaffPathname(url.pathname) || isSecretPathname(url.pathname) || !mayAttribute(request)) return null;
  const referrer = options.referrer !== undefined ? options.referrer : request.headers.get("Referer");
  const touch = classifyTouch({ pageUrl: url, referrer, siteHosts: siteHosts(request), now });
  if (!touch || touch.source === DIRECT) return null;
  return serializeAttributionCookie(withTouch(await readAttributionCookie(request), touch));
}

/**
 * From the page-view endpoints (the tracker's beacon, the no-script image), which every
 * page view reaches even when the page came from the cache: a visitor without any
 * history gets a direct first touch on `pagePath`. Returns the Set-Cookie, else null.
 */
export async function recordDirectArrival(request: Request, pagePath: string | null, now = Date.now()): Promise<string | null> {
  // An image or beacon another site's page sent says nothing about this site's visitor.
  if (!pagePath || isCrossSiteRequest(request) || !mayAttribute(request)) return null;
  let page: URL;
  try {
    page = new URL(pagePath, siteOrigin(request));
  } catch {
    return null;
  }
  if (isStaffPathname(page.pathname) || isSecretPathname(page.pathname)) return null;
  if (await readAttributionCookie(request)) return null;
  return serializeAttributionCookie(withTouch(null, directTouch(page, now)));
}

/** Adds the direct first touch's cookie to a page-view endpoint's successful reply. */
export async function withDirectArrival(request: Request, response: Response, pagePath: string | null): Promise<Response> {
  if (response.status >= 300) return response;
  const cookie = await recordDirectArrival(request, pagePath);
  if (cookie) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** What a lead is stored with: its attribution (null when there is none to keep) and the referral it credits. */
export interface LeadSources {
  attribution: LeadAttributionInput | null;
  /** The partner referral of decision 013, credited with a conversion once the lead is stored. */
  referral: LeadReferral | null;
  /** The pop-up whose call to action the visitor followed in the last day. */
  popupId: number | null;
}

export async function leadSources(request: Request): Promise<LeadSources> {
  const referral = await referralForLead(request);
  const popupId = clickedPopupId(request);
  if (!mayAttribute(request)) return { attribution: null, referral, popupId };
  const history = await readAttributionCookie(request);
  return { attribution: history ? { history, popupId } : null, referral, popupId };
}

/** Once the lead is stored: its referral's conversion; the Set-Cookie clearing the referral, else null. */
export function creditLeadSources(sources: LeadSources, lead: { id: number; type: string; email?: string | null }): Promise<string | null> {
  return convertLeadReferral(sources.referral, lead);
}
