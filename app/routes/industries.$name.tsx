import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { IndustryPageView } from "~/features/content-pages/components/industry-page-view";
import { PreviewBanner } from "~/features/page-edits/components/preview-banner";
import { loadIndustryPage } from "~/features/page-edits/content-page-loaders.server";
import { buildPageMeta } from "~/utils/meta";

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadIndustryPage(request, params.name ?? "");
}

/** A staff preview's private, unindexed headers reach the browser (a public page sets none). */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const { page } = data;
  const input = { title: page.title, description: page.description, path: data.canonicalPath, noindex: Boolean(data.preview) };
  return buildPageMeta({ ...input, image: page.social.image, social: page.social }, matches);
};

export default function IndustryRoute() {
  const { page, breadcrumbs, relatedIndustries, related, preview } = useLoaderData<typeof loader>();
  return (
    <>
      <PreviewBanner preview={preview} />
      <IndustryPageView page={page} breadcrumbs={breadcrumbs} relatedIndustries={relatedIndustries} related={related} />
    </>
  );
}
