import { createHash } from "node:crypto";
import { previewLinkUntil, requirePreviewLink } from "~/features/content-editing/preview-link.server";
import { liveEditJson, PAGE_EDIT_STATUS_LABELS, summarisePageEdit } from "~/features/page-edits/page-edit-state";
import type { SitePageLine } from "~/features/page-edits/site-pages.server";
import type { StaffMember } from "~/features/staff/session.server";
import { formatDateTimeInZone } from "~/utils/format";
import { pageEditorForm, type EditorKind } from "~/features/page-edits/page-editor.server";
import { findPageEdit, parseStoredJson, type EditablePage } from "~/features/page-edits/page-edits.server";
import type { PagePreviewBanner } from "~/features/page-edits/page-view.server";
import { homeContent, type HomeContent } from "./home-content";
import {
  applyHomeTextValues,
  HOME_TEXT_FIELDS,
  HOME_TEXT_LABELS,
  homeTextFormSchema,
  homeTextValues,
  readHomeTextValues,
  type HomeTextValues,
} from "./home-texts";

/**
 * The home page's texts as a page edit (decision 088): stored in `page_edits` under "/",
 * with the same drafts, schedule, preview link, revisions and edge refresh as a shipped
 * page. The shipped version is `home-content.ts`.
 */
export const HOME_PATH = "/";
export const HOME_EDITOR_PATH = "/admin/content/home";

const shippedValues = homeTextValues(homeContent);
const shippedHash = createHash("sha256").update(JSON.stringify(shippedValues)).digest("hex").slice(0, 16);

const homePage: EditablePage = {
  path: HOME_PATH,
  label: "the home page's texts (/)",
  shippedHash,
  shippedValues,
  read: readHomeTextValues,
  problems(values) {
    const read = readHomeTextValues(values);
    if (!read) return { hero_h1: ["The form could not be read."] };
    const applied = applyHomeTextValues(homeContent, read);
    return applied.ok ? null : (applied.errors as Record<string, string[]>);
  },
};

/** POST /admin/content/home: the home page's texts, text only. */
export const HOME_TEXTS_EDITOR_FORM = pageEditorForm(homeTextFormSchema);

export const HOME_EDITOR_KIND: EditorKind = {
  page: homePage,
  labels: HOME_TEXT_LABELS,
  endpoint: HOME_TEXTS_EDITOR_FORM,
  valuesOf: (input) => Object.fromEntries(HOME_TEXT_FIELDS.map((field) => [field, input[field] ?? ""])) as HomeTextValues,
};

/**
 * The home page's texts as this request gets them: a published edit (or a due scheduled
 * one), else null (the shipped texts); with a valid preview link, the draft for staff.
 */
export async function homeTextsForRequest(request: Request): Promise<{ texts: HomeContent | null; preview: PagePreviewBanner | null }> {
  const link = await requirePreviewLink(request, HOME_PATH);
  const row = await findPageEdit(HOME_PATH);
  const json = link ? (row?.draft ?? row?.published ?? null) : liveEditJson(row, new Date());
  const values = parseStoredJson(json, readHomeTextValues);
  const applied = values ? applyHomeTextValues(homeContent, values) : null;
  const texts = applied?.ok ? applied.content : null;
  const preview = link
    ? { message: `Preview of the latest draft of the home page's texts — visitors do not see it until it is published. ${previewLinkUntil(link)}`, editPath: HOME_EDITOR_PATH }
    : null;
  return { texts, preview };
}

/** The home page's line in the list of every page: its texts' edit status. */
export async function homePageLine(staff: StaffMember, now: Date = new Date()): Promise<SitePageLine> {
  const row = await findPageEdit(HOME_PATH);
  const summary = summarisePageEdit(row, shippedHash, now);
  const when = (instant: number | null) => (instant === null ? null : formatDateTimeInZone(new Date(instant), staff.timeZone));
  return {
    title: "Home page (texts)",
    path: HOME_PATH,
    family: "home",
    status: summary.status,
    statusLabel: summary.status === "scheduled" && summary.publishAt ? `Scheduled for ${when(summary.publishAt)}` : PAGE_EDIT_STATUS_LABELS[summary.status],
    shippedChanged: summary.shippedChanged,
    editPath: HOME_EDITOR_PATH,
    lastChange: row ? when(row.updatedAt ?? row.createdAt) : null,
  };
}
