import { SITE_TIME_ZONE } from "~/config/site";
import { todayIn, wallClockIn, zonedTimeToUtc } from "~/utils/time-zones";

/**
 * Where an article or database page stands. Draft: never shown to visitors yet.
 * Scheduled: published, with a publish moment (date and time, site's clock) still ahead. Published: public. Unpublished:
 * taken down by staff after it was public (the audit log's "unpublish" line says so,
 * decision 040).
 */
export type PublishStatus = "draft" | "scheduled" | "published" | "unpublished";

export const STATUS_LABELS: Record<PublishStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

/** Today's date (YYYY-MM-DD) in the site's time zone: the day publish dates are compared with. */
export function siteToday(now: Date = new Date()): string {
  return todayIn(SITE_TIME_ZONE, now);
}

/** The site's clock now, to the minute ("2026-11-27T09:30"): what publish moments are compared with. */
export function siteClock(now: Date = new Date()): string {
  return wallClockIn(now, SITE_TIME_ZONE);
}

/** A row's publish moment on the site's clock: its date at its time (00:00 when it has none). */
interface PublishMoment {
  published: boolean;
  publishDate?: string | null;
  /** HH:MM on the site's clock. */
  publishTime?: string | null;
}

const momentOf = (row: PublishMoment) => `${row.publishDate}T${row.publishTime || "00:00"}`;

/** Whether visitors see it: published, and its publish moment (if it has one) has come on the site's clock (`clock`, siteClock()). */
export function isPubliclyVisible(row: PublishMoment, clock: string): boolean {
  return row.published && (!row.publishDate || momentOf(row) <= clock);
}

export function publishStatus(row: PublishMoment, clock: string, unpublishedBefore: boolean): PublishStatus {
  if (row.published) return isPubliclyVisible(row, clock) ? "published" : "scheduled";
  return unpublishedBefore ? "unpublished" : "draft";
}

/**
 * The instant a scheduled row goes public: its date at its time in the site's zone. A time
 * the clocks skip that day (spring forward) is reached when the clock passes it, an hour on.
 */
export function goesLiveAt(publishDate: string, publishTime = "00:00"): Date {
  const [hours = 0, minutes = 0] = publishTime.split(":").map(Number);
  return zonedTimeToUtc(publishDate.slice(0, 10), hours * 60 + minutes, SITE_TIME_ZONE);
}

/**
 * The notice after a save (`?saved=`), saying exactly where the row now stands.
 * `goesLive` is the scheduled moment as the staff member reads it (their zone).
 */
export function savedNoticeMessage(saved: string | null, status: PublishStatus, goesLive: string | null): string | null {
  if (!saved) return null;
  if (saved === "unpublished") return "Unpublished: visitors no longer see it.";
  switch (status) {
    case "published":
      return "Saved and published.";
    case "scheduled":
      return goesLive ? `Saved. Scheduled to go live on ${goesLive}.` : "Saved. Scheduled for its publish date.";
    case "draft":
      return "Saved as a draft.";
    case "unpublished":
      return "Saved. It stays unpublished: visitors do not see it.";
  }
}

/** Added to the saved notice when the save moved a live page: where it is, and what the old address does. */
export function movedNoticeMessage(from: string, to: string): string {
  return `The address is now ${to}: ${from} redirects there permanently.`;
}

/** Shown beside a live page's slug once it differs from the stored one, before anything is saved. */
export function slugChangeWarning(from: string, to: string): string {
  return `This is live at ${from}. Saving moves it to ${to}; ${from} will then send visitors and search engines there (a permanent redirect).`;
}

/**
 * Where an editor lands after a save: its page with `?saved=` for the notice, and the
 * version the save stored, so that the address differs from the one the save was sent
 * from even when the same kind of save is repeated (see ~/utils/background-requests).
 */
export function savedAddress(editorPath: string, saved: string, version: number, extra = ""): string {
  return `${editorPath}?saved=${saved}&version=${version}${extra}`;
}
