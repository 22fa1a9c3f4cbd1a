import type { ReactNode } from "react";
import type { SiteConfig } from "~/config/site";
import { Icon } from "~/components/ui/icon";
import { SiteLink } from "~/components/ui/site-link";
import type { HERO_IMAGE } from "../hero-image";
import { useRouteLoaderData } from "@remix-run/react";
import { PreviewBanner } from "~/features/page-edits/components/preview-banner";
import type { PagePreviewBanner } from "~/features/page-edits/page-view.server";
import { homeContent, type HomeContent } from "../home-content";

/** What the home page's loader says of its texts: a marketer's published edit (decision 088) or null, and a staff preview's banner. */
interface HomeEdit {
  texts: HomeContent | null;
  preview: PagePreviewBanner | null;
}

/**
 * The home page's sections (product reference §1.2): the same for every visitor. A first
 * visit gets them as server HTML that the browser never hydrates (ServerHtml, decision
 * 055), so this module (and the copy in home-content.ts) is only fetched when the home
 * page is reached by a client-side navigation.
 */
export default function HomeSections({
  testimonial,
  heroImage,
}: {
  testimonial: SiteConfig["testimonial"];
  /** From the route, whose meta preloads it: one module, in the page's first chunk. */
  heroImage: typeof HERO_IMAGE;
}) {
  // Read here, not passed by the route: this module is not in a first visit's scripts, the route is.
  const edit = useRouteLoaderData("routes/_index") as HomeEdit | undefined;
  const home = edit?.texts ?? homeContent;
  return (
    <>
      <PreviewBanner preview={edit?.preview ?? null} />
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero__grid">
          <div>
            <p className="eyebrow">{home.hero.eyebrow}</p>
            <h1 id="home-title">{home.hero.h1}</h1>
            <p className="lead">{home.hero.lead}</p>
            <div className="button-row">
              <SiteLink to="/consult" className="button button--primary button--large">
                Get Started
              </SiteLink>
              <a href="#solutions" className="button button--ghost button--large">
                See Our Solutions
              </a>
            </div>
          </div>
          <img
            className="home-hero__image"
            src={heroImage.src}
            width={heroImage.width}
            height={heroImage.height}
            alt={heroImage.alt}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="section testimonial" aria-label="Customer testimonial">
        <figure className="container container--narrow testimonial__figure" data-reveal="plain">
          <p className="testimonial__stars" role="img" aria-label={`Rated ${testimonial.stars} out of 5 stars`}>
            {Array.from({ length: testimonial.stars }, (_, index) => (
              <Icon key={index} name="star" size={22} filled />
            ))}
          </p>
          <blockquote>
            <p>“{testimonial.quote}”</p>
          </blockquote>
          <figcaption>
            <strong>{testimonial.author}</strong>, {testimonial.role}
          </figcaption>
        </figure>
      </section>

      <CenteredSection id="advantages" heading={home.advantages.heading} intro={home.advantages.intro} muted>
        <ul className="card-grid card-grid--three">
          {home.advantages.cards.map((card, index) => (
            // By place: edited titles may repeat.
            <li key={index} className="card" data-reveal="plain" data-reveal-delay={card.delay}>
              <h3 className="card__title">
                <Icon name="check" size={20} className="card__icon" />
                {card.title}
              </h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </CenteredSection>

      <FeatureSection id="solutions" feature={home.pointOfSale} imageSide="right" />
      <FeatureSection id="ecommerce" feature={home.ecommerce} imageSide="left" muted />

      <CenteredSection id="zero-percent" heading={home.zeroPercent.heading} intro={home.zeroPercent.intro}>
        <div className="program-grid">
          {home.zeroPercent.programs.map((program, index) => (
            <article key={program.href} className="program-card" data-reveal={index === 0 ? "left" : "right"}>
              <h3>{program.title}</h3>
              <p>{program.text}</p>
              <SiteLink to={program.href} className="button button--primary">
                Learn more<span className="visually-hidden"> about the {program.title}</span>{" "}
                <Icon name="arrowRight" size={16} />
              </SiteLink>
            </article>
          ))}
        </div>
      </CenteredSection>

      <CenteredSection id="business-types" heading={home.businessTypes.heading} intro={home.businessTypes.intro} muted>
        <ul className="card-grid card-grid--three">
          {home.businessTypes.cards.map((card) => (
            <li key={card.href} className="card card--link" data-reveal="plain">
              <h3 className="card__title">{card.title}</h3>
              <p>{card.text}</p>
              <SiteLink to={card.href} className="card__more" >
                Learn more<span className="visually-hidden"> about {card.title}</span> <Icon name="arrowRight" size={16} />
              </SiteLink>
            </li>
          ))}
        </ul>
      </CenteredSection>

      <section className="steps-banner" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title" className="section__title section__title--center">
            {home.closing.heading}
          </h2>
          <ol className="steps">
            {home.closing.steps.map((step, index) => (
              <li key={index} className="steps__item" data-reveal="plain" data-reveal-delay={index * 200}>
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="steps-banner__cta">
            <SiteLink to="/consult" className="button button--accent button--large">
              Request a Consultation
            </SiteLink>
          </p>
        </div>
      </section>
    </>
  );
}

/** A home section with a centred heading and intro. */
function CenteredSection({
  id,
  heading,
  intro,
  muted = false,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={muted ? "section section--muted" : "section"} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section__title section__title--center">
          {heading}
        </h2>
        <p className="section__intro">{intro}</p>
        {children}
      </div>
    </section>
  );
}

type Feature = HomeContent["pointOfSale"];

function FeatureSection({
  id,
  feature,
  imageSide,
  muted = false,
}: {
  id: string;
  feature: Feature;
  imageSide: "left" | "right";
  muted?: boolean;
}) {
  return (
    <section id={id} className={muted ? "section section--muted" : "section"} aria-labelledby={`${id}-title`}>
      <div className={`container feature feature--image-${imageSide}`}>
        <div className="feature__text" data-reveal={imageSide === "right" ? "left" : "right"}>
          <p className="eyebrow">{feature.eyebrow}</p>
          <h2 id={`${id}-title`}>{feature.heading}</h2>
          <p>{feature.text}</p>
          <ul className="check-list">
            {feature.bullets.map((bullet, index) => (
              <li key={index}>
                <Icon name="check" size={18} className="card__icon" />
                {bullet}
              </li>
            ))}
          </ul>
          <SiteLink to={feature.link.href} className="button button--primary">
            {feature.link.label} <Icon name="arrowRight" size={16} />
          </SiteLink>
        </div>
        <img
          className="feature__image"
          src={feature.image.src}
          width={feature.image.width}
          height={feature.image.height}
          alt={feature.image.alt}
          loading="lazy"
          decoding="async"
          data-reveal={imageSide}
        />
      </div>
    </section>
  );
}
