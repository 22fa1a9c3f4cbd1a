import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, companyHolidays, leads, staffUsers } from "#db/schema";
import type { StaffMember } from "~/features/staff/session.server";
import { parseDateRange } from "~/utils/date-range";
import { getDb } from "~/utils/db.server";
import { meetingOutcomeOf, recordMeetingOutcome } from "./meeting-outcome.server";
import { loadResponseReport, responseReportCsv, type ReportRow } from "./response-report.server";

/*
 * A known week of leads (Monday 5 to Friday 9 October 2026, Central daylight time, UTC-5),
 * with Wednesday the 7th a company holiday, and the report's figures for it.
 */
const at = (iso: string) => new Date(iso).getTime();
const NOW = new Date("2026-10-12T16:00:00Z");
const RANGE = parseDateRange(new URLSearchParams({ from: "2026-10-05", to: "2026-10-09" }), "America/Chicago");

let ada: StaffMember;
let ben: StaffMember;
let admin: StaffMember;
let seq = 0;

async function staffMember(name: string, role: string): Promise<StaffMember> {
  const [row] = await getDb()
    .insert(staffUsers)
    .values({ email: `${name.toLowerCase().replace(/\W/g, "-")}-${Date.now()}@example.com`, name, passwordHash: "x", role })
    .returning();
  return { id: row!.id, email: row!.email, name: row!.name, timeZone: "America/Chicago", role: row!.role };
}

async function lead(values: {
  createdAt: number;
  type: string;
  ownerId: number | null;
  status?: string;
  dueAt: number | null;
  firstResponseAt?: number | null;
}): Promise<number> {
  seq++;
  const [row] = await getDb()
    .insert(leads)
    .values({ reference: `RT${seq}-${Date.now().toString(36)}`, fullName: `Lead ${seq}`, payload: {}, firstResponseAt: null, ...values })
    .returning({ id: leads.id });
  return row!.id;
}

async function booking(leadId: number, repId: number, startsAt: string, extra: { status?: string; outcome?: string | null } = {}): Promise<number> {
  const start = at(startsAt);
  const [row] = await getDb()
    .insert(bookings)
    .values({ leadId, repId, startsAt: start, endsAt: start + 30 * 60_000, icalUid: `report-${leadId}-${start}@test`, ...extra })
    .returning({ id: bookings.id });
  return row!.id;
}

const figures = (row: ReportRow | undefined) => {
  if (!row) return undefined;
  const { key: _key, ...rest } = row;
  return rest;
};

beforeAll(async () => {
  ada = await staffMember("Ada Rep", "sales");
  ben = await staffMember("Ben Rep", "sales");
  admin = await staffMember("Al Admin", "admin");
  await getDb().insert(companyHolidays).values({ date: "2026-10-07", name: "Report test holiday" }).onConflictDoNothing();

  // Ada: answered in 30 business minutes, in time.
  await lead({ createdAt: at("2026-10-05T15:00:00.000Z"), type: "merchant_application", ownerId: ada.id, status: "contacted", dueAt: at("2026-10-06T15:00:00Z"), firstResponseAt: at("2026-10-05T15:30:00Z") });
  // Ada: Monday 4 PM to Thursday 10 AM over the holiday = 60 + 480 + 0 + 60 = 600 minutes, late.
  await lead({ createdAt: at("2026-10-05T21:00:00.000Z"), type: "merchant_application", ownerId: ada.id, status: "qualified", dueAt: at("2026-10-06T21:00:00Z"), firstResponseAt: at("2026-10-08T15:00:00Z") });
  // Ada: a consultation whose meeting (Friday 10 AM) was kept, the reply at its start: 480 + 0 + 480 + 60 = 1,020 minutes, in time.
  const kept = await lead({ createdAt: at("2026-10-06T14:00:00.000Z"), type: "consultation", ownerId: ada.id, status: "won", dueAt: at("2026-10-09T15:00:00Z"), firstResponseAt: at("2026-10-09T15:00:00Z") });
  await booking(kept, ada.id, "2026-10-09T15:00:00Z", { outcome: "kept" });
  // Ben: arrived at night, its meeting missed and never answered (overdue); a cancelled earlier meeting is no meeting.
  const missed = await lead({ createdAt: at("2026-10-08T01:00:00.000Z"), type: "consultation", ownerId: ben.id, dueAt: at("2026-10-08T19:00:00Z") });
  await booking(missed, ben.id, "2026-10-08T19:00:00Z", { outcome: "no_show" });
  await booking(missed, ben.id, "2026-10-08T17:00:00Z", { status: "cancelled" });
  // Ben: not due yet.
  await lead({ createdAt: at("2026-10-09T17:00:00.000Z"), type: "chat_callback", ownerId: ben.id, dueAt: at("2026-10-12T17:00:00Z") });
  // Nobody's: answered at night, 360 business minutes (11 AM to 5 PM), in time.
  await lead({ createdAt: at("2026-10-08T16:00:00.000Z"), type: "partner_agent", ownerId: null, status: "lost", dueAt: at("2026-10-09T16:00:00Z"), firstResponseAt: at("2026-10-09T03:00:00Z") });
  // Outside the period: the Sunday before, and Saturday at midnight Central (the end is exclusive).
  await lead({ createdAt: at("2026-10-04T17:00:00.000Z"), type: "merchant_application", ownerId: ada.id, dueAt: at("2026-10-05T22:00:00Z") });
  await lead({ createdAt: at("2026-10-10T05:00:00.000Z"), type: "merchant_application", ownerId: ada.id, dueAt: at("2026-10-12T22:00:00Z") });
});

describe("the response-time report of a known week", () => {
  it("counts per owner, with the unassigned leads as their own row, in business minutes", async () => {
    const report = await loadResponseReport(RANGE, NOW);
    expect(report.owners.map((row) => row.label)).toEqual(["Ada Rep", "Ben Rep", "Unassigned"]);
    const [adaRow, benRow, nobody] = report.owners;
    expect(figures(adaRow)).toEqual({
      label: "Ada Rep",
      leads: 3,
      answered: 3,
      withinPromise: 2,
      overdue: 1,
      medianMinutes: 600,
      p90Minutes: 1020,
      promiseShare: 2 / 3,
      meetingsBooked: 1,
      meetingsKept: 1,
      meetingsMissed: 0,
      qualifiedOrWon: 2,
    });
    expect(figures(benRow)).toEqual({
      label: "Ben Rep",
      leads: 2,
      answered: 0,
      withinPromise: 0,
      overdue: 1,
      medianMinutes: null,
      p90Minutes: null,
      promiseShare: 0,
      meetingsBooked: 1,
      meetingsKept: 0,
      meetingsMissed: 1,
      qualifiedOrWon: 0,
    });
    expect(figures(nobody)).toMatchObject({ label: "Unassigned", leads: 1, answered: 1, withinPromise: 1, overdue: 0, medianMinutes: 360, p90Minutes: 360 });
    expect(figures(report.total)).toEqual({
      label: "All leads",
      leads: 6,
      answered: 4,
      withinPromise: 3,
      overdue: 2,
      medianMinutes: 360,
      p90Minutes: 1020,
      promiseShare: 0.6,
      meetingsBooked: 2,
      meetingsKept: 1,
      meetingsMissed: 1,
      qualifiedOrWon: 2,
    });
  });

  it("counts per lead type, every type shown, the ones without leads empty", async () => {
    const report = await loadResponseReport(RANGE, NOW);
    const byType = new Map(report.types.map((row) => [row.key, row]));
    expect(report.types).toHaveLength(7);
    expect(figures(byType.get("consultation"))).toMatchObject({ leads: 2, answered: 1, withinPromise: 1, overdue: 1, medianMinutes: 1020, meetingsBooked: 2, meetingsKept: 1, meetingsMissed: 1 });
    expect(figures(byType.get("merchant_application"))).toMatchObject({ leads: 2, medianMinutes: 30, p90Minutes: 600, qualifiedOrWon: 1 });
    expect(figures(byType.get("partner_bank"))).toMatchObject({ leads: 0, medianMinutes: null, promiseShare: null });
  });

  it("writes the same rows as CSV, minutes as whole numbers and the share as a percentage", async () => {
    const csv = responseReportCsv(await loadResponseReport(RANGE, NOW));
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe(
      '"table","row","leads","answered","answered_within_promise","overdue","promise_share_percent","median_business_minutes","p90_business_minutes","meetings_booked","meetings_kept","meetings_missed","qualified_or_won"',
    );
    expect(lines).toContain('"owner","Ada Rep","3","3","2","1","66.7","600","1020","1","1","0","2"');
    expect(lines).toContain('"owner","Unassigned","1","1","1","0","100","360","360","0","0","0","0"');
    expect(lines).toContain('"lead type","Partner: bank or financial institution","0","0","0","0","","","","0","0","0","0"');
    expect(lines.at(-1)).toBe('"total","All leads","6","4","3","2","60","360","1020","2","1","1","2"');
  });
});

describe("recording a meeting's outcome", () => {
  let leadId: number;
  let meetingId: number;
  const start = "2026-11-02T16:00:00Z";

  beforeAll(async () => {
    leadId = await lead({ createdAt: at("2026-10-30T15:00:00.000Z"), type: "consultation", ownerId: ada.id, dueAt: at(start) });
    meetingId = await booking(leadId, ada.id, start);
  });

  const firstResponse = async () => (await getDb().select({ at: leads.firstResponseAt }).from(leads).where(eq(leads.id, leadId)))[0]?.at;
  const outcome = async () => (await getDb().select({ outcome: bookings.outcome }).from(bookings).where(eq(bookings.id, meetingId)))[0]?.outcome;

  it("refuses before the start, an unknown value and someone who is neither its rep nor an admin, changing nothing", async () => {
    const before = new Date(at(start) - 60_000);
    expect(await recordMeetingOutcome(meetingId, "kept", ada, before)).toMatchObject({ refused: true, status: 409 });
    expect((await meetingOutcomeOf(leadId, ada, before))?.canRecord).toBe(false);
    const after = new Date(at(start) + 60_000);
    expect(await recordMeetingOutcome(meetingId, "attended", ada, after)).toMatchObject({ refused: true, status: 400 });
    expect(await recordMeetingOutcome(meetingId, "kept", ben, after)).toMatchObject({ refused: true, status: 403 });
    expect((await meetingOutcomeOf(leadId, ben, after))?.canRecord).toBe(false);
    expect(await recordMeetingOutcome(999_999_999, "kept", ada, after)).toBeNull();
    expect(await outcome()).toBeNull();
    expect(await firstResponse()).toBeNull();
  });

  it("lets the rep mark it kept (the lead's first reply, at the start), and an admin correct it to a no-show, each audited", async () => {
    const after = new Date(at(start) + 60 * 60_000);
    expect((await meetingOutcomeOf(leadId, ada, after))?.canRecord).toBe(true);
    expect(await recordMeetingOutcome(meetingId, "kept", ada, after)).toEqual({ leadId });
    expect(await outcome()).toBe("kept");
    expect(await firstResponse()).toBe(at(start));

    expect(await recordMeetingOutcome(meetingId, "no_show", admin, after)).toEqual({ leadId });
    expect(await outcome()).toBe("no_show");
    expect(await firstResponse()).toBeNull();
    expect((await meetingOutcomeOf(leadId, admin, after))?.label).toBe("No-show");

    // The same outcome again changes nothing and writes no line.
    await recordMeetingOutcome(meetingId, "no_show", admin, after);
    const [row] = await getDb().select({ reference: leads.reference }).from(leads).where(eq(leads.id, leadId));
    const lines = await getDb().select().from(auditLog).where(like(auditLog.summary, `Marked the meeting of lead ${row!.reference}%`)).orderBy(auditLog.id);
    expect(lines.map((line) => [line.staffEmail, line.action, line.summary.replace(/ on .* as /, " … as ")])).toEqual([
      [ada.email, "meeting-outcome", `Marked the meeting of lead ${row!.reference} … as Kept`],
      [admin.email, "meeting-outcome", `Marked the meeting of lead ${row!.reference} … as No-show (was Kept)`],
    ]);
  });

  it("refuses a cancelled meeting", async () => {
    await getDb().update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, meetingId));
    expect(await recordMeetingOutcome(meetingId, "kept", admin, new Date(at(start) + 60_000))).toMatchObject({ refused: true, status: 409 });
    expect(await outcome()).toBe("no_show");
  });
});
