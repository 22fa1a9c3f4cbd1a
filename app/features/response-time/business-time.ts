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
  let remaining = promised;
  for (const interval of intervals) {
    const from = Math.max(interval.start, arrival);
    if (from >= interval.end) continue;
    const available = interval.end - from;
    if (available >= remaining) return new Date(from + remaining);
    remaining -= available;
  }
  return null;
}
