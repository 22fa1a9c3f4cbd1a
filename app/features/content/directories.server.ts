import { INDUSTRY_GROUPS, industryPages } from "~/content/industries";
import { segmentPages } from "~/content/segments";
import type { DirectoryGroup } from "~/components/content/link-directory";
import type { NavSection } from "~/features/navigation/types";

/** Every industry page, grouped like the Industries menu, after the business types. */
export function allIndustriesDirectory(): DirectoryGroup[] {
  return [
    {
      title: "Business Types",
      links: segmentPages.map((page) => ({ href: `/${page.slug}`, title: page.title, description: page.lead })),
    },
    ...INDUSTRY_GROUPS.map(({ group, label }) => ({
      title: label,
      links: industryPages
        .filter((page) => page.group === group)
        .map((page) => ({ href: `/${page.slug}`, title: page.name })),
    })),
  ];
}

/** A menu's sections as directory groups (the mobile "View All" pages). */
export function menuDirectory(sections: NavSection[]): DirectoryGroup[] {
  return sections.map((section) => ({
    title: section.title,
    links: section.links.map((link) => ({ href: link.href, title: link.title, description: link.description })),
  }));
}
