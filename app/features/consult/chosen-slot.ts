import { availabilitySlot } from "~/features/booking/availability-api";
import { instantsAtWallTime, isCalendarDate, wallClockIn } from "~/utils/time-zones";
import { formDataOf } from "./draft-values";
import { ianaZone } from "./options";

/**
 * Step 3's choice among the free times (decision 066): `slot_start` is the instant of an
 * offered start (ISO 8601 UTC), or "request" for "None of these times work for me". The
 * instant, not the clock fields, says which meeting: on the night clocks go back, 1:30 AM
 * happens twice and only the instant tells the two apart.
 */
export const SLOT_REQUEST = "request";

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** The chosen offered start, or null for "None of these", nothing chosen or anything unreadable. */
export function chosenSlotInstant(slotStart: string | undefined | null): Date | null {
  if (!slotStart || !INSTANT.test(slotStart)) return null;
  const instant = new Date(slotStart);
  return Number.isFinite(instant.getTime()) ? instant : null;
}

/**
 * The answers with the date and the start and end fields read from the chosen offered
 * start in the visitor's zone, so the stored request (product reference §3.6) says what
 * was booked whatever the selects held. Unchanged without a chosen start or a known zone.
 * `meetingMinutes` is the booking settings' length (the server passes it; the browser's
 * step check, which only needs the fields filled, keeps the spec's 30).
 */
export function withChosenSlot(values: Record<string, string>, meetingMinutes = 30): Record<string, string> {
  const startsAt = chosenSlotInstant(values.slot_start);
  const zone = ianaZone(values.time_zone ?? "");
  if (!startsAt || !zone) return values;
  const slot = availabilitySlot({ startsAt, endsAt: new Date(startsAt.getTime() + meetingMinutes * 60_000) }, zone);
  return {
    ...values,
    preferred_date: wallClockIn(startsAt, zone).slice(0, 10),
    start_hour: slot.start_hour,
    start_minute: slot.start_minute,
    start_period: slot.start_period,
    end_hour: slot.end_hour,
    end_minute: slot.end_minute,
    end_period: slot.end_period,
  };
}

/** The answers without a chosen start (one that is no longer free). */
export function withoutChosenSlot(values: Record<string, string>): Record<string, string> {
  const { slot_start: _chosen, ...rest } = values;
  return rest;
}

/** The same for a posted form (the browser's step check reads a FormData). */
export function formDataWithChosenSlot(formData: FormData): FormData {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  const filled = withChosenSlot(values);
  if (filled === values) return formData;
  return formDataOf(filled);
}

/**
 * The instants a requested date and start time can mean in the visitor's zone, earliest
 * first (two in the hour repeated when clocks go back, none in the hour skipped), or null
 * when the answers do not name a time.
 */
export function wishedInstants(values: {
  preferred_date?: string;
  start_hour?: string;
  start_minute?: string;
  start_period?: string;
  time_zone?: string;
}): Date[] | null {
  const zone = ianaZone(values.time_zone ?? "");
  const date = values.preferred_date ?? "";
  const hour = Number(values.start_hour);
  const minute = Number(values.start_minute);
  if (!zone || !isCalendarDate(date) || !(hour >= 1 && hour <= 12) || !(minute >= 0 && minute < 60)) return null;
  if (values.start_period !== "AM" && values.start_period !== "PM") return null;
  const hour24 = (hour % 12) + (values.start_period === "PM" ? 12 : 0);
  return instantsAtWallTime(date, hour24 * 60 + minute, zone);
}
