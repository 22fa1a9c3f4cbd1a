import { hasControlOrSpace, isSiteRelativePath } from "~/utils/safe-url";
import { notFound, redirectResponse } from "~/utils/http.server";
import { isProduction } from "~/utils/env.server";
import { applyBaselineSecurityHeaders } from "~/utils/security-headers.server";
import { ctaDestination, DEFAULT_CTA_URL } from "./cta-url";
import { allowedPopupHosts, getPopup, parsePopupId } from "./popups.server";
import { trackPopupEvent } from "./tracking.server";
import { closedCookie } from "./visitor.server";

/**
 * The pop-up's links without JavaScript: the call to action, the close control and the
 * impression pixel are plain GET requests to these routes.
 */

function withCookies(response: Response, headers: Headers): Response {
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** GET /lightbox/{id}/go: counts the click, remembers it for the next lead, redirects to the safe cta_url. */
export async function followCallToAction(request: Request, idParam: string | undefined): Promise<Response> {
  const id = parsePopupId(idParam);
  if (!id) throw notFound();
  const row = await getPopup(id);
  // A pop-up deleted while the page was open still leads somewhere useful.
  if (!row) return redirectResponse(DEFAULT_CTA_URL);
  const { headers } = await trackPopupEvent(request, row, "click");
  return withCookies(redirectResponse(ctaDestination(row.ctaUrl, allowedPopupHosts())), headers);
}

/** Only a path on this site, and never back into these routes. */
export function safeReturnPath(back: string | null): string {
  if (!back || back.length > 512 || !isSiteRelativePath(back) || back.includes("\\") || hasControlOrSpace(back))
    return "/";
  return back.startsWith("/lightbox/") ? "/" : back;
}

/** GET /lightbox/{id}/close?back=/: remembers the dismissal and returns to the page it came from. */
export function closePopup(request: Request, idParam: string | undefined): Response {
  const id = parsePopupId(idParam);
  if (!id) throw notFound();
  const back = safeReturnPath(new URL(request.url).searchParams.get("back"));
  const response = redirectResponse(back, 302);
  response.headers.append("Set-Cookie", closedCookie(request, id));
  return response;
}

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * GET /lightbox/{id}/seen.gif: the impression of a visitor without JavaScript (a
 * <noscript> image, so a browser running the script never loads it and nothing is
 * counted twice). Never cached, so every display reaches the server.
 */
export async function impressionPixel(request: Request, idParam: string | undefined): Promise<Response> {
  const id = parsePopupId(idParam);
  const row = id ? await getPopup(id) : null;
  if (!row) throw notFound();
  const { headers } = await trackPopupEvent(request, row, "impression");
  headers.set("Content-Type", "image/gif");
  headers.set("Content-Length", String(PIXEL.length));
  headers.set("Cache-Control", "no-store");
  applyBaselineSecurityHeaders(headers, isProduction());
  return new Response(PIXEL, { status: 200, headers });
}
