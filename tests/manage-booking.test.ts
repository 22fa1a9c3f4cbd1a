import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingReps, bookings, bookingSettings, leadNotes, leads } from "#db/schema";
import { demoReps } from "#db/seed/booking";
import { startBooking } from "~/features/booking/availability-store.server";
import {
  cancelBooking,
  loadCancelledBooking,
  loadManagedBooking,
  rescheduleBooking,
} from "~/features/booking/manage-booking.server";
import { LINK_GONE_MESSAGE, RESCHEDULE_MESSAGES } from "~/features/booking/manage-pages.server";
import { signManageToken, type ManageAction } from "~/features/booking/manage-token.server";
import { action as consultApi } from "~/routes/api.consult";
import { action as cancelAction, loader as cancelLoader } from "~/routes/meetings.cancel.$token";
import { action as rescheduleAction, loader as rescheduleLoader } from "~/routes/meetings.reschedule.$token";
import { BOOKING_JOB_HANDLERS } from "~/features/booking/booking-jobs.server";
import { createJobWorker } from "~/features/jobs/job-worker.server";
import { outboxDirectory } from "~/features/mail/send-mail.server";
import { getDb } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { zonedTimeToUtc } from "~/utils/time-zones";
import { bookableWeekday, clearBookings } from "./support/booking-days";
import { settle, Visitor } from "./support/requests";

/*
 * The visitor's links to cancel or move a booked consultation (decision 067), on SQLite
 * and PostgreSQL, against the demo reps: Riley (Chicago, 9–12 and 1–5 Central) and
 * Jordan (New York, 9–5 Eastern, so 8–4 Central). At noon Central only Jordan is free,
 * at 4 PM Central only Riley.
 */

const jordan = demoReps[1].id;
const HOUR = 3_600_000;

const central = (date: string, hours: number, minutes = 0) => zonedTimeToUtc(date, hours * 60 + minutes, "America/Chicago");

/** Books a Central time through POST /api/consult, as the wizard's script does; the booking row. */
async function book(n: number, date: string, hours: number, minutes = 0) {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const body = {
    full_name: `Manage Visitor ${n}`,
    business_name: `Shop ${n}`,
    phone_number: "(312) 555-0100",
    email: `manage${n}@booking.example`,
    industry_type: "retail",
    preferred_date: date,
    time_zone: "CT",
    start_hour: String(hour12).padStart(2, "0"),
    start_minute: String(minutes).padStart(2, "0"),
    start_period: hours < 12 ? "AM" : "PM",
  };
  const response = (await consultApi({ request: new Visitor().json("/api/consult", body), params: {}, context: {} })) as Response;
  expect(response.status).toBe(201);
  const [row] = await getDb()
    .select()
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(eq(leads.email, body.email), eq(bookings.status, "booked")));
  if (!row) throw new Error(`no booking for ${body.email}`);
  return row.bookings;
}

const bookingRow = async (id: number) => (await getDb().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const notesOf = async (leadId: number) =>
  getDb().select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(asc(leadNotes.id));

function linkFor(booking: { id: number; startsAt: number }, action: ManageAction, expiresAt = new Date(booking.startsAt)) {
  return signManageToken({ bookingId: booking.id, action, expiresAt }, getEnv().SESSION_SECRET);
}

const args = (request: Request, token: string) => ({ request, params: { token }, context: {} });

type PageData = { type: string; data: Record<string, unknown> & { state: string }; init: { status?: number } | null };

/** A meeting page as the loader or action gives it: its status and data, or the redirect's address. */
async function answer(run: () => unknown) {
  const result = (await settle(run)) as Response | PageData;
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), data: null };
  return { status: result.init?.status ?? 200, location: null, data: result.data };
}

const cancelPage = (token: string, query = "") =>
  answer(() => cancelLoader(args(new Visitor().document(`/meetings/cancel/${token}${query}`), token)));
const postCancel = (token: string, headers = {}) =>
  answer(() => cancelAction(args(new Visitor().form(`/meetings/cancel/${token}`, {}, { honeypot: false, headers }), token)));
const reschedulePage = (token: string, query = "") =>
  answer(() => rescheduleLoader(args(new Visitor().document(`/meetings/reschedule/${token}${query}`), token)));
const postReschedule = (token: string, fields: Record<string, string>) =>
  answer(() => rescheduleAction(args(new Visitor().form(`/meetings/reschedule/${token}`, fields, { honeypot: false }), token)));

const GONE = { status: 410, location: null, data: { state: "gone", message: LINK_GONE_MESSAGE } };

beforeAll(() => startBooking());

beforeEach(() => clearBookings());

describe("the cancel link", () => {
  it("shows the meeting on GET without changing it, cancels once on POST, and confirms after the redirect", async () => {
    const date = await bookableWeekday(7);
    const booking = await book(1, date, 12);
    const token = linkFor(booking, "cancel");

    const shown = await cancelPage(token);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ state: "open", meeting: { repFirstName: "Jordan", when: expect.stringContaining("12:00 PM – 12:30 PM Central") } });
    expect(await bookingRow(booking.id)).toEqual(booking);

    expect(await postCancel(token)).toMatchObject({ status: 303, location: `/meetings/cancel/${token}?cancelled=1` });
    const cancelled = await bookingRow(booking.id);
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: booking.sequence + 1, icalUid: booking.icalUid });
    expect(cancelled.updatedAt).not.toBeNull();
    expect(await cancelPage(token, "?cancelled=1")).toMatchObject({ status: 200, data: { state: "cancelled" } });

    // A second post (a double click) changes nothing and confirms again.
    expect(await postCancel(token)).toMatchObject({ status: 303, location: `/meetings/cancel/${token}?cancelled=1` });
    expect(await bookingRow(booking.id)).toEqual(cancelled);
    expect(await cancelBooking(booking.id)).toMatchObject({ status: "already-cancelled" });
    expect(await bookingRow(booking.id)).toEqual(cancelled);

    // The lead's history says the visitor did it, once; the link itself is used up.
    const notes = await notesOf(booking.leadId);
    expect(notes).toEqual([expect.objectContaining({ staffId: null, kind: "booking", body: expect.stringMatching(/^The visitor cancelled the meeting of .+12:00 PM/) })]);
    expect(await cancelPage(token)).toEqual(GONE);
    expect(await loadManagedBooking(token, "cancel")).toBeNull();

    // The visitor and the rep get the cancellation: the same UID, METHOD:CANCEL, a higher SEQUENCE; no reminder follows.
    await createJobWorker({ handlers: BOOKING_JOB_HANDLERS }).runOnce();
    const sent = readdirSync(outboxDirectory())
      .filter((file) => file.includes(`-booking-${booking.id}-`))
      .map((file) => readFileSync(join(outboxDirectory(), file), "utf8"));
    const cancellations = sent.filter((message) => message.includes("METHOD:CANCEL"));
    expect(cancellations).toHaveLength(2);
    for (const message of cancellations) {
      expect(message).toContain(`UID:${booking.icalUid}`);
      expect(message).toContain(`SEQUENCE:${booking.sequence + 1}`);
    }
    expect(readdirSync(outboxDirectory()).filter((file) => file.includes(`-booking-${booking.id}-reminder-`))).toEqual([]);

    // Its time is free again.
    expect((await book(2, date, 12)).repId).toBe(jordan);
  });

  it("answers a forged, expired, altered or other-action link with one page and one status, and changes nothing", async () => {
    const booking = await book(3, await bookableWeekday(7), 10);
    const genuine = linkFor(booking, "cancel");
    const [payload = "", mac = ""] = genuine.split(".");
    const links = {
      forged: signManageToken({ bookingId: booking.id, action: "cancel", expiresAt: new Date(booking.startsAt) }, "another-secret-another-secret-0123456789"),
      expired: linkFor(booking, "cancel", new Date(Date.now() - 1000)),
      altered: `${payload}.${mac.slice(0, -2)}AA`,
      truncated: genuine.slice(0, 20),
      "for the reschedule page": linkFor(booking, "reschedule"),
      "for another booking": linkFor({ ...booking, id: booking.id + 1000 }, "cancel"),
      nonsense: "not-a-token",
    };
    for (const [name, token] of Object.entries(links)) {
      expect(await cancelPage(token), name).toEqual(GONE);
      expect(await postCancel(token), name).toEqual(GONE);
      expect(await cancelPage(token, "?cancelled=1"), name).toEqual(GONE);
    }
    expect(await bookingRow(booking.id)).toEqual(booking);
    expect(await notesOf(booking.leadId)).toEqual([]);
  });

  it("refuses a post from another site before anything changes", async () => {
    const booking = await book(4, await bookableWeekday(7), 10);
    const refused = await postCancel(linkFor(booking, "cancel"), { "Sec-Fetch-Site": "cross-site" });
    expect(refused.status).toBe(403);
    expect(await bookingRow(booking.id)).toEqual(booking);
  });

  it("stops working when the meeting starts, even for a link signed to last longer", async () => {
    const booking = await book(5, await bookableWeekday(7), 10);
    const token = linkFor(booking, "cancel", new Date(booking.startsAt + 24 * HOUR));
    const started = new Date(booking.startsAt);
    expect(await loadManagedBooking(token, "cancel", new Date(booking.startsAt - 1000))).toMatchObject({ id: booking.id });
    expect(await loadManagedBooking(token, "cancel", started)).toBeNull();
    expect(await loadCancelledBooking(token, started)).toBeNull();
    expect(await cancelBooking(booking.id, started)).toEqual({ status: "gone" });
    expect(await rescheduleBooking(booking.id, new Date(booking.startsAt + 2 * HOUR), started)).toEqual({ status: "gone" });
    expect(await bookingRow(booking.id)).toEqual(booking);
  });
});

describe("the reschedule link", () => {
  it("lists the same rep's free times of a date in the visitor's zone, without the meeting's own start", async () => {
    const date = await bookableWeekday(7);
    const booking = await book(6, date, 12);
    const token = linkFor(booking, "reschedule");
    const shown = await reschedulePage(token);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ state: "open", date, timeZone: "CT", zoneName: "Central Time", message: null });
    const starts = (shown.data!.slots as { startsAt: string; label: string }[]).map((slot) => slot.startsAt);
    // Jordan works 8–4 Central: 8:00 is his, 4:00 PM only Riley's, noon is the meeting itself.
    expect(starts[0]).toBe(central(date, 8).toISOString());
    expect(starts.at(-1)).toBe(central(date, 15, 30).toISOString());
    expect(starts).not.toContain(central(date, 12).toISOString());
    expect((shown.data!.slots as { label: string }[])[0]!.label).toBe("8:00 AM – 8:30 AM");

    const eastern = await reschedulePage(token, `?date=${date}&time_zone=ET`);
    expect(eastern.data).toMatchObject({ timeZone: "ET", zoneName: "Eastern Time" });
    expect((eastern.data!.slots as { label: string }[])[0]!.label).toBe("9:00 AM – 9:30 AM");
    expect(await bookingRow(booking.id)).toEqual(booking);
  });

  it("moves the meeting with the same rep and UID, a higher SEQUENCE, the lead's time updated and the old time freed", async () => {
    const date = await bookableWeekday(8);
    const booking = await book(7, date, 12);
    expect(booking.repId).toBe(jordan);
    const token = linkFor(booking, "reschedule");
    const newStart = central(date, 14);

    const moved = await postReschedule(token, { slot_start: newStart.toISOString(), time_zone: "CT" });
    expect(moved).toMatchObject({ status: 303, location: `/meetings/reschedule/${token}?moved=1` });
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({
      status: "booked",
      repId: jordan,
      icalUid: booking.icalUid,
      sequence: booking.sequence + 1,
      startsAt: newStart.getTime(),
      endsAt: newStart.getTime() + 30 * 60_000,
    });
    const [lead] = await getDb().select().from(leads).where(eq(leads.id, booking.leadId));
    expect(lead!.payload).toMatchObject({ preferred_date: date, start_hour: "02", start_minute: "00", start_period: "PM", end_hour: "02", end_minute: "30", end_period: "PM", time_zone: "CT" });
    expect(await notesOf(booking.leadId)).toEqual([
      expect.objectContaining({ staffId: null, kind: "booking", body: expect.stringMatching(/^The visitor moved the meeting from .+12:00 PM.+ to .+2:00 PM/) }),
    ]);
    expect(await reschedulePage(token, "?moved=1")).toMatchObject({ status: 200, data: { state: "moved", meeting: { when: expect.stringContaining("2:00 PM – 2:30 PM") } } });

    // Noon is free again: only Jordan works then, and another visitor gets it.
    expect((await book(8, date, 12)).repId).toBe(jordan);
  });

  it("does not count the meeting against itself: a move by half an hour inside its own buffer is allowed", async () => {
    await getDb().update(bookingSettings).set({ bufferMinutes: 30 });
    const date = await bookableWeekday(9);
    const booking = await book(9, date, 12);
    expect(await rescheduleBooking(booking.id, central(date, 12, 30))).toMatchObject({ status: "rescheduled", booking: { repId: jordan } });
  });

  it("refuses a taken, past, off-grid or other-rep-only time and changes nothing", async () => {
    const date = await bookableWeekday(10);
    const booking = await book(10, date, 12);
    // 1 PM: both reps booked.
    await book(11, date, 13);
    await book(12, date, 13);
    const refusals = {
      taken: central(date, 13),
      past: new Date(Math.floor((Date.now() - 86_400_000) / 1_800_000) * 1_800_000),
      "off-grid": central(date, 10, 15),
      // 4 PM Central is Riley's only: Jordan's day ends at 5 Eastern.
      "outside-hours": central(date, 16),
      horizon: central(await bookableWeekday(40), 12),
    };
    for (const [reason, startsAt] of Object.entries(refusals)) {
      expect(await rescheduleBooking(booking.id, startsAt), reason).toEqual({ status: "refused", reason });
    }
    expect(await bookingRow(booking.id)).toEqual(booking);
    expect(await notesOf(booking.leadId)).toEqual([]);
  });

  it("offers no times with a rep who stopped taking consultations, while the meeting can still be cancelled", async () => {
    const date = await bookableWeekday(12);
    const booking = await book(16, date, 12);
    await getDb().update(bookingReps).set({ takesConsultations: false }).where(eq(bookingReps.staffId, jordan));
    try {
      expect((await reschedulePage(linkFor(booking, "reschedule"))).data).toMatchObject({ state: "open", slots: [] });
      expect(await rescheduleBooking(booking.id, central(date, 14))).toMatchObject({ status: "refused" });
      expect(await cancelBooking(booking.id)).toMatchObject({ status: "cancelled" });
    } finally {
      await getDb().update(bookingReps).set({ takesConsultations: true }).where(eq(bookingReps.staffId, jordan));
    }
  });

  it("brings the page back with fresh times when the chosen time was just taken, and refuses a time never offered", async () => {
    const date = await bookableWeekday(11);
    const booking = await book(13, date, 12);
    await book(14, date, 13);
    await book(15, date, 13);
    const token = linkFor(booking, "reschedule");

    const taken = await postReschedule(token, { slot_start: central(date, 13).toISOString(), time_zone: "CT" });
    expect(taken).toMatchObject({ status: 303, location: `/meetings/reschedule/${token}?date=${date}&time_zone=CT&taken=1` });
    const again = await reschedulePage(token, `?date=${date}&time_zone=CT&taken=1`);
    expect(again.data).toMatchObject({ state: "open", message: RESCHEDULE_MESSAGES.taken });
    expect((again.data!.slots as { startsAt: string }[]).map((slot) => slot.startsAt)).not.toContain(central(date, 13).toISOString());

    for (const slot_start of ["", "tomorrow", central(date, 10, 15).toISOString()]) {
      const refused = await postReschedule(token, { slot_start, time_zone: "CT" });
      expect(refused.status, slot_start).toBe(400);
      expect(refused.data, slot_start).toMatchObject({ state: "refused" });
    }
    expect(await postReschedule(linkFor(booking, "cancel"), { slot_start: central(date, 14).toISOString() })).toEqual(GONE);
    expect(await bookingRow(booking.id)).toEqual(booking);
  });
});
