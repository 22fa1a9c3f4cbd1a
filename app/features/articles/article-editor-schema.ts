import * as z from "zod";
import { markdownBody, optionalText, requiredText, SOCIAL_FIELD_LABELS, socialFields } from "~/features/content-editing/editor-fields";
import { slugField } from "~/features/content-editing/slug-rules";
import type { FieldLabels } from "~/utils/stale-edit";
import { isCalendarDate } from "~/utils/time-zones";
import { storableText } from "~/utils/storable-text";

export const ARTICLE_LIMITS = { title: 150, excerpt: 300, author: 80, coverAlt: 200 } as const;

export const ARTICLE_MESSAGES = {
  title: "Write the article's title",
  excerpt: "Write a short excerpt: the list and search engines show it",
  author: "Name the author",
  publishDate: "Choose the publish date",
  publishTime: "Give the time as hours and minutes, like 09:30, or leave it empty for the start of the day",
  coverAlt: "Describe the cover image for people who cannot see it",
} as const;

const schema = z
  .object({
    title: requiredText(ARTICLE_LIMITS.title, ARTICLE_MESSAGES.title),
    slug: slugField,
    excerpt: requiredText(ARTICLE_LIMITS.excerpt, ARTICLE_MESSAGES.excerpt),
    author: requiredText(ARTICLE_LIMITS.author, ARTICLE_MESSAGES.author),
    publish_date: storableText(ARTICLE_MESSAGES.publishDate).trim().refine(isCalendarDate, ARTICLE_MESSAGES.publishDate),
    /** HH:MM on the site's clock; the start of the day when left empty. */
    publish_time: storableText(ARTICLE_MESSAGES.publishTime)
      .trim()
      .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, ARTICLE_MESSAGES.publishTime)
      .optional(),
    body: markdownBody,
    cover_alt: optionalText(ARTICLE_LIMITS.coverAlt),
    ...socialFields,
    remove_cover: z.boolean().optional(),
    /** Set by the server from what is stored and uploaded ("1" when the article will have a cover). */
    has_cover: storableText().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.has_cover === "1" && !value.remove_cover && !value.cover_alt) {
      ctx.addIssue({ code: "custom", path: ["cover_alt"], message: ARTICLE_MESSAGES.coverAlt });
    }
  });

/** The article editor's schema: the browser and the server use the same one. */
export const articleEditorSchema = schema;
export type ArticleEditorInput = z.infer<typeof schema>;

/** The editor's text fields as the form holds them. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  publish_date: string;
  publish_time: string;
  body: string;
  cover_alt: string;
  social_title: string;
  social_description: string;
}

export const ARTICLE_FORM_FIELDS = ["title", "slug", "excerpt", "author", "publish_date", "publish_time", "body", "cover_alt", "social_title", "social_description"] as const;

/** Labels of the fields a stale-save message names. */
export const ARTICLE_FIELD_LABELS: FieldLabels<ArticleFormValues> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  author: "Author",
  publish_date: "Publish date",
  publish_time: "Publish time",
  body: "Body",
  cover_alt: "Cover description",
  ...SOCIAL_FIELD_LABELS,
};

/** A new article: published today, written by the signed-in staff member (their account's name). */
export function newArticleDefaults(today: string, author: string): ArticleFormValues {
  return { title: "", slug: "", excerpt: "", author, publish_date: today, publish_time: "", body: "", cover_alt: "", social_title: "", social_description: "" };
}

export function articleFormValues(row: {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  publishTime: string;
  body: string;
  coverAlt: string | null;
  socialTitle: string;
  socialDescription: string;
}): ArticleFormValues {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    publish_date: row.publishedAt.slice(0, 10),
    // The start of the day shows as empty: most articles have no time of their own.
    publish_time: row.publishTime === "00:00" ? "" : row.publishTime,
    body: row.body,
    cover_alt: row.coverAlt ?? "",
    social_title: row.socialTitle,
    social_description: row.socialDescription,
  };
}
