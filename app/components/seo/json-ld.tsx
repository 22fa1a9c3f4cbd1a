import type { Faq } from "~/components/page-templates/content-blocks";
import { markdownText } from "~/components/page-templates/markdown-content";
import { breadcrumbJsonLd, faqJsonLd, serializeJsonLd, type JsonLdObject } from "~/utils/structured-data";
import { useRootData } from "~/utils/root-data";

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
  faqs?: readonly Faq[];
}) {
  const origin = useRootData()?.origin ?? "";
  // Search engines get the answers as plain text, without the links and emphasis of the page.
  const faqText = (faqs ?? []).map((faq) => ({ question: faq.question, answer: markdownText(faq.answer) }));
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <JsonLd data={faqJsonLd(faqText)} />
    </>
  );
}
