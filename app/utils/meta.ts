import type { MetaDescriptor } from "@remix-run/react";
import type { ActiveBranding } from "~/features/branding/types";
import { absoluteImageUrl, DEFAULT_SOCIAL_IMAGE, type SocialImage } from "./social-image";

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
  /** The picture of the page's link previews; the site's own card when it has none. */
  image?: SocialImage;
  /** What link previews show instead of the page's title and description. */
  social?: { title?: string; description?: string };
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
    { property: "og:title", content: input.social?.title ?? title },
    { property: "og:description", content: input.social?.description ?? input.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: root?.site.name ?? "" },
    // X reads the title and description from og:title and og:description when it has no twitter: ones.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  meta.push(...socialImageMeta(input.image, root?.origin ?? ""));
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  return meta;
}

/**
 * og:image and twitter:image (with their alt text and, when known, size): the
 * summary_large_image card needs a picture, absolute from the site's public origin. A
 * page's own image that cannot be given as a URL falls back to the site's card.
 */
function socialImageMeta(image: SocialImage | undefined, origin: string): MetaDescriptor[] {
  const own = image ? absoluteImageUrl(image.src, origin) : null;
  const [shown, url] = image && own ? [image, own] : [DEFAULT_SOCIAL_IMAGE, `${origin}${DEFAULT_SOCIAL_IMAGE.src}`];
  const meta: MetaDescriptor[] = [
    { property: "og:image", content: url },
    { property: "og:image:alt", content: shown.alt },
  ];
  if (shown.width && shown.height) {
    meta.push({ property: "og:image:width", content: String(shown.width) }, { property: "og:image:height", content: String(shown.height) });
  }
  meta.push({ name: "twitter:image", content: url }, { name: "twitter:image:alt", content: shown.alt });
  return meta;
}
