import { isCalendarDate, todayIn, zonedTimeToUtc } from "~/utils/time-zones";

/**
 * The date range of the staff dashboards: `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both days
 * included, read in the staff member's time zone (so "today" is their today). Anything
 * malformed falls back to the last 7 days, so an old bookmark still opens.
 */
export interface DashboardRange {
  from: string;
  to: string;
  timeZone: string;
  /** First instant of `from`, epoch ms. */
  start: number;
  /** First instant after `to`, epoch ms (exclusive). */
  end: number;
  /** hour buckets for ranges of up to two days, else day buckets. */
  granularity: "hour" | "day";
  buckets: RangeBucket[];
}

export interface RangeBucket {
  /** "2026-05-01" or "2026-05-01 14:00" */
  label: string;
  start: number;
  end: number;
}

export const DEFAULT_RANGE_DAYS = 7;
export const MAX_RANGE_DAYS = 366;

/** YYYY-MM-DD plus `days` (negative goes back), on the calendar. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Presets shown as links above the dashboards. */
export function rangePresets(timeZone: string, now = new Date()): { label: string; from: string; to: string }[] {
  const today = todayIn(timeZone, now);
  return [
    { label: "Today", from: today, to: today },
    { label: "Last 7 days", from: addDays(today, -6), to: today },
    { label: "Last 30 days", from: addDays(today, -29), to: today },
    { label: "Last 90 days", from: addDays(today, -89), to: today },
  ];
}

export function parseDashboardRange(query: URLSearchParams, timeZone: string, now = new Date()): DashboardRange {
  const today = todayIn(timeZone, now);
  const read = (name: string) => {
    const value = query.get(name);
    return value && isCalendarDate(value) ? value : null;
  };
  let to = read("to") ?? today;
  let from = read("from") ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) [from, to] = [to, from];
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) from = addDays(to, -(MAX_RANGE_DAYS - 1));

  const dayStart = (date: string) => zonedTimeToUtc(date, 0, timeZone).getTime();
  const start = dayStart(from);
  const end = dayStart(addDays(to, 1));
  const granularity = daysBetween(from, to) < 2 ? "hour" : "day";
  const buckets: RangeBucket[] = [];
  if (granularity === "day") {
    for (let date = from; date <= to; date = addDays(date, 1)) {
      buckets.push({ label: date, start: dayStart(date), end: dayStart(addDays(date, 1)) });
    }
  } else {
    for (let date = from; date <= to; date = addDays(date, 1)) {
      for (let hour = 0; hour < 24; hour++) {
        const bucketStart = zonedTimeToUtc(date, hour * 60, timeZone).getTime();
        const bucketEnd = hour === 23 ? dayStart(addDays(date, 1)) : zonedTimeToUtc(date, (hour + 1) * 60, timeZone).getTime();
        // A DST change makes one local hour repeat or vanish: skip an empty one.
        if (bucketEnd > bucketStart) buckets.push({ label: `${date} ${String(hour).padStart(2, "0")}:00`, start: bucketStart, end: bucketEnd });
      }
    }
  }
  return { from, to, timeZone, start, end, granularity, buckets };
}

/** The range as a query string, for links (CSV export, presets). */
export function rangeQuery(range: Pick<DashboardRange, "from" | "to">): string {
  return `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}
