import { and, eq } from "drizzle-orm";
import { pages } from "#db/schema";
import { renderMarkdown } from "~/features/markdown/render-markdown.server";
import { getDb } from "~/utils/db.server";

export interface DatabasePage {
  slug: string;
  title: string;
  description: string;
  /** Sanitised HTML rendered from the page's Markdown body. */
  html: string;
  noindex: boolean;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** A published page of the `/{slug}` catch-all, or null. */
export async function findPublishedPage(slug: string): Promise<DatabasePage | null> {
  if (!SLUG.test(slug)) return null;
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
    html: renderMarkdown(row.body),
    noindex: row.noindex,
  };
}

export async function listPublishedPages(): Promise<{ slug: string; noindex: boolean; updatedAt: string }[]> {
  return getDb()
    .select({ slug: pages.slug, noindex: pages.noindex, updatedAt: pages.createdAt })
    .from(pages)
    .where(eq(pages.published, true));
}
