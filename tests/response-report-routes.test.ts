import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, leads } from "#db/schema";
import { loader as leadLoader } from "~/routes/admin.leads.$id";
import { action as outcomeAction, loader as outcomeLoader } from "~/routes/admin.meetings.$id.outcome";
import { loader as reportLoader } from "~/routes/admin.reports.response-times";
import { loader as reportCsvLoader } from "~/routes/admin.reports.response-times[.]csv";
import { getDb } from "~/utils/db.server";
import { settle, type Visitor } from "./support/requests";
import { staffWithSessions } from "./support/staff-sign-in";

/**
 * The response-time report's routes and the meeting-outcome form's action (decision 073):
 * who may open the report and its CSV, and what the action answers each kind of member
 * and each kind of meeting.
 */

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const accounts = {
  rep: { email: "outcome-rep@example.com", role: "sales", timeZone: "America/Chicago", name: "Rhea Rep" },
  other: { email: "outcome-other@example.com", role: "sales", timeZone: "America/Chicago" },
  boss: { email: "outcome-admin@example.com", role: "admin", timeZone: "America/New_York" },
  marketer: { email: "outcome-marketing@example.com", role: "marketing", timeZone: "America/Chicago" },
} as const;
const staff = { ids: {} as Record<keyof typeof accounts, number>, visitors: {} as Record<keyof typeof accounts, Visitor> };

let leadId = 0;
let pastMeeting = 0;
let futureMeeting = 0;

async function meeting(startsAt: number): Promise<{ leadId: number; meetingId: number }> {
  const reference = `RTR-${startsAt.toString(36).toUpperCase()}`;
  const [lead] = await getDb()
    .insert(leads)
    .values({ reference, type: "consultation", fullName: "Outcome Lead", payload: {}, ownerId: staff.ids.rep, dueAt: startsAt })
    .returning({ id: leads.id });
  const [row] = await getDb()
    .insert(bookings)
    .values({ leadId: lead!.id, repId: staff.ids.rep, startsAt, endsAt: startsAt + 30 * 60_000, icalUid: `${reference}@test` })
    .returning({ id: bookings.id });
  return { leadId: lead!.id, meetingId: row!.id };
}

const post = (who: keyof typeof accounts, id: number, fields: Record<string, string>, options: { csrf?: boolean } = {}) =>
  settle(() => outcomeAction(args(staff.visitors[who].form(`/admin/meetings/${id}/outcome`, fields, { honeypot: false, ...options }), { id: String(id) }))) as Promise<Response>;

const outcomeOf = async (id: number) => (await getDb().select({ outcome: bookings.outcome }).from(bookings).where(eq(bookings.id, id)))[0]?.outcome;

beforeAll(async () => {
  await staffWithSessions(accounts, staff);
  const hour = 60 * 60_000;
  const past = await meeting(Math.floor(Date.now() / hour) * hour - 2 * hour);
  leadId = past.leadId;
  pastMeeting = past.meetingId;
  futureMeeting = (await meeting(Math.floor(Date.now() / hour) * hour + 48 * hour)).meetingId;
});

describe("the response-time report's routes", () => {
  it("shows the whole table to sales and admins, and refuses marketing", async () => {
    const report = (await reportLoader(args(staff.visitors.other.get("/admin/reports/response-times")))) as Awaited<ReturnType<typeof reportLoader>>;
    expect(report.report.owners.map((row) => row.label)).toContain("Rhea Rep");
    expect(report.range.to).toBe(report.presets.find((preset) => preset.label === "Last 30 days")?.to);
    const refused = (await settle(() => reportLoader(args(staff.visitors.marketer.get("/admin/reports/response-times"))))) as Response;
    expect(refused.status).toBe(403);
    const csvRefused = (await settle(() => reportCsvLoader(args(staff.visitors.marketer.get("/admin/reports/response-times.csv"))))) as Response;
    expect(csvRefused.status).toBe(403);
  });

  it("downloads the CSV of the period with an audit line", async () => {
    const response = (await reportCsvLoader(args(staff.visitors.boss.get("/admin/reports/response-times.csv?from=2026-01-05&to=2026-01-04")))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    // Reversed ends are swapped, as on every staff date filter.
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="response-times-2026-01-04-to-2026-01-05.csv"');
    expect(await response.text()).toContain('"total","All leads","0"');
    const lines = await getDb().select().from(auditLog).where(eq(auditLog.staffEmail, accounts.boss.email));
    expect(lines.map((line) => line.summary)).toContain("Downloaded the response-time report as CSV: 8 rows (2026-01-04 to 2026-01-05)");
  });
});

describe("the meeting-outcome action", () => {
  it("answers 403 to a member who is neither the meeting's rep nor an admin, and to a post without the token", async () => {
    const other = await post("other", pastMeeting, { outcome: "kept" });
    expect(other.status).toBe(403);
    expect(await other.text()).toBe("Only the meeting's rep or an admin can record how it went.");
    expect((await post("rep", pastMeeting, { outcome: "kept" }, { csrf: false })).status).toBe(403);
    expect((await post("marketer", pastMeeting, { outcome: "kept" })).status).toBe(403);
    expect(await outcomeOf(pastMeeting)).toBeNull();
  });

  it("answers a clear 4xx before the start, for an unknown value and an unknown meeting", async () => {
    const early = await post("rep", futureMeeting, { outcome: "no_show" });
    expect(early.status).toBe(409);
    expect(await early.text()).toMatch(/has not started yet/);
    expect((await post("rep", pastMeeting, { outcome: "maybe" })).status).toBe(400);
    expect((await post("rep", 999_999_999, { outcome: "kept" })).status).toBe(404);
    expect(await outcomeOf(futureMeeting)).toBeNull();
  });

  it("records the rep's outcome and redirects to the lead, whose page shows it; a GET only leads to the inbox", async () => {
    const saved = await post("rep", pastMeeting, { outcome: "kept" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/admin/leads/${leadId}?outcome=saved`);
    expect(await outcomeOf(pastMeeting)).toBe("kept");
    const page = (await leadLoader(args(staff.visitors.rep.get(`/admin/leads/${leadId}`), { id: String(leadId) }))) as Awaited<ReturnType<typeof leadLoader>>;
    expect(page.meetingOutcome).toEqual({ bookingId: pastMeeting, outcome: "kept", label: "Kept", canRecord: true });
    const otherView = (await leadLoader(args(staff.visitors.other.get(`/admin/leads/${leadId}`), { id: String(leadId) }))) as Awaited<ReturnType<typeof leadLoader>>;
    expect(otherView.meetingOutcome?.canRecord).toBe(false);

    const get = (await settle(() => outcomeLoader(args(staff.visitors.rep.get(`/admin/meetings/${pastMeeting}/outcome`), { id: String(pastMeeting) })))) as Response;
    expect(get.headers.get("Location")).toBe("/admin/leads");
  });
});
