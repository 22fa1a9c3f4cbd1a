import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingReps, bookings, jobs, leads, staffUsers } from "#db/schema";
import { createJobWorker } from "~/features/jobs/job-worker.server";
import { outboxDirectory } from "~/features/mail/send-mail.server";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { databaseReady, getDb, inTransaction } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { configuredSiteOrigin } from "~/utils/origin.server";
import {
  BOOKING_JOB_HANDLERS,
  enqueueBookingChange,
  enqueueBookingConfirmation,
  enqueueTimeRequestedEmail,
  jobsOfBooking,
  reminderStale,
} from "./booking-jobs.server";
import { bookingUid } from "./invitation.server";
import { mimePart, parseCalendar } from "./invitation-test-fixtures";
import { verifyManageToken } from "./manage-token.server";

/* Booking's e-mails and reminders as jobs (decision 063), on SQLite and PostgreSQL, read back from the outbox. */

const HOUR = 60 * 60_000;
/** Monday 30 November 2026, 9:00 AM in Chicago: when the visitor books. */
const BOOKED_AT = new Date("2026-11-30T15:00:00.000Z");
/** Wednesday 2 December 2026, 9:00 to 9:30 AM in Chicago. */
const STARTS = new Date("2026-12-02T15:00:00.000Z").getTime();

let repId = 0;

beforeAll(async () => {
  await databaseReady();
  await upsertStaffAccount(getDb(), { email: "ana.rep@example.com", name: "Ana Rivera", role: "sales", password: "a long enough password" });
  const [rep] = await getDb().select().from(staffUsers).where(eq(staffUsers.email, "ana.rep@example.com"));
  repId = rep!.id;
  await getDb().insert(bookingReps).values({ staffId: repId, takesConsultations: true, timeZone: "America/Denver" });
});

beforeEach(async () => {
  rmSync(outboxDirectory(), { recursive: true, force: true });
  // Each test books the same rep at the same hour; overlapping meetings are refused.
  await getDb().delete(jobs);
  await getDb().delete(bookings);
});

let leadCount = 0;

async function newLead(email: string | null) {
  leadCount += 1;
  const [lead] = await getDb()
    .insert(leads)
    .values({
      reference: `REF${leadCount}-TESTS`,
      type: "consultation",
      fullName: "Zoë Ångström",
      businessName: "Café Zoë",
      email,
      phone: "601 555 0142",
      payload: { time_zone: "CT" },
    })
    .returning();
  return lead!;
}

/** A booking as the booking flow writes it, with its confirmation enqueued in the same transaction. */
async function book(startsAt = STARTS) {
  const lead = await newLead("zoe@example.com");
  const booking = await inTransaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({ leadId: lead.id, repId, startsAt, endsAt: startsAt + HOUR / 2, icalUid: `pending-${lead.id}`, sequence: 0 })
      .returning();
    const [withUid] = await tx.update(bookings).set({ icalUid: bookingUid(row!.id, "www.example.com") }).where(eq(bookings.id, row!.id)).returning();
    await enqueueBookingConfirmation(tx, row!.id, BOOKED_AT);
    return withUid!;
  });
  return { lead, booking };
}

const runWorker = (at: number) => createJobWorker({ handlers: BOOKING_JOB_HANDLERS, now: () => new Date(at) }).runOnce();

/** The messages in the outbox whose file name says they are `name` of the booking. */
function sent(bookingId: number, name: string): string[] {
  if (!existsSync(outboxDirectory())) return [];
  return readdirSync(outboxDirectory())
    .filter((file) => file.includes(`-booking-${bookingId}-${name}-job-`))
    .map((file) => readFileSync(join(outboxDirectory(), file), "utf8"));
}

function only(messages: string[]): string {
  expect(messages).toHaveLength(1);
  return messages[0]!;
}

function calendarOf(raw: string, method: "REQUEST" | "CANCEL") {
  const { calendar, events } = parseCalendar(mimePart(raw, new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method}`)).body);
  expect(events).toHaveLength(1);
  return { calendar, event: events[0]!, text: mimePart(raw, new RegExp(`method=${method}`)).body };
}

const textOf = (raw: string) => mimePart(raw, /Content-Type: text\/plain/).body;

describe("a booking's confirmation", () => {
  it("sends the visitor the invitation, the time in their zone, the rep, the phone and signed links; the rep a copy with the lead's link", async () => {
    const { lead, booking } = await book();
    expect(await runWorker(BOOKED_AT.getTime())).toBe(2);

    const visitorMail = only(sent(booking.id, "visitor-booked"));
    expect(visitorMail).toMatch(/^To: zoe@example\.com$/m);
    const text = textOf(visitorMail);
    expect(text).toContain("Hello Zoë Ångström,");
    expect(text).toContain("When: Wednesday, December 2, 2026, 9:00 AM – 9:30 AM Central Standard Time");
    expect(text).toContain("With: Ana Rivera");
    expect(text).toContain(`Reference: ${lead.reference}`);
    expect(text).toContain("recent processing statement");
    expect(text).toContain("1-888-555-0142");
    const origin = configuredSiteOrigin();
    for (const action of ["reschedule", "cancel"] as const) {
      const link = new RegExp(`${origin}/meetings/${action}/([A-Za-z0-9_.-]+)`).exec(text);
      expect(link, action).not.toBeNull();
      const check = verifyManageToken(link![1]!, { secret: getEnv().SESSION_SECRET, now: BOOKED_AT, action });
      expect(check).toEqual({ status: "valid", bookingId: booking.id, action, expiresAt: new Date(STARTS) });
    }

    const { calendar, event, text: ics } = calendarOf(visitorMail, "REQUEST");
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(`booking-${booking.id}@www.example.com`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().getTime()).toBe(STARTS);
    expect(event.endDate.toJSDate().getTime()).toBe(STARTS + HOUR / 2);
    expect(ics).toContain("DTSTART:20261202T150000Z");
    expect(ics).toContain("DTSTAMP:20261130T150000Z");
    expect(event.organizer).toBe("mailto:ana.rep@example.com");
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(["mailto:zoe@example.com"]);

    const repMail = only(sent(booking.id, "rep-booked"));
    expect(repMail).toMatch(/^To: ana\.rep@example\.com$/m);
    // The rep reads the time on their own clock (the rep's profile is in Denver).
    expect(textOf(repMail)).toContain("When: Wednesday, December 2, 2026, 8:00 AM – 8:30 AM Mountain Standard Time");
    expect(textOf(repMail)).toContain(`Open the lead: ${origin}/admin/leads/${lead.id}`);
    expect(calendarOf(repMail, "REQUEST").event.uid).toBe(event.uid);
  });

  it("enqueued again adds nothing, and each reminder is sent once even by two workers at once", async () => {
    const { booking } = await book();
    await enqueueBookingConfirmation(getDb(), booking.id, BOOKED_AT);
    const queued = await jobsOfBooking(getDb(), booking.id);
    expect(queued.map((job) => [job.kind, job.runAt])).toEqual([
      ["booking-email", BOOKED_AT.getTime()],
      ["booking-email", BOOKED_AT.getTime()],
      ["booking-reminder", STARTS - 24 * HOUR],
      ["booking-reminder", STARTS - HOUR],
    ]);
    await runWorker(BOOKED_AT.getTime());
    expect(sent(booking.id, "reminder-day-before")).toHaveLength(0);
    await Promise.all([runWorker(STARTS - 24 * HOUR), runWorker(STARTS - 24 * HOUR)]);
    const reminder = textOf(only(sent(booking.id, "reminder-day-before")));
    expect(reminder).toContain("is tomorrow");
    expect(reminder).toContain("9:00 AM – 9:30 AM Central Standard Time");
    await Promise.all([runWorker(STARTS - HOUR), runWorker(STARTS - HOUR)]);
    expect(textOf(only(sent(booking.id, "reminder-hour-before")))).toContain("in one hour");
    await runWorker(STARTS);
    expect(sent(booking.id, "reminder-day-before")).toHaveLength(1);
  });

  it("makes no reminder whose moment has already passed", async () => {
    const lead = await newLead("late@example.com");
    const startsAt = BOOKED_AT.getTime() + 3 * HOUR;
    const [booking] = await getDb().insert(bookings).values({ leadId: lead.id, repId, startsAt, endsAt: startsAt + HOUR / 2, icalUid: `late-${lead.id}@www.example.com` }).returning();
    await enqueueBookingConfirmation(getDb(), booking!.id, BOOKED_AT);
    const reminders = (await jobsOfBooking(getDb(), booking!.id)).filter((job) => job.kind === "booking-reminder");
    expect(reminders.map((job) => job.payload.reminder)).toEqual(["hour-before"]);
  });
});

describe("a cancelled booking", () => {
  it("sends METHOD:CANCEL with a higher SEQUENCE to both, cancels the reminders and sends none of them", async () => {
    const { booking } = await book();
    await runWorker(BOOKED_AT.getTime());
    const cancelledAt = BOOKED_AT.getTime() + HOUR;
    await inTransaction(async (tx) => {
      await tx.update(bookings).set({ status: "cancelled", sequence: booking.sequence + 1 }).where(eq(bookings.id, booking.id));
      await enqueueBookingChange(tx, booking.id, "cancelled", new Date(cancelledAt));
    });
    const reminders = (await jobsOfBooking(getDb(), booking.id)).filter((job) => job.kind === "booking-reminder");
    expect(reminders.map((job) => job.status)).toEqual(["cancelled", "cancelled"]);
    await runWorker(cancelledAt);
    for (const who of ["visitor", "rep"]) {
      const { calendar, event, text } = calendarOf(only(sent(booking.id, `${who}-cancelled`)), "CANCEL");
      expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(event.uid).toBe(booking.icalUid);
      expect(event.sequence).toBe(1);
      expect(text).toContain("STATUS:CANCELLED");
    }
    expect(textOf(only(sent(booking.id, "visitor-cancelled")))).toContain(`Book a consultation: ${configuredSiteOrigin()}/consult`);
    // Even a reminder the cancellation missed (claimed elsewhere at that moment) is not sent.
    await getDb().update(jobs).set({ status: "pending" }).where(eq(jobs.id, reminders[0]!.id));
    await runWorker(STARTS - 24 * HOUR);
    await runWorker(STARTS - HOUR);
    expect(sent(booking.id, "reminder-day-before")).toHaveLength(0);
    expect(sent(booking.id, "reminder-hour-before")).toHaveLength(0);
    const [missed] = await getDb().select().from(jobs).where(eq(jobs.id, reminders[0]!.id));
    expect(missed).toMatchObject({ status: "cancelled", lastError: "the meeting is cancelled" });
  });

  it("leaves unsent a confirmation the cancellation overtook", async () => {
    const { booking } = await book();
    await inTransaction(async (tx) => {
      await tx.update(bookings).set({ status: "cancelled", sequence: 1 }).where(eq(bookings.id, booking.id));
      await enqueueBookingChange(tx, booking.id, "cancelled", BOOKED_AT);
    });
    await runWorker(BOOKED_AT.getTime());
    expect(sent(booking.id, "visitor-booked")).toHaveLength(0);
    expect(sent(booking.id, "visitor-cancelled")).toHaveLength(1);
    const confirmation = (await jobsOfBooking(getDb(), booking.id)).find((job) => job.payload.email === "visitor-booked");
    expect(confirmation).toMatchObject({ status: "cancelled", lastError: "the booking changed again (now version 1)" });
  });
});

describe("a rescheduled booking", () => {
  it("keeps the UID, raises SEQUENCE, says when it was, and reminds for the new time only", async () => {
    const { booking } = await book();
    await runWorker(BOOKED_AT.getTime());
    const movedTo = STARTS + 24 * HOUR;
    await inTransaction(async (tx) => {
      await tx.update(bookings).set({ startsAt: movedTo, endsAt: movedTo + HOUR / 2, sequence: 1 }).where(eq(bookings.id, booking.id));
      await enqueueBookingChange(tx, booking.id, "rescheduled", BOOKED_AT);
    });
    await runWorker(BOOKED_AT.getTime());
    const visitorMail = only(sent(booking.id, "visitor-rescheduled"));
    expect(textOf(visitorMail)).toContain("It was on Wednesday, December 2, 2026, 9:00 AM – 9:30 AM Central Standard Time.");
    expect(textOf(visitorMail)).toContain("When: Thursday, December 3, 2026, 9:00 AM – 9:30 AM Central Standard Time");
    for (const raw of [visitorMail, only(sent(booking.id, "rep-rescheduled"))]) {
      const { calendar, event } = calendarOf(raw, "REQUEST");
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      expect(event.uid).toBe(booking.icalUid);
      expect(event.sequence).toBe(1);
      expect(event.startDate.toJSDate().getTime()).toBe(movedTo);
    }
    // The old time's reminders were cancelled; one put back by a race is refused by the handler.
    const oldReminder = (await jobsOfBooking(getDb(), booking.id)).find((job) => job.kind === "booking-reminder" && job.payload.startsAt === STARTS);
    expect(oldReminder?.status).toBe("cancelled");
    await getDb().update(jobs).set({ status: "pending" }).where(eq(jobs.id, oldReminder!.id));
    await runWorker(STARTS - 24 * HOUR);
    expect(sent(booking.id, "reminder-day-before")).toHaveLength(0);
    await runWorker(movedTo - 24 * HOUR);
    expect(textOf(only(sent(booking.id, "reminder-day-before")))).toContain("Thursday, December 3, 2026, 9:00 AM");
  });
});

describe("a requested time", () => {
  it("sends the visitor the reference and the one-business-day promise, once; nothing for a lead without an address", async () => {
    const lead = await newLead("request@example.com");
    await enqueueTimeRequestedEmail(getDb(), lead.id, BOOKED_AT);
    await enqueueTimeRequestedEmail(getDb(), lead.id, BOOKED_AT);
    const silent = await newLead(null);
    await enqueueTimeRequestedEmail(getDb(), silent.id, BOOKED_AT);
    expect(await runWorker(BOOKED_AT.getTime())).toBe(1);
    const files = readdirSync(outboxDirectory()).filter((file) => file.includes(`-lead-${lead.reference}-time-requested-`));
    const text = textOf(only(files.map((file) => readFileSync(join(outboxDirectory(), file), "utf8"))));
    expect(text).toContain(`Reference: ${lead.reference}`);
    expect(text).toContain("A specialist replies within one business day.");
    const queued = await getDb().select().from(jobs).where(eq(jobs.kind, "time-requested-email"));
    expect(queued.map((job) => job.payload.leadId)).toEqual([lead.id]);
  });
});

describe("reminderStale", () => {
  const reminder = { reminder: "day-before" as const, startsAt: STARTS };
  it("sends a reminder only for a booked meeting at the instant it was made for, while it is still useful", () => {
    expect(reminderStale({ status: "booked", startsAt: STARTS }, reminder, new Date(STARTS - 24 * HOUR))).toBeNull();
    expect(reminderStale({ status: "cancelled", startsAt: STARTS }, reminder, new Date(STARTS - 24 * HOUR))).toBe("the meeting is cancelled");
    expect(reminderStale({ status: "booked", startsAt: STARTS + HOUR }, reminder, new Date(STARTS - 24 * HOUR))).toBe("the meeting moved");
    expect(reminderStale({ status: "booked", startsAt: STARTS }, reminder, new Date(STARTS - HOUR))).toBe("too late for this reminder");
    expect(reminderStale({ status: "booked", startsAt: STARTS }, { ...reminder, reminder: "hour-before" }, new Date(STARTS - HOUR))).toBeNull();
    expect(reminderStale({ status: "booked", startsAt: STARTS }, { ...reminder, reminder: "hour-before" }, new Date(STARTS))).toBe("too late for this reminder");
  });
});
