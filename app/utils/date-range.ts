import { isCalendarDate, todayIn, zonedTimeToUtc } from "./time-zones";

/**
 * The date range of a staff screen's filter: `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both days
 * included, read in the staff member's time zone (so "today" and every midnight are
 * theirs). Anything malformed falls back to the default range, so an old bookmark still
 * opens.
 */
export interface DateRange {
  from: string;
  to: string;
  timeZone: string;
  /** First instant of `from`, epoch ms. */
  start: number;
  /** First instant after `to`, epoch ms (exclusive). */
  end: number;
}

export interface RangeBucket {
  /** "2026-05-01" or "2026-05-01 14:00" */
  label: string;
  start: number;
  end: number;
}

/** The staff dashboards open on the last 7 days. */
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

/** The first instant of a calendar day in a zone, epoch ms. */
export function startOfDay(date: string, timeZone: string): number {
  return zonedTimeToUtc(date, 0, timeZone).getTime();
}

/** The first instant after a calendar day in a zone (the next midnight), epoch ms. */
export function endOfDay(date: string, timeZone: string): number {
  return startOfDay(addDays(date, 1), timeZone);
}

/** A calendar day from the query string, or null when it is missing or malformed. */
export function readDay(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value && isCalendarDate(value) ? value : null;
}

/**
 * The range asked for, made sensible: a missing end is today, a missing start makes a
 * range of `defaultDays`, reversed ends are swapped, and a range longer than a year
 * keeps its end.
 */
export function parseDateRange(
  query: URLSearchParams,
  timeZone: string,
  { defaultDays = DEFAULT_RANGE_DAYS, now = new Date() }: { defaultDays?: number; now?: Date } = {},
): DateRange {
  let to = readDay(query, "to") ?? todayIn(timeZone, now);
  let from = readDay(query, "from") ?? addDays(to, -(defaultDays - 1));
  if (from > to) [from, to] = [to, from];
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) from = addDays(to, -(MAX_RANGE_DAYS - 1));
  return { from, to, timeZone, start: startOfDay(from, timeZone), end: endOfDay(to, timeZone) };
}

/** One bucket per day of the range, midnight to midnight (23 or 25 hours when the clocks change). */
export function dayBuckets(range: DateRange): RangeBucket[] {
  const buckets: RangeBucket[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    buckets.push({ label: date, start: startOfDay(date, range.timeZone), end: endOfDay(date, range.timeZone) });
  }
  return buckets;
}

/** Presets shown as links above a staff date filter. */
export function rangePresets(timeZone: string, now = new Date()): { label: string; from: string; to: string }[] {
  const today = todayIn(timeZone, now);
  return [
    { label: "Today", from: today, to: today },
    { label: "Last 7 days", from: addDays(today, -6), to: today },
    { label: "Last 30 days", from: addDays(today, -29), to: today },
    { label: "Last 90 days", from: addDays(today, -89), to: today },
  ];
}

/** The range as a query string, for links (CSV export, presets, another page of the same figures). */
export function rangeQuery(range: Pick<DateRange, "from" | "to">): string {
  return `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/** "09:30" → 570; "24:00" → 1440 (the end of a block that runs to midnight). */
export function minutesOfClock(clock: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}
