import { and, desc, eq, sql } from "drizzle-orm";
import * as z from "zod";
import { bookingReps, bookings, jobs, leads, staffUsers } from "#db/schema";
import { getSiteConfig } from "~/config/site.server";
import { cancelJobs, enqueueJob } from "~/features/jobs/job-queue.server";
import type { JobHandlers, JobOutcome } from "~/features/jobs/job-worker.server";
import { sendMail, type MailMessage } from "~/features/mail/send-mail.server";
import type { AppDatabase } from "#db/open";
import { getEnv } from "~/utils/env.server";
import { configuredSiteOrigin } from "~/utils/origin.server";
import {
  invitationMailParts,
  repBookingChangeEmail,
  repBookingEmail,
  timeRequestedEmail,
  visitorBookingEmail,
  visitorCancellationEmail,
  visitorReminderEmail,
  visitorRescheduleEmail,
  type BookingEmail,
  type ReminderKind,
  type VisitorBooking,
} from "./booking-emails.server";
import { buildInvitation, type InvitationMethod } from "./invitation.server";
import { signManageToken } from "./manage-token.server";
import { ianaZoneOf } from "./time-zones";

/**
 * The e-mails and reminders of a booking as jobs (decision 063). The booking code calls
 * the `enqueue…` functions inside the transaction that writes the booking (after the row
 * holds its new state: times, status, raised sequence), so the jobs commit with it. The
 * handlers read the booking again when they run, so an e-mail always shows the current
 * state, and a job the booking has moved past is left unsent.
 */
export const BOOKING_EMAIL_JOB = "booking-email";
export const BOOKING_REMINDER_JOB = "booking-reminder";
export const TIME_REQUESTED_JOB = "time-requested-email";

const HOUR = 60 * 60_000;
const REMINDER_LEADS: Record<ReminderKind, number> = { "day-before": 24 * HOUR, "hour-before": HOUR };
/** Where a visitor whose zone is unknown reads the time: the company's own. */
const FALLBACK_ZONE = "America/Chicago";

const EMAILS = ["visitor-booked", "rep-booked", "visitor-rescheduled", "rep-rescheduled", "visitor-cancelled", "rep-cancelled"] as const;
type BookingEmailName = (typeof EMAILS)[number];

const EmailPayload = z.object({
  bookingId: z.number().int().positive(),
  email: z.enum(EMAILS),
  /** The booking's sequence when the job was made: a later change supersedes the e-mail. */
  sequence: z.number().int().min(0),
  startsAt: z.number().int(),
  previousStartsAt: z.number().int().nullable().default(null),
});
const ReminderPayload = z.object({
  bookingId: z.number().int().positive(),
  reminder: z.enum(["day-before", "hour-before"]),
  sequence: z.number().int().min(0),
  /** The start the reminder was made for: a reminder for any other time is not sent. */
  startsAt: z.number().int(),
});
const TimeRequestedPayload = z.object({ leadId: z.number().int().positive() });

/** Every job of one booking has a key starting `booking:<id>:`, its reminders `booking-reminder:<id>:`. */
const emailKey = (bookingId: number, sequence: number, email: BookingEmailName) => `booking:${bookingId}:${sequence}:${email}`;
const reminderPrefix = (bookingId: number) => `booking-reminder:${bookingId}:`;

async function bookingRow(db: AppDatabase, bookingId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
}

async function enqueueEmails(db: AppDatabase, booking: typeof bookings.$inferSelect, emails: BookingEmailName[], now: Date, previousStartsAt: number | null) {
  for (const email of emails) {
    await enqueueJob(
      db,
      {
        kind: BOOKING_EMAIL_JOB,
        payload: { bookingId: booking.id, email, sequence: booking.sequence, startsAt: booking.startsAt, previousStartsAt },
        dedupeKey: emailKey(booking.id, booking.sequence, email),
      },
      now,
    );
  }
}

async function enqueueReminders(db: AppDatabase, booking: typeof bookings.$inferSelect, now: Date) {
  for (const [reminder, lead] of Object.entries(REMINDER_LEADS) as [ReminderKind, number][]) {
    const runAt = booking.startsAt - lead;
    // A reminder whose moment has passed (a meeting booked for this afternoon) is not made.
    if (runAt <= now.getTime()) continue;
    await enqueueJob(
      db,
      {
        kind: BOOKING_REMINDER_JOB,
        payload: { bookingId: booking.id, reminder, sequence: booking.sequence, startsAt: booking.startsAt },
        runAt: new Date(runAt),
        dedupeKey: `${reminderPrefix(booking.id)}${booking.sequence}:${reminder}`,
      },
      now,
    );
  }
}

/** The visitor's confirmation with the invitation, the rep's copy, and the reminders 24 hours and 1 hour before. Enqueuing again adds nothing. */
export async function enqueueBookingConfirmation(db: AppDatabase, bookingId: number, now: Date): Promise<void> {
  const booking = await bookingRow(db, bookingId);
  await enqueueEmails(db, booking, ["visitor-booked", "rep-booked"], now, null);
  await enqueueReminders(db, booking, now);
}

/**
 * The start the visitor last heard of: what the booking's latest earlier job was made for
 * (the jobs table keeps every job's payload), when the caller does not say.
 */
async function startBeforeChange(db: AppDatabase, booking: typeof bookings.$inferSelect): Promise<number | null> {
  const prefix = `booking:${booking.id}:`;
  const earlier = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(sql`substr(${jobs.dedupeKey}, 1, ${prefix.length}) = ${prefix}`)
    .orderBy(desc(jobs.id));
  for (const { payload } of earlier) {
    const parsed = EmailPayload.safeParse(payload);
    if (parsed.success && parsed.data.sequence < booking.sequence && parsed.data.startsAt !== booking.startsAt) return parsed.data.startsAt;
  }
  return null;
}

/**
 * After a booking was moved or cancelled (its row already updated, sequence raised): both
 * e-mails with the raised invitation or the cancellation. The pending reminders are
 * cancelled; a move makes new ones for the new time. `previousStartsAt` is the start
 * before a move, when the caller knows it; otherwise it is read from the earlier jobs.
 */
export async function enqueueBookingChange(
  db: AppDatabase,
  bookingId: number,
  change: "rescheduled" | "cancelled",
  now: Date,
  options: { previousStartsAt?: Date } = {},
): Promise<void> {
  const booking = await bookingRow(db, bookingId);
  await cancelJobs(db, { dedupeKeyPrefix: reminderPrefix(bookingId) }, now);
  if (change === "cancelled") {
    await enqueueEmails(db, booking, ["visitor-cancelled", "rep-cancelled"], now, null);
    return;
  }
  const previousStartsAt = options.previousStartsAt?.getTime() ?? (await startBeforeChange(db, booking));
  await enqueueEmails(db, booking, ["visitor-rescheduled", "rep-rescheduled"], now, previousStartsAt);
  await enqueueReminders(db, booking, now);
}

/** The confirmation for a visitor whose time was only requested; nothing when the lead left no e-mail address. */
export async function enqueueTimeRequestedEmail(db: AppDatabase, leadId: number, now: Date = new Date()): Promise<void> {
  const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw new Error(`no lead ${leadId}`);
  if (!lead.email) return;
  await enqueueJob(db, { kind: TIME_REQUESTED_JOB, payload: { leadId }, dedupeKey: `lead:${leadId}:time-requested` }, now);
}

/** A booking with its lead and rep, as the e-mails need them. */
async function loadMeeting(db: AppDatabase, bookingId: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .innerJoin(staffUsers, eq(staffUsers.id, bookings.repId))
    .leftJoin(bookingReps, eq(bookingReps.staffId, bookings.repId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return null;
  const { bookings: booking, leads: lead, staff_users: rep, booking_reps: repProfile } = row;
  const timeZone = typeof lead.payload.time_zone === "string" ? ianaZoneOf(lead.payload.time_zone) : undefined;
  return {
    booking,
    lead,
    rep: { name: rep.name?.trim() || rep.email, email: rep.email, timeZone: repProfile?.timeZone ?? rep.timeZone },
    visitorZone: timeZone ?? FALLBACK_ZONE,
    startsAt: new Date(booking.startsAt),
    endsAt: new Date(booking.endsAt),
  };
}
type Meeting = NonNullable<Awaited<ReturnType<typeof loadMeeting>>>;

function invitationCalendar(meeting: Meeting, method: InvitationMethod, now: Date): string | null {
  const { booking, lead, rep } = meeting;
  // An invitation needs its attendee; a lead without an e-mail address gets none.
  if (!lead.email) return null;
  const site = getSiteConfig();
  return buildInvitation({
    method,
    uid: booking.icalUid,
    sequence: booking.sequence,
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    dtstamp: now,
    summary: `Consultation with ${site.name}`,
    description: `Reference ${lead.reference}. ${rep.name} calls you for your free consultation. Questions? Call ${site.phone}.`,
    location: lead.phone ? `Phone: ${lead.phone}` : null,
    organizer: { name: rep.name, email: rep.email },
    attendee: { name: lead.fullName, email: lead.email },
    url: null,
  });
}

function visitorBooking(meeting: Meeting, origin: string): VisitorBooking {
  const site = getSiteConfig();
  const link = (action: "reschedule" | "cancel") =>
    `${origin}/meetings/${action}/${signManageToken({ bookingId: meeting.booking.id, action, expiresAt: meeting.startsAt }, getEnv().SESSION_SECRET)}`;
  return {
    site: { name: site.name, phone: site.phone },
    reference: meeting.lead.reference,
    visitorName: meeting.lead.fullName,
    repName: meeting.rep.name,
    meeting: { startsAt: meeting.startsAt, endsAt: meeting.endsAt, timeZone: meeting.visitorZone },
    rescheduleUrl: link("reschedule"),
    cancelUrl: link("cancel"),
  };
}

function withInvitation(email: BookingEmail, calendar: string | null, method: InvitationMethod): Omit<MailMessage, "to"> {
  return calendar ? invitationMailParts(email, { method, calendar }) : email;
}

/** The message one booking e-mail job sends, and to whom; null when it has no recipient. */
function composeBookingEmail(name: BookingEmailName, meeting: Meeting, previousStartsAt: number | null, now: Date): MailMessage | null {
  const origin = configuredSiteOrigin();
  const site = getSiteConfig();
  const visitor = visitorBooking(meeting, origin);
  const previous = previousStartsAt === null ? null : new Date(previousStartsAt);
  const forRep = { site: visitor.site, reference: visitor.reference, repName: meeting.rep.name, lead: meeting.lead, leadUrl: `${origin}/admin/leads/${meeting.lead.id}` };
  const repMeeting = { startsAt: meeting.startsAt, endsAt: meeting.endsAt, timeZone: meeting.rep.timeZone };
  const toVisitor = (email: BookingEmail, method: InvitationMethod) =>
    meeting.lead.email ? { to: meeting.lead.email, ...withInvitation(email, invitationCalendar(meeting, method, now), method) } : null;
  const toRep = (email: BookingEmail, method: InvitationMethod) => ({ to: meeting.rep.email, ...withInvitation(email, invitationCalendar(meeting, method, now), method) });
  switch (name) {
    case "visitor-booked":
      return toVisitor(visitorBookingEmail(visitor), "REQUEST");
    case "visitor-rescheduled":
      return toVisitor(visitorRescheduleEmail({ ...visitor, previousStartsAt: previous }), "REQUEST");
    case "visitor-cancelled":
      return toVisitor(visitorCancellationEmail({ ...visitor, bookAgainUrl: `${origin}/consult` }), "CANCEL");
    case "rep-booked":
      return toRep(repBookingEmail({ ...forRep, meeting: repMeeting }), "REQUEST");
    case "rep-rescheduled":
      return toRep(repBookingChangeEmail({ ...forRep, site, meeting: repMeeting, change: "rescheduled", previousStartsAt: previous }), "REQUEST");
    case "rep-cancelled":
      return toRep(repBookingChangeEmail({ ...forRep, site, meeting: repMeeting, change: "cancelled", previousStartsAt: null }), "CANCEL");
  }
}

/** Why an e-mail made for `sequence` is no longer the one to send, or null when it still is. */
function supersededBy(meeting: Meeting, sequence: number, wantsCancelled: boolean): string | null {
  if (meeting.booking.sequence !== sequence) return `the booking changed again (now version ${meeting.booking.sequence})`;
  if ((meeting.booking.status === "cancelled") !== wantsCancelled) return `the booking is ${meeting.booking.status}`;
  return null;
}

async function sendBookingEmail(raw: Record<string, unknown>, { db, now, job }: { db: AppDatabase; now: Date; job: { id: number } }): Promise<JobOutcome> {
  const payload = EmailPayload.parse(raw);
  const meeting = await loadMeeting(db, payload.bookingId);
  if (!meeting) return { nothingToDo: "the booking no longer exists" };
  const superseded = supersededBy(meeting, payload.sequence, payload.email.endsWith("-cancelled"));
  if (superseded) return { nothingToDo: superseded };
  const message = composeBookingEmail(payload.email, meeting, payload.previousStartsAt, now);
  if (!message) return { nothingToDo: "the visitor left no e-mail address" };
  await sendMail(message, `booking-${payload.bookingId}-${payload.email}-job-${job.id}`);
  return "done";
}

/** Why a reminder is not to be sent, or null: the meeting must still be booked, at the instant the reminder was made for, and not yet begun. */
export function reminderStale(
  booking: { status: string; startsAt: number },
  reminder: { reminder: ReminderKind; startsAt: number },
  now: Date,
): string | null {
  if (booking.status !== "booked") return `the meeting is ${booking.status}`;
  if (booking.startsAt !== reminder.startsAt) return "the meeting moved";
  // A day-before reminder delivered late says "tomorrow"; the hour-before one is due by then.
  const lastUseful = reminder.reminder === "day-before" ? reminder.startsAt - HOUR : reminder.startsAt;
  if (now.getTime() >= lastUseful) return "too late for this reminder";
  return null;
}

async function sendReminder(raw: Record<string, unknown>, { db, now, job }: { db: AppDatabase; now: Date; job: { id: number } }): Promise<JobOutcome> {
  const payload = ReminderPayload.parse(raw);
  const meeting = await loadMeeting(db, payload.bookingId);
  if (!meeting) return { nothingToDo: "the booking no longer exists" };
  const stale = reminderStale(meeting.booking, payload, now);
  if (stale) return { nothingToDo: stale };
  if (!meeting.lead.email) return { nothingToDo: "the visitor left no e-mail address" };
  const email = visitorReminderEmail(visitorBooking(meeting, configuredSiteOrigin()), payload.reminder);
  await sendMail({ to: meeting.lead.email, subject: email.subject, text: email.text, html: email.html }, `booking-${payload.bookingId}-reminder-${payload.reminder}-job-${job.id}`);
  return "done";
}

async function sendTimeRequested(raw: Record<string, unknown>, { db, job }: { db: AppDatabase; job: { id: number } }): Promise<JobOutcome> {
  const { leadId } = TimeRequestedPayload.parse(raw);
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) return { nothingToDo: "the lead no longer exists" };
  if (!lead.email) return { nothingToDo: "the visitor left no e-mail address" };
  const site = getSiteConfig();
  const email = timeRequestedEmail({ site: { name: site.name, phone: site.phone }, reference: lead.reference, visitorName: lead.fullName });
  await sendMail({ to: lead.email, subject: email.subject, text: email.text, html: email.html }, `lead-${lead.reference}-time-requested-job-${job.id}`);
  return "done";
}

export const BOOKING_JOB_HANDLERS: JobHandlers = {
  [BOOKING_EMAIL_JOB]: sendBookingEmail,
  [BOOKING_REMINDER_JOB]: sendReminder,
  [TIME_REQUESTED_JOB]: sendTimeRequested,
};

/** For the tests and the admin screen: the jobs of one booking, oldest first. */
export async function jobsOfBooking(db: AppDatabase, bookingId: number) {
  const keys = [`booking:${bookingId}:`, reminderPrefix(bookingId)];
  return db
    .select()
    .from(jobs)
    .where(and(sql`(substr(${jobs.dedupeKey}, 1, ${keys[0]!.length}) = ${keys[0]} or substr(${jobs.dedupeKey}, 1, ${keys[1]!.length}) = ${keys[1]})`))
    .orderBy(jobs.id);
}
