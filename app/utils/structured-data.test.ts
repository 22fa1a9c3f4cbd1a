import { describe, expect, it } from "vitest";
import { articleJsonLd, breadcrumbJsonLd, faqJsonLd, organizationJsonLd, serializeJsonLd } from "./structured-data";

describe("structured data", () => {
  it("lists the questions and answers of an FAQ, none for a page without one", () => {
    const faq = faqJsonLd([{ question: "Is it legal?", answer: "Yes, in all 50 states." }]);
    expect(faq).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ name: "Is it legal?", acceptedAnswer: { text: "Yes, in all 50 states." } }],
    });
    expect(faqJsonLd([])).toBeNull();
  });

  it("builds absolute breadcrumb items, only for nested pages", () => {
    expect(breadcrumbJsonLd([{ href: "/", title: "Home" }], "https://x.test")).toBeNull();
    expect(
      breadcrumbJsonLd(
        [
          { href: "/", title: "Home" },
          { href: "/all-industries", title: "Industries" },
        ],
        "https://x.test",
      ),
    ).toMatchObject({ itemListElement: [{ position: 1, item: "https://x.test/" }, { position: 2, name: "Industries" }] });
  });

  it("describes the organization with its address", () => {
    const org = organizationJsonLd(
      {
        name: "Co",
        phone: "1",
        email: "a@b.c",
        address: { street: "1 Main", city: "Jackson", region: "MS", postalCode: "39201" },
        sameAs: [],
      },
      "https://x.test",
    );
    expect(org).toMatchObject({ "@type": "Organization", url: "https://x.test/", address: { addressRegion: "MS" } });
  });

  it("cannot be broken out of its script tag", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it("names an article's cover as its image, and its last change no earlier than its publish date", () => {
    const article = { slug: "fees", title: "Fees", excerpt: "About fees", author: "Team", publishedAt: "2026-12-01", updatedAt: "2026-11-20T10:00:00.000Z" };
    const origin = "https://www.example.com";
    // Edited before its scheduled day: modified is the day it went public.
    expect(articleJsonLd(article, "Site", origin)).toMatchObject({ image: `${origin}/images/og-default.png`, dateModified: "2026-12-01" });
    const edited = { ...article, updatedAt: "2026-12-03T09:00:00.000Z", coverImage: "/uploads/0123456789abcdef0123456789abcdef.png" };
    expect(articleJsonLd(edited, "Site", origin)).toMatchObject({
      image: `${origin}/uploads/0123456789abcdef0123456789abcdef.png`,
      dateModified: "2026-12-03T09:00:00.000Z",
    });
  });
});
