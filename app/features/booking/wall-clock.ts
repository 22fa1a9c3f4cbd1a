import { WEEKDAYS, type Weekday } from "./types";
import { wallClockIn } from "~/utils/time-zones";

/**
 * An instant as a person in a zone reads it: their date, weekday and minutes since their
 * midnight. Read through Intl (the platform's time-zone data), never from a table of our
 * own, so clock changes land where the zone really has them.
 */
export interface WallTime {
  date: string;
  weekday: Weekday;
  minutes: number;
}

/** "2026-02-28" → "2026-03-01". */
export function nextDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A reader of wall times for one listing of free times. Asking Intl for each quarter hour
 * of a day, for each rep's zone, is most of the cost of a listing; a zone's offset
 * changes at most once in an hour, so when the offsets at two consecutive whole hours
 * agree, every instant between has that offset and is read by arithmetic. Around a clock
 * change the instant itself is asked.
 */
export function wallTimeReader(): (instant: Date, timeZone: string) => WallTime {
  const offsetsByZone = new Map<string, Map<number, number>>();
  const offsetAt = (millis: number, timeZone: string) => {
    let offsets = offsetsByZone.get(timeZone);
    if (!offsets) offsetsByZone.set(timeZone, (offsets = new Map()));
    let offset = offsets.get(millis);
    if (offset === undefined) {
      offset = intlOffset(millis, timeZone);
      offsets.set(millis, offset);
    }
    return offset;
  };
  return (instant, timeZone) => {
    const millis = instant.getTime();
    const hourStart = Math.floor(millis / HOUR) * HOUR;
    const before = offsetAt(hourStart, timeZone);
    const offset = before === offsetAt(hourStart + HOUR, timeZone) ? before : offsetAt(millis, timeZone);
    return wallTimeAtOffset(millis, offset);
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant (negative in the Americas), to the minute. */
function intlOffset(millis: number, timeZone: string): number {
  const text = wallClockIn(new Date(millis), timeZone);
  const wallAsUtc = Date.UTC(
    Number(text.slice(0, 4)),
    Number(text.slice(5, 7)) - 1,
    Number(text.slice(8, 10)),
    Number(text.slice(11, 13)),
    Number(text.slice(14, 16)),
  );
  return wallAsUtc - Math.floor(millis / MINUTE) * MINUTE;
}

function wallTimeAtOffset(millis: number, offset: number): WallTime {
  const wall = new Date(millis + offset);
  const date = wall.toISOString().slice(0, 10);
  return { date, weekday: WEEKDAYS[wall.getUTCDay()]!, minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}
