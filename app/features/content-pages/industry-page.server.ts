import { redirectOrNotFound } from "~/features/redirects/redirects.server";
import { findIndustryPage, relatedLinks } from "./content-pages.server";
import { buildBreadcrumbs } from "./family-crumbs";

/**
 * An industry page's loader (/industries/{name}): the page, its canonical path,
 * breadcrumbs and related links; for an unknown industry a stored redirect, or a 404.
 *
 * The route imports this one server module and nothing else from the server, so its
 * browser bundle needs no shared stand-in chunk for server code (docs/decisions/018).
 */
export async function loadIndustryPage(request: Request, name: string) {
  const found = findIndustryPage(`/industries/${name}`);
  if (!found) throw await redirectOrNotFound(request);
  const { page, canonicalPath } = found;
  return {
    page,
    canonicalPath,
    breadcrumbs: buildBreadcrumbs("industry", canonicalPath, page.name),
    relatedIndustries: relatedLinks(page.relatedIndustries),
    related: relatedLinks(page.related),
  };
}
