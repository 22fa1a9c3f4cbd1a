import type { NavigationItemRow } from "#db/schema";
import type { NavigationItem } from "./types";

/** The fields of a row the menus need; the back office's unsaved draft has the same shape. */
export type NavigationRowFields = Pick<
  NavigationItemRow,
  "id" | "sectionType" | "slug" | "title" | "description" | "icon" | "linkUrl" | "parentId" | "hidden"
>;

function toApiItem(row: NavigationRowFields, children: NavigationItem[]): NavigationItem {
  return {
    id: row.id,
    section_type: row.sectionType,
    slug: row.slug,
    title: row.title,
    description: row.description,
    icon: row.icon,
    link_url: row.linkUrl,
    children,
  };
}

/**
 * Nests child rows under their parents; both levels keep the order of `rows` (the
 * table's sort order). Hidden rows are left out, and so are the children of a hidden
 * parent: visitors never see them, in the header, the mobile pages or the API.
 */
export function nestNavigationRows(rows: readonly NavigationRowFields[]): NavigationItem[] {
  const visible = rows.filter((row) => !row.hidden);
  const childrenOf = new Map<number, NavigationItem[]>();
  for (const row of visible) {
    if (row.parentId === null) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(toApiItem(row, []));
    childrenOf.set(row.parentId, list);
  }
  return visible.filter((row) => row.parentId === null).map((row) => toApiItem(row, childrenOf.get(row.id) ?? []));
}
