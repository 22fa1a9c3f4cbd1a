import * as z from "zod";
import { markdownBody, optionalText, requiredText } from "~/features/content-editing/editor-fields";
import { PAGE_EDIT_FIELDS, type PageEditValues } from "./page-edit-values";

/**
 * The content page editor's form (decision 088), checked alike in the browser and on the
 * server: presence and length here; the page's own rules (lists, paths, the family's
 * fields) by applyPageEditValues on the server, as a file is checked.
 */
const LIST_MAX_LENGTH = 20_000;

export const pageEditFormSchema = z.object({
  title: requiredText(150, "Write the page's title"),
  description: requiredText(300, "Write the description search results show"),
  eyebrow: optionalText(100),
  h1: requiredText(200, "Write the main heading"),
  lead: requiredText(1_000, "Write the introduction under the heading"),
  highlights: optionalText(LIST_MAX_LENGTH),
  body: markdownBody,
  faqs: optionalText(LIST_MAX_LENGTH),
  challenges: optionalText(LIST_MAX_LENGTH),
  offers: optionalText(LIST_MAX_LENGTH),
  related: optionalText(2_000),
  cta_heading: optionalText(200),
  cta_text: optionalText(1_000),
  cta_label: optionalText(60),
  cta_href: optionalText(500),
  social_title: optionalText(150),
  social_description: optionalText(300),
  social_image: optionalText(500),
  social_image_alt: optionalText(300),
});

export type PageEditFormInput = z.infer<typeof pageEditFormSchema>;

/** The checked form as the editor's values (a field left empty is ""). */
export function valuesOfForm(input: PageEditFormInput): PageEditValues {
  return Object.fromEntries(PAGE_EDIT_FIELDS.map((field) => [field, input[field] ?? ""])) as PageEditValues;
}
