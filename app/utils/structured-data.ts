import { DEFAULT_SOCIAL_IMAGE } from "./social-image";

/** JSON-LD objects (schema.org) for search engines. Pure: the origin is passed in. */
export type JsonLdObject = Record<string, unknown>;

/** A question and its answer as plain text (the page shows the answer's Markdown). */
export interface FaqText {
  question: string;
  answer: string;
}

export interface OrganizationInput {
  name: string;
  phone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string };
  sameAs: string[];
}

export function organizationJsonLd(site: OrganizationInput, origin: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${origin}/`,
    logo: `${origin}/images/icon-512.png`,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: "US",
    },
    contactPoint: {
      "@type": "ContactPoint",
      telephone: site.phone,
      contactType: "sales",
      areaServed: "US",
      availableLanguage: "English",
    },
    sameAs: site.sameAs,
  };
}

export function faqJsonLd(faqs: readonly FaqText[]): JsonLdObject | null {
  if (faqs.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function breadcrumbJsonLd(crumbs: readonly { href: string; title: string }[], origin: string): JsonLdObject | null {
  if (crumbs.length < 2) return null;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.title,
      item: `${origin}${crumb.href}`,
    })),
  };
}

export interface ArticleInput {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  updatedAt: string | null;
  /** A site path (/uploads/…) of the article's cover, when it has one. */
  coverImage?: string | null;
}

export function articleJsonLd(article: ArticleInput, publisher: string, origin: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    dateModified: [article.publishedAt, article.updatedAt ?? ""].sort()[1] ?? article.publishedAt,
    author: { "@type": "Organization", name: article.author },
    publisher: { "@type": "Organization", name: publisher, logo: { "@type": "ImageObject", url: `${origin}/images/icon-512.png` } },
    mainEntityOfPage: `${origin}/articles/${article.slug}`,
    image: `${origin}${article.coverImage ?? DEFAULT_SOCIAL_IMAGE.src}`,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
