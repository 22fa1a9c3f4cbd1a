import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { Breadcrumbs, CtaBanner, RelatedLinks } from "~/components/page-templates/content-blocks";
import { JsonLd, PageStructuredData } from "~/components/seo/json-ld";
import { ArticleCover } from "~/features/articles/components/article-cover";
import { articleSocialImage } from "~/features/articles/social-image";
import { loadArticlePage } from "~/features/articles/article-page.server";
import { formatLongDate } from "~/utils/format";
import { articleJsonLd } from "~/utils/structured-data";
import { buildPageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadArticlePage(request, params.slug ?? "");
}

/** A staff preview's private, unindexed headers reach the browser (a public article sets none). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const meta = buildPageMeta(
    {
      title: data.article.title,
      description: data.article.excerpt,
      path: `/articles/${data.article.slug}`,
      image: articleSocialImage(data.article),
      social: data.article.social,
      noindex: Boolean(data.preview),
    },
    matches,
  );
  return [
    ...meta.filter((tag) => !("property" in tag && tag.property === "og:type")),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: data.article.publishedAt },
  ];
};

export default function ArticlePage() {
  const { article, breadcrumbs, more, preview } = useLoaderData<typeof loader>();
  const root = useRootData();
  return (
    <article className="article">
      <div className="container container--narrow">
        {preview ? (
          <p className="notice article__preview" role="status">
            {preview.message} <Link to={preview.editPath}>Edit the article</Link>
          </p>
        ) : null}
        <Breadcrumbs crumbs={breadcrumbs} />
        <header className="article__header">
          <p className="eyebrow">Article</p>
          <h1>{article.title}</h1>
          <p className="article__meta">
            By {article.author} · <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time> ·{" "}
            {article.readingMinutes} min read
          </p>
          <p className="lead">{article.excerpt}</p>
        </header>
        {article.coverImage ? (
          <ArticleCover image={article.coverImage} alt={article.coverAlt} className="article__cover" fetchPriority="high" />
        ) : null}
        {/* Sanitised on the server by renderMarkdown: no raw HTML from the database survives. */}
        <div className="prose article__body" dangerouslySetInnerHTML={{ __html: article.html }} />
      </div>
      <RelatedLinks links={more} heading="More articles" />
      <CtaBanner />
      <PageStructuredData crumbs={breadcrumbs} />
      <JsonLd data={articleJsonLd(article, root?.site.name ?? "", root?.origin ?? "")} />
    </article>
  );
}
