import { listArticlesForStaff } from "~/features/articles/article-admin.server";
import { listPagesForStaff } from "~/features/database-pages/page-admin.server";
import type { StaffMember } from "~/features/staff/session.server";
import { formatDateTimeInZone } from "~/utils/format";
import { PAGE_EDIT_STATUS_LABELS, pageEditorPath } from "./page-edit-state";
import { listContentPagesForStaff } from "./page-edits.server";
import { SITE_PAGE_FAMILIES } from "./site-pages";

/**
 * Every page of the site in one list for content staff (issue 30): the pages shipped as
 * files (editable here, decision 088), the database pages and the articles (each linking
 * to its own editor), with family and status; filtered by family, status and words.
 */
export interface SitePageLine {
  title: string;
  path: string;
  family: string;
  status: string;
  statusLabel: string;
  /** Visitors get an edit whose shipped file changed since (a deploy): someone should look. */
  shippedChanged: boolean;
  editPath: string;
  lastChange: string | null;
}


const FAMILY_LABELS = new Map<string, string>(SITE_PAGE_FAMILIES.map((family) => [family.value, family.label]));

/** `extra`: lines of pages this module does not know (the home page's texts, from the home feature). */
export async function loadSitePages(staff: StaffMember, url: URL, extra: readonly SitePageLine[] = []) {
  const [files, pages, articles] = await Promise.all([listContentPagesForStaff(), listPagesForStaff(), listArticlesForStaff()]);
  const when = (instant: number | null) => (instant === null ? null : formatDateTimeInZone(new Date(instant), staff.timeZone));
  const lines: SitePageLine[] = [
    ...extra,
    ...files.map((file) => ({
      title: file.title,
      path: file.path,
      family: file.family,
      status: file.status,
      statusLabel: file.status === "scheduled" && file.publishAt ? `Scheduled for ${when(file.publishAt)}` : PAGE_EDIT_STATUS_LABELS[file.status],
      shippedChanged: file.shippedChanged,
      editPath: pageEditorPath(file.path),
      lastChange: when(file.lastChange),
    })),
    ...pages.map((page) => ({
      title: page.title,
      path: `/${page.slug}`,
      family: "database",
      status: page.status,
      statusLabel: page.statusLabel,
      shippedChanged: false,
      editPath: `/admin/pages/${page.id}`,
      lastChange: when(page.lastChange),
    })),
    ...articles.map((article) => ({
      title: article.title,
      path: `/articles/${article.slug}`,
      family: "article",
      status: article.status,
      statusLabel: article.statusLabel,
      shippedChanged: false,
      editPath: `/admin/articles/${article.id}`,
      lastChange: when(article.lastChange),
    })),
  ];
  const family = url.searchParams.get("family") ?? "";
  const status = url.searchParams.get("status") ?? "";
  const words = (url.searchParams.get("q") ?? "").trim().toLowerCase().slice(0, 100);
  const shown = lines.filter(
    (line) =>
      (!family || line.family === family) &&
      (!status || line.status === status || (status === "changed" && line.shippedChanged)) &&
      (!words || `${line.title} ${line.path}`.toLowerCase().includes(words)),
  );
  return {
    lines: shown.map((line) => ({ ...line, familyLabel: FAMILY_LABELS.get(line.family) ?? line.family })),
    total: lines.length,
    filters: { family, status, q: words },
  };
}
