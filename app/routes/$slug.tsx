import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { ContentPageView } from "~/features/content-pages/components/content-page-view";
import { Breadcrumbs, CtaBanner, PageHero } from "~/components/page-templates/content-blocks";
import { draftPagePreview, findPublishedPage } from "~/features/database-pages/pages.server";
import { PreviewBanner } from "~/features/page-edits/components/preview-banner";
import { loadTopLevelContentPage } from "~/features/page-edits/content-page-loaders.server";
import { PREVIEW_HEADERS } from "~/features/page-edits/page-view.server";
import { redirectOrNotFound } from "~/features/redirects/redirects.server";
import { buildPageMeta } from "~/utils/meta";

/**
 * `/{slug}`: the single-segment content pages of the route manifest first (with a
 * marketer's published edit, or a staff preview), then pages managed in the database.
 * Every route with a file of its own (/consult, /articles …) is ranked above this one by
 * Remix, and a manifest page wins over a database page with the same slug. Anything else
 * is a stored redirect's 301, or a real 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const content = await loadTopLevelContentPage(request, `/${slug}`);
  if (content) return content;
  const stored = await findPublishedPage(slug);
  if (stored) return { kind: "database" as const, page: stored, canonicalPath: `/${stored.slug}`, preview: null };
  const hidden = await draftPagePreview(request, slug);
  if (hidden) return data({ kind: "database" as const, ...hidden, canonicalPath: `/${hidden.page.slug}` }, { headers: PREVIEW_HEADERS });
  throw await redirectOrNotFound(request);
}

/** A staff preview's private, unindexed headers reach the browser (a public page sets none). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  if (data.kind === "content") {
    const { page } = data;
    const input = { title: page.title, description: page.description, path: data.canonicalPath, noindex: Boolean(data.preview) };
    return buildPageMeta({ ...input, image: page.social.image, social: page.social }, matches);
  }
  const { page } = data;
  return buildPageMeta(
    { title: page.title, description: page.description, path: data.canonicalPath, noindex: data.page.noindex || Boolean(data.preview), social: page.social },
    matches,
  );
};

export default function SlugPage() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "content") {
    return (
      <>
        <PreviewBanner preview={data.preview} />
        <ContentPageView page={data.page} breadcrumbs={data.breadcrumbs} related={data.related} />
      </>
    );
  }
  return (
    <article className="content-page">
      <PreviewBanner preview={data.preview} />
      <div className="container">
        <Breadcrumbs
          crumbs={[
            { href: "/", title: "Home" },
            { href: data.canonicalPath, title: data.page.title },
          ]}
        />
      </div>
      <PageHero title={data.page.title} lead={data.page.description} />
      {/* Sanitised on the server by renderMarkdown: no raw HTML from the database survives. */}
      <div className="container container--narrow prose" dangerouslySetInnerHTML={{ __html: data.page.html }} />
      <CtaBanner />
    </article>
  );
}
