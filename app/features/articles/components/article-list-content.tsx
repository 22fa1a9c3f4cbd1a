import { CtaBanner, PageHero } from "~/components/page-templates/content-blocks";
import { SiteLink } from "~/components/ui/site-link";
import { formatLongDate } from "~/utils/format";
import type { loadArticleListPage } from "../article-list-page.server";
import { ArticleCover } from "./article-cover";

type ArticleListPage = Pick<Awaited<ReturnType<typeof loadArticleListPage>>, "entry" | "items" | "pagination">;

/**
 * The article list's content: the same for every visitor, links and text only. A first
 * visit keeps the server's markup (ServerHtml in app/routes/articles._index.tsx), so this
 * code is fetched only when the list is reached by a client-side navigation.
 */
export default function ArticleListContent({ entry, items, pagination }: ArticleListPage) {
  return (
    <>
      <PageHero eyebrow="Articles" title={entry.h1} lead={entry.description} />
      <section className="section" aria-label="Articles">
        <div className="container">
          <ul className="article-list">
            {items.map((article) => (
              <li key={article.slug} className="article-card">
                {article.coverImage ? (
                  <ArticleCover image={article.coverImage} alt={article.coverAlt} loading="lazy" className="article-card__cover" />
                ) : null}
                <p className="article-card__meta">
                  <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time> · {article.author}
                </p>
                <h2 className="article-card__title">
                  <SiteLink to={`/articles/${article.slug}`}>{article.title}</SiteLink>
                </h2>
                <p>{article.excerpt}</p>
              </li>
            ))}
          </ul>
          {pagination.totalPages > 1 ? (
            <nav className="pagination" aria-label="Article pages">
              {pagination.page > 1 ? (
                <SiteLink to={pagination.page === 2 ? "/articles" : `/articles?page=${pagination.page - 1}`} rel="prev">
                  ← Newer articles
                </SiteLink>
              ) : (
                <span />
              )}
              <span>
                Page {pagination.page} of {pagination.totalPages}
              </span>
              {pagination.page < pagination.totalPages ? (
                <SiteLink to={`/articles?page=${pagination.page + 1}`} rel="next">
                  Older articles →
                </SiteLink>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </div>
      </section>
      <CtaBanner />
    </>
  );
}
