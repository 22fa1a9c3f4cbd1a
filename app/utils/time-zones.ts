/**
 * Wall-clock time in an IANA zone ↔ UTC, with Intl only (no time-zone library): the
 * zone's offset at an instant is read back from Intl and applied twice to land on the
 * right side of DST changes.
 */
import { dateFormatPerZone } from "./format";

const wallClock = dateFormatPerZone({
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

type WallClockPart = "year" | "month" | "day" | "hour" | "minute" | "second";

/** The zone's calendar and clock at an instant, as zero-padded digits ("2026", "07", "09"). */
function wallClockParts(instant: Date, timeZone: string): Record<WallClockPart, string> {
  const parts = { year: "0", month: "01", day: "01", hour: "00", minute: "00", second: "00" };
  for (const part of wallClock(timeZone).formatToParts(instant)) {
    if (part.type in parts) parts[part.type as WallClockPart] = part.value;
  }
  return parts;
}

function zoneOffsetMinutes(utcMillis: number, timeZone: string): number {
  const parts = wallClockParts(new Date(utcMillis), timeZone);
  const get = (type: WallClockPart) => Number(parts[type]);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - utcMillis) / 60_000);
}

/** The UTC instant of `date` (YYYY-MM-DD) at `minutesOfDay` wall-clock time in `timeZone`. */
export function zonedTimeToUtc(date: string, minutesOfDay: number, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const naive = Date.UTC(year, month - 1, day, Math.floor(minutesOfDay / 60), minutesOfDay % 60);
  const firstGuess = naive - zoneOffsetMinutes(naive, timeZone) * 60_000;
  return new Date(naive - zoneOffsetMinutes(firstGuess, timeZone) * 60_000);
}

/** The wall-clock time of an instant in a zone, to the minute: "2026-07-15T09:30". */
export function wallClockIn(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClockParts(instant, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return wallClockIn(now, timeZone).slice(0, 10);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A real calendar date in YYYY-MM-DD form (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year = 0, month = 0, day = 0] = value.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Every instant at which `timeZone`'s clock reads `minutesOfDay` on `date`, earliest
 * first: one on most days, none in the hour skipped when clocks go forward, two in the
 * hour repeated when they go back (1:30 AM on 2026-11-01 in Chicago is 06:30Z and 07:30Z).
 */
export function instantsAtWallTime(date: string, minutesOfDay: number, timeZone: string): Date[] {
  const hours = String(Math.floor(minutesOfDay / 60)).padStart(2, "0");
  const minutes = String(minutesOfDay % 60).padStart(2, "0");
  const wanted = `${date}T${hours}:${minutes}`;
  const guess = zonedTimeToUtc(date, minutesOfDay, timeZone).getTime();
  const HOUR = 60 * 60_000;
  // Clock changes in use move by at most an hour: the matches lie within an hour of the guess.
  return [guess - HOUR, guess, guess + HOUR]
    .map((time) => new Date(time))
    .filter((instant) => wallClockIn(instant, timeZone) === wanted);
}
