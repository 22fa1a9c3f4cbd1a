import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  bookingSettings,
  companyHolidays,
  leads,
  repTimeOff,
  repWeeklyHours,
} from "#db/schema";
import { demoReps } from "#db/seed/booking";
import {
  loadAvailabilityInputs,
  loadBookingSettings,
  startBookingOnOpen,
} from "~/features/booking/availability-store.server";
import { freeSlots } from "~/features/booking/free-slots";
import { usFederalHolidays } from "~/features/booking/us-federal-holidays.server";
import { loader as layoutLoader } from "~/routes/admin";
import { action as availabilityAction, loader as availabilityLoader } from "~/routes/admin.availability";
import { loader as availabilityApi } from "~/routes/api.availability";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin.availability_.settings";
import { databaseReady, getDb, isRefusedValue } from "~/utils/db.server";
import { todayIn } from "~/utils/time-zones";
import { settle, type Visitor } from "./support/requests";
import { staffWithSessions } from "./support/staff-sign-in";

/* Where availability is stored and the screens that edit it (decision 061), on SQLite and PostgreSQL. */

const args = (request: Request) => ({ request, params: {}, context: {} });
type DataResult<T> = { data: T; init: { status?: number } | null };

const ACCOUNTS = {
  admin: { email: "boss@example.com", role: "admin", timeZone: "America/New_York" },
  rep: { email: "rep@example.com", role: "sales", timeZone: "America/Denver" },
  otherRep: { email: "other-rep@example.com", role: "sales", timeZone: "America/Chicago" },
  marketing: { email: "words@example.com", role: "marketing", timeZone: "America/Chicago" },
} as const;
type Account = keyof typeof ACCOUNTS;

const ids = {} as Record<Account, number>;
const visitors = {} as Record<Account, Visitor>;

beforeAll(() => staffWithSessions(ACCOUNTS, { ids, visitors }));

function statusOf(value: unknown): number {
  if (value instanceof Response) return value.status;
  return (value as DataResult<unknown>).init?.status ?? 200;
}

const postAvailability = (who: Account, fields: Record<string, string>) =>
  settle(() => availabilityAction(args(visitors[who].form("/admin/availability", fields, { honeypot: false }))));
const postSettings = (who: Account, fields: Record<string, string>) =>
  settle(() => settingsAction(args(visitors[who].form("/admin/availability/settings", fields, { honeypot: false }))));

const hoursOf = async (staffId: number) =>
  (await getDb().select().from(repWeeklyHours).where(eq(repWeeklyHours.staffId, staffId)))
    .map((row) => `${row.weekday} ${row.startTime}-${row.endTime}`)
    .sort();

const auditCount = async (entityType: string) =>
  (await getDb().select().from(auditLog).where(eq(auditLog.entityType, entityType))).length;

describe("a rep's own hours and time off", () => {
  it("lets a sales rep save their week in their own zone, and refuses overlapping blocks with a 400 that changes nothing", async () => {
    const { data: page } = (await availabilityLoader(args(visitors.rep.get("/admin/availability")))) as unknown as DataResult<{
      schedule: { profile: { timeZone: string; hasProfile: boolean } };
      isSelf: boolean;
    }>;
    expect(page.isSelf).toBe(true);
    expect(page.schedule.profile).toMatchObject({ timeZone: "America/Denver", hasProfile: false });

    const saved = await postAvailability("rep", {
      intent: "hours",
      mon_1_start: "09:00",
      mon_1_end: "12:00",
      mon_2_start: "13:00",
      mon_2_end: "00:00",
    });
    expect(statusOf(saved)).toBe(302);
    expect((saved as Response).headers.get("Location")).toBe("/admin/availability?saved=hours");
    expect(await hoursOf(ids.rep)).toEqual(["mon 09:00-12:00", "mon 13:00-24:00"]);
    expect(await auditCount("availability")).toBeGreaterThan(0);

    const refused = (await postAvailability("rep", {
      intent: "hours",
      tue_1_start: "09:00",
      tue_1_end: "12:00",
      tue_2_start: "11:00",
      tue_2_end: "14:00",
      wed_1_start: "10:00",
      wed_1_end: "09:00",
    })) as DataResult<{
      errors: Record<string, string>;
      values: Record<string, string>;
    }>;
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.errors).toEqual({
      tue_1_start: "Tuesday: two blocks overlap",
      wed_1_end: "Wednesday: the end must be after the start (10:00)",
    });
    expect(refused.data.values.tue_2_start).toBe("11:00");
    expect(await hoursOf(ids.rep)).toEqual(["mon 09:00-12:00", "mon 13:00-24:00"]);
  });

  it("adds and removes time off, refusing a range that ends before it starts", async () => {
    expect(
      statusOf(
        await postAvailability("rep", { intent: "add-time-off", starts_on: "2027-01-10", ends_on: "2027-01-05" }),
      ),
    ).toBe(400);
    expect(
      statusOf(
        await postAvailability("rep", {
          intent: "add-time-off",
          starts_on: "2027-01-05",
          ends_on: "2027-01-09",
          note: "Skiing",
        }),
      ),
    ).toBe(302);
    const [row] = await getDb().select().from(repTimeOff).where(eq(repTimeOff.staffId, ids.rep));
    expect(row).toMatchObject({ startsOn: "2027-01-05", endsOn: "2027-01-09", note: "Skiing" });
    // Another rep's time off is not this rep's to remove: nothing matches, 404.
    const othersOwn = await getDb()
      .insert(repTimeOff)
      .values({ staffId: ids.otherRep, startsOn: "2027-02-01", endsOn: "2027-02-02" })
      .returning();
    expect(statusOf(await postAvailability("rep", { intent: "remove-time-off", id: String(othersOwn[0]!.id) }))).toBe(
      404,
    );
    expect(statusOf(await postAvailability("rep", { intent: "remove-time-off", id: String(row!.id) }))).toBe(302);
    expect(await getDb().select().from(repTimeOff).where(eq(repTimeOff.staffId, ids.rep))).toEqual([]);
  });

  it("answers 403 when a rep opens or edits another rep's schedule, or their own consultation settings, and keeps marketing out", async () => {
    const opened = await settle(() =>
      availabilityLoader(args(visitors.rep.get(`/admin/availability?rep=${ids.otherRep}`))),
    );
    expect(statusOf(opened)).toBe(403);
    const edit = await postAvailability("rep", {
      intent: "hours",
      rep: String(ids.otherRep),
      mon_1_start: "09:00",
      mon_1_end: "10:00",
    });
    expect(statusOf(edit)).toBe(403);
    expect(await hoursOf(ids.otherRep)).toEqual([]);
    expect(
      statusOf(
        await postAvailability("rep", {
          intent: "profile",
          takes_consultations: "on",
          weight: "9",
          time_zone: "America/Denver",
        }),
      ),
    ).toBe(403);
    expect(statusOf(await settle(() => availabilityLoader(args(visitors.marketing.get("/admin/availability")))))).toBe(
      403,
    );
    expect(statusOf(await settle(() => settingsLoader(args(visitors.rep.get("/admin/availability/settings")))))).toBe(
      403,
    );
    expect(
      statusOf(await postSettings("rep", { intent: "add-holiday", date: "2027-08-02", name: "Not allowed" })),
    ).toBe(403);
  });

  it("shows the staff bar's Availability link to sales and admins, Booking settings to admins only", async () => {
    const linksOf = async (who: Account) => {
      const result = (await layoutLoader(args(visitors[who].get("/admin/availability")))) as unknown as DataResult<{
        navigation: { to: string }[];
      }>;
      return result.data.navigation.map((entry) => entry.to);
    };
    expect(await linksOf("rep")).toContain("/admin/availability");
    expect(await linksOf("rep")).not.toContain("/admin/availability/settings");
    expect(await linksOf("admin")).toEqual(
      expect.arrayContaining(["/admin/availability", "/admin/availability/settings"]),
    );
    expect(await linksOf("marketing")).not.toContain("/admin/availability");
  });
});

describe("an admin's view of every rep", () => {
  it("edits another rep's hours and consultation settings, the profile taking the staff account's zone first", async () => {
    const { data: page } = (await availabilityLoader(
      args(visitors.admin.get(`/admin/availability?rep=${ids.otherRep}`)),
    )) as unknown as DataResult<{
      schedule: { profile: { timeZone: string } };
      candidates: { staffId: number }[];
    }>;
    expect(page.schedule.profile.timeZone).toBe("America/Chicago");
    expect(page.candidates.map((candidate) => candidate.staffId)).toEqual(
      expect.arrayContaining([ids.rep, ids.otherRep, ids.admin]),
    );
    expect(page.candidates.map((candidate) => candidate.staffId)).not.toContain(ids.marketing);

    const saved = await postAvailability("admin", {
      intent: "hours",
      rep: String(ids.otherRep),
      fri_1_start: "08:00",
      fri_1_end: "11:00",
    });
    expect((saved as Response).headers.get("Location")).toBe(`/admin/availability?saved=hours&rep=${ids.otherRep}`);
    expect(await hoursOf(ids.otherRep)).toEqual(["fri 08:00-11:00"]);

    expect(
      statusOf(
        await postAvailability("admin", {
          intent: "profile",
          rep: String(ids.otherRep),
          weight: "11",
          time_zone: "Mars/Olympus",
        }),
      ),
    ).toBe(400);
    expect(
      statusOf(
        await postAvailability("admin", {
          intent: "profile",
          rep: String(ids.otherRep),
          takes_consultations: "on",
          weight: "2",
          time_zone: "America/Phoenix",
        }),
      ),
    ).toBe(302);
    const inputs = await loadAvailabilityInputs(new Date("2027-03-01T00:00:00Z"), new Date("2027-03-08T00:00:00Z"));
    expect(inputs.reps.find((rep) => rep.repId === ids.otherRep)).toEqual({
      repId: ids.otherRep,
      timeZone: "America/Phoenix",
      weight: 2,
      weeklyHours: { fri: [{ start: "08:00", end: "11:00" }] },
      timeOff: [],
    });
  });
});

describe("holidays and settings", () => {
  it("puts the federal holidays of this year and the next in once, at the first start, and reads nothing into the database before", async () => {
    const year = new Date().getUTCFullYear();
    const screen = () =>
      settingsLoader(args(visitors.admin.get("/admin/availability/settings"))) as unknown as Promise<{
        holidays: { date: string; name: string }[];
      }>;
    // Opening the page writes nothing (a GET never does): before the start-up work there is no holiday.
    expect((await screen()).holidays).toEqual([]);
    expect(await getDb().select().from(bookingSettings)).toEqual([]);
    startBookingOnOpen();
    await databaseReady();
    expect((await screen()).holidays.map(({ date, name }) => ({ date, name }))).toEqual(
      usFederalHolidays(year, year + 1),
    );
    // Removed holidays stay removed at the next start.
    await getDb().delete(companyHolidays);
    startBookingOnOpen();
    await databaseReady();
    expect((await screen()).holidays).toEqual([]);
  });

  it("adds, renames, refuses a second holiday on one date, removes, and adds a year's federal holidays", async () => {
    expect(
      statusOf(
        await postSettings("admin", { intent: "add-holiday", date: "2027-11-26", name: "Day after Thanksgiving" }),
      ),
    ).toBe(302);
    const holidayOn = async (date: string) =>
      (await getDb().select().from(companyHolidays).where(eq(companyHolidays.date, date)))[0];
    const eve = await holidayOn("2027-11-26");
    expect(eve?.name).toBe("Day after Thanksgiving");
    const duplicate = (await postSettings("admin", {
      intent: "add-holiday",
      date: "2027-11-26",
      name: "Again",
    })) as DataResult<{ errors: Record<string, string> }>;
    expect(statusOf(duplicate)).toBe(400);
    expect(duplicate.data.errors.date).toMatch(/already a holiday/);
    expect(
      statusOf(await postSettings("admin", { intent: "add-holiday", date: "2027-02-30", name: "No such day" })),
    ).toBe(400);
    expect(statusOf(await postSettings("admin", { intent: "rename-holiday", id: String(eve!.id), name: "" }))).toBe(
      400,
    );
    expect(
      statusOf(
        await postSettings("admin", {
          intent: "rename-holiday",
          id: String(eve!.id),
          name: "Day after Thanksgiving (half day)",
        }),
      ),
    ).toBe(302);
    expect((await holidayOn("2027-11-26"))?.name).toBe("Day after Thanksgiving (half day)");
    expect(statusOf(await postSettings("admin", { intent: "remove-holiday", id: String(eve!.id) }))).toBe(302);
    expect(await holidayOn("2027-11-26")).toBeUndefined();
    expect(statusOf(await postSettings("admin", { intent: "remove-holiday", id: String(eve!.id) }))).toBe(404);

    const year = Number(todayIn(ACCOUNTS.admin.timeZone).slice(0, 4)) + 2;
    expect(statusOf(await postSettings("admin", { intent: "federal-holidays", year: String(year) }))).toBe(302);
    for (const holiday of usFederalHolidays(year, year))
      expect((await holidayOn(holiday.date))?.name).toBe(holiday.name);
    expect(statusOf(await postSettings("admin", { intent: "federal-holidays", year: "20266" }))).toBe(400);
    expect(await auditCount("holiday")).toBeGreaterThanOrEqual(4);
  });

  it("saves valid settings and refuses bad ones with a 400 naming the field, changing nothing", async () => {
    const { version } = await loadBookingSettings();
    const good = {
      intent: "settings",
      version: String(version),
      meeting_minutes: "45",
      slot_grid_minutes: "15",
      buffer_minutes: "15",
      minimum_notice_minutes: "60",
      horizon_days: "14",
    };
    const bad = (await postSettings("admin", {
      ...good,
      meeting_minutes: "40",
      slot_grid_minutes: "20",
      horizon_days: "-1",
    })) as DataResult<{ errors: Record<string, string> }>;
    expect(statusOf(bad)).toBe(400);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["horizon_days", "meeting_minutes", "slot_grid_minutes"]);
    expect(await loadBookingSettings()).toMatchObject({ meetingMinutes: 30, slotGridMinutes: 30, version });

    expect(statusOf(await postSettings("admin", good))).toBe(302);
    expect(await loadBookingSettings()).toEqual({
      meetingMinutes: 45,
      slotGridMinutes: 15,
      bufferMinutes: 15,
      minimumNoticeMinutes: 60,
      horizonDays: 14,
      version: version + 1,
    });
    // A form made before that save is stale: 409, nothing changed.
    expect(statusOf(await postSettings("admin", { ...good, meeting_minutes: "60" }))).toBe(409);
    expect((await loadBookingSettings()).meetingMinutes).toBe(45);
    // Back to the defaults for the tests below.
    await getDb()
      .update(bookingSettings)
      .set({ meetingMinutes: 30, slotGridMinutes: 30, bufferMinutes: 0, minimumNoticeMinutes: 120, horizonDays: 30 });
  });
});

async function aLead(reference: string): Promise<number> {
  const [lead] = await getDb()
    .insert(leads)
    .values({ reference, type: "consultation", fullName: "Pat Doe", payload: {} })
    .returning({ id: leads.id });
  return lead!.id;
}

const at = (iso: string) => new Date(iso).getTime();

describe("no double booking, decided by the database", () => {
  it("refuses a second booked meeting that overlaps one of the same rep, and allows adjacent, cancelled and other reps' meetings", async () => {
    const leadId = await aLead("BOOK1-TEST1");
    const rep = demoReps[0].id;
    const meeting = (uid: string, startsAt: string, endsAt: string, extra: { repId?: number; status?: string } = {}) =>
      getDb()
        .insert(bookings)
        .values({ leadId, repId: rep, startsAt: at(startsAt), endsAt: at(endsAt), icalUid: uid, ...extra });

    await meeting("a@test", "2027-04-05T15:00:00Z", "2027-04-05T15:30:00Z");
    const overlapping = await settle(() => meeting("b@test", "2027-04-05T15:15:00Z", "2027-04-05T15:45:00Z"));
    expect(overlapping).toBeInstanceOf(Error);
    expect(isRefusedValue(overlapping)).toBe(true);
    // A longer meeting around it, starting off the first one's grid, is refused just the same.
    expect(await settle(() => meeting("c@test", "2027-04-05T14:45:00Z", "2027-04-05T16:00:00Z"))).toBeInstanceOf(Error);

    await meeting("d@test", "2027-04-05T15:30:00Z", "2027-04-05T16:00:00Z");
    await meeting("e@test", "2027-04-05T15:00:00Z", "2027-04-05T15:30:00Z", { status: "cancelled" });
    await meeting("f@test", "2027-04-05T15:00:00Z", "2027-04-05T15:30:00Z", { repId: demoReps[1].id });
    // Bringing a cancelled meeting back over a booked one is refused too.
    expect(
      await settle(() => getDb().update(bookings).set({ status: "booked" }).where(eq(bookings.icalUid, "e@test"))),
    ).toBeInstanceOf(Error);
    // A meeting that ends before it starts is refused by a check.
    expect(await settle(() => meeting("g@test", "2027-04-06T15:30:00Z", "2027-04-06T15:00:00Z"))).toBeInstanceOf(Error);

    const booked = await getDb()
      .select()
      .from(bookings)
      .where(and(eq(bookings.repId, rep), eq(bookings.status, "booked")));
    expect(booked.map((row) => row.icalUid).sort()).toEqual(["a@test", "d@test"]);
  });
});

describe("loadAvailabilityInputs", () => {
  it("gives the rules the demo reps, their hours, holidays and meetings, and freeSlots lists their free times", async () => {
    // Wednesday 3 March 2027: Riley (Chicago) 9–12 and 1–5 Central, Jordan (New York) 9–5 Eastern.
    const [riley, jordan] = [demoReps[0].id, demoReps[1].id];
    const leadId = await aLead("BOOK2-TEST2");
    await getDb()
      .insert(bookings)
      .values({
        leadId,
        repId: riley,
        startsAt: at("2027-03-03T16:00:00Z"),
        endsAt: at("2027-03-03T16:30:00Z"),
        icalUid: "h@test",
      });
    await getDb()
      .insert(repTimeOff)
      .values({ staffId: jordan, startsOn: "2027-03-04", endsOn: "2027-03-04", note: "Dentist" });

    const inputs = await loadAvailabilityInputs(new Date("2027-03-03T06:00:00Z"), new Date("2027-03-05T06:00:00Z"));
    const demo = inputs.reps.filter((rep) => rep.repId === riley || rep.repId === jordan);
    expect(demo.map((rep) => [rep.repId, rep.timeZone, rep.weeklyHours.wed, rep.timeOff])).toEqual([
      [
        riley,
        "America/Chicago",
        [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "17:00" },
        ],
        [],
      ],
      [jordan, "America/New_York", [{ start: "09:00", end: "17:00" }], [{ from: "2027-03-04", to: "2027-03-04" }]],
    ]);
    expect(inputs.bookings).toContainEqual({
      repId: riley,
      startsAt: new Date("2027-03-03T16:00:00Z"),
      endsAt: new Date("2027-03-03T16:30:00Z"),
    });
    expect(inputs.settings).toEqual({
      meetingMinutes: 30,
      slotGridMinutes: 30,
      bufferMinutes: 0,
      minimumNoticeMinutes: 120,
      horizonDays: 30,
      version: expect.any(Number),
    });

    const slots = freeSlots({
      ...inputs,
      reps: demo,
      now: new Date("2027-03-01T12:00:00Z"),
      date: "2027-03-03",
      zone: "America/Chicago",
    });
    const central = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Chicago",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const listed = slots.map((slot) => `${central.format(slot.startsAt)} ${slot.repIds.join("+")}`);
    expect(listed).toEqual([
      `08:00 ${jordan}`,
      `08:30 ${jordan}`,
      `09:00 ${riley}+${jordan}`,
      `09:30 ${riley}+${jordan}`,
      `10:00 ${jordan}`, // Riley is booked at 10:00 Central
      `10:30 ${riley}+${jordan}`,
      `11:00 ${riley}+${jordan}`,
      `11:30 ${riley}+${jordan}`,
      `12:00 ${jordan}`,
      `12:30 ${jordan}`,
      `13:00 ${riley}+${jordan}`,
      `13:30 ${riley}+${jordan}`,
      `14:00 ${riley}+${jordan}`,
      `14:30 ${riley}+${jordan}`,
      `15:00 ${riley}+${jordan}`,
      `15:30 ${riley}+${jordan}`,
      `16:00 ${riley}`,
      `16:30 ${riley}`,
    ]);
    // Thursday: Jordan is off, so only Dana's hours are offered.
    const thursday = freeSlots({
      ...inputs,
      reps: demo,
      now: new Date("2027-03-01T12:00:00Z"),
      date: "2027-03-04",
      zone: "America/Chicago",
    });
    expect(new Set(thursday.flatMap((slot) => slot.repIds))).toEqual(new Set([riley]));
    expect(thursday).toHaveLength(14);
  });
});

describe("GET /api/availability", () => {
  /** The first weekday at least three days ahead that is not a holiday: inside the notice and the horizon. */
  function nextOpenWeekday(): string {
    const holidays = new Set(usFederalHolidays(2026, 2100).map((holiday) => holiday.date));
    const day = new Date(`${todayIn("America/Chicago")}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 3);
    while ([0, 6].includes(day.getUTCDay()) || holidays.has(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 1);
    return day.toISOString().slice(0, 10);
  }
  const get = (search: string) =>
    availabilityApi({ request: new Request(`http://localhost/api/availability?${search}`), params: {}, context: {} });

  it("lists the free starts of a date in the visitor's zone with the wizard's fields, never for a shared cache", async () => {
    const date = nextOpenWeekday();
    const response = await get(`date=${date}&time_zone=CT`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await response.json()) as { success: boolean; data: { time_zone: string; slots: Record<string, string>[] } };
    expect(body.success).toBe(true);
    expect(body.data.time_zone).toBe("CT");
    const central = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "2-digit", minute: "2-digit", hour12: true });
    for (const slot of body.data.slots) {
      // The fields say the instant's time in Chicago, and the meeting lasts 30 minutes.
      expect(`${slot.start_hour}:${slot.start_minute} ${slot.start_period}`).toBe(central.format(new Date(slot.starts_at ?? "")));
    }
    // The demo reps (decision 061) work 9 to 5 on weekdays, Central and Eastern: 8 AM Central is Jordan's 9 AM.
    const starts = body.data.slots.map((slot) => `${slot.start_hour}:${slot.start_minute} ${slot.start_period}`);
    expect(starts).toContain("08:00 AM");
    expect(starts).toContain("09:00 AM");
    expect(starts).toContain("04:30 PM");
    expect(starts).not.toContain("07:30 AM");
    expect(body.data.slots.find((slot) => slot.start_hour === "09" && slot.start_minute === "00")).toMatchObject({ end_hour: "09", end_minute: "30", end_period: "AM" });
  });

  it("answers a bad date or zone with a 400 that names it", async () => {
    for (const [search, field] of [["date=2026-02-30&time_zone=CT", "date"], [`date=${nextOpenWeekday()}&time_zone=CST`, "time_zone"]] as const) {
      const response = await get(search);
      expect(response.status, search).toBe(400);
      const body = (await response.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(new RegExp(`^${field} must be`));
    }
  });
});
