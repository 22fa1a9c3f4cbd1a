import { isNotNull } from "drizzle-orm";
import { articles, pageEdits, pages } from "#db/schema";
import { listContentPages } from "~/features/content-pages/content-library.server";
import { getDb } from "~/utils/db.server";
import { searchTwinsOf, type SearchEntry, type SearchTwins } from "./search-twins";

/**
 * Every page of the site as search results show it: the content files (with a published
 * edit's title and description, decision 088), the database pages and the articles, each
 * with its address, title and description (an article's excerpt). Read when an editor
 * opens, so the check sees what is stored now.
 */
async function siteSearchEntries(): Promise<SearchEntry[]> {
  const db = getDb();
  const [pageRows, articleRows, editRows] = await Promise.all([
    db.select({ id: pages.id, slug: pages.slug, title: pages.title, description: pages.description }).from(pages),
    db.select({ id: articles.id, slug: articles.slug, title: articles.title, description: articles.excerpt }).from(articles),
    db.select({ path: pageEdits.path, published: pageEdits.published }).from(pageEdits).where(isNotNull(pageEdits.published)),
  ]);
  const edited = new Map(editRows.map((row) => [row.path, publishedTexts(row.published)]));
  return [
    ...listContentPages().map((source) => ({
      path: source.path,
      title: edited.get(source.path)?.title ?? source.frontmatter.title,
      description: edited.get(source.path)?.description ?? source.frontmatter.description,
    })),
    ...pageRows.map((row) => ({ path: `/${row.slug}`, title: row.title, description: row.description })),
    ...articleRows.map((row) => ({ path: `/articles/${row.slug}`, title: row.title, description: row.description })),
  ];
}

/** The title and description of a published edit's stored values (the editor's fields of those names), where they read as text. */
function publishedTexts(json: string | null): { title?: string; description?: string } {
  try {
    const values: unknown = JSON.parse(json ?? "null");
    if (!values || typeof values !== "object") return {};
    const { title, description } = values as Record<string, unknown>;
    return { ...(typeof title === "string" ? { title: title.trim() } : {}), ...(typeof description === "string" ? { description: description.trim() } : {}) };
  } catch {
    return {};
  }
}

/** The other pages whose title or description is this row's (issue 30: search engines see them as one). */
export async function searchTwins(own: { path: string; title: string; description: string }): Promise<SearchTwins> {
  return searchTwinsOf(own, await siteSearchEntries());
}
