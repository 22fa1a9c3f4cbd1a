import { describe, expect, it } from "vitest";
import type { ContentFrontmatter } from "~/features/content-pages/page-schema";
import { applyPageEditValues, formatItems, parseItems, readPageEditValues, valuesOfSource } from "./page-edit-values";

const product: { frontmatter: ContentFrontmatter; body: string } = {
  frontmatter: {
    family: "product",
    title: "Surcharge Program",
    description: "Pass the cost of cards on.",
    h1: "Pass Credit Card Fees to Customers",
    order: 80,
    lead: "A service fee on **credit** sales.",
    highlights: [
      { title: "Processing costs to 0%", text: "The fee offsets the cost." },
      { title: "Credit cards only", text: "Never debit." },
    ],
    faqs: [{ question: "Is it legal?", answer: "Mostly, with\nrules." }],
    related: ["/dual-pricing"],
  },
  body: "## How it works\n\nA fee on credit sales.",
};

describe("the content page editor's values", () => {
  it("reads a shipped page as the form's text fields and turns them back into the same page", () => {
    const values = valuesOfSource(product);
    expect(values.highlights).toBe("## Processing costs to 0%\nThe fee offsets the cost.\n\n## Credit cards only\nNever debit.");
    expect(values.faqs).toBe("## Is it legal?\nMostly, with\nrules.");
    expect(values.related).toBe("/dual-pricing");
    expect(values.cta_heading).toBe("");
    const applied = applyPageEditValues(product, values);
    expect(applied).toEqual({ ok: true, frontmatter: product.frontmatter, body: product.body });
  });

  it("applies an edit: new texts, a call to action and link-preview fields; empty optional fields are left out", () => {
    const values = {
      ...valuesOfSource(product),
      title: "  Surcharging  ",
      faqs: "",
      related: "/dual-pricing\n\n/cash-discount\n",
      cta_heading: "Ready?",
      cta_text: "Talk to us.",
      social_title: "Cut card fees to 0%",
      social_image: "/uploads/0123456789abcdef0123456789abcdef.png",
    };
    const applied = applyPageEditValues(product, values);
    if (!applied.ok) throw new Error(JSON.stringify(applied.errors));
    expect(applied.frontmatter.title).toBe("Surcharging");
    expect(applied.frontmatter.faqs).toBeUndefined();
    expect(applied.frontmatter.related).toEqual(["/dual-pricing", "/cash-discount"]);
    expect(applied.frontmatter.cta).toEqual({ heading: "Ready?", text: "Talk to us." });
    expect(applied.frontmatter.socialTitle).toBe("Cut card fees to 0%");
    expect(applied.frontmatter.socialImage).toBe("/uploads/0123456789abcdef0123456789abcdef.png");
    expect(applied.frontmatter.order).toBe(80);
    expect(applied.frontmatter.family).toBe("product");
  });

  it("names the field and the item of every problem, as a file's check would", () => {
    const values = {
      ...valuesOfSource(product),
      title: "",
      highlights: "Text before any title",
      faqs: "## A question without an answer",
      related: "/ok\nhttps://evil.example/",
      cta_text: "A text without a heading",
      social_image: "javascript:alert(1)",
      body: "   ",
    };
    const applied = applyPageEditValues(product, values);
    expect(applied.ok).toBe(false);
    if (applied.ok) return;
    expect(applied.errors.highlights?.[0]).toMatch(/Start each item with a line “## ”/);
    expect(applied.errors.faqs?.[0]).toMatch(/Item 1 needs both a title/);
    expect(applied.errors.related?.[0]).toMatch(/^Line 2: must be a path on this site/);
    expect(applied.errors.cta_heading?.[0]).toMatch(/empty|required|string/i);
    expect(applied.errors.social_image?.[0]).toMatch(/path on this site/);
    expect(applied.errors.body?.[0]).toMatch(/Must not be empty/);
    expect(applied.errors.title).toBeDefined();
  });

  it("keeps an industry page's own fields and edits its challenges and offers", () => {
    const industry = {
      frontmatter: {
        ...product.frontmatter,
        family: "industry" as const,
        name: "Grocery",
        group: "retail_commerce" as const,
        highRisk: false,
        challenges: [{ title: "Thin margins", text: "Every basis point counts." }],
        offers: [{ title: "Fast lanes", text: "Quick tap-to-pay." }],
        relatedIndustries: ["/industries/convenience-stores"],
      },
      body: product.body,
    };
    const values = { ...valuesOfSource(industry), offers: "## Fast lanes\nQuick tap-to-pay.\n\n## Loyalty\nPoints at checkout." };
    const applied = applyPageEditValues(industry, values);
    if (!applied.ok) throw new Error(JSON.stringify(applied.errors));
    expect(applied.frontmatter.family === "industry" && applied.frontmatter.offers).toHaveLength(2);
    expect(applied.frontmatter.family === "industry" && applied.frontmatter.relatedIndustries).toEqual(["/industries/convenience-stores"]);
  });

  it("lists round-trip, and a stored value that is not text is refused", () => {
    const items = [{ title: "One", text: "First\nline" }, { title: "Two", text: "Second" }];
    expect(parseItems(formatItems(items))).toEqual(items);
    expect(parseItems("\r\n## One\r\nFirst\r\nline\r\n")).toEqual([{ title: "One", text: "First\nline" }]);
    expect(readPageEditValues({ title: 3 })).toBeNull();
    expect(readPageEditValues("x")).toBeNull();
    expect(readPageEditValues({ title: "T" })?.body).toBe("");
  });
});
