import { and, count, desc, eq, lt, lte, or } from "drizzle-orm";
import { articles } from "#db/schema";
import { siteClock } from "~/features/content-editing/publish-state";
import { socialTexts } from "~/features/content-editing/social-texts";
import { isSlugShape } from "~/features/content-editing/slug-rules";
import { renderMarkdownWithImages } from "~/features/markdown/render-markdown.server";
import { getDb } from "~/utils/db.server";
import { isoInstantOrNull, utcDateOf } from "~/utils/instants";
import { paginate, type Pagination } from "./paginate";

export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  /** An uploaded cover (/uploads/…) and its description, or null. */
  coverImage: string | null;
  coverAlt: string | null;
}

export interface ArticleDetail extends ArticleSummary {
  /** Sanitised HTML rendered from the Markdown body. */
  html: string;
  /** What link previews show instead of the title and excerpt, where set. */
  social: { title?: string; description?: string };
  /** ISO-8601, for the page's structured data. */
  updatedAt: string | null;
  readingMinutes: number;
  /** HH:MM on the site's clock at which it goes live on its publish date. */
  publishTime: string;
}

const summaryColumns = {
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  author: articles.author,
  publishedAt: articles.publishedAt,
  coverImage: articles.coverImage,
  coverAlt: articles.coverAlt,
};

/**
 * What visitors may see: published, with a publish moment (date, and time of day) that has
 * come on the site's clock (a scheduled article appears at its time). The list, the article page,
 * "more articles" and the sitemap all use this one condition.
 */
function publiclyVisible(now = new Date()) {
  const [today = "", time = ""] = siteClock(now).split("T");
  return and(
    eq(articles.published, true),
    or(lt(articles.publishedAt, today), and(eq(articles.publishedAt, today), lte(articles.publishTime, time))),
  );
}

/** A page of published articles, newest first; null when the page does not exist. */
export async function listArticles(
  rawPage: string | null,
): Promise<{ items: ArticleSummary[]; pagination: Pagination } | null> {
  const db = getDb();
  const visible = publiclyVisible();
  const [counted] = await db.select({ n: count() }).from(articles).where(visible).limit(1);
  const total = counted?.n ?? 0;
  const pagination = paginate(rawPage, total);
  if (!pagination) return null;
  const items = await db
    .select(summaryColumns)
    .from(articles)
    .where(visible)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(pagination.perPage)
    .offset(pagination.offset);
  return { items, pagination };
}

const WORDS_PER_MINUTE = 220;

/** The address of an article. */
export const articlePath = (slug: string) => `/articles/${slug}`;

async function articleDetail(row: typeof articles.$inferSelect): Promise<ArticleDetail> {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    publishedAt: row.publishedAt,
    coverImage: row.coverImage,
    coverAlt: row.coverAlt,
    social: socialTexts(row),
    publishTime: row.publishTime,
    updatedAt: isoInstantOrNull(row.updatedAt),
    html: await renderMarkdownWithImages(row.body),
    readingMinutes: Math.max(1, Math.round(row.body.split(/\s+/).length / WORDS_PER_MINUTE)),
  };
}

export async function findArticle(slug: string): Promise<ArticleDetail | null> {
  if (!isSlugShape(slug)) return null;
  const [row] = await getDb()
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), publiclyVisible()))
    .limit(1);
  return row ? await articleDetail(row) : null;
}

/** Any article with this slug, public or not, for a staff preview: its page and where it stands. */
export async function findArticleForPreview(
  slug: string,
): Promise<{ id: number; published: boolean; article: ArticleDetail } | null> {
  if (!isSlugShape(slug)) return null;
  const [row] = await getDb().select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row ? { id: row.id, published: row.published, article: await articleDetail(row) } : null;
}

/** Other recent articles to suggest under an article. */
export async function listOtherArticles(slug: string, limit = 3): Promise<ArticleSummary[]> {
  const recent = await getDb()
    .select(summaryColumns)
    .from(articles)
    .where(publiclyVisible())
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit + 1);
  return recent
    .filter((article) => article.slug !== slug)
    .slice(0, limit);
}

export async function listArticlesForSitemap(): Promise<{ slug: string; lastModified: string }[]> {
  const rows = await getDb()
    .select({ slug: articles.slug, publishedAt: articles.publishedAt, updatedAt: articles.updatedAt })
    .from(articles)
    .where(publiclyVisible());
  // An edit made before a scheduled article's day is older than the day it went public.
  return rows.map((row) => ({ slug: row.slug, lastModified: [row.publishedAt, row.updatedAt === null ? "" : utcDateOf(row.updatedAt)].sort()[1] ?? row.publishedAt }));
}
