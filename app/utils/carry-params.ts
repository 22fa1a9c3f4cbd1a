import { isSiteRelativePath } from "./safe-url";

/** The query parameters that co-brand a visit; links carry them from page to page. */
export const BRANDING_PARAMS = ["client", "partner", "brand"] as const;

/**
 * Adds the co-branding parameters to an internal link so co-branding persists while the
 * visitor moves around (product reference §4.3). External links, in-page anchors and links that
 * already name a branding are left as they are.
 */
export function withCarriedParams(href: string, params: [string, string][]): string {
  if (params.length === 0 || !isSiteRelativePath(href)) return href;
  const hashIndex = href.indexOf("#");
  const beforeHash = hashIndex === -1 ? href : href.slice(0, hashIndex);
  const hash = hashIndex === -1 ? "" : href.slice(hashIndex);
  const queryIndex = beforeHash.indexOf("?");
  const path = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const query = new URLSearchParams(queryIndex === -1 ? "" : beforeHash.slice(queryIndex + 1));
  if (BRANDING_PARAMS.some((name) => query.has(name))) return href;
  for (const [name, value] of params) query.append(name, value);
  return `${path}?${query.toString()}${hash}`;
}
