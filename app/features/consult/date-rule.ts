import { ianaZone, TIME_ZONES } from "./options";
import { isValidTimeZone, todayIn } from "~/utils/time-zones";

/**
 * The preferred date may not be before today, and "today" is the visitor's: the day it
 * is in the time zone they chose on the wizard's scheduling step. The server checks that
 * on every step post and final submit; the date picker's minimum only helps the visitor
 * not pick a day the server will refuse.
 */

/** Today in the visitor's chosen zone (a TIME_ZONES code); null for an unknown code. */
export function todayInChosenZone(zoneCode: string, now: Date = new Date()): string | null {
  const zone = ianaZone(zoneCode);
  return zone ? todayIn(zone, now) : null;
}

/** The server's check: is the date (YYYY-MM-DD) before today in the chosen zone? */
export function isBeforeTodayInChosenZone(date: string, zoneCode: string, now: Date = new Date()): boolean {
  const today = todayInChosenZone(zoneCode, now);
  return today !== null && date < today;
}

/** The earliest and the latest "today" among the zones a visitor can choose. */
export function todaysAcrossZones(now: Date = new Date()): { earliest: string; latest: string } {
  const todays = TIME_ZONES.map((zone) => todayIn(zone.iana, now)).sort();
  return { earliest: todays[0]!, latest: todays[todays.length - 1]! };
}

/**
 * The picker's minimum when the server draws the page: it cannot know the visitor's
 * zone (a zone picked on the page may change before the post), so it takes the
 * earliest "today" of every zone the visitor can choose. No date that is valid in one
 * of them is blocked; the server's check decides.
 */
export function serverMinDate(now: Date = new Date()): string {
  return todaysAcrossZones(now).earliest;
}

/**
 * The picker's minimum in the browser: today in the chosen zone; before one is chosen,
 * today where the browser is, kept within the "todays" of the zones the visitor can
 * choose (a browser in Tokyo or London still books in a US zone); without either, the
 * server's guess.
 */
export function browserMinDate(options: { chosenZone?: string | null; browserZone?: string | null; now?: Date }): string {
  const now = options.now ?? new Date();
  const chosen = options.chosenZone ? todayInChosenZone(options.chosenZone, now) : null;
  if (chosen) return chosen;
  const { earliest, latest } = todaysAcrossZones(now);
  if (!options.browserZone || !isValidTimeZone(options.browserZone)) return earliest;
  const browserToday = todayIn(options.browserZone, now);
  if (browserToday < earliest) return earliest;
  return browserToday > latest ? latest : browserToday;
}
