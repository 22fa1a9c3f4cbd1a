/**
 * Wall-clock time in an IANA zone ↔ UTC, with Intl only (no time-zone library): the
 * zone's offset at an instant is read back from Intl and applied twice to land on the
 * right side of DST changes.
 */
/** Building an Intl formatter is costly; keep one per zone and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, create: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let cached = formatters.get(key);
  if (!cached) {
    cached = create();
    formatters.set(key, cached);
  }
  return cached;
}

function zoneOffsetMinutes(utcMillis: number, timeZone: string): number {
  const parts = formatter(
    `parts|${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  ).formatToParts(new Date(utcMillis));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
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

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatter(
    `date|${timeZone}`,
    () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
  ).format(now);
}

/** A slot as staff read it: "Tue, Dec 1, 2026, 2:30 PM CST". */
export function formatInZone(instant: Date, timeZone: string): string {
  return formatter(
    `slot|${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "short",
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }),
  ).format(instant);
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
