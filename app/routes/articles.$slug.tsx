import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { Breadcrumbs, CtaBanner, RelatedLinks } from "~/components/page-templates/content-blocks";
import { JsonLd, PageStructuredData } from "~/components/seo/json-ld";
import { ArticleCover } from "~/features/articles/components/article-cover";
import { articleSocialImage } from "~/features/articles/social-image";
import { findArticle, listOtherArticles } from "~/features/articles/articles.server";
import { formatLongDate } from "~/utils/format";
import { buildBreadcrumbs } from "~/features/content-pages/family-crumbs";
import { articleJsonLd } from "~/utils/structured-data";
import { notFound } from "~/utils/http.server";
import { buildPageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";

export async function loader({ params }: LoaderFunctionArgs) {
  const article = await findArticle(params.slug ?? "");
  if (!article) throw notFound();
  const path = `/articles/${article.slug}`;
  return {
    article,
    breadcrumbs: buildBreadcrumbs("articles", path, article.title),
    more: (await listOtherArticles(article.slug)).map((other) => ({ href: `/articles/${other.slug}`, title: other.title })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const meta = buildPageMeta(
    {
      title: data.article.title,
      description: data.article.excerpt,
      path: `/articles/${data.article.slug}`,
      image: articleSocialImage(data.article),
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
  const { article, breadcrumbs, more } = useLoaderData<typeof loader>();
  const root = useRootData();
  return (
    <article className="article">
      <div className="container container--narrow">
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
