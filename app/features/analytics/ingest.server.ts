import { getEnv, isProduction } from "~/utils/env.server";
import { answersOf, maxBodyBytes, type Endpoint, type EndpointRateLimit } from "~/utils/endpoint.server";
import { jsonError, jsonResponse, readTextCapped } from "~/utils/http.server";
import { checkRateLimit, tooManyRequestsResponse } from "~/utils/rate-limit.server";
import { registerLeanRoute } from "~/utils/lean-routes.server";
import { applyBaselineSecurityHeaders } from "~/utils/security-headers.server";
import { eventKind, toEventRow } from "./event-row";
import { isDebugEndpointEnabled } from "./debug-endpoint";
import { describeRequestAgent, recordAnalyticsEvent } from "./events.server";
import { hasOptedOut, refusesTracking } from "./request-filters";
import { MAX_TRACK_BODY_BYTES, parseTrackPayload, TrackPayloadSchema } from "./track-payload";

/**
 * POST /api/website-analytics/track and /debug-track (product reference §7.1, §7.3).
 *
 * The tracker sends with navigator.sendBeacon, which cannot set headers: the endpoint is
 * therefore outside the anti-forgery scheme. It can only add analytics rows and acts on no
 * cookie a cross-site request would carry (they are SameSite=Lax); a beacon that a
 * browser marks as sent from another site is refused, so other sites cannot make their
 * visitors' browsers pad the figures from thousands of addresses. Every body is
 * size-capped, validated with zod and rate-limited per client IP.
 *
 * Replies: 202 recorded (committed by the batch writer: group commit); 204 accepted but not recorded
 * (bot, Do Not Track / GPC, staff opt-out); 400 invalid, or refused by the database (nothing stored); 403 from another site; 405; 413; 415; 429 with
 * Retry-After; 503 with Retry-After when the write queue is full. Never 500 for input.
 */

/** Per client IP: 10 beacons a second on average. One visitor sends about one every 5 s. */
export const ANALYTICS_BEACONS: EndpointRateLimit = {
  what: "analytics beacons, one budget for /track, /debug-track and the no-JavaScript view pixel",
  scope: "analytics-beacons",
  budget: { limit: 600, windowMs: 60_000 },
};

/** The analytics record (product reference §3.7): `kind` beside it is read by hand. */
const BEACON_ANSWERS = answersOf(TrackPayloadSchema);

/** The tracker's two endpoints (product reference §7.1: /debug-track is /track that also echoes the record). */
export const ANALYTICS_BEACON: Endpoint<undefined, typeof BEACON_ANSWERS> = {
  methods: ["POST"],
  reply: "json",
  encoding: "beacon",
  access: "anyone",
  antiForgery: {
    exempt: "navigator.sendBeacon cannot send a token or any custom header",
    protectedBy:
      "Sec-Fetch-Site: a beacon from another site is refused; it only adds analytics rows and acts on no cookie (SameSite=Lax cookies are not sent cross-site)",
  },
  scriptHeader: false,
  crossSiteRefusal: "Analytics beacons are only accepted from this site's own pages.",
  body: { maxBytes: MAX_TRACK_BODY_BYTES },
  answers: BEACON_ANSWERS,
  rateLimits: [ANALYTICS_BEACONS],
};

const ACCEPTED_TYPES = /^(?:text\/plain|application\/json)\b/i;
const textDecoder = new TextDecoder("utf-8", { fatal: false });

function emptyResponse(status: number, headers: Record<string, string> = {}): Response {
  const all = new Headers({ "Cache-Control": "no-store", ...headers });
  applyBaselineSecurityHeaders(all, isProduction());
  return new Response(null, { status, headers: all });
}

/** /debug-track: /track that also logs and echoes the record, where it is turned on (404 elsewhere). */
export function handleDebugTrack(request: Request): Promise<Response> | Response {
  if (!isDebugEndpointEnabled(getEnv())) return NO_SUCH_ENDPOINT();
  return handleTrack(request, { debug: true });
}

const NO_SUCH_ENDPOINT = () => jsonError(404, "There is no such endpoint.");

/** A GET of /debug-track: not a method it takes where it is turned on, nothing elsewhere. */
export function debugTrackRead(): Response {
  return isDebugEndpointEnabled(getEnv()) ? jsonError(405, "Use POST.") : NO_SUCH_ENDPOINT();
}

/**
 * `body`: the request body when the caller has already read it (the lean route reads it
 * from the socket, stopping once past the cap); otherwise it is read from `request`.
 */
export async function handleTrack(request: Request, options: { debug: boolean; body?: Uint8Array }): Promise<Response> {
  const type = request.headers.get("Content-Type");
  // sendBeacon with a string sends text/plain; a Blob without a type sends none.
  if (type && !ACCEPTED_TYPES.test(type)) {
    return jsonError(415, "Send the analytics record as JSON (text/plain or application/json).");
  }
  const limit = await checkRateLimit(request, ANALYTICS_BEACONS.scope, ANALYTICS_BEACONS.budget);
  if (!limit.allowed) return tooManyRequestsResponse(limit);

  const text = options.body
    ? options.body.byteLength > maxBodyBytes(ANALYTICS_BEACON)
      ? null
      : textDecoder.decode(options.body)
    : await readTextCapped(request, maxBodyBytes(ANALYTICS_BEACON));
  if (text === null) return jsonError(413, `The analytics record is larger than ${maxBodyBytes(ANALYTICS_BEACON)} bytes.`);

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonError(400, "Analytics payload is not valid JSON");
  }
  const parsed = parseTrackPayload(body, ANALYTICS_BEACON.answers.schemas.answers);
  if (!parsed.success) return jsonError(400, parsed.message);

  // Only a valid record is "accepted, not recorded": bad input is a 400 whoever sends it.
  if (refusesTracking(request.headers) || hasOptedOut(request.headers.get("Cookie"))) return emptyResponse(204);

  const { userAgent, ua } = describeRequestAgent(request);
  if (ua.is_bot) return emptyResponse(204);

  // `kind` travels beside the record's fields (the schema drops unknown keys, so read it here).
  const declared = (body as Record<string, unknown>).kind;
  const row = toEventRow(parsed.data, {
    kind: eventKind(declared, parsed.data),
    source: "js",
    now: Date.now(),
    userAgent,
    ua,
    acceptLanguage: request.headers.get("Accept-Language"),
    siteHost: new URL(request.url).host,
  });
  const outcome = await recordAnalyticsEvent(row);
  if (outcome === "refused") return jsonError(400, "The database refused a value of this analytics record; nothing was stored.");
  if (outcome === "busy") {
    return jsonResponse(
      { success: false, message: "Analytics is busy; try again shortly." },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }

  if (options.debug) {
    console.info(`analytics debug-track ${JSON.stringify(row)}`);
    return jsonResponse({ success: true, record: parsed.data, stored: row }, { status: 202 });
  }
  return emptyResponse(202);
}

export const TRACK_PATH = "/api/website-analytics/track";

// The production server answers beacons before Remix (decision 034): the same handler and
// checks, without the page router's cost. The Remix route stays for `npm run dev` and tests.
registerLeanRoute(TRACK_PATH, ANALYTICS_BEACON, (request, body) => handleTrack(request, { debug: false, body }));
