import { randomUUID } from "node:crypto";
import { describeRequestAgent } from "~/features/analytics/events.server";
import { parseVisitorCookie, readCookie, VISITOR_COOKIE } from "~/features/analytics/session-cookie";
import { requireValidCsrf } from "~/utils/csrf.server";
import { isScriptRequest, jsonError, jsonResponse, readJsonBody } from "~/utils/http.server";
import { checkRateLimit, tooManyRequestsResponse } from "~/utils/rate-limit.server";
import { isValidLinkCode } from "./link-code";
import { parseReferralConversionPayload, parseReferralTrackPayload } from "./payloads";
import { clearReferralCookie, readReferralCookie } from "./referral-cookie.server";
import { attributeReferral, recordConversion, recordReferralClick } from "./referrals.server";

/**
 * POST /api/referrals/{linkCode}/track and POST /api/referrals/convert/{linkCode}
 * (product reference §7.1) for script clients. Both are marked as script requests (X-Requested-With,
 * which a cross-site form cannot send); convert also needs the anti-forgery token, since
 * a conversion is what a partner is paid for. Replies {success} or {success:false, message}.
 */

const MAX_BODY_BYTES = 8 * 1024;
/** Per client IP; a real visitor makes a handful of these calls. */
export const REFERRAL_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

async function preflight(request: Request, linkCode: string | undefined): Promise<Response | { linkCode: string; body: unknown }> {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  if (!isScriptRequest(request)) return jsonError(403, "Send the X-Requested-With: XMLHttpRequest header.");
  if (!isValidLinkCode(linkCode)) {
    return jsonError(400, "The link code may only contain a-z, 0-9, '_' and '-' (at most 200 characters).");
  }
  const limit = checkRateLimit(request, "referrals", REFERRAL_RATE_LIMIT);
  if (!limit.allowed) return tooManyRequestsResponse(limit);
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  return { linkCode, body: body.value };
}

export async function handleReferralTrack(request: Request, linkCodeParam: string | undefined): Promise<Response> {
  const checked = await preflight(request, linkCodeParam);
  if (checked instanceof Response) return checked;
  const parsed = parseReferralTrackPayload(checked.body);
  if (!parsed.success) return jsonError(400, parsed.message);
  if (describeRequestAgent(request).ua.is_bot) return jsonResponse({ success: true });

  const payload = parsed.data;
  const now = Date.now();
  const utm = {
    utm_source: payload.utm_source,
    utm_medium: payload.utm_medium,
    utm_campaign: payload.utm_campaign,
    utm_term: payload.utm_term,
    utm_content: payload.utm_content,
  };
  const click = {
    linkCode: checked.linkCode,
    ref: payload.ref,
    code: payload.code,
    utm,
    via: "api" as const,
    landingPage: payload.landing_page,
    referrerUrl: payload.referrer_url,
    sessionId: payload.session_id,
  };
  const headers = new Headers();
  if (payload.ref && payload.code) {
    // Also keep it for the visitor, so a later form submission is credited to the link.
    const definedUtm = Object.fromEntries(Object.entries(utm).filter((entry): entry is [string, string] => entry[1] !== null));
    const setCookie = await attributeReferral(
      request,
      { linkCode: checked.linkCode, ref: payload.ref, code: payload.code, utm: definedUtm, capturedAt: now },
      click,
      now,
    );
    if (setCookie) headers.append("Set-Cookie", setCookie);
  } else {
    const visitorKey =
      payload.visitor_identifier ??
      payload.cookie_identifier ??
      parseVisitorCookie(readCookie(request.headers.get("Cookie"), VISITOR_COOKIE)) ??
      payload.session_id;
    recordReferralClick({ ...click, visitorKey }, now);
  }
  return jsonResponse({ success: true }, { headers });
}

/**
 * The conversion key makes a repeated call a no-op: the user it names (user_id, else
 * e-mail), else the visitor's cookie. A call that identifies nobody always counts.
 */
function conversionKey(payload: { user_id: string | null; user_email: string | null }, request: Request): string {
  if (payload.user_id) return `user:${payload.user_id}`;
  if (payload.user_email) return `email:${payload.user_email.toLowerCase()}`;
  const visitor = parseVisitorCookie(readCookie(request.headers.get("Cookie"), VISITOR_COOKIE));
  return visitor ? `visitor:${visitor}` : `call:${randomUUID()}`;
}

export async function handleReferralConvert(request: Request, linkCodeParam: string | undefined): Promise<Response> {
  const checked = await preflight(request, linkCodeParam);
  if (checked instanceof Response) return checked;
  try {
    await requireValidCsrf(request);
  } catch {
    return jsonError(403, "The anti-forgery token is missing or invalid. Reload the page and try again.");
  }
  const parsed = parseReferralConversionPayload(checked.body);
  if (!parsed.success) return jsonError(400, parsed.message);

  const payload = parsed.data;
  const now = Date.now();
  const recorded = recordConversion(
    {
      linkCode: checked.linkCode,
      leadId: null,
      conversionKey: conversionKey(payload, request),
      conversionType: payload.conversion_type,
      conversionValue: payload.conversion_value,
      userEmail: payload.user_email,
      userId: payload.user_id,
      referralData: payload.referral_data,
      source: "api",
      occurredAt: payload.timestamp ?? now,
    },
    now,
  );
  // On success the stored referral is removed (product reference §7.1), when it is this link's.
  const headers = new Headers();
  if ((await readReferralCookie(request, now))?.attribution?.linkCode === checked.linkCode) {
    headers.append("Set-Cookie", await clearReferralCookie());
  }
  return jsonResponse({ success: true, recorded }, { headers });
}
