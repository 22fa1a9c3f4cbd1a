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
export function listArticles(rawPage: string | null): { items: ArticleSummary[]; pagination: Pagination } | null {
  const db = getDb();
  const total = db.select({ n: count() }).from(articles).where(eq(articles.published, true)).get()?.n ?? 0;
  const pagination = paginate(rawPage, total);
  if (!pagination) return null;
  const items = db
    .select(summaryColumns)
    .from(articles)
    .where(eq(articles.published, true))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(pagination.perPage)
    .offset(pagination.offset)
    .all();
  return { items, pagination };
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const WORDS_PER_MINUTE = 220;

export function findArticle(slug: string): ArticleDetail | null {
  if (!SLUG.test(slug)) return null;
  const row = getDb()
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.published, true)))
    .get();
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
export function listOtherArticles(slug: string, limit = 3): ArticleSummary[] {
  return getDb()
    .select(summaryColumns)
    .from(articles)
    .where(eq(articles.published, true))
    .orderBy(desc(articles.publishedAt))
    .limit(limit + 1)
    .all()
    .filter((article) => article.slug !== slug)
    .slice(0, limit);
}

export function listArticlesForSitemap(): { slug: string; lastModified: string }[] {
  return getDb()
    .select({ slug: articles.slug, publishedAt: articles.publishedAt, updatedAt: articles.updatedAt })
    .from(articles)
    .where(eq(articles.published, true))
    .all()
    .map((row) => ({ slug: row.slug, lastModified: (row.updatedAt ?? row.publishedAt).slice(0, 10) }));
}
