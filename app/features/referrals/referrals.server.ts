import { and, eq, max } from "drizzle-orm";
import { referralClicks, referralConversions } from "#db/schema";
import { describeRequestAgent } from "~/features/analytics/events.server";
import { isPrefetch, isStaffPathname } from "~/features/analytics/request-filters";
import { randomId, readCookie, SESSION_COOKIE } from "~/features/analytics/session-cookie";
import { getDb, inTransaction } from "~/utils/db.server";
import { checkRateLimit } from "~/utils/rate-limit.server";
import {
  chooseAttribution,
  detectReferral,
  isDuplicateClick,
  referralUtm,
  type DetectedReferral,
  type StoredReferral,
} from "./detect-referral";
import type { EndpointRateLimit } from "~/utils/endpoint.server";
import { clearReferralCookie, readReferralCookie, serializeReferralCookie } from "./referral-cookie.server";
import { isoInstant } from "~/utils/instants";

/* Clicks ---------------------------------------------------------------------------- */

/**
 * Clicks stored per client address (IPv6 by /64), shared by every way a click arrives: a
 * landing page with referral parameters, /share/{code} and the track call. Generous for
 * people (a whole office behind one address), it stops one script from filling the table.
 */
export const REFERRAL_CLICKS: EndpointRateLimit = {
  what: "referral clicks, shared with those captured on page requests (/share/{code}, landing pages)",
  scope: "referral-clicks",
  budget: { limit: 60, windowMs: 10 * 60 * 1000 },
};

/** The longest landing page or referrer URL kept with a click: enough for a path and its referral parameters. */
export const MAX_CLICK_URL_LENGTH = 512;

export interface ReferralClickInput {
  linkCode: string;
  ref: string | null;
  code: string | null;
  utm: Partial<Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content", string | null>>;
  via: "query" | "share" | "api";
  visitorKey: string | null;
  landingPage: string | null;
  referrerUrl: string | null;
  sessionId: string | null;
}

/**
 * Stores a click unless the same visitor clicked the same link code less than an hour
 * ago (decision 013: duplicates count once). Check and insert share one transaction, so two
 * simultaneous requests cannot both count. A click without a visitor key always counts.
 */
export function recordReferralClick(click: ReferralClickInput, now = Date.now()): Promise<"recorded" | "duplicate"> {
  return inTransaction(async (tx) => {
    if (click.visitorKey) {
      const [latest] = await tx
        .select({ at: max(referralClicks.createdAt) })
        .from(referralClicks)
        .where(and(eq(referralClicks.linkCode, click.linkCode), eq(referralClicks.visitorKey, click.visitorKey)))
        .limit(1);
      if (isDuplicateClick(latest?.at ?? null, now)) return "duplicate";
    }
    await tx.insert(referralClicks)
      .values({
        linkCode: click.linkCode,
        ref: click.ref,
        code: click.code,
        utmSource: click.utm.utm_source ?? null,
        utmMedium: click.utm.utm_medium ?? null,
        utmCampaign: click.utm.utm_campaign ?? null,
        utmTerm: click.utm.utm_term ?? null,
        utmContent: click.utm.utm_content ?? null,
        via: click.via,
        visitorKey: click.visitorKey,
        landingPage: click.landingPage?.slice(0, MAX_CLICK_URL_LENGTH) ?? null,
        referrerUrl: click.referrerUrl?.slice(0, MAX_CLICK_URL_LENGTH) ?? null,
        sessionId: click.sessionId,
        createdAt: now,
      });
    return "recorded";
  });
}

/** A detected referral as kept in the cookie. */
export function toStoredReferral(referral: DetectedReferral, now: number): StoredReferral {
  return { linkCode: referral.linkCode, ref: referral.ref, code: referral.code, utm: referralUtm(referral), capturedAt: now };
}

/**
 * Stores a referral for the visitor (first click wins within 30 days) and, unless
 * `countClick` is false (the address is over its click budget), counts the click.
 * Returns the Set-Cookie value when the cookie changed.
 */
export async function attributeReferral(
  request: Request,
  incoming: StoredReferral,
  click: Omit<ReferralClickInput, "visitorKey">,
  now = Date.now(),
  countClick = true,
): Promise<string | null> {
  const stored = await readReferralCookie(request, now);
  const visitor = stored?.visitor ?? randomId();
  if (countClick) await recordReferralClick({ ...click, visitorKey: visitor }, now);
  const attribution = chooseAttribution(stored?.attribution ?? null, incoming, now);
  if (stored && stored.attribution === attribution) return null;
  return serializeReferralCookie({ visitor, attribution }, now);
}

/**
 * Referral capture on a page request (product reference §5.3, §7.4), for the root loader and the
 * /share/{code} route, so it works without JavaScript. Looks at ref, code and utm_* in
 * the query, else at a /share/{code} referrer (the Referer header, or `referrer` when
 * the caller is the share route itself). Bots, prefetches and staff pages never count.
 */
export async function captureReferral(
  request: Request,
  options: { referrer?: string | null; now?: number } = {},
): Promise<string | null> {
  const { now = Date.now() } = options;
  if (request.method !== "GET" || isPrefetch(request.headers)) return null;
  const url = new URL(request.url);
  if (isStaffPathname(url.pathname)) return null;
  const referrer = options.referrer !== undefined ? options.referrer : request.headers.get("Referer");
  const referral = detectReferral(url.searchParams, referrer);
  if (!referral || describeRequestAgent(request).ua.is_bot) return null;
  // Over the address's budget the visitor is still attributed (a cookie costs no storage), but no click is stored.
  const countClick = (await checkRateLimit(request, REFERRAL_CLICKS.scope, REFERRAL_CLICKS.budget, now)).allowed;
  return attributeReferral(
    request,
    toStoredReferral(referral, now),
    {
      linkCode: referral.linkCode,
      ref: referral.ref,
      code: referral.code,
      utm: referral,
      via: referral.via,
      landingPage: url.href,
      referrerUrl: request.headers.get("Referer"),
      sessionId: readCookie(request.headers.get("Cookie"), SESSION_COOKIE)?.split(".")[0] ?? null,
    },
    now,
    countClick,
  );
}

/* Conversions ----------------------------------------------------------------------- */

export interface ConversionInput {
  linkCode: string;
  leadId: number | null;
  conversionKey: string;
  conversionType: string;
  conversionValue: number;
  userEmail: string | null;
  userId: string | null;
  referralData: Record<string, unknown> | null;
  source: "lead" | "api";
  occurredAt: number;
}

/** Idempotent: a second conversion for the same link code and lead (or key) is ignored. Says whether a row was added. */
export async function recordConversion(input: ConversionInput, now = Date.now()): Promise<boolean> {
  const added = await getDb()
    .insert(referralConversions)
    .values({ ...input, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: referralConversions.id });
  return added.length > 0;
}

/* Leads ----------------------------------------------------------------------------- */

/** What a lead submitted under a stored referral carries (leads.referral and leads.link_code). */
export interface LeadReferral {
  referral: Record<string, unknown>;
  linkCode: string;
}

/** The visitor's stored, unexpired referral, shaped for createLead; null when there is none. */
export async function referralForLead(request: Request, now = Date.now()): Promise<LeadReferral | null> {
  const attribution = (await readReferralCookie(request, now))?.attribution;
  if (!attribution) return null;
  return {
    linkCode: attribution.linkCode,
    referral: {
      linkCode: attribution.linkCode,
      ref: attribution.ref,
      code: attribution.code,
      ...attribution.utm,
      capturedAt: isoInstant(attribution.capturedAt),
    },
  };
}

/**
 * After a lead was stored under a referral: records its conversion (type = the lead
 * type, value 0; once per lead) and returns the Set-Cookie that clears the stored
 * referral, as product reference §7.1 says for a successful conversion. Null when there was no referral.
 */
export async function convertLeadReferral(
  referral: LeadReferral | null,
  lead: { id: number; type: string; email?: string | null },
  now = Date.now(),
): Promise<string | null> {
  if (!referral) return null;
  await recordConversion(
    {
      linkCode: referral.linkCode,
      leadId: lead.id,
      conversionKey: `lead:${lead.id}`,
      conversionType: lead.type,
      conversionValue: 0,
      userEmail: lead.email ?? null,
      userId: null,
      referralData: referral.referral,
      source: "lead",
      occurredAt: now,
    },
    now,
  );
  return clearReferralCookie();
}
