import { and, eq, sql } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { bookings, leadNotes, leads, staffUsers } from "#db/schema";
import { nudgeJobWorker } from "~/features/jobs/job-worker.server";
import { getDb, inTransaction, lockForDecision } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { firstNameOf } from "~/utils/format";
import { wallClockIn, zonedTimeToUtc } from "~/utils/time-zones";
import { availabilitySlot } from "./availability-api";
import { loadAvailabilityInputs, type AvailabilityInputs } from "./availability-store.server";
import { endOfCheck } from "./book-meeting.server";
import { enqueueBookingChange } from "./booking-jobs.server";
import { checkSlot, type SlotRefusal } from "./check-slot";
import { freeSlots, type FreeSlot } from "./free-slots";
import { verifyManageToken, type ManageAction } from "./manage-token.server";
import { formatMeetingTime } from "./meeting-time";
import { BOOKING_TIME_ZONES, ianaZoneOf, type BookingZoneCode } from "./time-zones";
import { nextDate } from "./wall-clock";

/**
 * What the visitor's links in the booking e-mails do (decision 067): show one booked
 * meeting, cancel it, or move it to another free time of the same rep. Every change is
 * one transaction under the "booking" decision lock, like the booking itself (decision
 * 066), so a reschedule and a new booking never both get one time.
 */

/** A booked meeting as its visitor's pages show it. */
export interface ManagedBooking {
  id: number;
  leadId: number;
  repId: number;
  startsAt: Date;
  endsAt: Date;
  icalUid: string;
  sequence: number;
  /** The lead's reference, which the visitor quotes on the phone. */
  reference: string;
  /** The rep's first name only: the visitor's page names nobody's full name. */
  repFirstName: string;
  /** The zone the visitor chose on the wizard (its code and IANA zone). */
  zoneCode: BookingZoneCode;
  zone: string;
}

/** A lead whose answers name no zone the wizard offers (none should): its meeting is shown in Eastern Time. */
const FALLBACK_ZONE = BOOKING_TIME_ZONES[0];

type LoadedState = { booking: ManagedBooking; cancelled: boolean };

async function loadBookingById(bookingId: number, database: AppDatabase = getDb()): Promise<LoadedState | null> {
  const [row] = await database
    .select({
      id: bookings.id,
      leadId: bookings.leadId,
      repId: bookings.repId,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      icalUid: bookings.icalUid,
      sequence: bookings.sequence,
      reference: leads.reference,
      payload: leads.payload,
      repName: staffUsers.name,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .innerJoin(staffUsers, eq(staffUsers.id, bookings.repId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return null;
  const code = typeof row.payload.time_zone === "string" ? row.payload.time_zone : "";
  const zone = BOOKING_TIME_ZONES.find((candidate) => candidate.code === code) ?? FALLBACK_ZONE;
  return {
    cancelled: row.status !== "booked",
    booking: {
      id: row.id,
      leadId: row.leadId,
      repId: row.repId,
      startsAt: new Date(Number(row.startsAt)),
      endsAt: new Date(Number(row.endsAt)),
      icalUid: row.icalUid,
      sequence: row.sequence,
      reference: row.reference,
      repFirstName: firstNameOf(row.repName),
      zoneCode: zone.code,
      zone: zone.iana,
    },
  };
}

/**
 * The booking a link names, when the link is genuine, for this action, not expired, and
 * the meeting has not started; null otherwise, whatever the reason, so a page can say
 * nothing about why.
 */
async function bookingOfLink(token: string, action: ManageAction, now: Date): Promise<LoadedState | null> {
  const check = verifyManageToken(token, { secret: getEnv().SESSION_SECRET, now, action });
  if (check.status !== "valid") return null;
  const loaded = await loadBookingById(check.bookingId);
  if (!loaded || loaded.booking.startsAt.getTime() <= now.getTime()) return null;
  return loaded;
}

/** The booked meeting behind a link, or null (forged, expired, cancelled, started: one answer). */
export async function loadManagedBooking(token: string, action: ManageAction, now: Date = new Date()): Promise<ManagedBooking | null> {
  const loaded = await bookingOfLink(token, action, now);
  return loaded && !loaded.cancelled ? loaded.booking : null;
}

/** The meeting a genuine cancel link cancelled, for the confirmation after the post; null otherwise. */
export async function loadCancelledBooking(token: string, now: Date = new Date()): Promise<ManagedBooking | null> {
  const loaded = await bookingOfLink(token, "cancel", now);
  return loaded?.cancelled ? loaded.booking : null;
}

export type BookingChange = "rescheduled" | "cancelled";

/**
 * Everything a change of a booking does besides the booking row, inside its transaction:
 * a line in the lead's history, so sales read what the visitor did. The visitor is no
 * staff member, so the note has no author (staff_id null) and says who acted. Whatever
 * else must happen with a change, all or nothing with it, is added here.
 */
async function recordBookingChange(
  tx: AppDatabase,
  change: { booking: ManagedBooking; kind: BookingChange; note: string; now: Date; previousStartsAt?: Date },
): Promise<void> {
  await tx.insert(leadNotes).values({ leadId: change.booking.leadId, staffId: null, kind: "booking", body: change.note });
  // The visitor's and the rep's e-mails (the next version of the invitation) commit with the change (decision 063).
  await enqueueBookingChange(tx, change.booking.id, change.kind, change.now, { previousStartsAt: change.previousStartsAt });
}

/** After a change has committed: this process's worker sends its e-mails now rather than at its next poll. */
function sendingNow<T>(outcome: T): T {
  nudgeJobWorker();
  return outcome;
}

export type CancelOutcome =
  | { status: "cancelled"; booking: ManagedBooking }
  /** A second post: nothing changes. */
  | { status: "already-cancelled"; booking: ManagedBooking }
  /** No such booking, or its meeting has started: nothing changes. */
  | { status: "gone" };

/** Cancels a booked meeting that has not started: status, SEQUENCE + 1 (the invitation's next version), the lead's history. */
export async function cancelBooking(bookingId: number, now: Date = new Date()): Promise<CancelOutcome> {
  const outcome = await inTransaction(async (tx) => {
    await lockForDecision(tx, "booking");
    const loaded = await loadBookingById(bookingId, tx);
    if (!loaded || loaded.booking.startsAt.getTime() <= now.getTime()) return { status: "gone" } as const;
    const { booking } = loaded;
    if (loaded.cancelled) return { status: "already-cancelled", booking } as const;
    await tx
      .update(bookings)
      .set({ status: "cancelled", sequence: sql`${bookings.sequence} + 1`, updatedAt: now.getTime() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "booked")));
    const when = formatMeetingTime({ ...booking, timeZone: booking.zone });
    const note = `The visitor cancelled the meeting of ${when} through the link in their e-mail.`;
    await recordBookingChange(tx, { booking, kind: "cancelled", note, now });
    return { status: "cancelled", booking: { ...booking, sequence: booking.sequence + 1 } } as const;
  });
  return outcome.status === "cancelled" ? sendingNow(outcome) : outcome;
}

export type RescheduleOutcome =
  | { status: "rescheduled"; booking: ManagedBooking }
  /** The new start is not free for this booking's rep (or not bookable at all): nothing changes. */
  | { status: "refused"; reason: SlotRefusal }
  | { status: "gone" };

/** The rules' inputs for this booking's rep alone, without the booking's own meeting (it must not stand in its own way). */
function forOwnRep(inputs: AvailabilityInputs, booking: ManagedBooking): AvailabilityInputs {
  return {
    ...inputs,
    reps: inputs.reps.filter((rep) => rep.repId === booking.repId),
    bookings: inputs.bookings.filter(
      (other) =>
        !(other.repId === booking.repId && other.startsAt.getTime() === booking.startsAt.getTime() && other.endsAt.getTime() === booking.endsAt.getTime()),
    ),
  };
}

/**
 * Moves a booked meeting to a new start with the same rep, as issue 27 asks: the same
 * UID, SEQUENCE + 1, the old time freed. The new start is checked by the same rules as a
 * new booking (past, notice, horizon, grid, hours, holidays, time off, other meetings and
 * the buffer), for this rep only. The lead's stored request is updated to the new time
 * on the visitor's clock, so the inbox shows the meeting as it now is.
 */
export async function rescheduleBooking(bookingId: number, newStartsAt: Date, now: Date = new Date()): Promise<RescheduleOutcome> {
  const outcome = await inTransaction(async (tx) => {
    await lockForDecision(tx, "booking");
    const loaded = await loadBookingById(bookingId, tx);
    if (!loaded || loaded.cancelled || loaded.booking.startsAt.getTime() <= now.getTime()) return { status: "gone" } as const;
    const { booking } = loaded;
    // Read through the transaction: a read through another pooled connection could wait on the lock's holders (decision 066).
    const inputs = forOwnRep(await loadAvailabilityInputs(newStartsAt, endOfCheck(newStartsAt), tx), booking);
    const check = checkSlot({ startsAt: newStartsAt, now, ...inputs });
    if (!check.ok) return { status: "refused", reason: check.reason } as const;
    await tx
      .update(bookings)
      .set({
        startsAt: check.startsAt.getTime(),
        endsAt: check.endsAt.getTime(),
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: now.getTime(),
      })
      .where(eq(bookings.id, bookingId));
    const [lead] = await tx.select({ payload: leads.payload }).from(leads).where(eq(leads.id, booking.leadId)).limit(1);
    const slot = availabilitySlot(check, booking.zone);
    const { starts_at: _instant, ...clockFields } = slot;
    await tx
      .update(leads)
      .set({
        payload: { ...lead?.payload, preferred_date: wallClockIn(check.startsAt, booking.zone).slice(0, 10), ...clockFields },
        updatedAt: now.getTime(),
      })
      .where(eq(leads.id, booking.leadId));
    const moved = { ...booking, startsAt: check.startsAt, endsAt: check.endsAt, sequence: booking.sequence + 1 };
    const before = formatMeetingTime({ ...booking, timeZone: booking.zone });
    const after = formatMeetingTime({ ...moved, timeZone: booking.zone });
    const note = `The visitor moved the meeting from ${before} to ${after} through the link in their e-mail.`;
    await recordBookingChange(tx, { booking: moved, kind: "rescheduled", note, now, previousStartsAt: booking.startsAt });
    return { status: "rescheduled", booking: moved } as const;
  });
  return outcome.status === "rescheduled" ? sendingNow(outcome) : outcome;
}

/**
 * The free starts of one date of the visitor's calendar for this booking's rep, the
 * booking's own meeting not counted (moving it by half an hour is allowed).
 */
export async function loadRescheduleSlots(booking: ManagedBooking, date: string, zone: string, now: Date = new Date()): Promise<FreeSlot[]> {
  const dayStart = zonedTimeToUtc(date, 0, zone);
  const dayEnd = zonedTimeToUtc(nextDate(date), 0, zone);
  const inputs = forOwnRep(await loadAvailabilityInputs(dayStart, dayEnd), booking);
  return freeSlots({ date, zone, now, ...inputs }).filter((slot) => slot.repIds.includes(booking.repId));
}

/** The zone of a wizard code, or the visitor's own when the code is not one (a hand-made address). */
export function zoneOrVisitors(code: string | null, booking: ManagedBooking): { code: BookingZoneCode; zone: string } {
  const zone = code ? ianaZoneOf(code) : undefined;
  return zone ? { code: code as BookingZoneCode, zone } : { code: booking.zoneCode, zone: booking.zone };
}
