import { and, count, eq, gte } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingReps, bookings, bookingSettings, leadAssignments, leads, repTimeOff, routingRules } from "#db/schema";
import { demoReps } from "#db/seed/booking";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startBooking } from "~/features/booking/availability-store.server";
import { BOOKING_JOB_HANDLERS } from "~/features/booking/booking-jobs.server";
import { loadInbox } from "~/features/leads/inbox.server";
import { addLeadNote, changeLeadStatus } from "~/features/lead-store/leads.server";
import { oneBusinessDayAfter } from "~/features/response-time/business-time";
import { companyCalendar } from "~/features/response-time/due-times.server";
import { createJobWorker } from "~/features/jobs/job-worker.server";
import { outboxDirectory } from "~/features/mail/send-mail.server";
import type { StepThreeTimes } from "~/features/booking/wizard-times.server";
import { MESSAGES } from "~/features/consult/messages";
import { action as consultApi } from "~/routes/api.consult";
import { action as wizardAction, loader as wizardLoader } from "~/routes/consult";
import { getDb } from "~/utils/db.server";
import { todayIn, zonedTimeToUtc } from "~/utils/time-zones";
import { bookableWeekday, bookableWeekdayAfter, clearBookings } from "./support/booking-days";
import { settle, Visitor } from "./support/requests";

/*
 * Booking a consultation at submit (issue 27, decision 066), on SQLite and PostgreSQL,
 * against the demo reps: Riley (Chicago, 9–12 and 1–5 Central) and Jordan (New York,
 * 9–5 Eastern, so 8–4 Central). At noon Central only Jordan is free.
 */

const args = (request: Request) => ({ request, params: {}, context: {} });
const [riley, jordan] = [demoReps[0].id, demoReps[1].id];

const contact = (n: number) => ({
  full_name: `Booking Visitor ${n}`,
  business_name: `Shop ${n}`,
  phone_number: "(312) 555-0100",
  email: `visitor${n}@booking.example`,
});
const business = { industry_type: "retail" };

type WizardPage = {
  data: {
    step: number;
    values: Record<string, string>;
    times: StepThreeTimes | null;
    slotTaken: boolean;
    confirmation: { reference: string | null; meeting?: { startsAt: string; owner: string; timeZone: string } } | null;
  };
};

/** The instant of a Central wall-clock time on `date`, as the API lists it. */
const central = (date: string, hours: number, minutes = 0) => zonedTimeToUtc(date, hours * 60 + minutes, "America/Chicago").toISOString();

async function post(visitor: Visitor, fields: Record<string, string>) {
  const result = await settle(() => wizardAction(args(visitor.form("/consult", fields))));
  if (result instanceof Response) visitor.rememberResponse(result);
  return result;
}

async function page(visitor: Visitor, path = "/consult") {
  const result = (await settle(() => wizardLoader(args(visitor.get(path))))) as WizardPage | Response;
  if (result instanceof Response) throw new Error(`the wizard page answered ${result.status} ${result.headers.get("Location")}`);
  return result.data;
}

/** A visitor at step 3 whose date and zone are saved (the no-JavaScript "Show free times"). */
async function atStepThree(n: number, date: string) {
  const visitor = new Visitor();
  await post(visitor, { step: "1", intent: "next", ...contact(n) });
  await post(visitor, { step: "2", intent: "next", ...business });
  const shown = (await post(visitor, { step: "3", intent: "times", preferred_date: date, time_zone: "CT" })) as Response;
  expect(shown.status).toBe(302);
  expect(shown.headers.get("Location")).toBe("/consult?step=3#free-times");
  return visitor;
}

const leadsOf = async (email: string) => getDb().select().from(leads).where(eq(leads.email, email));
const bookingsAt = async (iso: string) =>
  getDb()
    .select()
    .from(bookings)
    .where(and(eq(bookings.startsAt, new Date(iso).getTime()), eq(bookings.status, "booked")));

function apiPayload(n: number, date: string, time: { start_hour: string; start_minute: string; start_period: string }, extra = {}) {
  return { ...contact(n), ...business, preferred_date: date, time_zone: "CT", ...time, ...extra };
}

async function callApi(n: number, body: unknown) {
  const response = (await settle(() => consultApi(args(new Visitor().json("/api/consult", body))))) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// The settings row and the federal holidays, as a server's start-up puts them in.
beforeAll(async () => {
  await startBooking();
  // These tests are about booking: a consultation without a meeting waits unassigned, as
  // it does when no routing rule applies (the seeded catch-all would otherwise give it to
  // whichever demo rep is working when the tests run; lead routing has its own tests).
  await getDb().delete(routingRules);
});

beforeEach(() => clearBookings());

describe("step 3 without JavaScript", () => {
  it("lists the free times of the saved date in the saved zone, books the chosen one with a rep, and says so on the thank-you", async () => {
    const date = await bookableWeekday(7);
    const visitor = await atStepThree(1, date);
    const { times, step } = await page(visitor, "/consult?step=3");
    expect(step).toBe(3);
    expect(times).toMatchObject({ date, timeZone: "CT", zoneName: "Central Time" });
    // Jordan from 8 (9 Eastern), Riley from 9; the last start is 4:30 PM (Riley until 5).
    expect(times!.slots![0]).toMatchObject({ starts_at: central(date, 8), start_hour: "08", start_minute: "00", start_period: "AM" });
    expect(times!.slots!.at(-1)).toMatchObject({ starts_at: central(date, 16, 30), end_hour: "05", end_period: "PM" });

    const chosen = central(date, 10, 30);
    const next = (await post(visitor, { step: "3", intent: "next", preferred_date: date, time_zone: "CT", slot_start: chosen })) as Response;
    expect(next.headers.get("Location")).toBe("/consult?step=4#wizard");
    const submitted = (await post(visitor, { step: "4", intent: "submit", goal_pos: "on" })) as Response;
    expect(submitted.headers.get("Location")).toBe("/consult");

    const [lead] = await leadsOf(contact(1).email);
    const [booking] = await bookingsAt(chosen);
    expect(booking).toMatchObject({ leadId: lead!.id, endsAt: new Date(chosen).getTime() + 30 * 60_000 });
    expect([riley, jordan]).toContain(booking!.repId);
    expect(lead!.ownerId).toBe(booking!.repId);
    // The rep who holds the meeting owns the lead, in its assignment history too (decision 070).
    expect(await getDb().select({ ownerId: leadAssignments.ownerId, reason: leadAssignments.reason }).from(leadAssignments).where(eq(leadAssignments.leadId, lead!.id))).toEqual([
      { ownerId: booking!.repId, reason: "booking" },
    ]);
    // The stored request says the booked time in the spec's fields; the instant lives with the booking.
    expect(lead!.payload).toMatchObject({ preferred_date: date, start_hour: "10", start_minute: "30", start_period: "AM", end_hour: "11", end_minute: "00" });
    expect(lead!.payload).not.toHaveProperty("slot_start");

    const { confirmation } = await page(visitor);
    expect(confirmation).toMatchObject({ reference: lead!.reference, meeting: { startsAt: chosen, timeZone: "CT" } });
    expect(["Riley", "Jordan"]).toContain(confirmation!.meeting!.owner);

    // The invitations went into the booking's transaction as jobs: one pass sends them.
    await createJobWorker({ handlers: BOOKING_JOB_HANDLERS }).runOnce();
    const invitations = readdirSync(outboxDirectory())
      .filter((file) => file.includes(`-booking-${booking!.id}-`))
      .map((file) => readFileSync(join(outboxDirectory(), file), "utf8"));
    const toVisitor = invitations.filter((message) => message.includes(`To: ${contact(1).email}`));
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]).toContain("METHOD:REQUEST");
    expect(toVisitor[0]).toContain(lead!.reference);
    expect(invitations.filter((message) => message.includes("METHOD:REQUEST"))).toHaveLength(2);
  });

  it("tells the second visitor who chose the same time that it was just taken, storing nothing and keeping every answer", async () => {
    const date = await bookableWeekday(8);
    const noon = central(date, 12);
    const [first, second] = [await atStepThree(2, date), await atStepThree(3, date)];
    for (const visitor of [first, second]) {
      await post(visitor, { step: "3", intent: "next", preferred_date: date, time_zone: "CT", slot_start: noon });
    }
    expect(((await post(first, { step: "4", intent: "submit", comments: "first" })) as Response).headers.get("Location")).toBe("/consult");
    const lost = (await post(second, { step: "4", intent: "submit", comments: "second" })) as Response;
    expect(lost.headers.get("Location")).toBe("/consult?step=3&taken=1#free-times");

    expect(await bookingsAt(noon)).toEqual([expect.objectContaining({ repId: jordan })]);
    expect(await leadsOf(contact(3).email)).toEqual([]);
    const again = await page(second, "/consult?step=3&taken=1");
    expect(again).toMatchObject({ step: 3, slotTaken: true });
    expect(again.values).toMatchObject({ ...contact(3), comments: "second", preferred_date: date });
    expect(again.values).not.toHaveProperty("slot_start");
    expect(again.times!.slots!.map((slot) => slot.starts_at)).not.toContain(noon);
  });

  it("refuses Next on a time booked since the list was drawn, with a fresh list", async () => {
    const date = await bookableWeekday(9);
    const noon = central(date, 12);
    const visitor = await atStepThree(4, date);
    expect((await callApi(5, apiPayload(5, date, { start_hour: "12", start_minute: "00", start_period: "PM" }))).status).toBe(201);
    const next = (await post(visitor, { step: "3", intent: "next", preferred_date: date, time_zone: "CT", slot_start: noon })) as Response;
    expect(next.headers.get("Location")).toBe("/consult?step=3&taken=1#free-times");
    expect((await page(visitor, "/consult?step=3&taken=1")).slotTaken).toBe(true);
  });

  it('keeps "None of these times work for me" a request for the time typed in, stored with nobody\'s meeting', async () => {
    const date = await bookableWeekday(10);
    const visitor = await atStepThree(6, date);
    const next = (await post(visitor, {
      step: "3",
      intent: "next",
      preferred_date: date,
      time_zone: "CT",
      slot_start: "request",
      start_hour: "06",
      start_minute: "15",
      start_period: "PM",
    })) as Response;
    expect(next.headers.get("Location")).toBe("/consult?step=4#wizard");
    await post(visitor, { step: "4", intent: "submit" });
    const [lead] = await leadsOf(contact(6).email);
    expect(lead).toMatchObject({ ownerId: null, payload: expect.objectContaining({ start_hour: "06", start_minute: "15", start_period: "PM" }) });
    expect((await getDb().select({ n: count() }).from(bookings))[0]!.n).toBe(0);
    expect((await page(visitor)).confirmation).toEqual({ reference: lead!.reference });
  });

  it('asks for a time when neither a free time nor "None of these" with a time was given', async () => {
    const date = await bookableWeekday(10);
    const visitor = await atStepThree(7, date);
    const refused = (await post(visitor, { step: "3", intent: "next", preferred_date: date, time_zone: "CT" })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(refused.data.result.error.start_hour).toEqual([MESSAGES.scheduling]);
  });
});

describe("with nobody taking consultations", () => {
  it("step 3 asks for a time as it always did, and the request is stored unbooked", async () => {
    await getDb().update(bookingReps).set({ takesConsultations: false });
    try {
      const date = await bookableWeekday(7);
      const visitor = await atStepThree(60, date);
      expect((await page(visitor, "/consult?step=3")).times).toBeNull();
      const refused = (await post(visitor, { step: "3", intent: "next", preferred_date: date, time_zone: "CT" })) as {
        data: { result: { error: Record<string, string[]> } };
      };
      expect(refused.data.result.error).toMatchObject({ start_hour: [MESSAGES.scheduling], start_minute: [MESSAGES.scheduling] });
      const reply = await callApi(61, apiPayload(61, date, { start_hour: "10", start_minute: "00", start_period: "AM" }));
      expect(reply.body.data).toMatchObject({ booking: { status: "requested" } });
      expect((await getDb().select({ n: count() }).from(bookings))[0]!.n).toBe(0);
    } finally {
      await getDb().update(bookingReps).set({ takesConsultations: true });
    }
  });
});

describe("POST /api/consult and data.booking", () => {
  it("books an offered time, answers requested for another valid time, and refuses a time already gone", async () => {
    const date = await bookableWeekday(7);
    const booked = await callApi(10, apiPayload(10, date, { start_hour: "09", start_minute: "30", start_period: "AM" }));
    expect(booked.status).toBe(201);
    const reference = booked.body.reference;
    expect(booked.body.data).toEqual({
      reference,
      booking: { status: "booked", starts_at: central(date, 9, 30), ends_at: central(date, 10), owner: expect.stringMatching(/^(Riley|Jordan)$/) },
    });

    const requested = await callApi(11, apiPayload(11, date, { start_hour: "11", start_minute: "45", start_period: "PM" }));
    expect(requested.body.data).toEqual({ reference: requested.body.reference, booking: { status: "requested" } });
    expect((await leadsOf(contact(11).email))[0]!.ownerId).toBeNull();

    // Midnight at the start of today in Honolulu has always gone by.
    const todayInHonolulu = todayIn("Pacific/Honolulu");
    const gone = await callApi(12, {
      ...apiPayload(12, todayInHonolulu, { start_hour: "12", start_minute: "00", start_period: "AM" }),
      time_zone: "HT",
    });
    expect([gone.status, gone.body.errors]).toEqual([422, { start_hour: [MESSAGES.pastTime] }]);
    expect(await leadsOf(contact(12).email)).toEqual([]);
  });

  it("stores the end of a chosen time from the settings' meeting length", async () => {
    const date = await bookableWeekday(7);
    await getDb().update(bookingSettings).set({ meetingMinutes: 60 });
    try {
      const reply = await callApi(15, { ...apiPayload(15, date, { start_hour: "01", start_minute: "00", start_period: "AM" }), slot_start: central(date, 10) });
      expect(reply.body.data).toMatchObject({ booking: { status: "booked", starts_at: central(date, 10), ends_at: central(date, 11) } });
      const [lead] = await leadsOf(contact(15).email);
      expect(lead!.payload).toMatchObject({ start_hour: "10", start_minute: "00", start_period: "AM", end_hour: "11", end_minute: "00", end_period: "AM" });
    } finally {
      await getDb().update(bookingSettings).set({ meetingMinutes: 30 });
    }
  });

  it("never books a tampered choice: outside hours, in a buffer, inside the notice, past or off the grid", async () => {
    const date = await bookableWeekday(7);
    await getDb().update(bookingSettings).set({ bufferMinutes: 15 });
    expect((await callApi(20, apiPayload(20, date, { start_hour: "12", start_minute: "00", start_period: "PM" }))).body.data).toMatchObject({
      booking: { status: "booked" },
    });
    const soon = new Date(Math.ceil((Date.now() + 30 * 60_000) / 1_800_000) * 1_800_000).toISOString();
    const tampered = {
      "outside every rep's hours": central(date, 3),
      "in Jordan's buffer after the noon meeting": central(date, 12, 30),
      "inside the minimum notice": soon,
      "in the past": new Date(Math.floor((Date.now() - 86_400_000) / 1_800_000) * 1_800_000).toISOString(),
      "off the grid": central(date, 10, 15),
    };
    for (const [name, slot] of Object.entries(tampered)) {
      const reply = await callApi(21, { ...apiPayload(21, date, { start_hour: "10", start_minute: "00", start_period: "AM" }), slot_start: slot });
      expect(reply.status, `${name}: ${JSON.stringify(reply.body)}`).toBeGreaterThanOrEqual(400);
      expect(reply.status, name).toBeLessThan(500);
    }
    expect(await leadsOf(contact(21).email)).toEqual([]);
    expect((await getDb().select({ n: count() }).from(bookings))[0]!.n).toBe(1);
  });

  it("turns to the reps in round robin: equal weights, equal shares, and a rep on time off is skipped", async () => {
    const date = await bookableWeekday(7);
    const owners: number[] = [];
    for (const [index, hour] of [9, 10, 11, 13].entries()) {
      const reply = await callApi(30 + index, apiPayload(30 + index, date, { start_hour: String(hour > 12 ? hour - 12 : hour).padStart(2, "0"), start_minute: "00", start_period: hour >= 12 ? "PM" : "AM" }));
      expect(reply.status).toBe(201);
      owners.push((await leadsOf(contact(30 + index).email))[0]!.ownerId!);
    }
    expect(owners.filter((owner) => owner === riley)).toHaveLength(2);
    expect(owners.filter((owner) => owner === jordan)).toHaveLength(2);

    // Jordan's day off: both meetings of the next weekday go to Riley.
    const next = await bookableWeekdayAfter(date);
    await getDb().insert(repTimeOff).values({ staffId: jordan, startsOn: next, endsOn: next, note: "Day off" });
    for (const [index, hour] of [9, 10].entries()) {
      const reply = await callApi(40 + index, apiPayload(40 + index, next, { start_hour: `${hour}`.padStart(2, "0"), start_minute: "00", start_period: "AM" }));
      expect(reply.body.data).toMatchObject({ booking: { status: "booked", owner: "Riley" } });
    }
    expect(await getDb().select({ n: count() }).from(bookings).where(gte(bookings.startsAt, 0))).toEqual([{ n: 6 }]);
  });
});

describe("the inbox", () => {
  it("shows each lead's owner and meeting, lists a rep's own meetings to come first, and filters mine and unassigned", async () => {
    const date = await bookableWeekday(7);
    // Noon Central: Jordan's. 11:45 PM: nobody's, a request.
    await callApi(50, apiPayload(50, date, { start_hour: "12", start_minute: "00", start_period: "PM" }));
    await callApi(51, apiPayload(51, date, { start_hour: "11", start_minute: "45", start_period: "PM" }));
    const jordanViewing = { id: jordan, email: demoReps[1].email, name: demoReps[1].name, timeZone: "America/New_York", role: "sales" };

    const inbox = await loadInbox(new URLSearchParams(), jordanViewing);
    expect(inbox.upcoming).toEqual([
      expect.objectContaining({ fullName: contact(50).full_name, at: central(date, 12), when: expect.stringContaining("1:00 PM – 1:30 PM Eastern Standard Time") }),
    ]);
    const byName = new Map(inbox.leads.map((lead) => [lead.fullName, lead]));
    expect(byName.get(contact(50).full_name)).toMatchObject({ owner: demoReps[1].name, meeting: { status: "booked" } });
    expect(byName.get(contact(51).full_name)).toMatchObject({ owner: null, meeting: null });

    const mine = await loadInbox(new URLSearchParams("owner=mine"), jordanViewing);
    expect(mine.leads.map((lead) => lead.fullName)).toEqual([contact(50).full_name]);
    const unassigned = await loadInbox(new URLSearchParams("owner=unassigned"), jordanViewing);
    expect(unassigned.leads.map((lead) => lead.fullName)).toEqual([contact(51).full_name]);
    // Riley has no meeting to come.
    expect((await loadInbox(new URLSearchParams(), { ...jordanViewing, id: riley })).upcoming).toEqual([]);
  });
});

describe("when a reply is due (decision 069)", () => {
  it("is the meeting for a booked consultation and one business day for a request; a status change from New answers it", async () => {
    const date = await bookableWeekday(7);
    await callApi(70, apiPayload(70, date, { start_hour: "12", start_minute: "00", start_period: "PM" }));
    await callApi(71, apiPayload(71, date, { start_hour: "11", start_minute: "45", start_period: "PM" }));
    const [booked] = await leadsOf(contact(70).email);
    const [requested] = await leadsOf(contact(71).email);
    expect(booked!.dueAt).toBe(new Date(central(date, 12)).getTime());
    const expected = oneBusinessDayAfter(new Date(requested!.createdAt), await companyCalendar(new Date(requested!.createdAt)));
    // Stored when the lead arrived, a few milliseconds before its created_at was written.
    expect(Math.abs(requested!.dueAt! - expected!.getTime())).toBeLessThan(5_000);

    const viewer = { id: riley, email: demoReps[0].email, name: demoReps[0].name, timeZone: "America/Chicago", role: "sales" };
    // Made overdue, the request is listed as such, then a reply stops its clock.
    await getDb().update(leads).set({ dueAt: Date.now() - 60_000 }).where(eq(leads.id, requested!.id));
    const overdue = await loadInbox(new URLSearchParams("due=overdue"), viewer);
    expect(overdue.leads.map((lead) => [lead.fullName, lead.due?.state])).toEqual([[contact(71).full_name, "overdue"]]);
    expect(await changeLeadStatus(requested!.id, "contacted", viewer, "Status changed to Contacted")).toBe(true);
    const [answered] = await leadsOf(contact(71).email);
    expect(answered!.firstResponseAt).toEqual(expect.any(Number));
    expect((await loadInbox(new URLSearchParams("due=overdue"), viewer)).leads).toEqual([]);
    // A plain note is no reply; a logged call is.
    await callApi(72, apiPayload(72, date, { start_hour: "11", start_minute: "30", start_period: "PM" }));
    const [called] = await leadsOf(contact(72).email);
    expect(await addLeadNote(called!.id, viewer, "Left a voicemail? No: wrote this down.")).toBe(true);
    expect((await leadsOf(contact(72).email))[0]!.firstResponseAt).toBeNull();
    expect(await addLeadNote(called!.id, viewer, "Called, meeting set for Friday.", "call")).toBe(true);
    expect((await leadsOf(contact(72).email))[0]!.firstResponseAt).toEqual(expect.any(Number));
    // A later change keeps the first reply's time.
    await changeLeadStatus(requested!.id, "qualified", viewer, "Status changed to Qualified");
    expect((await leadsOf(contact(71).email))[0]!.firstResponseAt).toBe(answered!.firstResponseAt);
  });
});
