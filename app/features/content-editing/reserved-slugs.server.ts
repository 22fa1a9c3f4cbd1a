import { REDIRECTS, routeManifest } from "~/features/routing/route-manifest.server";
import { isReservedFirstSegment } from "./slug-rules";

/** Single-segment paths the route manifest (content pages of `content/pages/` included) and the redirects own. */
const ownedTopLevelPaths = new Set(
  [...routeManifest.map((entry) => entry.path), ...Object.keys(REDIRECTS)]
    .filter((path) => /^\/[^/]+$/.test(path))
    .map((path) => path.slice(1)),
);

/**
 * Why `/{slug}` cannot be a database page, or null when it can: a specific route, a
 * content page or a redirect already answers there (and would win), or the prefix is the
 * server's own (admin, api, uploads, build …).
 */
export function reservedPageSlugMessage(slug: string): string | null {
  if (ownedTopLevelPaths.has(slug)) return `/${slug} is already a page of the site (a content page or a fixed route): choose another slug`;
  if (isReservedFirstSegment(slug)) return `/${slug} is reserved for the site's own routes: choose another slug`;
  return null;
}
