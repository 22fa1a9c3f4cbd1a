import { isProduction } from "~/utils/env.server";
import { toEventRow, type EventKind } from "./event-row";
import { describeRequestAgent, recordAnalyticsEvent } from "./events.server";
import { hasOptedOut, isDocumentNavigation, isPrefetch, isStaffPathname, refusesTracking } from "./request-filters";
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
import { isBounce } from "./session-rules";
import { TrackPayloadSchema, type TrackPayload } from "./track-payload";
import type { TrackerConfig } from "./tracker/global";

/**
 * Page views counted on the server, on the document request itself, so visitors without
 * JavaScript are counted too (decision 012). The root loader calls
 * {@link captureDocumentView}; the page then tells the tracker the view is already
 * counted, so it is counted exactly once with JavaScript on or off.
 */

export const TRACK_ENDPOINT = "/api/website-analytics/track";

/** What the browser's tracker needs from the root loader; null means "do not load it". */
export type AnalyticsClientConfig = TrackerConfig;

export interface DocumentCapture {
  analytics: AnalyticsClientConfig | null;
  setCookies: string[];
}

/** Every key of the analytics record (product reference §3.7), null: the base of the records the server writes itself. */
const EMPTY_RECORD: Omit<TrackPayload, "session_id"> = (() => {
  const { session_id: _ignored, ...rest } = TrackPayloadSchema.parse({ session_id: "template" });
  return rest;
})();

function serverRecord(request: Request, session: AnalyticsSession, visitorId: string, now: number): TrackPayload {
  const url = new URL(request.url);
  const ref = url.searchParams.get("ref")?.trim() || url.searchParams.get("code")?.trim() || null;
  return {
    ...EMPTY_RECORD,
    session_id: session.id,
    visitor_identifier: visitorId,
    cookie_identifier: visitorId,
    page_url: url.href.slice(0, 2000),
    referrer: request.headers.get("Referer")?.slice(0, 2000) ?? null,
    referral_code: ref?.slice(0, 200) ?? null,
    session_start: session.start,
    last_activity: now,
    page_views: session.pageViews,
    is_bounce: isBounce({ pageViews: session.pageViews, sessionStart: session.start, now }),
    is_active: true,
    is_returning_visitor: session.returning,
  };
}

function serverRow(request: Request, record: TrackPayload, kind: EventKind, now: number) {
  const { userAgent, ua } = describeRequestAgent(request);
  return toEventRow(record, {
    kind,
    source: "server",
    now,
    userAgent,
    ua,
    acceptLanguage: request.headers.get("Accept-Language"),
    siteHost: new URL(request.url).host,
  });
}

/**
 * For the root loader. Staff pages, Do Not Track / GPC and the staff opt-out get no
 * tracker and no cookies. A real browser's page load (not a data request, prefetch or
 * bot) is counted here: the session cookie moves on and the view is queued.
 */
export function captureDocumentView(request: Request, now = Date.now()): DocumentCapture {
  const none: DocumentCapture = { analytics: null, setCookies: [] };
  const url = new URL(request.url);
  const cookieHeader = request.headers.get("Cookie");
  if (isStaffPathname(url.pathname) || refusesTracking(request.headers) || hasOptedOut(cookieHeader)) return none;

  const config: AnalyticsClientConfig = { endpoint: TRACK_ENDPOINT, counted: false };
  if (!isDocumentNavigation(request) || isPrefetch(request.headers)) return { analytics: config, setCookies: [] };
  if (describeRequestAgent(request).ua.is_bot) return none;

  const knownVisitor = parseVisitorCookie(readCookie(cookieHeader, VISITOR_COOKIE));
  const visitorId = knownVisitor ?? randomId();
  const session = continueSession(parseSessionCookie(readCookie(cookieHeader, SESSION_COOKIE)), {
    now,
    pageView: true,
    knownVisitor: knownVisitor !== null,
  });
  const row = serverRow(request, serverRecord(request, session, visitorId, now), "pageview", now);
  // A full queue means not counted here; the tracker (JavaScript on) then counts it.
  if (!recordAnalyticsEvent(row)) return { analytics: config, setCookies: [] };

  const secure = isProduction();
  const setCookies = [analyticsCookie(SESSION_COOKIE, formatSessionCookie(session), SESSION_COOKIE_MAX_AGE, secure)];
  if (!knownVisitor) setCookies.push(analyticsCookie(VISITOR_COOKIE, visitorId, VISITOR_COOKIE_MAX_AGE, secure));
  return { analytics: { ...config, counted: true }, setCookies };
}

/** The value a response sets for cookie `name`, if it sets it. */
function setCookieValue(headers: Headers, name: string): string | null {
  const header = headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return header ? (header.split(";")[0] ?? "").slice(name.length + 1) : null;
}

/**
 * For entry.server: a counted document (its response sets the session cookie) that
 * answered with an error status — 404 for a page that does not exist, or 500 — also
 * gets an error event, as the tracker reports one for pages rendered in the browser
 * (product reference §8.4). The tracker leaves errors of counted documents to the server.
 */
export function captureDocumentError(request: Request, status: number, responseHeaders: Headers, now = Date.now()): void {
  if (status < 400) return;
  const session = parseSessionCookie(setCookieValue(responseHeaders, SESSION_COOKIE));
  if (!session) return;
  const visitorId =
    parseVisitorCookie(setCookieValue(responseHeaders, VISITOR_COOKIE)) ??
    parseVisitorCookie(readCookie(request.headers.get("Cookie"), VISITOR_COOKIE)) ??
    randomId();
  const base = serverRecord(request, session, visitorId, now);
  const record: TrackPayload = {
    ...base,
    error_code: status,
    error_url: base.page_url,
    error_message: status === 404 ? "Page Not Found" : `HTTP ${status}`,
  };
  recordAnalyticsEvent(serverRow(request, record, "error", now));
}
