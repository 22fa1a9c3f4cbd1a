import type { TimeOff, Weekday, WeeklyHours } from "~/features/booking/types";
import { COMPANY_HOURS, type BusinessCalendar } from "~/features/response-time/business-time";
import { addDays, endOfDay, minutesOfClock, startOfDay } from "~/utils/date-range";
import { todayIn, zonedTimeToUtc } from "~/utils/time-zones";

/**
 * A person's working calendar as the routing reads it (decision 070): their zone (the rep
 * profile's, else the account's), their weekly hours, time off and the company holidays,
 * all dates of their own calendar. A person with no weekly hours on record works the
 * company's hours (weekdays 9 to 5) on their own clock.
 */
export interface PersonCalendar {
  staffId: number;
  active: boolean;
  timeZone: string;
  /** Null: none on record. */
  weeklyHours: WeeklyHours | null;
  timeOff: readonly TimeOff[];
  holidays: ReadonlySet<string>;
}

const WEEKDAY_OF_UTC_DAY: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

export function hoursOf(person: Pick<PersonCalendar, "weeklyHours">): WeeklyHours {
  const hours = person.weeklyHours;
  return hours && Object.values(hours).some((blocks) => (blocks?.length ?? 0) > 0) ? hours : COMPANY_HOURS.weeklyHours;
}

function isOffOn(person: PersonCalendar, date: string): boolean {
  return person.holidays.has(date) || person.timeOff.some((off) => off.from <= date && date <= off.to);
}

/** The person's working stretches on one date of their calendar, as epoch-ms instants, in order. */
function stretchesOn(person: PersonCalendar, date: string): { start: number; end: number }[] {
  if (isOffOn(person, date)) return [];
  const weekday = WEEKDAY_OF_UTC_DAY[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  return (hoursOf(person)[weekday] ?? [])
    .map((block) => ({
      start: zonedTimeToUtc(date, minutesOfClock(block.start), person.timeZone).getTime(),
      end: minutesOfClock(block.end) >= 24 * 60 ? endOfDay(date, person.timeZone) : zonedTimeToUtc(date, minutesOfClock(block.end), person.timeZone).getTime(),
    }))
    .filter((stretch) => stretch.end > stretch.start)
    .sort((a, b) => a.start - b.start);
}

/** Whether the person takes leads at `now`: an active account, not on time off or a holiday today (their zone), inside their hours. */
export function isAvailableAt(person: PersonCalendar, now: Date): boolean {
  if (!person.active) return false;
  const at = now.getTime();
  return stretchesOn(person, todayIn(person.timeZone, now)).some((stretch) => stretch.start <= at && at < stretch.end);
}

/** The person's own calendar day around `now`, as [start, end) epoch ms: the span their daily cap counts in. */
export function dayAround(person: Pick<PersonCalendar, "timeZone">, now: Date): { start: number; end: number } {
  const today = todayIn(person.timeZone, now);
  return { start: startOfDay(today, person.timeZone), end: endOfDay(today, person.timeZone) };
}

/** The next instant after `after` at which one of the person's working stretches starts; null when none in two weeks (or inactive). */
export function nextStartAfter(person: PersonCalendar, after: Date): Date | null {
  if (!person.active) return null;
  const at = after.getTime();
  let date = addDays(todayIn(person.timeZone, after), -1);
  for (let day = 0; day < 16; day++, date = addDays(date, 1)) {
    const next = stretchesOn(person, date).find((stretch) => stretch.start > at);
    if (next) return new Date(next.start);
  }
  return null;
}

/**
 * The person's calendar for a lead's due time (decision 070): their hours in their zone,
 * closed on company holidays and on their days off.
 */
export function businessCalendarOf(person: PersonCalendar): BusinessCalendar {
  const closed = new Set(person.holidays);
  for (const off of person.timeOff) {
    for (let date = off.from, days = 0; date <= off.to && days < 400; date = addDays(date, 1), days++) closed.add(date);
  }
  return { timeZone: person.timeZone, weeklyHours: hoursOf(person), holidays: closed };
}
