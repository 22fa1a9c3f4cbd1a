import { storableText } from "~/utils/storable-text";

/**
 * The one slug rule of the back office, for articles (/articles/{slug}) and database
 * pages (/{slug}): lower-case letters and digits in words joined by single hyphens.
 */
export const SLUG_MAX_LENGTH = 100;
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_MESSAGES = {
  required: "Enter a slug: the last part of the page's address",
  tooLong: `Keep the slug to ${SLUG_MAX_LENGTH} characters or fewer`,
  shape: "Use lower-case letters, digits and single hyphens only (for example fees-explained), without a hyphen at the start or end",
  taken: "Another one already uses this slug: choose another",
} as const;

/** Whether a slug has the shape the rule allows (the public routes look up nothing else). */
export function isSlugShape(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_SHAPE.test(slug);
}

/** The message for a slug that breaks the rule's shape, or null. */
export function slugShapeProblem(slug: string): string | null {
  if (slug.length === 0) return SLUG_MESSAGES.required;
  if (slug.length > SLUG_MAX_LENGTH) return SLUG_MESSAGES.tooLong;
  return SLUG_SHAPE.test(slug) ? null : SLUG_MESSAGES.shape;
}

/**
 * The slug a title suggests: its words in lower case, accents dropped, apostrophes
 * removed ("Don't" is "dont"), "&" read as "and", joined by hyphens and cut at a word
 * to the rule's length. "" when the title has no letter or digit.
 */
export function slugFromTitle(title: string): string {
  const words =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['\u2019]/g, "")
      .replace(/&/g, " and ")
      .match(/[a-z0-9]+/g) ?? [];
  let slug = "";
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > SLUG_MAX_LENGTH) break;
    slug = longer;
  }
  return slug || (words[0] ?? "").slice(0, SLUG_MAX_LENGTH);
}

/** The slug field of an editor's zod schema (trimmed; no lower-casing behind the editor's back). */
export const slugField = storableText(SLUG_MESSAGES.required)
  .trim()
  .min(1, SLUG_MESSAGES.required)
  .max(SLUG_MAX_LENGTH, SLUG_MESSAGES.tooLong)
  .regex(SLUG_SHAPE, SLUG_MESSAGES.shape);

/**
 * First path segments a database page may never take: every route of `app/routes` with a
 * fixed first segment, the prefixes the server or the proxy answers itself (built assets,
 * uploads, the API), and the folders of `public/`. `slug-rules.test.ts` reads `app/routes`
 * and `public/` and fails when one is missing here.
 */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  "admin",
  "all-industries",
  "api",
  "articles",
  "build",
  "calendar",
  "chat",
  "consult",
  "healthz",
  "images",
  "industries",
  "lightbox",
  "lightbox-config",
  "meetings",
  "merchant-onboarding",
  "navmobileview_industries",
  "navmobileview_solutions",
  "partnership-forms",
  "share",
  "speedybusinessloan",
  "survey",
  "uploads",
];

export function isReservedFirstSegment(slug: string): boolean {
  return RESERVED_FIRST_SEGMENTS.includes(slug);
}
