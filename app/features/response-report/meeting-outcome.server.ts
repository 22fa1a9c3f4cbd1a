import { desc, eq } from "drizzle-orm";
import { bookings, leads } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import { formatMeetingTime } from "~/features/booking/meeting-time";
import type { StaffMember } from "~/features/staff/session.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { firstResponseAfterOutcome, isMeetingOutcome, mayRecordOutcome, meetingOutcomeLabel, outcomeRefusal, type OutcomeRefusal } from "./meeting-outcome";

/** What the lead page's meeting section shows of the outcome, and whether the viewer may record it now. */
export interface MeetingOutcomeView {
  bookingId: number;
  outcome: string | null;
  label: string;
  /** The meeting is booked, has started and the viewer is its rep or an admin. */
  canRecord: boolean;
}

/** The outcome of the lead's meeting (the booked one, else the latest), or null without one to show. */
export async function meetingOutcomeOf(leadId: number, staff: StaffMember, now: Date = new Date()): Promise<MeetingOutcomeView | null> {
  const rows = await getDb()
    .select({ id: bookings.id, status: bookings.status, startsAt: bookings.startsAt, repId: bookings.repId, outcome: bookings.outcome })
    .from(bookings)
    .where(eq(bookings.leadId, leadId))
    .orderBy(desc(bookings.id));
  const meeting = rows.find((row) => row.status === "booked") ?? rows[0];
  // A cancelled meeting has no outcome to show, unless one was recorded before it was cancelled.
  if (!meeting || (meeting.status !== "booked" && meeting.outcome === null)) return null;
  return {
    bookingId: meeting.id,
    outcome: meeting.outcome,
    label: meetingOutcomeLabel(meeting.outcome),
    canRecord: meeting.status === "booked" && meeting.startsAt <= now.getTime() && mayRecordOutcome(meeting, staff),
  };
}

export type OutcomeResult = { leadId: number } | ({ refused: true } & OutcomeRefusal);

/**
 * Records a meeting's outcome with its audit line, and the lead's first reply when a kept
 * meeting is its first (decision 073), all or nothing. Recording the outcome it already has
 * changes nothing and writes no line.
 */
export async function recordMeetingOutcome(bookingId: number, outcome: unknown, staff: StaffMember, now: Date = new Date()): Promise<OutcomeResult | null> {
  // A value that is no outcome is refused before anything is read.
  if (!isMeetingOutcome(outcome)) return { refused: true, status: 400, message: "Choose Kept or No-show." };
  return inTransaction(async (tx) => {
    const [meeting] = await tx
      .select({
        status: bookings.status,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        repId: bookings.repId,
        outcome: bookings.outcome,
        leadId: leads.id,
        reference: leads.reference,
        firstResponseAt: leads.firstResponseAt,
      })
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(eq(bookings.id, bookingId));
    if (!meeting) return null;
    const refusal = outcomeRefusal(meeting, staff, outcome, now.getTime());
    if (refusal) return { refused: true, ...refusal };
    const next = outcome;
    if (meeting.outcome === next) return { leadId: meeting.leadId };
    await tx.update(bookings).set({ outcome: next, updatedAt: now.getTime() }).where(eq(bookings.id, bookingId));
    const firstResponseAt = firstResponseAfterOutcome(meeting.firstResponseAt, meeting, meeting.outcome, next);
    if (firstResponseAt !== meeting.firstResponseAt) await tx.update(leads).set({ firstResponseAt }).where(eq(leads.id, meeting.leadId));
    const when = formatMeetingTime({ startsAt: new Date(meeting.startsAt), endsAt: new Date(meeting.endsAt), timeZone: staff.timeZone });
    const was = meeting.outcome === null ? "" : ` (was ${meetingOutcomeLabel(meeting.outcome)})`;
    await recordAudit(
      staff,
      {
        action: "meeting-outcome",
        entityType: "lead",
        entityId: meeting.reference,
        summary: `Marked the meeting of lead ${meeting.reference} on ${when} as ${meetingOutcomeLabel(next)}${was}`,
      },
      tx,
    );
    return { leadId: meeting.leadId };
  });
}
