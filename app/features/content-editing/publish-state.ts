import { SITE_TIME_ZONE } from "~/config/site";
import { todayIn, zonedTimeToUtc } from "~/utils/time-zones";

/**
 * Where an article or database page stands. Draft: never shown to visitors yet.
 * Scheduled: published, with a publish date after today. Published: public. Unpublished:
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

/** Whether visitors see it: published, and its publish date (if it has one) is today or earlier in the site's zone. */
export function isPubliclyVisible(row: { published: boolean; publishDate?: string | null }, today: string): boolean {
  return row.published && (!row.publishDate || row.publishDate <= today);
}

export function publishStatus(
  row: { published: boolean; publishDate?: string | null },
  today: string,
  unpublishedBefore: boolean,
): PublishStatus {
  if (row.published) return isPubliclyVisible(row, today) ? "published" : "scheduled";
  return unpublishedBefore ? "unpublished" : "draft";
}

/** The instant a publish date begins: midnight of that day in the site's zone, when a scheduled row goes public. */
export function goesLiveAt(publishDate: string): Date {
  return zonedTimeToUtc(publishDate.slice(0, 10), 0, SITE_TIME_ZONE);
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
