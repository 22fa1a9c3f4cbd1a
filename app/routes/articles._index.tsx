import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { ServerHtml } from "~/components/ui/server-html";
import { loadArticleListPage } from "~/features/articles/article-list-page.server";
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

/** Fetched only on a client-side navigation to the list: a first visit keeps the server's markup (decision 055). */
const ArticleListContent = lazy(() => import("~/features/articles/components/article-list-content"));

export default function Articles() {
  const page = useLoaderData<typeof loader>();
  return (
    <ServerHtml key={`${page.pagination.page}`} id="article-list">
      <Suspense fallback={null}>
        <ArticleListContent entry={page.entry} items={page.items} pagination={page.pagination} />
      </Suspense>
    </ServerHtml>
  );
}
