import type { NavIcon } from "~/components/ui/icon";

/** The navigation item of product reference §3.2 as the API returns it (snake_case field names). */
export interface NavigationItem {
  id: number;
  section_type: string;
  slug: string;
  title: string;
  description: string | null;
  icon: string | null;
  link_url: string | null;
  children: NavigationItem[];
}

export type { NavIcon };

export interface NavLink {
  id: number;
  title: string;
  href: string;
  description: string | null;
  icon: NavIcon | null;
}

export interface NavSection {
  /** Stable key: the section_type, or `item-{id}` for an item with children. */
  key: string;
  title: string;
  links: NavLink[];
}

export type MenuName = "solutions" | "industries" | "partnerships";

export type NavigationMenus = Record<MenuName, NavSection[]>;
