import { zonedTimeToUtc } from "~/utils/time-zones";

/**
 * `<input type="datetime-local">` values ("2026-05-01T09:30") are wall-clock times in
 * the staff member's own zone; the database keeps UTC instants.
 */
const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return false;
  const [, date = "", hours = "", minutes = ""] = match;
  const day = new Date(`${date}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) &&
    day.toISOString().slice(0, 10) === date &&
    Number(hours) < 24 &&
    Number(minutes) < 60
  );
}

/** "2026-05-01T09:30" in America/Chicago → "2026-05-01T14:30:00.000Z"; null when malformed. */
export function localInputToUtc(value: string, timeZone: string): string | null {
  if (!isLocalDateTime(value)) return null;
  const [, date = "", hours = "0", minutes = "0"] = LOCAL_INPUT.exec(value) ?? [];
  return zonedTimeToUtc(date, Number(hours) * 60 + Number(minutes), timeZone).toISOString();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A stored instant as the datetime-local value of the staff member's zone. */
export function utcToLocalInput(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
