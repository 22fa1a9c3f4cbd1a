import { useRouteLoaderData } from "@remix-run/react";
import type { FaqItem } from "~/content/types";
import { breadcrumbJsonLd, faqJsonLd, serializeJsonLd, type JsonLdObject } from "~/features/seo/structured-data";
import type { RootLoaderData } from "~/root";

/** Structured data for search engines; the JSON is escaped so it cannot close its tag. */
export function JsonLd({ data }: { data: JsonLdObject | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Breadcrumb and FAQ structured data of a content page. */
export function PageStructuredData({
  crumbs,
  faqs,
}: {
  crumbs: readonly { href: string; title: string }[];
  faqs?: readonly FaqItem[];
}) {
  const origin = useRouteLoaderData<RootLoaderData>("root")?.origin ?? "";
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <JsonLd data={faqJsonLd(faqs ?? [])} />
    </>
  );
}
