import type { SocialImage } from "~/utils/social-image";

/**
 * An article's link-preview picture: its cover, described by the cover's alt text or,
 * for a cover marked decorative on the page, by the article's title (a preview shows the
 * picture on its own). Nothing without a cover: the page gets the site's card.
 */
export function articleSocialImage(article: { title: string; coverImage: string | null; coverAlt: string | null }): SocialImage | undefined {
  if (!article.coverImage) return undefined;
  return { src: article.coverImage, alt: article.coverAlt?.trim() || article.title };
}
