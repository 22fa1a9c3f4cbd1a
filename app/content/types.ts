/**
 * Typed page content. Page families (products, segments, industries, HR, chargeback
 * guides, partner programs, legal) each render through one template; a page is a data
 * entry, not a component.
 *
 * Inline text (lead, paragraphs, bullets, answers) may use two inline marks only:
 *   **bold**            -> <strong>
 *   [label](/path)      -> an internal link (site-relative paths only; anything else
 *                          renders as plain text)
 * No HTML: strings are rendered as text by `RichText`.
 */

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ContentSection {
  /** Optional anchor id, e.g. "agreement-terms" on the privacy policy. */
  id?: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Optional simple table, e.g. a savings table. First row is the header. */
  table?: { caption: string; rows: string[][] };
}

export interface Highlight {
  title: string;
  text: string;
}

export interface CallToAction {
  heading: string;
  text: string;
  /** Defaults to "Request a Consultation". */
  label?: string;
  /** Defaults to "/consult". */
  href?: string;
}

export interface ContentPage {
  /** Path without the leading slash, e.g. "surcharge" or "industries/firearms". */
  slug: string;
  /** Short name used in menus, breadcrumbs and the <title> ("Surcharge Program"). */
  title: string;
  /** The page's single h1. */
  h1: string;
  /** Meta description, 110-160 characters, unique per page. */
  description: string;
  /** Small label above the h1 ("Payment Processing", "Chargeback Guide"). */
  eyebrow?: string;
  /** One or two sentence introduction under the h1. */
  lead: string;
  /** Three to six short benefit cards shown under the intro. */
  highlights?: Highlight[];
  /** The body, in order. */
  sections: ContentSection[];
  faqs?: FaqItem[];
  /** Site-relative paths of related pages ("/dual-pricing"). */
  related?: string[];
  cta?: CallToAction;
}

export type IndustryGroup =
  | "retail_commerce"
  | "service_industries"
  | "specialized_business"
  | "high_risk";

export interface IndustryPage extends ContentPage {
  /** "industries/{name}". */
  slug: `industries/${string}`;
  /** Display name of the industry ("Firearms & Ammunition"). */
  name: string;
  group: IndustryGroup;
  highRisk: boolean;
  /** Typical payment challenges of the industry (reserves, chargebacks, compliance for high risk). */
  challenges: Highlight[];
  /** What the provider offers this industry. */
  offers: Highlight[];
  /** Other slugs ("industries/vape") of related industries, 2-4. */
  relatedIndustries: string[];
}
