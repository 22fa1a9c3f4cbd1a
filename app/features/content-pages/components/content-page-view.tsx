import { PageStructuredData } from "~/components/seo/json-ld";
import { SiteLink } from "~/components/ui/site-link";
import {
  Breadcrumbs,
  ContentSections,
  CtaBanner,
  FaqList,
  HighlightGrid,
  PageHero,
  RelatedLinks,
  type CallToAction,
  type Card,
  type Crumb,
  type Faq,
  type Section,
} from "~/components/page-templates/content-blocks";
import { MarkdownContent, type MarkdownNode } from "~/components/page-templates/markdown-content";

/** What the template of a content page shows (the page's Markdown file, rendered). */
export interface ContentPageContent {
  eyebrow?: string;
  h1: string;
  lead: MarkdownNode[];
  highlights: Card[];
  sections: Section[];
  faqs: Faq[];
  cta?: CallToAction;
}

interface ContentPageViewProps {
  page: ContentPageContent;
  breadcrumbs: Crumb[];
  related: Crumb[];
}

/** The one template of product, segment, HR, chargeback, partner and legal pages. */
export function ContentPageView({ page, breadcrumbs, related }: ContentPageViewProps) {
  return (
    <article className="content-page">
      <div className="container">
        <Breadcrumbs crumbs={breadcrumbs} />
      </div>
      <PageHero eyebrow={page.eyebrow} title={page.h1} lead={<MarkdownContent nodes={page.lead} />}>
        <div className="button-row">
          <SiteLink to={page.cta?.href ?? "/consult"} className="button button--primary button--large">
            {page.cta?.label ?? "Request a Consultation"}
          </SiteLink>
          <SiteLink to="/merchant-onboarding" className="button button--ghost button--large">
            Apply Today!
          </SiteLink>
        </div>
      </PageHero>
      <HighlightGrid items={page.highlights} heading="At a glance" />
      <ContentSections sections={page.sections} />
      <FaqList faqs={page.faqs} />
      <RelatedLinks links={related} />
      <CtaBanner cta={page.cta} />
      <PageStructuredData crumbs={breadcrumbs} faqs={page.faqs} />
    </article>
  );
}
