import { staffMemberAllowedTo } from "~/features/staff/session.server";
import { maxBodyBytes, type Endpoint } from "~/utils/endpoint.server";
import { jsonError, jsonResponse, readJsonBody } from "~/utils/http.server";
import { siteOrigin } from "~/utils/origin.server";
import { tooManyRequestsResponse } from "~/utils/rate-limit.server";
import { isPopupPage } from "./editor-schema";
import type { PopupEventKind } from "./events.server";
import { allowedPopupHosts, getPopup, livePopups, parsePopupId } from "./popups.server";
import { popupStatus } from "./schedule";
import { POPUP_EVENTS_PER_ADDRESS, trackPopupEvent } from "./tracking.server";
import { toPopupRecord } from "./view";

/**
 * POST /api/lightboxes/{id}/impression and /click. Script requests only: the custom header
 * is the anti-forgery defence (decision 020), since a token would set a cookie on the home
 * page and make it uncacheable; a cross-site page cannot send it without a CORS preflight,
 * which this site never grants. Calls carry at most a tiny JSON object (product reference
 * §7.1 leaves the payload open).
 */
export const POPUP_EVENT: Endpoint = {
  methods: ["POST"],
  reply: "json",
  encoding: "json",
  access: "anyone",
  antiForgery: {
    exempt: "pop-up counters only; the same events are counted without JavaScript through plain GET links",
    protectedBy:
      "X-Requested-With (a cross-site form cannot send it; a cross-origin script needs a CORS preflight the server never grants) and Sec-Fetch-Site",
  },
  scriptHeader: true,
  crossSiteRefusal: "Pop-up events are only accepted from this site's pages.",
  body: { maxBytes: 1024 },
  answers: { none: "the address says which pop-up and which event; the optional body is only checked to be a small JSON object, nothing in it is read" },
  rateLimits: [POPUP_EVENTS_PER_ADDRESS],
};

/** GET /api/lightboxes/active?page=home&_t=… → {success, data:[…]}, the one to show first (product reference §7.1). */
export async function activePopupsResponse(request: Request): Promise<Response> {
  const page = new URL(request.url).searchParams.get("page") ?? "home";
  if (!isPopupPage(page)) return jsonError(400, "Unknown page: use page=home.");
  const origin = siteOrigin(request);
  const hosts = allowedPopupHosts();
  return jsonResponse({ success: true, data: (await livePopups(page)).map((row) => toPopupRecord(row, hosts, origin)) });
}

/**
 * GET /api/lightboxes/{id} → {success, data}. Visitors only see pop-ups that are live;
 * staff whose role may open the pop-up preview (/lightbox) also see drafts. A member whose
 * role may not (sales) gets a visitor's 404, not a 403: a refusal would tell them that an
 * unreleased pop-up with that id exists.
 */
export async function popupResponse(request: Request, idParam: string | undefined): Promise<Response> {
  const id = parsePopupId(idParam);
  if (!id) return jsonError(400, "The lightbox id must be a positive whole number.");
  const row = await getPopup(id);
  const visible = row && (popupStatus(row, new Date()) === "live" || (await staffMemberAllowedTo(request, "popups")));
  if (!row || !visible) return jsonError(404, "Lightbox not found.");
  return jsonResponse({ success: true, data: toPopupRecord(row, allowedPopupHosts(), siteOrigin(request)) });
}

/**
 * POST /api/lightboxes/{id}/impression and /click → {success}. Script requests only
 * (X-Requested-With, no anti-forgery token: decision 020), a tiny optional JSON body,
 * and a per-visitor rate limit.
 */
export async function trackResponse(
  request: Request,
  idParam: string | undefined,
  kind: PopupEventKind
): Promise<Response> {
  const bodyError = await checkOptionalBody(request);
  if (bodyError) return bodyError;

  const id = parsePopupId(idParam);
  if (!id) return jsonError(400, "The lightbox id must be a positive whole number.");
  const row = await getPopup(id);
  if (!row) return jsonError(404, "Lightbox not found.");

  const { outcome, headers, limit } = await trackPopupEvent(request, row, kind);
  if (outcome === "limited" && limit) return tooManyRequestsResponse(limit);
  return jsonResponse({ success: true }, { headers });
}

/** No body, or a JSON object within the size cap: anything else is a 4xx. */
async function checkOptionalBody(request: Request): Promise<Response | null> {
  if (!request.body || request.headers.get("Content-Length") === "0") return null;
  const body = await readJsonBody(request, maxBodyBytes(POPUP_EVENT));
  if (!body.ok) return body.response;
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
    return jsonError(400, "The request body must be a JSON object.");
  }
  return null;
}
