import { articles, pages } from "#db/schema";
import { listContentPages } from "~/features/content-pages/content-library.server";
import { getDb } from "~/utils/db.server";
import { searchTwinsOf, type SearchEntry, type SearchTwins } from "./search-twins";

/**
 * Every page of the site as search results show it: the content files, the database
 * pages and the articles, each with its address, title and description (an article's
 * excerpt). Read when an editor opens, so the check sees what is stored now.
 */
async function siteSearchEntries(): Promise<SearchEntry[]> {
  const db = getDb();
  const [pageRows, articleRows] = await Promise.all([
    db.select({ id: pages.id, slug: pages.slug, title: pages.title, description: pages.description }).from(pages),
    db.select({ id: articles.id, slug: articles.slug, title: articles.title, description: articles.excerpt }).from(articles),
  ]);
  return [
    ...listContentPages().map((source) => ({ path: source.path, title: source.frontmatter.title, description: source.frontmatter.description })),
    ...pageRows.map((row) => ({ path: `/${row.slug}`, title: row.title, description: row.description })),
    ...articleRows.map((row) => ({ path: `/articles/${row.slug}`, title: row.title, description: row.description })),
  ];
}

/** The other pages whose title or description is this row's (issue 30: search engines see them as one). */
export async function searchTwins(own: { path: string; title: string; description: string }): Promise<SearchTwins> {
  return searchTwinsOf(own, await siteSearchEntries());
}
