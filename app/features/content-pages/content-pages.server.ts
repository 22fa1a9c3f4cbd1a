import { contentPageTitle, findContentSource, getContentPage, type IndustryPage, type TopLevelContentPage } from "./content-library.server";

/** Paths that answer with another page's content (one canonical each). */
export const PAGE_ALIASES: Record<string, string> = {
  "/mca": "/merchant-cash-advance",
  "/industries/credit-education-repair": "/industries/credit-repair",
};

/** Every address that shows the page at this canonical path: the path and its aliases. */
export function publicPathsOf(canonicalPath: string): string[] {
  return [canonicalPath, ...Object.keys(PAGE_ALIASES).filter((alias) => PAGE_ALIASES[alias] === canonicalPath)];
}

export interface FoundContentPage {
  page: TopLevelContentPage;
  /** The path search engines should index (differs from the request path for aliases). */
  canonicalPath: string;
}

/** A single-segment content page (served by the `/{slug}` route), also under an alias. */
export function findTopLevelContentPage(path: string): FoundContentPage | null {
  const canonicalPath = PAGE_ALIASES[path] ?? path;
  const page = getContentPage(canonicalPath);
  return page && page.family !== "industry" ? { page, canonicalPath } : null;
}

export function findIndustryPage(path: string): { page: IndustryPage; canonicalPath: string } | null {
  const canonicalPath = PAGE_ALIASES[path] ?? path;
  const page = getContentPage(canonicalPath);
  return page?.family === "industry" ? { page, canonicalPath } : null;
}

/** What links to a page show, where a published edit changed it (by path): its title, and its introduction as plain text. */
export type LinkTexts = ReadonlyMap<string, { title: string; summary: string }>;

/**
 * Title and path of the pages a page links to as "related", skipping unknown paths; a page
 * whose title was edited shows its new one (`edited`). An industry page keeps its name.
 */
export function relatedLinks(paths: readonly string[] | undefined, edited: LinkTexts = new Map()): { href: string; title: string }[] {
  return (paths ?? []).flatMap((href) => {
    const title = findContentSource(href)?.frontmatter.family === "industry" ? contentPageTitle(href) : (edited.get(href)?.title ?? contentPageTitle(href));
    return title ? [{ href, title }] : [];
  });
}
