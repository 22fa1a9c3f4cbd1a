import { data } from "@remix-run/node";
import { getSiteConfig } from "~/config/site.server";
import { loadPagePopup } from "~/features/popups/page-popup.server";
import { PREVIEW_HEADERS } from "~/features/page-edits/page-view.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { homeTextsForRequest } from "./home-edits.server";

/**
 * The home page's loader: its manifest entry, the testimonial, the pop-up this visitor
 * is offered and a marketer's edit of the texts (or a staff preview of one). It sets no cookie, so a first visit's page stays cacheable (decision 020).
 *
 * The route imports this one server module and nothing else from the server, so its
 * browser bundle needs no shared stand-in chunk for server code (docs/decisions/018).
 */
export async function loadHomePage(request: Request) {
  const [popup, { texts, preview }] = await Promise.all([loadPagePopup(request, "home"), homeTextsForRequest(request)]);
  // The edited texts of link previews travel with the manifest entry the meta tags are made from.
  const entry = { ...requireManifestEntry("/"), social: texts?.social };
  const page = { entry, testimonial: getSiteConfig().testimonial, popup, texts, preview };
  return data(page, preview ? { headers: PREVIEW_HEADERS } : undefined);
}
