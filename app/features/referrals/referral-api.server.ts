import { describeRequestAgent } from "~/features/analytics/events.server";
import { answersOf, maxBodyBytes, type Endpoint } from "~/utils/endpoint.server";
import { jsonError, jsonResponse, readJsonBody } from "~/utils/http.server";
import { checkRateLimit, tooManyRequestsResponse } from "~/utils/rate-limit.server";
import { referralLinkCode } from "./detect-referral";
import { isValidLinkCode } from "./link-code";
import { parseReferralTrackPayload, ReferralTrackPayloadSchema } from "./payloads";
import { attributeReferral, REFERRAL_CLICKS } from "./referrals.server";

/**
 * POST /api/referrals/{linkCode}/track (product reference §7.1) for script clients: marked as a script
 * request (X-Requested-With, which a cross-site form cannot send) and limited per client
 * address (the click budget of referrals.server.ts). Replies {success} or
 * {success:false, message}.
 *
 * POST /api/referrals/convert/{linkCode} is retired (decision 029): a conversion is what
 * a partner is paid for, so the site records one only for a lead it stored.
 */

const TRACK_ANSWERS = answersOf(ReferralTrackPayloadSchema);

export const REFERRAL_TRACK: Endpoint<undefined, typeof TRACK_ANSWERS> = {
  methods: ["POST"],
  reply: "json",
  encoding: "json",
  access: "anyone",
  antiForgery: {
    exempt: "product reference §7.1: referral clicks are reported by script clients that only mark the request as script",
    protectedBy: "X-Requested-With: a cross-site form cannot send it and a cross-origin script needs a CORS preflight the server never grants",
  },
  scriptHeader: true,
  body: { maxBytes: 8 * 1024 },
  answers: TRACK_ANSWERS,
  rateLimits: [REFERRAL_CLICKS],
};

const RETIRED = "retired (decision 029): answers every post with 410 before reading anything; it changes nothing";

export const REFERRAL_CONVERSION: Endpoint = {
  // Every request: the call is gone, whatever the method.
  methods: ["POST", "PUT", "PATCH", "DELETE"],
  reply: "json",
  encoding: "json",
  access: "anyone",
  antiForgery: { exempt: RETIRED, protectedBy: "410 Gone: conversions are recorded only from stored leads" },
  scriptHeader: false,
  body: { refusesEveryPost: 410, reason: RETIRED },
  answers: { none: RETIRED },
  rateLimits: { exempt: RETIRED },
};

export async function handleReferralTrack(request: Request, linkCode: string | undefined): Promise<Response> {
  if (!isValidLinkCode(linkCode)) {
    return jsonError(400, "The link code may only contain a-z, 0-9, '_' and '-' (at most 200 characters).");
  }
  // One budget with the clicks captured on page requests: a click is a click however it arrives.
  const limit = await checkRateLimit(request, REFERRAL_CLICKS.scope, REFERRAL_CLICKS.budget);
  if (!limit.allowed) return tooManyRequestsResponse(limit);
  const body = await readJsonBody(request, maxBodyBytes(REFERRAL_TRACK));
  if (!body.ok) return body.response;
  const parsed = parseReferralTrackPayload(body.value, REFERRAL_TRACK.answers.schemas.answers);
  if (!parsed.success) return jsonError(400, parsed.message);

  const payload = parsed.data;
  // The click and the signed referral cookie name the link the body describes, never
  // another one (decision 013): the path must be the link code of ref, code and the utm values.
  const { ref, code } = payload;
  if (!ref || !code) return jsonError(400, "Send ref and code: the link code is made from them.");
  if (referralLinkCode({ ...payload, ref, code }) !== linkCode) {
    return jsonError(400, "The link code does not match ref, code and the utm values of the request (ref_{ref}_{source}-{medium}-{campaign}_{code}).");
  }
  if (describeRequestAgent(request).ua.is_bot) return jsonResponse({ success: true });

  const now = Date.now();
  const utm = {
    utm_source: payload.utm_source,
    utm_medium: payload.utm_medium,
    utm_campaign: payload.utm_campaign,
    utm_term: payload.utm_term,
    utm_content: payload.utm_content,
  };
  const definedUtm = Object.fromEntries(Object.entries(utm).filter((entry): entry is [string, string] => entry[1] !== null));
  // Also kept for the visitor (first click wins), so a later lead is credited to the link.
  const setCookie = await attributeReferral(
    request,
    { linkCode, ref, code, utm: definedUtm, capturedAt: now },
    {
      linkCode,
      ref,
      code,
      utm,
      via: "api",
      landingPage: payload.landing_page,
      referrerUrl: payload.referrer_url,
      sessionId: payload.session_id,
    },
    now,
  );
  return jsonResponse({ success: true }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/** Every request to the retired conversion call: nothing is read, nothing is recorded (decision 029). */
export function conversionCallRetired(): Response {
  return jsonError(
    410,
    "This call is retired: the site records a referral conversion itself when a lead is submitted under a referral link.",
  );
}
