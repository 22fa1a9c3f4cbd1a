import { data } from "@remix-run/node";
import { getSiteConfig } from "~/config/site.server";
import { loadPagePopup } from "~/features/popups/page-popup.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";

/**
 * The home page's loader: its manifest entry, the testimonial and the pop-up this visitor
 * is offered. It sets no cookie, so a first visit's page stays cacheable (decision 020).
 *
 * The route imports this one server module and nothing else from the server, so its
 * browser bundle needs no shared stand-in chunk for server code (docs/decisions/018).
 */
export async function loadHomePage(request: Request) {
  const popup = await loadPagePopup(request, "home");
  return data({ entry: requireManifestEntry("/"), testimonial: getSiteConfig().testimonial, popup });
}
