import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { IndustryPageView } from "~/features/content-pages/components/industry-page-view";
import { loadIndustryPage } from "~/features/content-pages/industry-page.server";
import { buildPageMeta } from "~/utils/meta";

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadIndustryPage(request, params.name ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? buildPageMeta({ title: data.page.title, description: data.page.description, path: data.canonicalPath }, matches)
    : [];

export default function IndustryRoute() {
  const { page, breadcrumbs, relatedIndustries, related } = useLoaderData<typeof loader>();
  return (
    <IndustryPageView page={page} breadcrumbs={breadcrumbs} relatedIndustries={relatedIndustries} related={related} />
  );
}
