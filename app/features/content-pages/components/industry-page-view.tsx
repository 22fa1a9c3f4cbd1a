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
  type Card,
  type Crumb,
} from "~/components/page-templates/content-blocks";
import type { ContentPageContent } from "./content-page-view";
import { MarkdownContent } from "~/components/page-templates/markdown-content";

/** What the template of an industry page shows. */
export interface IndustryPageContent extends ContentPageContent {
  /** Display name of the industry ("Firearms & Ammunition"). */
  name: string;
  highRisk: boolean;
  challenges: Card[];
  offers: Card[];
}

interface IndustryPageViewProps {
  page: IndustryPageContent;
  breadcrumbs: Crumb[];
  relatedIndustries: Crumb[];
  related: Crumb[];
}

/** The one template of the /industries/{name} pages. */
export function IndustryPageView({ page, breadcrumbs, relatedIndustries, related }: IndustryPageViewProps) {
  return (
    <article className="content-page content-page--industry">
      <div className="container">
        <Breadcrumbs crumbs={breadcrumbs} />
      </div>
      <PageHero eyebrow={page.eyebrow} title={page.h1} lead={<MarkdownContent nodes={page.lead} />}>
        {page.highRisk ? <p className="badge badge--warning">High-risk merchant accounts</p> : null}
        <div className="button-row">
          <SiteLink to="/consult" className="button button--primary button--large">
            Request a Consultation
          </SiteLink>
          <SiteLink to="/merchant-onboarding" className="button button--ghost button--large">
            Apply Today!
          </SiteLink>
        </div>
      </PageHero>
      <ContentSections sections={page.sections} />
      <HighlightGrid items={page.challenges} heading={`Payment challenges in ${page.name.toLowerCase()}`} />
      <HighlightGrid items={page.offers} heading="What we offer" />
      <FaqList faqs={page.faqs} />
      <RelatedLinks links={relatedIndustries} heading="Related industries" />
      <RelatedLinks links={related} heading="Related solutions" />
      <CtaBanner cta={page.cta} />
      <PageStructuredData crumbs={breadcrumbs} faqs={page.faqs} />
    </article>
  );
}
