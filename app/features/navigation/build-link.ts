import { isSafeLinkUrl } from "~/utils/safe-url";
import type { NavIcon, NavigationItem } from "./types";

/**
 * Where a navigation item points: its link_url when set, else `/{slug}`.
 * Returns null when link_url is set but is not http(s) or site-relative: such an item
 * is never rendered (a `javascript:` URL in the table must not reach a page).
 */
export function navigationHref(item: Pick<NavigationItem, "slug" | "link_url">): string | null {
  const linkUrl = item.link_url?.trim();
  if (linkUrl) return isSafeLinkUrl(linkUrl) ? linkUrl : null;
  const slug = item.slug.trim().replace(/^\/+/, "");
  if (!/^[a-z0-9][a-z0-9/_-]*$/i.test(slug)) return null;
  return `/${slug}`;
}

const ICON_KEYWORDS = new Set(["mobile", "pos", "services"]);
/** SVG path data: commands, numbers, separators; nothing that could close the attribute. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s+-]{1,2000}$/;

/**
 * The items as a front end may render them, link_url and icon included (GET
 * /api/navigation): an item whose link is unsafe is left out with its children, as in
 * the menus (decision 003); an icon that is neither a keyword nor path data becomes null.
 */
export function withSafeLinks(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) =>
    navigationHref(item) === null
      ? []
      : [{ ...item, icon: parseNavIcon(item.icon) ? item.icon : null, children: withSafeLinks(item.children) }],
  );
}

export function parseNavIcon(icon: string | null): NavIcon | null {
  const value = icon?.trim();
  if (!value) return null;
  if (ICON_KEYWORDS.has(value)) return { kind: "keyword", name: value as "mobile" | "pos" | "services" };
  if (PATH_DATA.test(value) && /^[Mm]/.test(value)) return { kind: "path", d: value };
  return null;
}
