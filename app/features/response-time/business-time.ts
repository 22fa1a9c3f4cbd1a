import type { Weekday, WeeklyHours } from "~/features/booking/types";
import { addDays, minutesOfClock } from "~/utils/date-range";
import { wallClockIn, zonedTimeToUtc } from "~/utils/time-zones";

const NINE_TO_FIVE = [{ start: "09:00", end: "17:00" }];

/**
 * The company's business hours, for a lead nobody owns yet (decision 069): weekdays 9 to
 * 5 in the site's zone, closed on the company holidays of the availability screens.
 */
export const COMPANY_HOURS: { timeZone: string; weeklyHours: WeeklyHours } = {
  timeZone: "America/Chicago",
  weeklyHours: { mon: NINE_TO_FIVE, tue: NINE_TO_FIVE, wed: NINE_TO_FIVE, thu: NINE_TO_FIVE, fri: NINE_TO_FIVE },
};

/** Date.getUTCDay()'s order. */
const WEEKDAY_OF_UTC_DAY: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/**
 * The business hours a lead's clock runs in (issue 28, decision 068): the weekly hours of
 * a calendar in its own IANA zone (several blocks a day, for a lunch break) and the
 * dates it is closed.
 */
export interface BusinessCalendar {
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** Closed dates of the calendar's own zone, YYYY-MM-DD. */
  holidays: ReadonlySet<string>;
}

interface OpenInterval {
  date: string;
  start: number;
  end: number;
}

/** A year of days: a calendar with no open hour in that long has none to count. */
const DAYS_SEARCHED = 366;

/** The open intervals of one date of the calendar, as epoch-ms instants, in order. */
function openIntervalsOf(date: string, calendar: BusinessCalendar): OpenInterval[] {
  if (calendar.holidays.has(date)) return [];
  // A calendar date's weekday is the same in every zone.
  const weekday = WEEKDAY_OF_UTC_DAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  const blocks = calendar.weeklyHours[weekday] ?? [];
  return blocks
    .map((block) => ({
      date,
      start: zonedTimeToUtc(date, minutesOfClock(block.start), calendar.timeZone).getTime(),
      end: (minutesOfClock(block.end) >= 24 * 60
        ? zonedTimeToUtc(addDays(date, 1), 0, calendar.timeZone)
        : zonedTimeToUtc(date, minutesOfClock(block.end), calendar.timeZone)
      ).getTime(),
    }))
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start - b.start);
}

/**
 * One business day after `arrivedAt`: the instant at which as much open time has passed
 * since the arrival as the first business day that opens after it has in all. So a lead
 * that arrives at 4 PM on a Friday, in a 9-to-5 week, is due at 4 PM on Monday (an hour
 * on Friday, seven on Monday); one that arrives at night or on a closed day is due when
 * the next business day closes; a holiday counts as closed. Clock changes move nothing:
 * hours are read on the calendar's wall clock each day. Null when the calendar has no
 * open hour in the coming year.
 */
export function oneBusinessDayAfter(arrivedAt: Date, calendar: BusinessCalendar): Date | null {
  const arrival = arrivedAt.getTime();
  const intervals: OpenInterval[] = [];
  let date = wallClockIn(arrivedAt, calendar.timeZone).slice(0, 10);
  let fullDay: string | null = null;
  for (let searched = 0; searched < DAYS_SEARCHED && fullDay === null; searched++, date = addDays(date, 1)) {
    const open = openIntervalsOf(date, calendar);
    intervals.push(...open);
    // The first business day that opens after the arrival: its open time is the promise's length.
    if (open.length > 0 && open[0]!.start >= arrival) fullDay = date;
  }
  if (fullDay === null) return null;
  const promised = intervals.filter((interval) => interval.date === fullDay).reduce((sum, interval) => sum + interval.end - interval.start, 0);
  return afterOpenTime(intervals, arrival, promised);
}

/** The instant at which `openMs` of the intervals' open time has passed since `from`; null when they hold less. */
function afterOpenTime(intervals: readonly OpenInterval[], from: number, openMs: number): Date | null {
  let remaining = openMs;
  for (const interval of intervals) {
    const start = Math.max(interval.start, from);
    if (start >= interval.end) continue;
    const available = interval.end - start;
    if (available >= remaining) return new Date(start + remaining);
    remaining -= available;
  }
  return null;
}

/**
 * The open time of `calendar` between two instants, in minutes (fractional; 0 when `to`
 * is not after `from`): how long a lead waited for its first reply in business time, so a
 * night, a weekend or a holiday between arrival and reply adds nothing. Hours are read on
 * the calendar's wall clock each day, so a clock change moves no open minute.
 */
export function businessMinutesBetween(from: Date, to: Date, calendar: BusinessCalendar): number {
  return openMs(openIntervalsBetween(from, to, calendar)) / 60_000;
}

/** The calendar's open intervals between two instants, clipped to them, in order; none when `to` is not after `from`. */
function openIntervalsBetween(from: Date, to: Date, calendar: BusinessCalendar): OpenInterval[] {
  const start = from.getTime();
  const end = to.getTime();
  const intervals: OpenInterval[] = [];
  if (!(end > start)) return intervals;
  const lastDate = wallClockIn(to, calendar.timeZone).slice(0, 10);
  for (let date = wallClockIn(from, calendar.timeZone).slice(0, 10); date <= lastDate; date = addDays(date, 1)) {
    for (const interval of openIntervalsOf(date, calendar)) {
      const clipped = { ...interval, start: Math.max(interval.start, start), end: Math.min(interval.end, end) };
      if (clipped.end > clipped.start) intervals.push(clipped);
    }
  }
  return intervals;
}

function openMs(intervals: readonly OpenInterval[]): number {
  return intervals.reduce((sum, interval) => sum + interval.end - interval.start, 0);
}

/**
 * Halfway from `from` to `to` in business time: the instant at which half the calendar's
 * open time between the two has passed (decision 071's reminder). Friday 4 PM to Monday
 * 4 PM in a 9-to-5 week is eight open hours, so halfway is Monday noon, not Sunday;
 * holidays and closed nights are skipped, and clock changes move nothing, as in
 * `oneBusinessDayAfter`. Null when no open time lies between them (or `to` is not after `from`).
 */
export function businessMidpoint(from: Date, to: Date, calendar: BusinessCalendar): Date | null {
  const intervals = openIntervalsBetween(from, to, calendar);
  const open = openMs(intervals);
  if (open === 0) return null;
  // Whole milliseconds: half of an odd count rounds up, never before the true halfway.
  return afterOpenTime(intervals, from.getTime(), Math.ceil(open / 2));
}
