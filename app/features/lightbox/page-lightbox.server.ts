import { commitCsrfToken } from "~/utils/csrf.server";
import type { LightboxPage } from "./editor-schema";
import { mayOffer } from "./frequency";
import { allowedLightboxHosts, liveLightboxes } from "./lightboxes.server";
import { toLightboxView, type LightboxView } from "./view";
import { visitorMemory } from "./visitor.server";

export interface PageLightbox {
  lightbox: LightboxView;
  /** For the impression and click calls (X-CSRF-Token). */
  csrf: string;
}

/**
 * The pop-up a page should carry for this visitor: the first live one of the page,
 * unless the visitor just sent a lead, closed it, or already saw a show_once pop-up.
 * The anti-forgery token is only made when there is a pop-up to report on.
 */
export async function loadPageLightbox(
  request: Request,
  page: LightboxPage
): Promise<{ popup: PageLightbox | null; setCookie: string | null }> {
  const [first] = liveLightboxes(page);
  if (!first || !mayOffer(first, visitorMemory(request))) return { popup: null, setCookie: null };
  const [csrf, setCookie] = await commitCsrfToken(request);
  return { popup: { lightbox: toLightboxView(first, allowedLightboxHosts()), csrf }, setCookie };
}
