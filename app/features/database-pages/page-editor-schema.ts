import * as z from "zod";
import { markdownBody, optionalText, requiredText, SOCIAL_FIELD_LABELS, socialFields } from "~/features/content-editing/editor-fields";
import { slugField } from "~/features/content-editing/slug-rules";
import type { FieldLabels } from "~/utils/stale-edit";

export const PAGE_LIMITS = { title: 150, description: 300 } as const;

/** The page editor's schema: the browser and the server use the same one. */
export const pageEditorSchema = z.object({
  title: requiredText(PAGE_LIMITS.title, "Write the page's title"),
  slug: slugField,
  description: optionalText(PAGE_LIMITS.description),
  body: markdownBody,
  noindex: z.boolean().optional(),
  ...socialFields,
});

export type PageEditorInput = z.infer<typeof pageEditorSchema>;

export interface PageFormValues {
  title: string;
  slug: string;
  description: string;
  body: string;
  noindex: boolean;
  social_title: string;
  social_description: string;
}

export const PAGE_FORM_FIELDS = ["title", "slug", "description", "body", "noindex", "social_title", "social_description"] as const;

export const PAGE_FIELD_LABELS: FieldLabels<PageFormValues> = {
  title: "Title",
  slug: "Slug",
  description: "Description",
  body: "Body",
  noindex: "Hidden from search engines",
  ...SOCIAL_FIELD_LABELS,
};

export const NEW_PAGE_DEFAULTS: PageFormValues = { title: "", slug: "", description: "", body: "", noindex: false, social_title: "", social_description: "" };

export function pageFormValues(row: {
  title: string;
  slug: string;
  description: string;
  body: string;
  noindex: boolean;
  socialTitle: string;
  socialDescription: string;
}): PageFormValues {
  const { title, slug, description, body, noindex } = row;
  return { title, slug, description, body, noindex, social_title: row.socialTitle, social_description: row.socialDescription };
}
