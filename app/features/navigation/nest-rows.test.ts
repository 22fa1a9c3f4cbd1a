import { describe, expect, it } from "vitest";
import { nestNavigationRows, type NavigationRowFields } from "./nest-rows";

const row = (id: number, fields: Partial<NavigationRowFields> = {}): NavigationRowFields => ({
  id,
  sectionType: "solutions",
  slug: `s${id}`,
  title: `T${id}`,
  description: null,
  icon: null,
  linkUrl: null,
  parentId: null,
  hidden: false,
  ...fields,
});

describe("nestNavigationRows", () => {
  it("nests children under their parents in order", () => {
    const items = nestNavigationRows([row(1), row(2, { parentId: 1 }), row(3), row(4, { parentId: 1 })]);
    expect(items.map((item) => [item.id, item.children.map((child) => child.id)])).toEqual([
      [1, [2, 4]],
      [3, []],
    ]);
  });

  it("leaves out hidden items and everything under a hidden parent", () => {
    const items = nestNavigationRows([
      row(1, { hidden: true }),
      row(2, { parentId: 1 }),
      row(3),
      row(4, { parentId: 3, hidden: true }),
    ]);
    expect(items.map((item) => [item.id, item.children.map((child) => child.id)])).toEqual([[3, []]]);
  });
});
