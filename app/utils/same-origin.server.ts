import { siteOrigin } from "./origin.server";

/**
 * Anti-forgery for anonymous public forms and their script calls, without a per-visitor
 * token, so their pages can be cached and shared (decision 036; OWASP's CSRF guidance:
 * Fetch metadata, then the Origin and Referer headers).
 *
 * - `Sec-Fetch-Site` (every current browser sends it and no page can change it):
 *   `same-origin` is accepted, and so is `none` (the visitor started the request
 *   themselves: no other page is involved). `cross-site` and `same-site` are refused: a
 *   sibling subdomain is another origin, not this site.
 * - Without it (older browsers), `Origin`, failing that `Referer`, must be this site's
 *   origin (SITE_URL when set, otherwise the request's own). `Origin: null` (a sandboxed
 *   frame, a redirected post, a `data:` page) is refused.
 * - In production the server moves a foreign Origin, which Remix would answer with an
 *   empty 500, to `X-Dropped-Origin` (app/server/production-server.server.ts): it counts as the Origin.
 * - A request with none of the three is accepted: no browser a visitor uses today posts
 *   a form without one of them, so it is a client acting for itself (curl, a monitor, an
 *   integration), not a forgery; refusing it would stop no attacker, who can send any
 *   header they like from their own machine. Per-IP limits and the spam trap still apply.
 */
export type SameOriginVerdict =
  | { allowed: true; by: "fetch-metadata" | "origin" | "referer" | "no-browser-headers" }
  | { allowed: false; reason: string };

/** Only the production server writes it; it removes whatever a client sent under this name. */
export const DROPPED_ORIGIN_HEADER = "X-Dropped-Origin";

export const FOREIGN_REQUEST_MESSAGE =
  "This form was not sent from this site's own pages, so nothing was saved. Please open it on our site and try again.";

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** `ownOrigin` is the site's public origin; tests name it instead of setting SITE_URL. */
export function sameOriginVerdict(request: Request, ownOrigin = siteOrigin(request)): SameOriginVerdict {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) {
    if (fetchSite === "same-origin" || fetchSite === "none") return { allowed: true, by: "fetch-metadata" };
    return { allowed: false, reason: `Sec-Fetch-Site: ${fetchSite}` };
  }
  const expected = originOf(ownOrigin);
  const origin = request.headers.get("Origin") ?? request.headers.get(DROPPED_ORIGIN_HEADER);
  if (origin !== null) {
    if (origin !== "null" && originOf(origin) === expected) return { allowed: true, by: "origin" };
    return { allowed: false, reason: `Origin: ${origin}` };
  }
  const referer = request.headers.get("Referer");
  if (referer !== null) {
    if (originOf(referer) === expected) return { allowed: true, by: "referer" };
    return { allowed: false, reason: "Referer of another origin" };
  }
  return { allowed: true, by: "no-browser-headers" };
}

export function isSameOriginRequest(request: Request, ownOrigin = siteOrigin(request)): boolean {
  return sameOriginVerdict(request, ownOrigin).allowed;
}
