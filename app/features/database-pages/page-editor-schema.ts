import * as z from "zod";
import { markdownBody, optionalText, requiredText } from "~/features/content-editing/editor-fields";
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
});

export type PageEditorInput = z.infer<typeof pageEditorSchema>;

export interface PageFormValues {
  title: string;
  slug: string;
  description: string;
  body: string;
  noindex: boolean;
}

export const PAGE_FORM_FIELDS = ["title", "slug", "description", "body", "noindex"] as const;

export const PAGE_FIELD_LABELS: FieldLabels<PageFormValues> = {
  title: "Title",
  slug: "Slug",
  description: "Description",
  body: "Body",
  noindex: "Hidden from search engines",
};

export const NEW_PAGE_DEFAULTS: PageFormValues = { title: "", slug: "", description: "", body: "", noindex: false };

export function pageFormValues(row: { title: string; slug: string; description: string; body: string; noindex: boolean }): PageFormValues {
  return { title: row.title, slug: row.slug, description: row.description, body: row.body, noindex: row.noindex };
}
