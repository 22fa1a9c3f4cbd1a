import { describe, expect, it } from "vitest";
import { firstLinks, groupNavigation } from "./group-navigation";
import type { NavigationItem } from "./types";

let nextId = 1;
function item(partial: Partial<NavigationItem> & Pick<NavigationItem, "section_type" | "title">): NavigationItem {
  return {
    id: nextId++,
    slug: partial.title.toLowerCase().replace(/\W+/g, "-"),
    description: null,
    icon: null,
    link_url: null,
    children: [],
    ...partial,
  };
}

describe("groupNavigation", () => {
  it("sends every section type of product reference §7.2 to its menu", () => {
    const types = {
      solutions: ["solutions", "payment_processing", "additional_services", "business_loan"],
      industries: ["industries", "retail_commerce", "service_industries", "specialized_business", "high_risk"],
      partnerships: ["partnerships"],
    } as const;
    const items = Object.values(types)
      .flat()
      .map((sectionType) => item({ section_type: sectionType, title: `Item ${sectionType}` }));

    const menus = groupNavigation(items);

    for (const [menu, sectionTypes] of Object.entries(types)) {
      const keys = menus[menu as keyof typeof menus].map((section) => section.key);
      expect(keys).toEqual([...sectionTypes]);
    }
  });

  it("titles sections by section type and keeps the input order", () => {
    const menus = groupNavigation([
      item({ section_type: "payment_processing", title: "Point of Sale" }),
      item({ section_type: "business_loan", title: "Speedy Business Loan" }),
      item({ section_type: "payment_processing", title: "Mobile Processing" }),
    ]);
    expect(menus.solutions.map((section) => section.title)).toEqual(["Payment Processing", "Speedy Business Loan"]);
    expect(menus.solutions[0]?.links.map((link) => link.title)).toEqual(["Point of Sale", "Mobile Processing"]);
  });

  it("renders an item with children as an extra section titled by the item", () => {
    const compliance = item({
      section_type: "solutions",
      title: "Compliance",
      children: [
        item({ section_type: "solutions", title: "Employee Handbook", slug: "employee-handbook" }),
        item({ section_type: "solutions", title: "HR Audits", slug: "hr-audits" }),
      ],
    });
    const menus = groupNavigation([item({ section_type: "payment_processing", title: "POS" }), compliance]);

    const section = menus.solutions.find((candidate) => candidate.title === "Compliance");
    expect(section?.key).toBe(`item-${compliance.id}`);
    expect(section?.links.map((link) => link.href)).toEqual(["/employee-handbook", "/hr-audits"]);
  });

  it("drops unknown section types and items whose link is unsafe", () => {
    const menus = groupNavigation([
      item({ section_type: "mystery", title: "Nowhere" }),
      item({ section_type: "partnerships", title: "Evil", link_url: "javascript:alert(1)" }),
      item({ section_type: "partnerships", title: "Agents", slug: "recruitment" }),
    ]);
    expect(menus.solutions).toEqual([]);
    expect(menus.industries).toEqual([]);
    expect(menus.partnerships[0]?.links.map((link) => link.title)).toEqual(["Agents"]);
  });

  it("leaves out a titled section whose children are all unsafe", () => {
    const menus = groupNavigation([
      item({
        section_type: "industries",
        title: "Broken",
        children: [item({ section_type: "industries", title: "Bad", link_url: "data:text/html,hi" })],
      }),
    ]);
    expect(menus.industries).toEqual([]);
  });
});

describe("firstLinks", () => {
  it("takes links across sections in order, up to the limit", () => {
    const menus = groupNavigation([
      item({ section_type: "retail_commerce", title: "A" }),
      item({ section_type: "retail_commerce", title: "B" }),
      item({ section_type: "high_risk", title: "C" }),
    ]);
    expect(firstLinks(menus.industries, 2).map((link) => link.title)).toEqual(["A", "B"]);
    expect(firstLinks(menus.industries, 10).map((link) => link.title)).toEqual(["A", "B", "C"]);
  });
});
