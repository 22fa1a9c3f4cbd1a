import { chargebackGuidePages } from "~/content/chargeback-guides";
import { hrPages } from "~/content/hr";
import { industryPages } from "~/content/industries";
import { legalPages } from "~/content/legal";
import { partnerProgramPages } from "~/content/partner-programs";
import { productPages } from "~/content/products";
import { segmentPages } from "~/content/segments";
import type { ContentPage, IndustryPage } from "~/content/types";
import { PAGE_ALIASES, type PageFamily } from "~/features/routing/route-manifest.server";

export interface FoundContentPage {
  family: PageFamily;
  page: ContentPage;
  /** The path search engines should index (differs from the request path for aliases). */
  canonicalPath: string;
}

/** Single-segment content pages served by the `/{slug}` route. */
const topLevelPages = new Map<string, { family: PageFamily; page: ContentPage }>();
for (const [family, list] of [
  ["product", productPages],
  ["segment", segmentPages],
  ["hr", hrPages],
  ["chargeback", chargebackGuidePages],
  ["partner", partnerProgramPages],
  ["legal", legalPages],
] as const) {
  for (const page of list) topLevelPages.set(`/${page.slug}`, { family, page });
}

const industriesByPath = new Map<string, IndustryPage>(industryPages.map((page) => [`/${page.slug}`, page]));

export function findTopLevelContentPage(path: string): FoundContentPage | null {
  const canonicalPath = PAGE_ALIASES[path] ?? path;
  const found = topLevelPages.get(canonicalPath);
  return found ? { ...found, canonicalPath } : null;
}

export function findIndustryPage(path: string): { page: IndustryPage; canonicalPath: string } | null {
  const canonicalPath = PAGE_ALIASES[path] ?? path;
  const page = industriesByPath.get(canonicalPath);
  return page ? { page, canonicalPath } : null;
}

/** Title and path of the pages a page links to as "related", skipping unknown paths. */
export function relatedLinks(paths: readonly string[] | undefined): { href: string; title: string }[] {
  return (paths ?? []).flatMap((href) => {
    const title = topLevelPages.get(href)?.page.title ?? industriesByPath.get(href)?.name;
    return title ? [{ href, title }] : [];
  });
}
