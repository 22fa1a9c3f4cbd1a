import { SITE_TIME_ZONE } from "~/config/site";
import { todayIn } from "~/utils/time-zones";

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
