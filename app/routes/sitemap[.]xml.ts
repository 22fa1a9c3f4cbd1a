import type { LoaderFunctionArgs } from "@remix-run/node";
import { listArticlesForSitemap } from "~/features/articles/articles.server";
import { listPublishedPages } from "~/features/database-pages/pages.server";
import { routeManifest } from "~/features/routing/route-manifest.server";
import { buildSitemap, type SitemapUrl } from "~/features/seo/sitemap";
import { isProduction } from "~/utils/env.server";
import { applyBaselineSecurityHeaders } from "~/utils/security-headers.server";
import { siteOrigin } from "~/utils/origin.server";

/** /sitemap.xml: the route manifest, database pages and articles; never noindex pages or aliases. */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const manifestPaths = new Set(routeManifest.map((entry) => entry.path));
  const urls: SitemapUrl[] = [
    ...routeManifest
      .filter((entry) => !entry.noindex && !entry.canonicalPath)
      .map((entry) => ({ path: entry.path })),
    ...(await listPublishedPages())
      .filter((page) => !page.noindex && !manifestPaths.has(`/${page.slug}`))
      .map((page) => ({ path: `/${page.slug}`, lastModified: page.lastModified })),
    ...(await listArticlesForSitemap()).map((article) => ({ path: `/articles/${article.slug}`, lastModified: article.lastModified })),
  ];
  const headers = new Headers({
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
  });
  applyBaselineSecurityHeaders(headers, isProduction());
  return new Response(buildSitemap(origin, urls), { headers });
}
