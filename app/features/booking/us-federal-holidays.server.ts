import Holidays from "date-holidays";
import { type CompanyHoliday } from "./types";

/**
 * The US federal holidays as the federal workforce observes them, to seed the company's
 * holiday list (which staff then edit). Server-only: date-holidays carries every
 * country's rules, which no page in the browser needs.
 *
 * The dates come from date-holidays; which days count, and the observed rule, are ours
 * (decision 060): the library lists the actual day and a "substitute day" beside it, and
 * types them unevenly (Veterans Day's substitute is a "bank" holiday, the others
 * "public"), so we take its actual days of the eleven federal holidays and move each
 * ourselves: a Saturday holiday to the Friday before, a Sunday one to the Monday after.
 */

/** The library's English name of each federal holiday → the name staff read. */
const FEDERAL_HOLIDAYS = new Map([
  ["New Year's Day", "New Year's Day"],
  ["Martin Luther King Jr. Day", "Martin Luther King Jr. Day"],
  ["Washington's Birthday", "Washington's Birthday"],
  ["Memorial Day", "Memorial Day"],
  ["Juneteenth", "Juneteenth"],
  ["Independence Day", "Independence Day"],
  ["Labour Day", "Labor Day"],
  ["Columbus Day", "Columbus Day"],
  ["Veterans Day", "Veterans Day"],
  ["Thanksgiving Day", "Thanksgiving Day"],
  ["Christmas Day", "Christmas Day"],
]);

let calendar: Holidays | undefined;

/** Observed federal holidays dated fromYear to toYear (both included), in date order. */
export function usFederalHolidays(fromYear: number, toYear: number): CompanyHoliday[] {
  calendar ??= new Holidays("US");
  const holidays: CompanyHoliday[] = [];
  // New Year's Day on a Saturday is observed on 31 December of the year before.
  for (let year = fromYear; year <= toYear + 1; year++) {
    for (const holiday of calendar.getHolidays(year, "en")) {
      const name = FEDERAL_HOLIDAYS.get(holiday.name);
      if (!name || holiday.substitute || holiday.type !== "public") continue;
      const actual = holiday.date.slice(0, 10);
      const observed = observedDate(actual);
      const observedYear = Number(observed.slice(0, 4));
      if (observedYear < fromYear || observedYear > toYear) continue;
      holidays.push({ date: observed, name: observed === actual ? name : `${name} (observed)` });
    }
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

/** 5 U.S.C. 6103(b): Saturday → the Friday before, Sunday → the Monday after. */
export function observedDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const shift = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
  return new Date(Date.UTC(year, month - 1, day + shift)).toISOString().slice(0, 10);
}
