import type { DirectoryGroup } from "~/features/content-pages/components/link-directory";
import type { NavSection } from "~/features/navigation/types";
import { contentPageSummary, listContentPages } from "./content-library.server";
import type { LinkTexts } from "./content-pages.server";
import { INDUSTRY_GROUPS } from "./page-schema";

/** Every industry page, grouped like the Industries menu, after the business types (with their edited titles and introductions, `edited`). */
export function allIndustriesDirectory(edited: LinkTexts = new Map()): DirectoryGroup[] {
  const pages = listContentPages();
  return [
    {
      title: "Business Types",
      links: pages
        .filter(({ frontmatter }) => frontmatter.family === "segment")
        .map(({ path, frontmatter }) => ({
          href: path,
          title: edited.get(path)?.title ?? frontmatter.title,
          description: edited.get(path)?.summary ?? contentPageSummary(path),
        })),
    },
    ...INDUSTRY_GROUPS.map(({ group, label }) => ({
      title: label,
      links: pages.flatMap(({ path, frontmatter }) =>
        frontmatter.family === "industry" && frontmatter.group === group ? [{ href: path, title: frontmatter.name }] : [],
      ),
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
