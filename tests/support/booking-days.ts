import { bookings, bookingSettings, companyHolidays, leads } from "#db/schema";
import { SITE_TIME_ZONE } from "~/config/site";
import { addDays } from "~/utils/date-range";
import { getDb } from "~/utils/db.server";
import { todayIn } from "~/utils/time-zones";

/** A weekday at least `daysAhead` days away that is no company holiday, as Chicago's calendar date. */
export async function bookableWeekday(daysAhead: number): Promise<string> {
  return firstBookableWeekday(addDays(todayIn(SITE_TIME_ZONE), daysAhead));
}

/**
 * The first weekday after `date` that is not a company holiday. Days counted from today
 * can land on the same Monday (7 and 8 days ahead, seen from a Friday or a Saturday), so a
 * test that needs two different days takes the second from the first.
 */
export async function bookableWeekdayAfter(date: string): Promise<string> {
  return firstBookableWeekday(addDays(date, 1));
}

async function firstBookableWeekday(from: string): Promise<string> {
  const holidays = new Set((await getDb().select({ date: companyHolidays.date }).from(companyHolidays)).map((row) => row.date));
  for (let date = from; ; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(date)) return date;
  }
}

/** No leads or meetings, and the booking settings the tests count on: no buffer, 2 hours' notice, 30 days ahead. */
export async function clearBookings(): Promise<void> {
  await getDb().delete(bookings);
  await getDb().delete(leads);
  await getDb().update(bookingSettings).set({ bufferMinutes: 0, minimumNoticeMinutes: 120, horizonDays: 30 });
}
