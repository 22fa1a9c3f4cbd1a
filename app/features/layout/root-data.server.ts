import { data } from "@remix-run/node";
import { getSiteConfig } from "~/config/site.server";
import { captureVisit } from "~/features/analytics/visit.server";
import { getBrandingForRequest } from "~/features/branding/branding.server";
import { getNavigationMenus } from "~/features/navigation/navigation.server";
import type { RootLoaderData } from "~/root";
import { siteOrigin } from "~/utils/origin.server";

/**
 * The root loader: navigation, co-branding, the public site details, the origin and the
 * tracker's settings, with the page view counted and its cookies set.
 *
 * The root route imports this one server module and nothing else from the server: the
 * browser build replaces every server module a route imports with an empty stand-in, and
 * one shared by several routes becomes a chunk of its own, an extra request on every
 * first visit (see docs/decisions/018).
 */
export async function loadRootData(request: Request) {
  const site = getSiteConfig();
  const { branding, setCookie } = await getBrandingForRequest(request, site.defaultTitle);
  // Page view (JavaScript off too) and referral click, each with its first-party cookie.
  const visit = await captureVisit(request);
  const headers = new Headers();
  for (const cookie of [setCookie, ...visit.setCookies]) if (cookie) headers.append("Set-Cookie", cookie);
  const payload: RootLoaderData = {
    menus: getNavigationMenus(),
    branding,
    site: {
      name: site.name,
      defaultTitle: site.defaultTitle,
      tagline: site.tagline,
      phone: site.phone,
      email: site.email,
      address: site.address,
      social: site.social,
    },
    origin: siteOrigin(request),
    analytics: visit.analytics,
  };
  return data(payload, { headers });
}
