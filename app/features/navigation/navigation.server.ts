import { asc } from "drizzle-orm";
import { navigationItems, type NavigationItemRow } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { timedCache } from "~/utils/timed-cache";
import { withSafeLinks } from "./build-link";
import { groupNavigation } from "./group-navigation";
import type { NavigationItem, NavigationMenus } from "./types";

function toApiItem(row: NavigationItemRow, children: NavigationItem[]): NavigationItem {
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

/** Nests child rows under their parents; both levels keep the table's sort order. */
export function nestNavigationRows(rows: NavigationItemRow[]): NavigationItem[] {
  const childrenOf = new Map<number, NavigationItem[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(toApiItem(row, []));
    childrenOf.set(row.parentId, list);
  }
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => toApiItem(row, childrenOf.get(row.id) ?? []));
}

export async function listNavigationItems(): Promise<NavigationItem[]> {
  const rows = await getDb()
    .select()
    .from(navigationItems)
    .orderBy(asc(navigationItems.sortOrder), asc(navigationItems.id));
  return nestNavigationRows(rows);
}

/** GET /api/navigation: only what a front end may render as it is. */
export async function listSafeNavigationItems(): Promise<NavigationItem[]> {
  return withSafeLinks(await listNavigationItems());
}

/**
 * The menus change only when staff edit the table, yet every page needs them: keep the
 * grouped result for a short while instead of querying on every request.
 */
const menus = timedCache(30_000, async () => groupNavigation(await listNavigationItems()));

export function getNavigationMenus(now = Date.now()): Promise<NavigationMenus> {
  return menus.get("all", now);
}
