import { bookings, bookingSettings, companyHolidays, leads } from "#db/schema";
import { getDb } from "~/utils/db.server";

/** A weekday at least `daysAhead` days away that is no company holiday, as Chicago's calendar date. */
export async function bookableWeekday(daysAhead: number): Promise<string> {
  const holidays = new Set((await getDb().select({ date: companyHolidays.date }).from(companyHolidays)).map((row) => row.date));
  for (let day = daysAhead; ; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
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
