import { describe, expect, it } from "vitest";
import { markdownText } from "~/components/page-templates/markdown-content";
import { getContentPage, listContentPages } from "./content-library.server";
import { allIndustriesDirectory } from "./directories.server";
import { INDUSTRY_GROUPS } from "./page-schema";

const pages = listContentPages().map((source) => {
  const page = getContentPage(source.path);
  if (!page) throw new Error(`${source.file} did not render`);
  return { file: source.file, page };
});

/** Ids the page templates give their own blocks. */
const TEMPLATE_IDS = ["main", "faq-title", "cta-title", "related-related", "related-related-industries", "related-related-solutions"];

describe("the content pages of content/pages", () => {
  it("are all there: about a hundred, about fifty of them industries", () => {
    expect(pages.length).toBeGreaterThanOrEqual(95);
    expect(pages.filter(({ page }) => page.family === "industry").length).toBeGreaterThanOrEqual(45);
  });

  it("each render a body of sections under h2 headings, with anchors unique on the page", () => {
    for (const { file, page } of pages) {
      expect(page.sections.length, file).toBeGreaterThan(0);
      for (const section of page.sections) {
        const first = section.nodes[0];
        expect(typeof first === "object" ? first.tag : first, file).toBe("h2");
      }
      const ids = page.sections.flatMap((section) => (section.id ? [section.id] : []));
      expect(new Set(ids).size, `${file}: an anchor used twice`).toBe(ids.length);
      expect(ids.filter((id) => TEMPLATE_IDS.includes(id)), `${file}: an anchor the template uses`).toEqual([]);
    }
  });

  it("keep the anchors other pages link to", () => {
    const privacy = getContentPage("/privacy-policy");
    expect(privacy?.sections.map((section) => section.id)).toContain("agreement-terms");
  });

  it("give FAQ answers whose plain text has the link labels, not the Markdown", () => {
    const answer = getContentPage("/surcharge")?.faqs[0]?.answer ?? [];
    expect(markdownText(answer)).toContain("dual pricing is a common alternative");
    expect(markdownText(answer)).not.toMatch(/\]\(|\*\*/);
  });

  it("list every industry under its group on /all-industries, in their order", () => {
    const directory = allIndustriesDirectory();
    expect(directory.map((group) => group.title)).toEqual(["Business Types", ...INDUSTRY_GROUPS.map((group) => group.label)]);
    expect(directory[0]?.links.map((link) => link.href)).toEqual([
      "/retail", "/ecommerce", "/restaurants", "/professional-services", "/skill-trade", "/specialty-business",
    ]);
    expect(directory[1]?.links.slice(0, 3).map((link) => link.title)).toEqual(["Automotive", "Convenience Stores", "Grocery & Supermarkets"]);
    const listed = directory.slice(1).flatMap((group) => group.links.map((link) => link.href));
    expect(listed.sort()).toEqual(pages.filter(({ page }) => page.family === "industry").map(({ page }) => page.path).sort());
  });
});
