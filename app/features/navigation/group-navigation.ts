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

/**
 * Groups top-level items into the three menus. Items without children collect in one
 * section per section_type; an item with children becomes a section of its own, titled
 * by the item. Order follows the input order (the table's sort order). Unknown
 * section types and unsafe links are dropped.
 */
export function groupNavigation(items: NavigationItem[]): NavigationMenus {
  const menus: NavigationMenus = { solutions: [], industries: [], partnerships: [] };
  const sectionsByType = new Map<string, NavSection>();

  for (const item of items) {
    const menu = MENU_OF_SECTION_TYPE[item.section_type];
    if (!menu) continue;

    if (item.children.length > 0) {
      const links = item.children.map(toLink).filter((link): link is NavLink => link !== null);
      if (links.length > 0) menus[menu].push({ key: `item-${item.id}`, title: item.title, links });
      continue;
    }

    const link = toLink(item);
    if (!link) continue;
    let section = sectionsByType.get(item.section_type);
    if (!section) {
      section = {
        key: item.section_type,
        title: SECTION_TITLES[item.section_type] ?? item.section_type,
        links: [],
      };
      sectionsByType.set(item.section_type, section);
      menus[menu].push(section);
    }
    section.links.push(link);
  }
  return menus;
}

/** The first links of a menu, for the short grid of the mobile accordion. */
export function firstLinks(sections: NavSection[], limit: number): NavLink[] {
  return sections.flatMap((section) => section.links).slice(0, limit);
}
