import { and, asc, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { bookings, leads } from "#db/schema";
import { getDb } from "~/utils/db.server";

/** A lead's consultation as the inbox shows it. */
export interface LeadMeeting {
  leadId: number;
  startsAt: Date;
  endsAt: Date;
  status: "booked" | "cancelled";
}

/** Each lead's meeting (the booked one, else the latest cancelled one), by lead id. */
export async function meetingsOfLeads(leadIds: readonly number[]): Promise<Map<number, LeadMeeting>> {
  if (leadIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ leadId: bookings.leadId, startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status })
    .from(bookings)
    .where(inArray(bookings.leadId, [...leadIds]))
    .orderBy(desc(bookings.id));
  const meetings = new Map<number, LeadMeeting>();
  for (const row of rows) {
    const known = meetings.get(row.leadId);
    if (known?.status === "booked") continue;
    if (known && row.status !== "booked") continue;
    meetings.set(row.leadId, {
      leadId: row.leadId,
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
      status: row.status === "cancelled" ? "cancelled" : "booked",
    });
  }
  return meetings;
}

export interface UpcomingMeeting {
  leadId: number;
  reference: string;
  fullName: string;
  businessName: string | null;
  phone: string | null;
  startsAt: Date;
  endsAt: Date;
}

/** A rep's booked meetings that have not ended, soonest first: what they see first in the inbox. */
export function upcomingMeetingsOf(repId: number, now: Date = new Date(), limit = 10): Promise<UpcomingMeeting[]> {
  return bookedMeetingsOf(repId, gte(bookings.endsAt, now.getTime()), limit);
}

/** A rep's booked meetings that start in [from, until) (epoch ms), soonest first: a day of theirs. */
export function meetingsStartingBetween(repId: number, from: number, until: number): Promise<UpcomingMeeting[]> {
  return bookedMeetingsOf(repId, and(gte(bookings.startsAt, from), lt(bookings.startsAt, until))!, 50);
}

async function bookedMeetingsOf(repId: number, when: SQL, limit: number): Promise<UpcomingMeeting[]> {
  const rows = await getDb()
    .select({
      leadId: leads.id,
      reference: leads.reference,
      fullName: leads.fullName,
      businessName: leads.businessName,
      phone: leads.phone,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(eq(bookings.repId, repId), eq(bookings.status, "booked"), when))
    .orderBy(asc(bookings.startsAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }));
}
