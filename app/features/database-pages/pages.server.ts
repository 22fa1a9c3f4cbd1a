import { and, eq } from "drizzle-orm";
import { pages } from "#db/schema";
import { isSlugShape } from "~/features/content-editing/slug-rules";
import { socialTexts } from "~/features/content-editing/social-texts";
import { renderMarkdownWithImages } from "~/features/markdown/render-markdown.server";
import { getDb } from "~/utils/db.server";

export interface DatabasePage {
  slug: string;
  title: string;
  description: string;
  /** Sanitised HTML rendered from the page's Markdown body. */
  html: string;
  noindex: boolean;
  /** What link previews show instead of the title and description, where set. */
  social: { title?: string; description?: string };
}

/** A published page of the `/{slug}` catch-all, or null. */
export async function findPublishedPage(slug: string): Promise<DatabasePage | null> {
  if (!isSlugShape(slug)) return null;
  const [row] = await getDb()
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)))
    .limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    html: await renderMarkdownWithImages(row.body),
    noindex: row.noindex,
    social: socialTexts(row),
  };
}

export async function listPublishedPages(): Promise<{ slug: string; noindex: boolean; updatedAt: string }[]> {
  const rows = await getDb()
    .select({ slug: pages.slug, noindex: pages.noindex, createdAt: pages.createdAt, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.published, true));
  return rows.map((row) => ({ slug: row.slug, noindex: row.noindex, updatedAt: row.updatedAt ?? row.createdAt }));
}
