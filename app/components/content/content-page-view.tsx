import type { ContentPage } from "~/content/types";
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
  type Crumb,
} from "./content-blocks";

interface ContentPageViewProps {
  page: ContentPage;
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
      <PageHero eyebrow={page.eyebrow} title={page.h1} lead={page.lead}>
        <div className="button-row">
          <SiteLink to={page.cta?.href ?? "/consult"} className="button button--primary button--large">
            {page.cta?.label ?? "Request a Consultation"}
          </SiteLink>
          <SiteLink to="/merchant-onboarding" className="button button--ghost button--large">
            Apply Today!
          </SiteLink>
        </div>
      </PageHero>
      <HighlightGrid items={page.highlights ?? []} heading="At a glance" />
      <ContentSections sections={page.sections} />
      <FaqList faqs={page.faqs ?? []} />
      <RelatedLinks links={related} />
      <CtaBanner cta={page.cta} />
      <PageStructuredData crumbs={breadcrumbs} faqs={page.faqs} />
    </article>
  );
}
