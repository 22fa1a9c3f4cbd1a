import type { MetaDescriptor } from "@remix-run/react";
import type { ActiveBranding } from "~/features/branding/types";

export interface MetaRootData {
  site: { name: string; defaultTitle: string };
  branding: ActiveBranding | null;
  origin: string;
}

export interface PageMetaInput {
  /** Short page title; omit for the home page, which uses the site's default title. */
  title?: string;
  description: string;
  /** The canonical path of the page. */
  path: string;
  noindex?: boolean;
}

interface MatchLike {
  id: string;
  data?: unknown;
}

export function rootDataFrom(matches: readonly MatchLike[]): MetaRootData | undefined {
  return matches.find((match) => match.id === "root")?.data as MetaRootData | undefined;
}

/**
 * "{page} | {site}" (or the site's default title on the home page); when co-branded,
 * prefixed with the business name, or the `brand` parameter when the id was unknown.
 */
export function composeTitle(pageTitle: string | undefined, root: MetaRootData | undefined): string {
  const siteName = root?.site.name ?? "Payment Processing";
  const base = pageTitle ? `${pageTitle} | ${siteName}` : (root?.site.defaultTitle ?? siteName);
  const branding = root?.branding;
  if (!branding) return base;
  return `${branding.businessName ?? branding.brand} | ${base}`;
}

export function buildPageMeta(input: PageMetaInput, matches: readonly MatchLike[]): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  const title = composeTitle(input.title, root);
  const url = `${root?.origin ?? ""}${input.path}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: root?.site.name ?? "" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  return meta;
}
