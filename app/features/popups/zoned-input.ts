import { isCalendarDate, wallClockIn, zonedTimeToUtc } from "~/utils/time-zones";

/**
 * `<input type="datetime-local">` values ("2026-05-01T09:30") are wall-clock times in
 * the staff member's own zone; the database keeps UTC instants in epoch ms.
 */
const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return false;
  const [, date = "", hours = "", minutes = ""] = match;
  return isCalendarDate(date) && Number(hours) < 24 && Number(minutes) < 60;
}

/** "2026-05-01T09:30" in America/Chicago → the epoch ms of 2026-05-01T14:30:00.000Z; null when malformed. */
export function localInputToUtc(value: string, timeZone: string): number | null {
  if (!isLocalDateTime(value)) return null;
  const [, date = "", hours = "0", minutes = "0"] = LOCAL_INPUT.exec(value) ?? [];
  return zonedTimeToUtc(date, Number(hours) * 60 + Number(minutes), timeZone).getTime();
}

/** A stored instant (epoch ms) as the datetime-local value of the staff member's zone. */
export function utcToLocalInput(instant: number | null, timeZone: string): string {
  if (instant === null || !Number.isFinite(instant)) return "";
  return wallClockIn(new Date(instant), timeZone);
}
