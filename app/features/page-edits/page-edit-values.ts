import type { ContentSource } from "~/features/content-pages/content-files.server";
import { ContentFrontmatterSchema, type ContentFrontmatter } from "~/features/content-pages/page-schema";

/**
 * The page editor's form for a content page (decision 088): every field a marketer may
 * change, each a plain text value, so a revision is a flat record that compares field by
 * field and a form without JavaScript carries all of it. Lists are written the way the
 * Markdown body is: each card or question starts with a `## ` line, its text below it;
 * related pages are one path per line. The page's family, order and an industry page's
 * name, group and related industries stay the file's.
 */
export const PAGE_EDIT_FIELDS = [
  "title",
  "description",
  "eyebrow",
  "h1",
  "lead",
  "highlights",
  "body",
  "faqs",
  "challenges",
  "offers",
  "related",
  "cta_heading",
  "cta_text",
  "cta_label",
  "cta_href",
  "social_title",
  "social_description",
  "social_image",
  "social_image_alt",
] as const;
export type PageEditField = (typeof PAGE_EDIT_FIELDS)[number];
export type PageEditValues = Record<PageEditField, string>;

/** Fields only industry pages have. */
export const INDUSTRY_ONLY_FIELDS: readonly PageEditField[] = ["challenges", "offers"];

export const PAGE_EDIT_LABELS: Record<PageEditField, string> = {
  title: "Title",
  description: "Description",
  eyebrow: "Label above the heading",
  h1: "Main heading",
  lead: "Introduction",
  highlights: "Highlights",
  body: "Body",
  faqs: "Questions and answers",
  challenges: "Challenges",
  offers: "What we offer",
  related: "Related pages",
  cta_heading: "Call to action: heading",
  cta_text: "Call to action: text",
  cta_label: "Call to action: button",
  cta_href: "Call to action: button goes to",
  social_title: "Social title",
  social_description: "Social description",
  social_image: "Social image",
  social_image_alt: "Social image: what it shows",
};

interface Item {
  title: string;
  text: string;
}

/** Cards or questions as the editor shows them: `## title`, then the text, a blank line between items. */
export function formatItems(items: readonly Item[] | undefined): string {
  return (items ?? []).map((item) => `## ${item.title}\n${item.text}`).join("\n\n");
}

/** The items of a list field; an error message when text comes before the first `## ` line or an item is half empty. */
export function parseItems(text: string): Item[] | string {
  const items: { title: string; lines: string[] }[] = [];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) {
      items.push({ title: (heading[1] ?? "").trim(), lines: [] });
      continue;
    }
    const current = items.at(-1);
    if (current) current.lines.push(line);
    else if (line.trim() !== "") return "Start each item with a line “## ” and its title; its text goes on the lines below.";
  }
  const parsed = items.map((item) => ({ title: item.title, text: item.lines.join("\n").trim() }));
  const incomplete = parsed.findIndex((item) => item.title === "" || item.text === "");
  if (incomplete >= 0) return `Item ${incomplete + 1} needs both a title (after “## ”) and a text below it.`;
  return parsed;
}

/** One path per line; blank lines are ignored. */
function parseLines(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The editor's values of a page as it stands (shipped or edited). */
export function valuesOfSource(source: Pick<ContentSource, "frontmatter" | "body">): PageEditValues {
  const page = source.frontmatter;
  const industry = page.family === "industry" ? page : null;
  return {
    title: page.title,
    description: page.description,
    eyebrow: page.eyebrow ?? "",
    h1: page.h1,
    lead: page.lead,
    highlights: formatItems(page.highlights),
    body: source.body,
    faqs: formatItems(page.faqs?.map((faq) => ({ title: faq.question, text: faq.answer }))),
    challenges: formatItems(industry?.challenges),
    offers: formatItems(industry?.offers),
    related: (page.related ?? []).join("\n"),
    cta_heading: page.cta?.heading ?? "",
    cta_text: page.cta?.text ?? "",
    cta_label: page.cta?.label ?? "",
    cta_href: page.cta?.href ?? "",
    social_title: page.socialTitle ?? "",
    social_description: page.socialDescription ?? "",
    social_image: page.socialImage ?? "",
    social_image_alt: page.socialImageAlt ?? "",
  };
}

/** Posted or stored values of these fields, each a string (missing ones empty), or null when something is not text. */
export function readTextFields<Field extends string>(input: unknown, fields: readonly Field[]): Record<Field, string> | null {
  if (input === null || typeof input !== "object") return null;
  const record = input as Record<string, unknown>;
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = record[field] ?? "";
    if (typeof value !== "string") return null;
    values[field] = value.replace(/\r\n?/g, "\n");
  }
  return values;
}

export const readPageEditValues = (input: unknown): PageEditValues | null => readTextFields(input, PAGE_EDIT_FIELDS);

export type FieldErrors = Partial<Record<PageEditField, string[]>>;

/**
 * The shipped page with these values in place of its own, checked by the same rules as a
 * file (page-schema.ts): the fields and body visitors would get, or what is wrong, by field.
 */
export function applyPageEditValues(
  shipped: Pick<ContentSource, "frontmatter" | "body">,
  values: PageEditValues,
): { ok: true; frontmatter: ContentFrontmatter; body: string } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fail = (field: PageEditField, message: string) => (errors[field] ??= []).push(message);
  const items = (field: PageEditField) => {
    const parsed = parseItems(values[field]);
    if (typeof parsed === "string") {
      fail(field, parsed);
      return [];
    }
    return parsed;
  };
  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  const highlights = items("highlights");
  const faqs = items("faqs").map((item) => ({ question: item.title, answer: item.text }));
  const ctaGiven = ["cta_heading", "cta_text", "cta_label", "cta_href"].some((field) => values[field as PageEditField].trim() !== "");
  const { family } = shipped.frontmatter;
  const common = {
    title: values.title.trim(),
    description: values.description.trim(),
    h1: values.h1.trim(),
    ...(shipped.frontmatter.order === undefined ? {} : { order: shipped.frontmatter.order }),
    eyebrow: optional(values.eyebrow),
    lead: values.lead.trim(),
    highlights: highlights.length ? highlights : undefined,
    faqs: faqs.length ? faqs : undefined,
    related: parseLines(values.related).length ? parseLines(values.related) : undefined,
    cta: ctaGiven
      ? {
          heading: values.cta_heading.trim(),
          text: values.cta_text.trim(),
          label: optional(values.cta_label),
          href: optional(values.cta_href),
        }
      : undefined,
    socialTitle: optional(values.social_title),
    socialDescription: optional(values.social_description),
    socialImage: optional(values.social_image),
    socialImageAlt: optional(values.social_image_alt),
  };
  const candidate =
    shipped.frontmatter.family === "industry"
      ? { ...shipped.frontmatter, ...common, challenges: items("challenges"), offers: items("offers") }
      : { ...common, family };
  const body = values.body.replace(/\r\n?/g, "\n").trim();
  if (body === "") fail("body", "Must not be empty: write the page's sections.");
  const parsed = ContentFrontmatterSchema.safeParse(JSON.parse(JSON.stringify(candidate)));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fail(fieldOfIssue(issue.path), issueMessage(issue.path, issue.message));
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, frontmatter: parsed.data, body };
}

const FRONTMATTER_FIELDS: Record<string, PageEditField> = {
  title: "title",
  description: "description",
  eyebrow: "eyebrow",
  h1: "h1",
  lead: "lead",
  highlights: "highlights",
  faqs: "faqs",
  challenges: "challenges",
  offers: "offers",
  related: "related",
  socialTitle: "social_title",
  socialDescription: "social_description",
  socialImage: "social_image",
  socialImageAlt: "social_image_alt",
};

function fieldOfIssue(path: readonly PropertyKey[]): PageEditField {
  const [first, part] = path;
  if (first === "cta") return part === "heading" ? "cta_heading" : part === "label" ? "cta_label" : part === "href" ? "cta_href" : "cta_text";
  return FRONTMATTER_FIELDS[String(first)] ?? "title";
}

/** "Item 2: must not be empty" for a list's item, the schema's message otherwise, as a sentence. */
function issueMessage(path: readonly PropertyKey[], message: string): string {
  const sentence = `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
  const index = path[1];
  if (typeof index === "number" && path[0] !== "cta") {
    return path[0] === "related" ? `Line ${index + 1}: ${message}.` : `Item ${index + 1}: ${message}.`;
  }
  return sentence;
}
