import { asc } from "drizzle-orm";
import { navigationItems } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { timedCache } from "~/utils/timed-cache";
import { withSafeLinks } from "./build-link";
import { groupNavigation } from "./group-navigation";
import { nestNavigationRows } from "./nest-rows";
import type { NavigationItem, NavigationMenus } from "./types";

/** The items visitors see (hidden ones left out), nested, in the table's order. */
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

/**
 * After a staff edit: this process builds the menus afresh on the next request. Other
 * processes keep theirs up to 30 s, and a shared cache keeps pages up to its s-maxage.
 */
export function clearNavigationCache(): void {
  menus.clear();
}
