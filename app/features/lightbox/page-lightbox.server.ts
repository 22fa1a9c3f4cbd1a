import type { LightboxPage } from "./editor-schema";
import { mayOffer } from "./frequency";
import { allowedLightboxHosts, liveLightboxes } from "./lightboxes.server";
import { toLightboxView, type LightboxView } from "./view";
import { visitorMemory } from "./visitor.server";

export interface PageLightbox {
  lightbox: LightboxView;
}

/**
 * The pop-up a page should carry for this visitor: the first live one of the page,
 * unless the visitor just sent a lead, closed it, or already saw a show_once pop-up.
 * It sets no cookie, so a first visit's page stays cacheable (decision 020): the
 * impression and click calls are protected by their X-Requested-With header instead.
 */
export async function loadPageLightbox(request: Request, page: LightboxPage): Promise<PageLightbox | null> {
  const [first] = await liveLightboxes(page);
  if (!first || !mayOffer(first, visitorMemory(request))) return null;
  return { lightbox: toLightboxView(first, allowedLightboxHosts()) };
}
