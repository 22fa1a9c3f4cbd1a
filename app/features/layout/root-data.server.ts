import { data } from "@remix-run/node";
import { publicSiteConfig } from "~/config/site";
import { getSiteConfig } from "~/config/site.server";
import { trackerConfig } from "~/features/analytics/visit.server";
import { captureVisit } from "~/features/attribution/capture-visit.server";
import { getBrandingForRequest } from "~/features/branding/branding.server";
import { getNavigationMenus } from "~/features/navigation/navigation.server";
import { isRedirectedAddress } from "~/features/redirects/redirects.server";
import { siteOrigin } from "~/utils/origin.server";
import { organizationJsonLd, serializeJsonLd } from "~/utils/structured-data";

/**
 * The root loader: navigation, co-branding, the public site details, the origin and the
 * tracker's settings, with a referral click and where the visitor came from recorded
 * (decision 076). Nothing in it depends on who the visitor is unless the page is personal
 * anyway (co-branded, a landing that names a source), so an
 * anonymous page can be cached (decision 033).
 *
 * The root route imports this one server module and nothing else from the server: the
 * browser build replaces every server module a route imports with an empty stand-in, and
 * one shared by several routes becomes a chunk of its own, an extra request on every
 * first visit (see docs/decisions/018).
 */
export async function loadRootData(request: Request) {
  const site = getSiteConfig();
  const { branding, setCookie } = await getBrandingForRequest(request, site.defaultTitle);
  // An address a stored redirect answers is recorded at the destination, where its query
  // string goes along (the redirect's own cookies are lost). Only a request with a query is
  // looked up: the others are the pages' own, and cost no query.
  const url = new URL(request.url);
  const redirected = url.search !== "" && (await isRedirectedAddress(url.pathname));
  const visit = redirected ? { setCookies: [] } : await captureVisit(request);
  const origin = siteOrigin(request);
  const publicSite = publicSiteConfig(site);
  const sameAs = publicSite.social.flatMap((social) => (social.href ? [social.href] : []));
  const headers = new Headers();
  for (const cookie of [setCookie, ...visit.setCookies]) if (cookie) headers.append("Set-Cookie", cookie);
  return data(
    {
      menus: await getNavigationMenus(),
      branding,
      site: publicSite,
      origin,
      /**
       * The organisation's structured data, serialised here so that the code building it
       * stays out of every page's script (decision 055).
       */
      organizationJsonLd: serializeJsonLd(organizationJsonLd({ ...publicSite, sameAs }, origin)),
      /** The browser tracker's settings; null when this page is not tracked. */
      analytics: trackerConfig(new URL(request.url).pathname),
    },
    { headers }
  );
}
