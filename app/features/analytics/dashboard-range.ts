import { dayBuckets, daysBetween, endOfDay, parseDateRange, type DateRange, type RangeBucket } from "~/utils/date-range";
import { zonedTimeToUtc } from "~/utils/time-zones";

/**
 * The analytics dashboard's range: the staff date range (`~/utils/date-range`, the last
 * 7 days by default) cut into hours for ranges of up to two days, else into days.
 */
export interface DashboardRange extends DateRange {
  granularity: "hour" | "day";
  buckets: RangeBucket[];
}

function hourBuckets(range: DateRange): RangeBucket[] {
  const buckets: RangeBucket[] = [];
  for (const day of dayBuckets(range)) {
    for (let hour = 0; hour < 24; hour++) {
      const start = zonedTimeToUtc(day.label, hour * 60, range.timeZone).getTime();
      const end = hour === 23 ? endOfDay(day.label, range.timeZone) : zonedTimeToUtc(day.label, (hour + 1) * 60, range.timeZone).getTime();
      // A DST change makes one local hour repeat or vanish: skip an empty one.
      if (end > start) buckets.push({ label: `${day.label} ${String(hour).padStart(2, "0")}:00`, start, end });
    }
  }
  return buckets;
}

export function parseDashboardRange(query: URLSearchParams, timeZone: string, now = new Date()): DashboardRange {
  const range = parseDateRange(query, timeZone, { now });
  const granularity = daysBetween(range.from, range.to) < 2 ? "hour" : "day";
  return { ...range, granularity, buckets: granularity === "day" ? dayBuckets(range) : hourBuckets(range) };
}
