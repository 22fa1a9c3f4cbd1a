import type { PopupPage } from "./editor-schema";
import { mayOffer } from "./frequency";
import { allowedPopupHosts, livePopups } from "./popups.server";
import { toPopupView, type PopupView } from "./view";
import { visitorMemory } from "./visitor.server";

export interface OfferedPopup {
  view: PopupView;
}

/**
 * The pop-up a page should carry for this visitor: the first live one of the page,
 * unless the visitor just sent a lead, closed it, or already saw a show_once pop-up.
 * It sets no cookie, so a first visit's page stays cacheable (decision 020): the
 * impression and click calls are protected by their X-Requested-With header instead.
 */
export async function loadPagePopup(request: Request, page: PopupPage): Promise<OfferedPopup | null> {
  const [first] = await livePopups(page);
  if (!first || !mayOffer(first, visitorMemory(request))) return null;
  return { view: toPopupView(first, allowedPopupHosts()) };
}
