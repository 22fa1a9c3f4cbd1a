import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { IndustryPageView } from "~/components/content/industry-page-view";
import { findIndustryPage, relatedLinks } from "~/features/content/content-pages.server";
import { buildBreadcrumbs } from "~/features/content/family-crumbs";
import { notFound } from "~/utils/http.server";
import { buildPageMeta } from "~/utils/meta";

export async function loader({ params }: LoaderFunctionArgs) {
  const found = findIndustryPage(`/industries/${params.name ?? ""}`);
  if (!found) throw notFound();
  const { page, canonicalPath } = found;
  return {
    page,
    canonicalPath,
    breadcrumbs: buildBreadcrumbs("industry", canonicalPath, page.name),
    relatedIndustries: relatedLinks(page.relatedIndustries.map((slug) => `/${slug}`)),
    related: relatedLinks(page.related),
  };
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
