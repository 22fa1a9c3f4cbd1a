import { createHash } from "node:crypto";
import { resolve } from "node:path";
import type { Card, Faq } from "~/components/page-templates/content-blocks";
import type { ContentPageContent } from "~/features/content-pages/components/content-page-view";
import type { IndustryPageContent } from "~/features/content-pages/components/industry-page-view";
import { markdownText } from "~/components/page-templates/markdown-content";
import { renderInlineMarkdownNodes, renderMarkdownSections } from "~/features/markdown/render-markdown.server";
import { readContentPages, type ContentSource } from "./content-files.server";
import type { SocialImage } from "~/utils/social-image";
import type { ContentFamily, IndustryGroup } from "./page-schema";

/**
 * Every content page, read from `content/pages/` (relative to the project root, where
 * `npm start` and the tests run) and validated once, when the server starts: a page
 * with a missing or misspelt field stops the start with a message naming the file and
 * the field. A page's Markdown is rendered on first use and kept.
 */
const CONTENT_DIRECTORY = resolve("content/pages");

const sources: readonly ContentSource[] = readContentPages(CONTENT_DIRECTORY);
const sourcesByPath = new Map(sources.map((source) => [source.path, source]));

interface RenderedPage extends ContentPageContent {
  path: string;
  title: string;
  description: string;
  /** Paths of related pages. */
  related: string[];
  /** What link previews show, where the page sets it. */
  social: { title?: string; description?: string; image?: SocialImage };
}

/** A page of the `/{slug}` route: product, segment, HR, chargeback guide, partner program, legal. */
export interface TopLevelContentPage extends RenderedPage {
  family: Exclude<ContentFamily, "industry">;
}

export interface IndustryPage extends RenderedPage, IndustryPageContent {
  family: "industry";
  group: IndustryGroup;
  /** Paths of related industry pages. */
  relatedIndustries: string[];
}

export type ContentPage = TopLevelContentPage | IndustryPage;

/** Every page's file, path and fields, in manifest order (family by family, then `order`). */
export function listContentPages(): readonly ContentSource[] {
  return sources;
}

/** The title a link to this page shows (an industry page's display name). */
export function contentPageTitle(path: string): string | undefined {
  const frontmatter = sourcesByPath.get(path)?.frontmatter;
  return frontmatter?.family === "industry" ? frontmatter.name : frontmatter?.title;
}

const rendered = new Map<string, ContentPage>();

/** The page at this (canonical) path as shipped, rendered; null when there is none. */
export function getContentPage(path: string): ContentPage | null {
  const cached = rendered.get(path);
  if (cached) return cached;
  const source = sourcesByPath.get(path);
  if (!source) return null;
  const page = renderContentPage(source);
  rendered.set(path, page);
  return page;
}

/** The shipped file of the page at this (canonical) path, or undefined. */
export function findContentSource(path: string): ContentSource | undefined {
  return sourcesByPath.get(path);
}

const hashes = new Map<string, string>();

/**
 * A short fingerprint of a page's shipped fields and body: an edit made in the back
 * office remembers it, so a later deploy that changes the file can be told apart.
 */
export function shippedHash(path: string): string | undefined {
  const known = hashes.get(path);
  if (known) return known;
  const source = sourcesByPath.get(path);
  if (!source) return undefined;
  const hash = createHash("sha256").update(JSON.stringify([source.frontmatter, source.body])).digest("hex").slice(0, 16);
  hashes.set(source.path, hash);
  return hash;
}

/** A page rendered from fields and a body (the shipped file's, or an edit of them). */
export function renderContentPage({ path, frontmatter, body }: ContentSource): ContentPage {
  const page: RenderedPage = {
    path,
    title: frontmatter.title,
    h1: frontmatter.h1,
    description: frontmatter.description,
    ...(frontmatter.eyebrow ? { eyebrow: frontmatter.eyebrow } : {}),
    lead: renderInlineMarkdownNodes(frontmatter.lead),
    highlights: cards(frontmatter.highlights),
    sections: renderMarkdownSections(body),
    faqs: (frontmatter.faqs ?? []).map(
      (faq): Faq => ({ question: faq.question, answer: renderInlineMarkdownNodes(faq.answer) }),
    ),
    related: frontmatter.related ?? [],
    social: {
      ...(frontmatter.socialTitle ? { title: frontmatter.socialTitle } : {}),
      ...(frontmatter.socialDescription ? { description: frontmatter.socialDescription } : {}),
      ...(frontmatter.socialImage
        ? { image: { src: frontmatter.socialImage, alt: frontmatter.socialImageAlt ?? frontmatter.title } }
        : {}),
    },
    ...(frontmatter.cta ? { cta: { ...frontmatter.cta, text: renderInlineMarkdownNodes(frontmatter.cta.text) } } : {}),
  };
  if (frontmatter.family !== "industry") return { ...page, family: frontmatter.family };
  return {
    ...page,
    family: "industry",
    name: frontmatter.name,
    group: frontmatter.group,
    highRisk: frontmatter.highRisk,
    challenges: cards(frontmatter.challenges),
    offers: cards(frontmatter.offers),
    relatedIndustries: frontmatter.relatedIndustries,
  };
}

function cards(list: readonly { title: string; text: string }[] | undefined): Card[] {
  return (list ?? []).map((card) => ({ title: card.title, text: renderInlineMarkdownNodes(card.text) }));
}

/** A page's lead as plain text (directories). */
export function contentPageSummary(path: string): string {
  const page = getContentPage(path);
  return page ? markdownText(page.lead) : "";
}
