import { and, eq } from "drizzle-orm";
import { pages } from "#db/schema";
import { isSlugShape } from "~/features/content-editing/slug-rules";
import { previewLinkUntil, requirePreviewLink } from "~/features/content-editing/preview-link.server";
import { socialTexts } from "~/features/content-editing/social-texts";
import { staffMemberAllowedTo } from "~/features/staff/session.server";
import { renderMarkdownWithImages } from "~/features/markdown/render-markdown.server";
import { getDb } from "~/utils/db.server";
import { utcDateOf } from "~/utils/instants";

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
  return row ? databasePage(row) : null;
}

/**
 * A page visitors cannot see (a draft, an unpublished page) as its real page under a
 * banner, for staff who edit content or who hold a preview link of it; null otherwise.
 */
export async function draftPagePreview(
  request: Request,
  slug: string,
): Promise<{ page: DatabasePage; preview: { message: string; editPath: string } } | null> {
  if (!isSlugShape(slug)) return null;
  const link = await requirePreviewLink(request, `/${slug}`);
  const staff = link?.staff ?? (await staffMemberAllowedTo(request, "content"));
  if (!staff) return null;
  const [row] = await getDb().select().from(pages).where(eq(pages.slug, slug)).limit(1);
  if (!row || row.published) return null;
  const status = "Preview — not published: visitors cannot see this page until it is published.";
  return {
    page: await databasePage(row),
    preview: { message: link ? `${status} ${previewLinkUntil(link)}` : status, editPath: `/admin/pages/${row.id}` },
  };
}

async function databasePage(row: typeof pages.$inferSelect): Promise<DatabasePage> {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    html: await renderMarkdownWithImages(row.body),
    noindex: row.noindex,
    social: socialTexts(row),
  };
}

/** Published pages for the sitemap: `lastModified` is the UTC date of the last change. */
export async function listPublishedPages(): Promise<{ slug: string; noindex: boolean; lastModified: string }[]> {
  const rows = await getDb()
    .select({ slug: pages.slug, noindex: pages.noindex, createdAt: pages.createdAt, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.published, true));
  return rows.map((row) => ({ slug: row.slug, noindex: row.noindex, lastModified: utcDateOf(row.updatedAt ?? row.createdAt) }));
}
