import { sql } from "drizzle-orm";
import type { NewAnalyticsEvent } from "#db/schema";
import { selectRows } from "~/utils/db.server";
import { carriesStaffSession } from "~/utils/staff-area";
import { describeRequestAgent, recordAnalyticsEvent } from "./events.server";
import { FUNNEL_EVENT_TYPE, isWizardPath, isWizardStepView, WIZARD_PAGE, type FunnelStep } from "./funnel";
import { hasOptedOut, refusesTracking } from "./request-filters";
import { parseSessionCookie, parseVisitorCookie, readCookie, SESSION_COOKIE, VISITOR_COOKIE } from "./session-cookie";

/**
 * Writes that this visit reached a step of the consultation wizard (decision 078), from the
 * wizard's own server action, so it counts with JavaScript on and off alike. The visit is
 * the analytics session of the `sid` cookie that the tracker or the no-script image set;
 * without one (no page view was counted: Do Not Track, a blocked image) nothing is written.
 * Bots, Do Not Track / GPC, the staff opt-out and staff browsers write nothing either.
 *
 * Once per session and step: a step already written is not written again. Two posts at
 * the same moment may both write it; the dashboard counts distinct visitors, so such a
 * pair still counts once. The row carries the source, device and country of the session's
 * first page view, so the funnel splits by them like the rest of the dashboard.
 */

/** The session facts a funnel row copies from the session's first page view. */
interface SessionOrigin {
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  referralCode: string | null;
  country: string | null;
  deviceType: string | null;
  browserName: string | null;
  languageCode: string | null;
}

async function alreadyReached(sessionId: string, step: FunnelStep): Promise<boolean> {
  const rows = await selectRows<{ found: number }>(sql`
    SELECT 1 AS found FROM analytics_events
    WHERE session_id = ${sessionId} AND event_type = ${FUNNEL_EVENT_TYPE} AND event_name = ${step} LIMIT 1`);
  return rows.length > 0;
}

async function sessionOrigin(sessionId: string): Promise<SessionOrigin | undefined> {
  const rows = await selectRows<SessionOrigin>(sql`
    SELECT referrer_host AS "referrerHost", utm_source AS "utmSource", utm_medium AS "utmMedium",
           utm_campaign AS "utmCampaign", utm_term AS "utmTerm", utm_content AS "utmContent",
           referral_code AS "referralCode", country, device_type AS "deviceType",
           browser_name AS "browserName", language_code AS "languageCode"
    FROM analytics_events WHERE session_id = ${sessionId} AND event_type = 'pageview'
    ORDER BY occurred_at, id LIMIT 1`);
  return rows[0];
}

/** Whether this request may be counted at all (the same rules as the page-view endpoints). */
function countable(request: Request): boolean {
  const cookieHeader = request.headers.get("Cookie");
  if (refusesTracking(request.headers) || hasOptedOut(cookieHeader) || carriesStaffSession(cookieHeader)) return false;
  return !describeRequestAgent(request).ua.is_bot;
}

export async function recordFunnelStep(request: Request, step: FunnelStep, now = Date.now()): Promise<void> {
  if (!countable(request)) return;
  const cookieHeader = request.headers.get("Cookie");
  const session = parseSessionCookie(readCookie(cookieHeader, SESSION_COOKIE));
  if (!session) return;
  try {
    if (await alreadyReached(session.id, step)) return;
    const { userAgent, ua } = describeRequestAgent(request);
    const origin = await sessionOrigin(session.id);
    const visitorId = parseVisitorCookie(readCookie(cookieHeader, VISITOR_COOKIE));
    const row: NewAnalyticsEvent = {
      ...origin,
      occurredAt: now,
      eventType: FUNNEL_EVENT_TYPE,
      source: "server",
      sessionId: session.id,
      visitorId,
      cookieId: visitorId,
      pageUrl: new URL(WIZARD_PAGE, request.url).href,
      pagePath: WIZARD_PAGE,
      userAgent,
      deviceType: origin?.deviceType ?? ua.device_type,
      browserName: origin?.browserName ?? ua.browser_name,
      browserVersion: ua.browser_version,
      platform: ua.platform,
      eventName: step,
      eventTimestamp: now,
    };
    // "busy" (the queue is full) loses this step: the wizard itself must never wait on analytics.
    await recordAnalyticsEvent(row);
  } catch (error) {
    console.error("analytics: recording a funnel step failed", error);
  }
}

/**
 * Whether a no-script view of `pageUrl` in a visit that goes on (`sessionId`) only moves
 * within the wizard's page (funnel.ts, isWizardStepView). Only the wizard's own images ask
 * the database: every other page view is a page view.
 */
export async function isNoScriptWizardStep(pageUrl: string, sessionId: string | null): Promise<boolean> {
  if (sessionId === null || !isWizardPath(new URL(pageUrl).pathname)) return false;
  const [last] = await selectRows<{ path: string | null }>(sql`
    SELECT page_path AS path FROM analytics_events WHERE session_id = ${sessionId} AND event_type = 'pageview'
    ORDER BY occurred_at DESC, id DESC LIMIT 1`);
  return isWizardStepView(pageUrl, last?.path ?? null);
}
