import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from "./settings";
import { type FreeSlot } from "./free-slots";
import { type RepAvailability } from "./types";

/** Reps, settings and readers shared by the availability tests. */

const weekdayBlocks = [
  { start: "09:00", end: "12:00" },
  { start: "13:00", end: "17:00" },
];

/** A rep in Chicago working weekdays 9 to 12 and 1 to 5. */
export const chicagoWeekdays: RepAvailability = {
  repId: 1,
  timeZone: "America/Chicago",
  weeklyHours: { mon: weekdayBlocks, tue: weekdayBlocks, wed: weekdayBlocks, thu: weekdayBlocks, fri: weekdayBlocks },
  timeOff: [],
  weight: 1,
};

/** A rep in Chicago working weekends 10 to 2: the clocks change on a Sunday. */
export const chicagoWeekends: RepAvailability = {
  repId: 2,
  timeZone: "America/Chicago",
  weeklyHours: { sat: [{ start: "10:00", end: "14:00" }], sun: [{ start: "10:00", end: "14:00" }] },
  timeOff: [],
  weight: 1,
};

/** A rep in Chicago on call Sunday nights from midnight to 4, across the clock change itself. */
export const chicagoSundayNights: RepAvailability = {
  repId: 3,
  timeZone: "America/Chicago",
  weeklyHours: { sun: [{ start: "00:00", end: "04:00" }] },
  timeOff: [],
  weight: 1,
};

/** The defaults (a 30-minute grid, two hours' notice, 30 days ahead), unless a test says otherwise. */
export function settingsWith(changes: Partial<BookingSettings> = {}): BookingSettings {
  return { ...DEFAULT_BOOKING_SETTINGS, ...changes };
}

/** ["15:00", "15:30"] on "2026-03-08" → the UTC instants "2026-03-08T15:00:00.000Z", … */
export function utc(date: string, times: string[]): string[] {
  return times.map((time) => `${date}T${time}:00.000Z`);
}

export const startsOf = (slots: FreeSlot[]) => slots.map((slot) => slot.startsAt.toISOString());

/** The starts as the visitor reads them on their own clock, "08:00". */
export function localClocks(slots: FreeSlot[], timeZone: string): string[] {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return slots.map((slot) => format.format(slot.startsAt));
}
