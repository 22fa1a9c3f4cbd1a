import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { CtaBanner, PageHero } from "~/components/page-templates/content-blocks";
import { SiteLink } from "~/components/ui/site-link";
import { ArticleCover } from "~/features/articles/components/article-cover";
import { loadArticleListPage } from "~/features/articles/article-list-page.server";
import { formatLongDate } from "~/utils/format";
import { buildPageMeta } from "~/utils/meta";

export function loader({ request }: LoaderFunctionArgs) {
  return loadArticleListPage(request);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const { entry, pagination } = data;
  const paged = pagination.page > 1;
  return buildPageMeta(
    {
      title: paged ? `${entry.title} (page ${pagination.page})` : entry.title,
      description: paged ? `${entry.description} Page ${pagination.page} of ${pagination.totalPages}.` : entry.description,
      path: paged ? `/articles?page=${pagination.page}` : "/articles",
    },
    matches,
  );
};

export default function Articles() {
  const { entry, items, pagination } = useLoaderData<typeof loader>();
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
