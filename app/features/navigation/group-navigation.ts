import { navigationHref, parseNavIcon } from "./build-link";
import type { MenuName, NavLink, NavSection, NavigationItem, NavigationMenus } from "./types";

/** Which menu each section_type belongs to (product reference §7.2). */
export const MENU_OF_SECTION_TYPE: Record<string, MenuName> = {
  solutions: "solutions",
  payment_processing: "solutions",
  additional_services: "solutions",
  business_loan: "solutions",
  industries: "industries",
  retail_commerce: "industries",
  service_industries: "industries",
  specialized_business: "industries",
  high_risk: "industries",
  partnerships: "partnerships",
};

/** The menus' names in the header (and in the back office). */
export const MENU_LABELS: Record<MenuName, string> = {
  solutions: "Solutions",
  industries: "Industries",
  partnerships: "Partner with Us",
};

/** Column headings of the mega-menus. */
export const SECTION_TITLES: Record<string, string> = {
  solutions: "Solutions",
  payment_processing: "Payment Processing",
  additional_services: "Additional Services",
  business_loan: "Speedy Business Loan",
  industries: "Industries",
  retail_commerce: "Retail & Commerce",
  service_industries: "Service Industries",
  specialized_business: "Specialized Businesses",
  high_risk: "High Risk Industries",
  partnerships: "Partner with Us",
};

function toLink(item: NavigationItem): NavLink | null {
  const href = navigationHref(item);
  if (!href) return null;
  return {
    id: item.id,
    title: item.title,
    href,
    description: item.description,
    icon: parseNavIcon(item.icon),
  };
}

/** What the arrangement of the menus needs to know of a top-level item. */
export interface ArrangedItem {
  id: number;
  sectionType: string;
  title: string;
  /** It has children visitors see: it is a column of its own, titled by the item. */
  titled: boolean;
  /** Visitors see it (for a titled item: at least one of its links). */
  shown: boolean;
}

export interface MenuColumn<T> {
  /** Stable key: the section_type, or `item-{id}` for an item with children. */
  key: string;
  title: string;
  items: T[];
}

/**
 * The menus' columns in the order visitors see them: the one rule of the header and of
 * the back office's editor, so both list the items in the same order. Top-level items
 * come in the table's order (sort_order, then id); an item with children is a column of
 * its own titled by the item, the others collect in one column per section type. A
 * column stands where its first shown item stands: items visitors do not see (hidden, or
 * with a refused link) stay in their column but never move it. Unknown section types
 * are left out.
 */
export function arrangeColumns<T>(items: readonly T[], describe: (item: T) => ArrangedItem): Record<MenuName, MenuColumn<T>[]> {
  const columns = new Map<string, MenuColumn<T> & { menu: MenuName; place: number; shownPlace: number }>();
  items.forEach((item, index) => {
    const { id, sectionType, title, titled, shown } = describe(item);
    const menu = MENU_OF_SECTION_TYPE[sectionType];
    if (!menu) return;
    const key = titled ? `item-${id}` : sectionType;
    let column = columns.get(key);
    if (!column) {
      column = { key, title: titled ? title : SECTION_TITLES[sectionType] ?? sectionType, items: [], menu, place: index, shownPlace: Infinity };
      columns.set(key, column);
    }
    column.items.push(item);
    if (shown) column.shownPlace = Math.min(column.shownPlace, index);
  });
  const menus: Record<MenuName, MenuColumn<T>[]> = { solutions: [], industries: [], partnerships: [] };
  const placeOf = (column: { place: number; shownPlace: number }) =>
    column.shownPlace === Infinity ? column.place : column.shownPlace;
  for (const { key, title, items: columnItems, menu } of [...columns.values()].sort((a, b) => placeOf(a) - placeOf(b))) {
    menus[menu].push({ key, title, items: columnItems });
  }
  return menus;
}

/**
 * Groups top-level items into the three menus (arrangeColumns): an item with children
 * becomes a section of its own, titled by the item; the others collect in one section
 * per section_type. Unknown section types and unsafe links are dropped, and so is a
 * section left without links.
 */
export function groupNavigation(items: NavigationItem[]): NavigationMenus {
  const linksOf = (item: NavigationItem) =>
    (item.children.length > 0 ? item.children : [item]).map(toLink).filter((link): link is NavLink => link !== null);
  const columns = arrangeColumns(items, (item) => ({
    id: item.id,
    sectionType: item.section_type,
    title: item.title,
    titled: item.children.length > 0,
    shown: linksOf(item).length > 0,
  }));
  const sectionsOf = (menu: MenuName): NavSection[] =>
    columns[menu]
      .map((column) => ({ key: column.key, title: column.title, links: column.items.flatMap(linksOf) }))
      .filter((section) => section.links.length > 0);
  return { solutions: sectionsOf("solutions"), industries: sectionsOf("industries"), partnerships: sectionsOf("partnerships") };
}

/** The first links of a menu, for the short grid of the mobile accordion. */
export function firstLinks(sections: NavSection[], limit: number): NavLink[] {
  return sections.flatMap((section) => section.links).slice(0, limit);
}
