import { and, gte, lte } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { companyHolidays } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { COMPANY_HOURS, oneBusinessDayAfter, type BusinessCalendar } from "./business-time";

export { COMPANY_HOURS };

/** The company's calendar for the weeks after `from`, its holidays read through `db` (a booking's transaction reads through its own). */
export async function companyCalendar(from: Date, db: AppDatabase = getDb()): Promise<BusinessCalendar> {
  return companyCalendarBetween(from, new Date(from.getTime() + 60 * 86_400_000), db);
}

/** The company's calendar with the holidays from `from` to `until` (a report's period and the replies after it). */
export async function companyCalendarBetween(from: Date, until: Date, db: AppDatabase = getDb()): Promise<BusinessCalendar> {
  // A day either side: the holidays are dates of the calendar's zone, the bounds UTC instants.
  const first = new Date(from.getTime() - 86_400_000).toISOString().slice(0, 10);
  const last = new Date(until.getTime() + 86_400_000).toISOString().slice(0, 10);
  const holidays = await db
    .select({ date: companyHolidays.date })
    .from(companyHolidays)
    .where(and(gte(companyHolidays.date, first), lte(companyHolidays.date, last)));
  return { ...COMPANY_HOURS, holidays: new Set(holidays.map((holiday) => holiday.date)) };
}

/** When a lead that arrived at `arrivedAt` and has no meeting is due: one business day later on the company's calendar. */
export async function dueAfterArrival(arrivedAt: Date, db: AppDatabase = getDb()): Promise<Date | null> {
  return oneBusinessDayAfter(arrivedAt, await companyCalendar(arrivedAt, db));
}
