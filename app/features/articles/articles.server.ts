import { and, count, desc, eq } from "drizzle-orm";
import { articles } from "#db/schema";
import { renderMarkdown } from "~/features/markdown/render-markdown.server";
import { getDb } from "~/utils/db.server";
import { paginate, type Pagination } from "./paginate";

export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
}

export interface ArticleDetail extends ArticleSummary {
  /** Sanitised HTML rendered from the Markdown body. */
  html: string;
  updatedAt: string | null;
  readingMinutes: number;
}

const summaryColumns = {
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  author: articles.author,
  publishedAt: articles.publishedAt,
};

/** A page of published articles, newest first; null when the page does not exist. */
export async function listArticles(
  rawPage: string | null,
): Promise<{ items: ArticleSummary[]; pagination: Pagination } | null> {
  const db = getDb();
  const [counted] = await db.select({ n: count() }).from(articles).where(eq(articles.published, true)).limit(1);
  const total = counted?.n ?? 0;
  const pagination = paginate(rawPage, total);
  if (!pagination) return null;
  const items = await db
    .select(summaryColumns)
    .from(articles)
    .where(eq(articles.published, true))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(pagination.perPage)
    .offset(pagination.offset);
  return { items, pagination };
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const WORDS_PER_MINUTE = 220;

export async function findArticle(slug: string): Promise<ArticleDetail | null> {
  if (!SLUG.test(slug)) return null;
  const [row] = await getDb()
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.published, true)))
    .limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    html: renderMarkdown(row.body),
    readingMinutes: Math.max(1, Math.round(row.body.split(/\s+/).length / WORDS_PER_MINUTE)),
  };
}

/** Other recent articles to suggest under an article. */
export async function listOtherArticles(slug: string, limit = 3): Promise<ArticleSummary[]> {
  const recent = await getDb()
    .select(summaryColumns)
    .from(articles)
    .where(eq(articles.published, true))
    .orderBy(desc(articles.publishedAt))
    .limit(limit + 1);
  return recent
    .filter((article) => article.slug !== slug)
    .slice(0, limit);
}

export async function listArticlesForSitemap(): Promise<{ slug: string; lastModified: string }[]> {
  const rows = await getDb()
    .select({ slug: articles.slug, publishedAt: articles.publishedAt, updatedAt: articles.updatedAt })
    .from(articles)
    .where(eq(articles.published, true));
  return rows.map((row) => ({ slug: row.slug, lastModified: (row.updatedAt ?? row.publishedAt).slice(0, 10) }));
}
