import { SITE_TIME_ZONE } from "~/config/site";
import { instantsAtWallTime, isCalendarDate } from "~/utils/time-zones";

/**
 * Where a content page stands, from its edit row (or none) and the shipped file's hash:
 * pure, so the list, the editor and the public page read it alike (decision 088).
 */
export type PageEditStatus = "shipped" | "edited" | "draft" | "scheduled";

export const PAGE_EDIT_STATUS_LABELS: Record<PageEditStatus, string> = {
  shipped: "Shipped version",
  edited: "Edited",
  draft: "Draft",
  scheduled: "Scheduled",
};

/** The editor of a shipped page: the home page's texts have an address of their own. */
export const pageEditorPath = (path: string) => (path === "/" ? "/admin/content/home" : `/admin/content${path}`);

/** The columns of an edit row these rules read. */
export interface PageEditState {
  draft: string | null;
  /** Epoch ms. */
  publishAt: number | null;
  published: string | null;
  shippedHash: string;
}

/** Whether the draft's scheduled moment has come: from then on visitors get it, whether or not the job has run yet. */
export function scheduledDraftIsDue(row: PageEditState, now: Date): boolean {
  return row.draft !== null && row.publishAt !== null && row.publishAt <= now.getTime();
}

/** The JSON visitors get instead of the file (a due scheduled draft, else the published edit), or null: the file. */
export function liveEditJson(row: PageEditState | null, now: Date): string | null {
  if (!row) return null;
  if (scheduledDraftIsDue(row, now)) return row.draft;
  return row.published;
}

export interface PageEditSummary {
  status: PageEditStatus;
  /** Visitors get an edit, not the file. */
  live: boolean;
  /** The file changed (a deploy) since the edit was made against it, and the edit still hides it. */
  shippedChanged: boolean;
  /** A scheduled draft's moment, epoch ms. */
  publishAt: number | null;
}

export function summarisePageEdit(row: PageEditState | null, currentShippedHash: string, now: Date): PageEditSummary {
  if (!row) return { status: "shipped", live: false, shippedChanged: false, publishAt: null };
  const live = liveEditJson(row, now) !== null;
  const waiting = row.draft !== null && !scheduledDraftIsDue(row, now);
  const status: PageEditStatus = waiting ? (row.publishAt ? "scheduled" : "draft") : live ? "edited" : "shipped";
  return {
    status,
    live,
    shippedChanged: live && row.shippedHash !== currentShippedHash,
    publishAt: waiting ? row.publishAt : null,
  };
}

/**
 * "Publish at" from the editor: a date and time on the site's clock (`2026-12-01T09:00`,
 * as a datetime-local field sends it), which must be later than now. In the hour repeated
 * when clocks go back the first of the two moments counts; the hour skipped when they go
 * forward does not exist and is refused.
 */
export function parsePublishAt(value: string, now: Date): { ok: true; at: Date } | { ok: false; message: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::00)?$/.exec(value.trim());
  if (!match || !isCalendarDate(match[1] ?? "") || Number(match[2]) > 23 || Number(match[3]) > 59) {
    return { ok: false, message: "Give the date and time to publish at, like 2026-12-01 09:00." };
  }
  const [at] = instantsAtWallTime(match[1] ?? "", Number(match[2]) * 60 + Number(match[3]), SITE_TIME_ZONE);
  if (!at) return { ok: false, message: "That time does not exist on the site's clock (the clocks go forward then). Choose another." };
  if (at.getTime() <= now.getTime()) return { ok: false, message: "Choose a moment in the future, or publish now." };
  return { ok: true, at };
}

/** The notice after a save (`?saved=`), from what the command did. */
export const SAVED_MESSAGES: Record<string, string> = {
  draft: "Draft saved. Visitors still get the published page.",
  scheduled: "Scheduled: the draft goes live by itself at the time shown.",
  published: "Published: visitors get this version now (pages kept by the cache within a minute).",
  discarded: "Draft discarded.",
  reverted: "Back to the shipped version: visitors get the page as shipped with the site.",
  kept: "Your edit stays over the changed shipped version.",
};
