import { data } from "@remix-run/node";
import { findIndustryPage, findTopLevelContentPage, relatedLinks } from "~/features/content-pages/content-pages.server";
import type { IndustryPage, TopLevelContentPage } from "~/features/content-pages/content-library.server";
import { buildBreadcrumbs } from "~/features/content-pages/family-crumbs";
import { redirectOrNotFound } from "~/features/redirects/redirects.server";
import { linkTextsOf, liveEditedPages } from "./page-edits.server";
import { contentPageForRequest, PREVIEW_HEADERS } from "./page-view.server";

/**
 * The loaders of the content pages' routes: the page as this request gets it (a
 * published edit over the shipped file, or a staff preview; page-view.server.ts), its
 * canonical path, breadcrumbs and related links.
 *
 * An industry route imports this one server module and nothing else from the server, so
 * its browser bundle needs no shared stand-in chunk for server code (docs/decisions/018).
 */

/** /{slug} for a content page, or null when no content page has this path. */
export async function loadTopLevelContentPage(request: Request, path: string) {
  const found = findTopLevelContentPage(path);
  if (!found) return null;
  const { canonicalPath } = found;
  const live = await liveEditedPages();
  const { page, preview } = await contentPageForRequest(request, canonicalPath, found.page, live);
  const edited = linkTextsOf(live);
  const content = {
    kind: "content" as const,
    page: page as TopLevelContentPage,
    canonicalPath,
    breadcrumbs: buildBreadcrumbs(found.page.family, canonicalPath, page.title),
    related: relatedLinks(page.related, edited),
    preview,
  };
  return preview ? data(content, { headers: PREVIEW_HEADERS }) : content;
}

/** /industries/{name}: the page, or a stored redirect, or a 404. */
export async function loadIndustryPage(request: Request, name: string) {
  const found = findIndustryPage(`/industries/${name}`);
  if (!found) throw await redirectOrNotFound(request);
  const { canonicalPath } = found;
  const live = await liveEditedPages();
  const { page: shown, preview } = await contentPageForRequest(request, canonicalPath, found.page, live);
  const edited = linkTextsOf(live);
  const page = shown as IndustryPage;
  const content = {
    page,
    canonicalPath,
    breadcrumbs: buildBreadcrumbs("industry", canonicalPath, page.name),
    relatedIndustries: relatedLinks(page.relatedIndustries),
    related: relatedLinks(page.related, edited),
    preview,
  };
  return preview ? data(content, { headers: PREVIEW_HEADERS }) : content;
}
