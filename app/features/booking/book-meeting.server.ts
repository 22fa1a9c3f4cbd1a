import { randomUUID } from "node:crypto";
import { and, desc, eq, gte } from "drizzle-orm";
import { bookings, staffUsers, type LeadRow } from "#db/schema";
import { nudgeJobWorker } from "~/features/jobs/job-worker.server";
import { insertLead, leadNotification, withFreshReference, type NewLead } from "~/features/lead-store/leads.server";
import { dueAfterArrival } from "~/features/response-time/due-times.server";
import { scheduleEscalations } from "~/features/response-time/escalation-schedule.server";
import { enqueueLeadNotification } from "~/features/lead-store/notify.server";
import { routeOnArrival } from "~/features/lead-routing/routing.server";
import type { AppDatabase } from "#db/open";
import { inTransaction, isRefusedValue, lockForDecision } from "~/utils/db.server";
import { firstNameOf } from "~/utils/format";
import { loadAvailabilityInputs } from "./availability-store.server";
import { enqueueBookingConfirmation, enqueueTimeRequestedEmail } from "./booking-jobs.server";
import { checkSlot } from "./check-slot";
import { formatMeetingTime } from "./meeting-time";
import { pickRep } from "~/utils/weighted-round-robin";
import type { Assignment } from "./types";

/** What the visitor asked for: the instants their date and time can mean, and whether they picked it from the offered times. */
export interface MeetingWish {
  /** Earliest first; two when the clock read a repeated hour, none in a skipped one. */
  startsAt: Date[];
  /** Picked from the free times the wizard offered: if it is gone, the visitor chooses again. */
  offered: boolean;
  /** The visitor's zone (IANA), to tell sales the meeting on the visitor's clock. */
  zone: string;
}

export interface BookedMeeting {
  id: number;
  startsAt: Date;
  endsAt: Date;
  repId: number;
  repName: string;
  /** The rep's first name, for the visitor ("" when the account has no name). */
  repFirstName: string;
}

export type ConsultationOutcome =
  | { status: "booked"; lead: LeadRow; meeting: BookedMeeting }
  | { status: "requested"; lead: LeadRow }
  /** The offered time went to someone else first: nothing is stored, the visitor picks again. */
  | { status: "taken" };

/** The round robin looks this far back: long enough to be fair, short enough to stay cheap. */
const ROTATION_MEMORY_MS = 180 * 24 * 60 * 60_000;

async function rotationHistory(tx: AppDatabase, now: Date): Promise<Assignment[]> {
  const rows = await tx
    .select({ repId: bookings.repId, createdAt: bookings.createdAt })
    .from(bookings)
    .where(and(eq(bookings.status, "booked"), gte(bookings.createdAt, now.getTime() - ROTATION_MEMORY_MS)))
    .orderBy(desc(bookings.createdAt));
  return rows.map((row) => ({ repId: row.repId, bookedAt: new Date(row.createdAt) }));
}

/**
 * The first of the wished instants that is free now, with the rep the round robin gives
 * it to. Read through the transaction: on PostgreSQL every waiting booking holds a pooled
 * connection, so a read through another one could wait for a connection forever.
 */
async function freeMeetingFor(tx: AppDatabase, wish: MeetingWish, now: Date) {
  for (const startsAt of wish.startsAt) {
    const inputs = await loadAvailabilityInputs(startsAt, endOfCheck(startsAt), tx);
    const check = checkSlot({ startsAt, now, ...inputs });
    if (!check.ok) continue;
    const repId = pickRep(check.repIds, inputs.reps, await rotationHistory(tx, now));
    if (repId !== null) return { startsAt: check.startsAt, endsAt: check.endsAt, repId };
  }
  return null;
}

/** Far enough past a start to read every meeting and buffer the check of that start needs. */
export function endOfCheck(startsAt: Date): Date {
  return new Date(startsAt.getTime() + 24 * 60 * 60_000);
}

/** SQLite's trigger and PostgreSQL's exclusion constraint refusing a second meeting at one time (decision 061). */
function isOverlapRefused(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { constraint } = cause as { constraint?: unknown };
    if (constraint === "bookings_no_overlap" || cause.message.includes("bookings_no_overlap")) return true;
  }
  return false;
}

/** How staff name the rep (the name, else the e-mail address) and how the visitor is told (the first name, never the address). */
async function repNames(tx: AppDatabase, repId: number): Promise<{ repName: string; repFirstName: string }> {
  const [row] = await tx.select({ name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, repId));
  return { repName: row?.name?.trim() || row?.email || "", repFirstName: firstNameOf(row?.name) };
}

/**
 * Stores a consultation request and, when its time is free, books it with a rep, in one
 * transaction (decision 066). The check and the booking are serialised across every app
 * process and machine (lockForDecision "booking"; on SQLite the write lock), so of two
 * visitors asking for one time exactly one gets it; the database's no-overlap guard
 * stands behind that. A time that is not free stores the lead as "requested", unless the
 * visitor picked it from the offered times: then nothing is stored and they pick again.
 */
export async function storeConsultation(
  input: NewLead,
  wish: MeetingWish | null,
  options: { origin: string; now?: Date },
): Promise<ConsultationOutcome> {
  const now = options.now ?? new Date();
  const host = new URL(options.origin).hostname;
  let outcome: ConsultationOutcome;
  try {
    outcome = await withFreshReference((reference) =>
      inTransaction(async (tx) => {
        await lockForDecision(tx, "booking");
        const meeting = wish ? await freeMeetingFor(tx, wish, now) : null;
        if (!meeting && wish?.offered) return { status: "taken" } as const;
        // A booked consultation is due at its meeting; a request one business day after it arrived (decision 069).
        const dueAt = meeting ? meeting.startsAt : await dueAfterArrival(now, tx);
        // The meeting's rep owns a booked one; a request goes by the routing rules (decision 070; "booking" lock first, then "routing").
        const routed = await routeOnArrival(tx, await insertLead(tx, input, reference, meeting?.repId ?? null, dueAt), now, meeting ? { bookedRepId: meeting.repId } : {});
        const { dueCalendar, ...lead } = routed;
        await scheduleEscalations(tx, lead, { arrivedAt: now, meetingEndsAt: meeting?.endsAt ?? null, calendar: dueCalendar ?? undefined, now });
        if (!meeting) {
          await enqueueLeadNotification(tx, leadNotification(lead, [...input.details, ["Meeting", "Not booked: call to agree on a time"]]), options.origin);
          await enqueueTimeRequestedEmail(tx, lead.id, now);
          return { status: "requested", lead } as const;
        }
        const [booking] = await tx
          .insert(bookings)
          .values({
            leadId: lead.id,
            repId: meeting.repId,
            startsAt: meeting.startsAt.getTime(),
            endsAt: meeting.endsAt.getTime(),
            icalUid: `booking-${randomUUID()}@${host}`,
          })
          .returning({ id: bookings.id });
        if (!booking) throw new Error("storing a booking returned no row");
        const booked = { id: booking.id, ...meeting, ...(await repNames(tx, meeting.repId)) };
        const when = formatMeetingTime({ startsAt: booked.startsAt, endsAt: booked.endsAt, timeZone: wish?.zone ?? "UTC" });
        const details: [string, string][] = [...input.details, ["Meeting", `Booked with ${booked.repName}: ${when}`]];
        // The e-mails commit with the booking: a process stopped after the reply loses none (decision 063).
        await enqueueLeadNotification(tx, leadNotification(lead, details), options.origin);
        await enqueueBookingConfirmation(tx, booking.id, now);
        return { status: "booked", lead, meeting: booked } as const;
      }),
    );
  } catch (error) {
    // Only when something wrote a meeting without taking the lock (never the site itself).
    if (!isOverlapRefused(error) || !isRefusedValue(error)) throw error;
    if (wish?.offered) return { status: "taken" };
    return storeConsultation(input, null, options);
  }
  if (outcome.status !== "taken") nudgeJobWorker();
  return outcome;
}
