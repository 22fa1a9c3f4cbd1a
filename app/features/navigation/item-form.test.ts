import { describe, expect, it } from "vitest";
import type { NavigationRowFields } from "./nest-rows";
import {
  ITEM_MESSAGES,
  isAcceptedLinkUrl,
  navigationItemSchema,
  previewMenus,
  siblingRows,
  staffSections,
} from "./item-form";
import { navigationHref } from "./build-link";
import { groupNavigation } from "./group-navigation";
import { nestNavigationRows } from "./nest-rows";

const row = (id: number, fields: Partial<NavigationRowFields> = {}): NavigationRowFields => ({
  id,
  sectionType: "partnerships",
  slug: `item-${id}`,
  title: `Item ${id}`,
  description: null,
  icon: null,
  linkUrl: null,
  parentId: null,
  hidden: false,
  ...fields,
});

const valid = { section_type: "partnerships", title: "ISO Program", slug: "iso", link_url: "/iso-program" };
const issues = (input: Record<string, unknown>) => {
  const result = navigationItemSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the item form", () => {
  it("refuses exactly the links the header refuses (build-link.ts)", () => {
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "mailto:a@b.c",
      "ftp://x.example",
    ]) {
      expect(navigationHref({ slug: "x", link_url: url })).toBeNull();
      expect(isAcceptedLinkUrl(url)).toBe(false);
      expect(issues({ ...valid, link_url: url })).toEqual([`link_url: ${ITEM_MESSAGES.link}`]);
    }
    for (const url of ["/surcharge", "https://partners.example.com/apply"])
      expect(issues({ ...valid, link_url: url })).toEqual([]);
  });

  it("checks the slug, the icon, the section and lengths", () => {
    expect(issues({ ...valid, slug: "a b" })).toEqual([`slug: ${ITEM_MESSAGES.slug}`]);
    expect(issues({ ...valid, icon: "rocket" })).toEqual([`icon: ${ITEM_MESSAGES.icon}`]);
    expect(issues({ ...valid, icon: "pos" })).toEqual([]);
    expect(issues({ ...valid, section_type: "mystery" })).toEqual([`section_type: ${ITEM_MESSAGES.section}`]);
    expect(issues({ ...valid, title: "t".repeat(81) })).toEqual([`title: ${ITEM_MESSAGES.tooLong}`]);
    expect(issues({ ...valid, parent_id: "1; drop" })).toEqual([`parent_id: ${ITEM_MESSAGES.parent}`]);
  });
});

describe("previewMenus", () => {
  const rows = [row(1), row(2), row(3, { sectionType: "high_risk", slug: "industries/x" })];

  it("shows an edit in place and a new item at the end of its section", () => {
    const edited = previewMenus(rows, { section_type: "partnerships", title: "Renamed", slug: "item-1" }, 1);
    expect(edited.partnerships[0]?.links.map((link) => link.title)).toEqual(["Renamed", "Item 2"]);
    const added = previewMenus(rows, { section_type: "partnerships", title: "New", slug: "new" }, null);
    expect(added.partnerships[0]?.links.map((link) => link.title)).toEqual(["Item 1", "Item 2", "New"]);
  });

  it("previews a refused link as visitors would get it: not shown", () => {
    const menus = previewMenus(
      rows,
      { section_type: "partnerships", title: "Evil", slug: "x", link_url: "javascript:alert(1)" },
      2
    );
    expect(menus.partnerships[0]?.links.map((link) => link.title)).toEqual(["Item 1"]);
  });

  it("leaves hidden items out and puts a child under its titled section", () => {
    const withHidden = [...rows, row(4, { hidden: true })];
    const menus = previewMenus(
      withHidden,
      { section_type: "partnerships", title: "Child", slug: "child", parent_id: "3" },
      null
    );
    expect(menus.partnerships[0]?.links.map((link) => link.title)).toEqual(["Item 1", "Item 2"]);
    expect(menus.industries.map((section) => section.title)).toEqual(["Item 3"]);
    expect(menus.industries[0]?.links.map((link) => link.title)).toEqual(["Child"]);
  });
});

describe("siblings and the staff view", () => {
  it("lists an item with children as a column of its own, the others of a section type together; a move reorders one list", () => {
    const rows = [row(1), row(2, { sectionType: "high_risk" }), row(3, { parentId: 1 }), row(4), row(5)];
    expect(siblingRows(rows, rows[0]!).map((sibling) => sibling.id)).toEqual([1]);
    expect(siblingRows(rows, rows[2]!).map((sibling) => sibling.id)).toEqual([3]);
    expect(siblingRows(rows, rows[3]!).map((sibling) => sibling.id)).toEqual([4, 5]);
    const { menus } = staffSections(rows);
    expect(menus.partnerships.map((section) => [section.title, section.parentId, section.items.map((item) => [item.row.id, item.children.map((child) => child.id)])])).toEqual([
      ["Item 1", 1, [[1, [3]]]],
      ["Partner with Us", null, [[4, []], [5, []]]],
    ]);
    expect(menus.industries[0]?.title).toBe("High Risk Industries");
    // A parent whose children are all hidden is a link among the others, as in the header.
    const hiddenChild = [row(1), row(3, { parentId: 1, hidden: true }), row(4)];
    expect(siblingRows(hiddenChild, hiddenChild[0]!).map((sibling) => sibling.id)).toEqual([1, 4]);
  });

  it("lists the items in the order the header shows them, with hidden items and refused links in their column", () => {
    // As seeded: the Compliance column (section type "solutions") comes after the columns of the items before it.
    const rows = [
      row(1, { sectionType: "payment_processing", hidden: true }),
      row(2, { sectionType: "additional_services" }),
      row(3, { sectionType: "payment_processing" }),
      row(4, { sectionType: "solutions", title: "Compliance" }),
      row(5, { sectionType: "business_loan", linkUrl: "javascript:alert(1)" }),
      row(6, { parentId: 4, sectionType: "solutions" }),
      row(7, { sectionType: "business_loan" }),
      row(8, { parentId: 4, sectionType: "solutions", hidden: true }),
      row(9, { sectionType: "partnerships", hidden: true }),
    ];
    const header = groupNavigation(nestNavigationRows(rows));
    const { menus } = staffSections(rows);
    for (const menu of ["solutions", "industries", "partnerships"] as const) {
      const shown = menus[menu].flatMap((section) =>
        section.items.flatMap(({ row: item, children }) =>
          (section.parentId === null ? [item] : item.hidden ? [] : children).filter(
            (link) => !link.hidden && navigationHref({ slug: link.slug, link_url: link.linkUrl }) !== null
          )
        )
      );
      expect(shown.map((link) => link.title), menu).toEqual(header[menu].flatMap((section) => section.links.map((link) => link.title)));
    }
    expect(menus.solutions.map((section) => section.title)).toEqual([
      "Additional Services",
      "Payment Processing",
      "Compliance",
      "Speedy Business Loan",
    ]);
    expect(menus.partnerships.map((section) => section.items.map((item) => item.row.id))).toEqual([[9]]);
  });
});
