import { isbot } from "isbot";
import type { PopupRow } from "#db/schema";
import { recordPopupEvent, type PopupEventKind } from "./events.server";
import type { EndpointRateLimit } from "~/utils/endpoint.server";
import { isCrossSiteRequest } from "~/utils/http.server";
import type { RateLimitDecision } from "~/utils/rate-limit";
import { checkRateLimit, takeFromBudget } from "~/utils/rate-limit.server";
import { clickAttributionCookie, seenCookie, visitorKeyOf } from "./visitor.server";

/** A person produces a handful of events; a script replaying requests is cut off. */
const PER_VISITOR = { limit: 30, windowMs: 10 * 60 * 1000 };
/** Many people can share an address (an office), so the per-IP limit is much higher. */
export const POPUP_EVENTS_PER_ADDRESS: EndpointRateLimit = {
  what: "pop-up events from one address, shared by /click and /impression (each browser also has its own, lower limit)",
  scope: "lightbox-events",
  budget: { limit: 600, windowMs: 10 * 60 * 1000 },
};

export type TrackOutcome = "recorded" | "duplicate" | "bot" | "limited" | "cross-site";

export interface TrackResult {
  outcome: TrackOutcome;
  headers: Headers;
  /** For "limited": the refusal, with when to try again. */
  limit?: RateLimitDecision;
}

/**
 * Counts an impression or a click, from the JSON API or from the no-JavaScript routes,
 * and returns the cookies that go with it: the visitor key, the show_once marker
 * (written when displayed, product reference §4.1) and the click attribution for a following lead.
 * Search-engine crawlers following the links are not counted, and neither is a request
 * another site's page made (an embedded pixel, a link to the call to action): the rule of
 * every counting route, `isCrossSiteRequest` (decision 049).
 */
export async function trackPopupEvent(
  request: Request,
  popup: Pick<PopupRow, "id" | "showOnce">,
  kind: PopupEventKind
): Promise<TrackResult> {
  // No cookie either: a click another site sent must not credit the pop-up with a lead.
  if (isCrossSiteRequest(request)) return { outcome: "cross-site", headers: new Headers() };
  const headers = new Headers();
  const visitor = visitorKeyOf(request);
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  if (kind === "impression" && popup.showOnce) headers.append("Set-Cookie", seenCookie(request, popup.id));
  if (kind === "click") headers.append("Set-Cookie", clickAttributionCookie(popup.id));

  if (isbot(request.headers.get("User-Agent") ?? "")) return { outcome: "bot", headers };
  // Without a proxy (no per-IP limit then, decision 006) only the visitor key tells people apart.
  const byVisitor = await takeFromBudget("lightbox-visitor", visitor.key, PER_VISITOR);
  const decision = byVisitor.allowed ? await checkRateLimit(request, POPUP_EVENTS_PER_ADDRESS.scope, POPUP_EVENTS_PER_ADDRESS.budget) : byVisitor;
  if (!decision.allowed) return { outcome: "limited", headers, limit: decision };
  const recorded = await recordPopupEvent(popup.id, kind, visitor.key);
  return { outcome: recorded ? "recorded" : "duplicate", headers };
}
