import { isProduction } from "~/utils/env.server";
import { isCrossSiteRequest, jsonError } from "~/utils/http.server";
import { checkRateLimit, tooManyRequestsResponse } from "~/utils/rate-limit.server";
import { isSiteRelativePath } from "~/utils/safe-url";
import { applyBaselineSecurityHeaders } from "~/utils/security-headers.server";
import { queryValue, toEventRow, type EventKind } from "./event-row";
import { describeRequestAgent, recordAnalyticsEvent } from "./events.server";
import { ANALYTICS_BEACONS } from "./ingest.server";
import { hasOptedOut, refusesTracking } from "./request-filters";
import {
  analyticsCookie,
  continueSession,
  formatSessionCookie,
  parseSessionCookie,
  parseVisitorCookie,
  randomId,
  readCookie,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE,
  type AnalyticsSession,
} from "./session-cookie";
import { isNoScriptWizardStep } from "./funnel.server";
import { isBounce, shouldReuseSession } from "./session-rules";
import { TrackPayloadSchema, type TrackPayload } from "./track-payload";

/**
 * GET /api/website-analytics/view.gif?u=/page&s=404: the page view of a visitor without
 * JavaScript (decision 032), counted with the same session cookies the tracker moves and
 * set here, on the image, never on the document. Bots, Do Not Track / Global Privacy
 * Control, the staff opt-out and images another site embeds get the image and count
 * nothing. Never cached: every display reaches the server.
 */

const MAX_PAGE_LENGTH = 2000;
const ERROR_STATUS = /^[45]\d\d$/;

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

function pixelResponse(setCookies: string[] = []): Response {
  const headers = new Headers({ "Content-Type": "image/gif", "Content-Length": String(PIXEL.length), "Cache-Control": "no-store" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  applyBaselineSecurityHeaders(headers, isProduction());
  return new Response(PIXEL, { status: 200, headers });
}

/** Every key of the analytics record, null: the base of the records the server writes itself. */
const EMPTY_RECORD: Omit<TrackPayload, "session_id"> = (() => {
  const { session_id: _ignored, ...rest } = TrackPayloadSchema.parse({ session_id: "template" });
  return rest;
})();

interface ViewRequest {
  pageUrl: string;
  status: number | null;
}

/** The page and status the image names, or a message saying what is wrong. */
export function parseViewQuery(url: URL): ViewRequest | { error: string } {
  const page = url.searchParams.get("u");
  if (!page || page.length > MAX_PAGE_LENGTH || !isSiteRelativePath(page)) return { error: "u must be a path on this site." };
  const status = url.searchParams.get("s");
  if (status !== null && !ERROR_STATUS.test(status)) return { error: "s must be an HTTP error status." };
  return { pageUrl: new URL(page, url.origin).href, status: status === null ? null : Number(status) };
}

function record(view: ViewRequest, session: AnalyticsSession, visitorId: string, now: number): TrackPayload {
  const query = new URL(view.pageUrl).searchParams;
  return {
    ...EMPTY_RECORD,
    session_id: session.id,
    visitor_identifier: visitorId,
    cookie_identifier: visitorId,
    page_url: view.pageUrl,
    referral_code: queryValue(query, "ref") ?? queryValue(query, "code"),
    session_start: session.start,
    last_activity: now,
    page_views: session.pageViews,
    is_bounce: isBounce({ pageViews: session.pageViews, sessionStart: session.start, now }),
    is_active: true,
    is_returning_visitor: session.returning,
  };
}

export async function countNoScriptView(request: Request, now = Date.now()): Promise<Response> {
  const view = parseViewQuery(new URL(request.url));
  if ("error" in view) return jsonError(400, view.error);
  const cookieHeader = request.headers.get("Cookie");
  if (isCrossSiteRequest(request) || refusesTracking(request.headers) || hasOptedOut(cookieHeader)) return pixelResponse();
  const { userAgent, ua } = describeRequestAgent(request);
  if (ua.is_bot) return pixelResponse();
  const limit = await checkRateLimit(request, ANALYTICS_BEACONS.scope, ANALYTICS_BEACONS.budget);
  if (!limit.allowed) return tooManyRequestsResponse(limit);

  const knownVisitor = parseVisitorCookie(readCookie(cookieHeader, VISITOR_COOKIE));
  const visitorId = knownVisitor ?? randomId();
  const storedSession = parseSessionCookie(readCookie(cookieHeader, SESSION_COOKIE));
  // A wizard step is the same page: the visit goes on, no page view (decision 078).
  const continues = storedSession !== null && shouldReuseSession(storedSession.last, now);
  const stepView = await isNoScriptWizardStep(view.pageUrl, continues ? storedSession.id : null);
  const session = continueSession(storedSession, { now, pageView: !stepView, knownVisitor: knownVisitor !== null });
  const context = (kind: EventKind) => ({
    kind,
    source: "server" as const,
    now,
    userAgent,
    ua,
    acceptLanguage: request.headers.get("Accept-Language"),
    siteHost: new URL(request.url).host,
  });
  const base = record(view, session, visitorId, now);
  // A full queue (the database is stuck) counts nothing and moves no cookie.
  const rows = [toEventRow(base, context(stepView ? "heartbeat" : "pageview"))];
  if (view.status !== null) {
    const message = view.status === 404 ? "Page Not Found" : `HTTP ${view.status}`;
    rows.push(toEventRow({ ...base, error_code: view.status, error_url: base.page_url, error_message: message }, context("error")));
  }
  const stored = await Promise.all(rows.map(recordAnalyticsEvent));
  if (stored[0] !== "written") return pixelResponse();

  const secure = isProduction();
  const setCookies = [analyticsCookie(SESSION_COOKIE, formatSessionCookie(session), SESSION_COOKIE_MAX_AGE, secure)];
  if (!knownVisitor) setCookies.push(analyticsCookie(VISITOR_COOKIE, visitorId, VISITOR_COOKIE_MAX_AGE, secure));
  return pixelResponse(setCookies);
}
