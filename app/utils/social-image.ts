import { isHttpUrl, isSiteRelativePath } from "./safe-url";

/** The picture a link preview (Open Graph, X/Twitter cards) shows for a page. */
export interface SocialImage {
  /** A site path (/images/…, /uploads/…) or an absolute http(s) URL. */
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** Its size in pixels, when known (an uploaded cover's is not recorded). */
  width?: number;
  height?: number;
}

/**
 * The site's own card, the picture of every page without one of its own:
 * public/images/og-default.png, the 1200 × 630 PNG drawn from og-default.svg beside it
 * (scripts/social-image.mjs).
 */
export const DEFAULT_SOCIAL_IMAGE: SocialImage = {
  src: "/images/og-default.png",
  alt: "Magnolia Payment Solutions: payment processing for every business",
  width: 1200,
  height: 630,
};

/**
 * The image's absolute URL: link previews are fetched by other sites' crawlers, which
 * resolve nothing against the page. A site path starts with the site's public origin
 * (SITE_URL); anything neither a site path nor http(s) is not shown (null).
 */
export function absoluteImageUrl(src: string, origin: string): string | null {
  if (isSiteRelativePath(src)) return `${origin}${src}`;
  return isHttpUrl(src) ? src : null;
}
