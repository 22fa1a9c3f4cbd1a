import { HOURS, MINUTES, type Hour, type Minute, type Period } from "./options";

export interface ClockTime {
  hour: Hour;
  minute: Minute;
  period: Period;
}

export const DEFAULT_SLOT_MINUTES = 30;

/**
 * End of a consultation slot on the 12-hour clock: start + 30 minutes (product reference §4.6, §9.1),
 * across the hour, noon and midnight (11:45 PM → 12:15 AM, 11:30 AM → 12:00 PM).
 * Used by the browser while the visitor picks a time and by the server when the end
 * time is missing.
 */
export function computeEndTime(start: ClockTime, minutes = DEFAULT_SLOT_MINUTES): ClockTime {
  const hour12 = Number(start.hour);
  const hour24 = (hour12 % 12) + (start.period === "PM" ? 12 : 0);
  const total = (hour24 * 60 + Number(start.minute) + minutes) % (24 * 60);
  const endHour24 = Math.floor(total / 60);
  const endMinute = total % 60;
  const endHour12 = endHour24 % 12 === 0 ? 12 : endHour24 % 12;
  return {
    hour: String(endHour12).padStart(2, "0") as Hour,
    minute: String(endMinute).padStart(2, "0") as Minute,
    period: endHour24 < 12 ? "AM" : "PM",
  };
}

/** The end time when hour, minute and period of the start are all set and valid, else null. */
export function endTimeFor(hour: string | undefined, minute: string | undefined, period: string | undefined): ClockTime | null {
  if (!HOURS.includes(hour as Hour) || !MINUTES.includes(minute as Minute)) return null;
  if (period !== "AM" && period !== "PM") return null;
  return computeEndTime({ hour: hour as Hour, minute: minute as Minute, period });
}

/** "09:30 AM" → minutes since midnight; for comparisons and conversions. */
export function toMinutesOfDay(time: ClockTime): number {
  return ((Number(time.hour) % 12) + (time.period === "PM" ? 12 : 0)) * 60 + Number(time.minute);
}
