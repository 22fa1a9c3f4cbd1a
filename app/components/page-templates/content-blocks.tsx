import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { SiteLink } from "~/components/ui/site-link";
import { MarkdownContent, type MarkdownNode } from "./markdown-content";

/** One step of a breadcrumb trail. */
export interface Crumb {
  href: string;
  title: string;
}

/** A benefit or challenge card: a plain title and a line of Markdown. */
export interface Card {
  title: string;
  text: MarkdownNode[];
}

export interface Faq {
  question: string;
  answer: MarkdownNode[];
}

/** A section of a page's body: its h2 and what follows, up to the next h2. */
export interface Section {
  /** Anchor of the section ("agreement-terms" on the privacy policy). */
  id?: string;
  nodes: MarkdownNode[];
}

export interface CallToAction {
  heading: string;
  text: MarkdownNode[];
  /** Defaults to "Request a Consultation". */
  label?: string;
  /** Defaults to "/consult". */
  href?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : (
              <SiteLink to={crumb.href}>{crumb.title}</SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-hero">
      <div className="container page-hero__inner">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? (
          <p className="lead">{lead}</p>
        ) : null}
        {children}
      </div>
    </header>
  );
}

export function HighlightGrid({ items, heading }: { items: Card[]; heading?: string }) {
  if (items.length === 0) return null;
  return (
    <section className="section" aria-label={heading ?? "Highlights"}>
      <div className="container">
        {heading ? <h2 className="section__title">{heading}</h2> : null}
        <ul className="card-grid">
          {items.map((item) => (
            <li key={item.title} className="card">
              <h3 className="card__title">
                <Icon name="check" size={20} className="card__icon" />
                {item.title}
              </h3>
              <p>
                <MarkdownContent nodes={item.text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ContentSections({ sections }: { sections: Section[] }) {
  return (
    <div className="container prose-sections">
      {sections.map((section, index) => (
        <section key={section.id ?? index} id={section.id} className="prose">
          <MarkdownContent nodes={section.nodes} />
        </section>
      ))}
    </div>
  );
}

/** FAQs as native disclosure widgets: they open and close without JavaScript. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null;
  return (
    <section className="section section--muted" aria-labelledby="faq-title">
      <div className="container container--narrow">
        <h2 id="faq-title" className="section__title">
          Frequently Asked Questions
        </h2>
        <div className="faq">
          {faqs.map((faq) => (
            <details key={faq.question} className="faq__item">
              <summary>{faq.question}</summary>
              <p>
                <MarkdownContent nodes={faq.answer} />
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

export function RelatedLinks({ links, heading = "Related" }: { links: Crumb[]; heading?: string }) {
  if (links.length === 0) return null;
  const id = `related-${heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section__title">
          {heading}
        </h2>
        <ul className="link-grid">
          {links.map((link) => (
            <li key={link.href}>
              <SiteLink to={link.href} className="link-card">
                {link.title} <Icon name="arrowRight" size={16} />
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const DEFAULT_CTA: CallToAction = {
  heading: "See what you could save",
  text: ["A free rate review takes minutes, and 97% of business owners who get one end up saving money."],
};

export function CtaBanner({ cta = DEFAULT_CTA }: { cta?: CallToAction }) {
  return (
    <section className="cta-banner" aria-labelledby="cta-title">
      <div className="container cta-banner__inner">
        <div>
          <h2 id="cta-title">{cta.heading}</h2>
          <p>
            <MarkdownContent nodes={cta.text} />
          </p>
        </div>
        <SiteLink to={cta.href ?? "/consult"} className="button button--accent button--large">
          {cta.label ?? "Request a Consultation"}
        </SiteLink>
      </div>
    </section>
  );
}
