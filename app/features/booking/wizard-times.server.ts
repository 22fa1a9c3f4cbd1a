import { and, eq, inArray } from "drizzle-orm";
import { bookingReps, staffUsers } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { isCalendarDate } from "~/utils/time-zones";
import { availabilitySlot, type AvailabilitySlot } from "./availability-api";
import { loadAvailabilityInputs, loadBookingSettings, loadFreeSlots, REP_ROLES } from "./availability-store.server";
import { endOfCheck } from "./book-meeting.server";
import { checkSlot } from "./check-slot";
import { ianaZoneOf, zoneNameOf } from "./time-zones";

/** Step 3's free times for the date and zone the visitor saved; `slots` is null until both are chosen. */
export interface StepThreeTimes {
  date: string | null;
  timeZone: string | null;
  /** The zone spelled out ("Central Time"). */
  zoneName: string | null;
  slots: AvailabilitySlot[] | null;
}

/** Whether anyone takes consultations: without a rep the wizard asks for a time as it always did. */
export async function bookingIsOffered(): Promise<boolean> {
  const [rep] = await getDb()
    .select({ staffId: bookingReps.staffId })
    .from(bookingReps)
    .innerJoin(staffUsers, eq(staffUsers.id, bookingReps.staffId))
    .where(and(eq(bookingReps.takesConsultations, true), eq(staffUsers.active, true), inArray(staffUsers.role, [...REP_ROLES])))
    .limit(1);
  return rep !== undefined;
}

/**
 * What step 3 offers for the saved answers: null when nobody takes consultations (the
 * wizard then works as it always did), otherwise the free times of the saved date in the
 * saved zone, read now.
 */
export async function loadStepThreeTimes(values: Record<string, string>, now: Date = new Date()): Promise<StepThreeTimes | null> {
  if (!(await bookingIsOffered())) return null;
  const date = values.preferred_date && isCalendarDate(values.preferred_date) ? values.preferred_date : null;
  const zone = ianaZoneOf(values.time_zone ?? "");
  const timeZone = zone ? values.time_zone! : null;
  const zoneName = timeZone ? (zoneNameOf(timeZone) ?? null) : null;
  if (!date || !zone) return { date, timeZone, zoneName, slots: null };
  const slots = await loadFreeSlots(date, zone, now);
  return { date, timeZone, zoneName, slots: slots.map((slot) => availabilitySlot(slot, zone)) };
}

/** How long a booked consultation lasts (the booking settings'; 30 minutes by default, the spec's end time). */
export async function meetingMinutes(): Promise<number> {
  return (await loadBookingSettings()).meetingMinutes;
}

/** Whether an offered start is still free (a Next a while after the list was drawn); the booking checks again. */
export async function stillFree(startsAt: Date, now: Date = new Date()): Promise<boolean> {
  const inputs = await loadAvailabilityInputs(startsAt, endOfCheck(startsAt));
  return checkSlot({ startsAt, now, ...inputs }).ok;
}
