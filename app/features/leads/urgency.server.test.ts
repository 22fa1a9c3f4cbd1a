import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, leads, staffUsers } from "#db/schema";
import { addLeadTask, completeLeadTask, tasksOfLead } from "~/features/lead-tasks/lead-tasks.server";
import { createLead } from "~/features/lead-store/leads.server";
import type { StaffMember } from "~/features/staff/session.server";
import { getDb } from "~/utils/db.server";
import { loadInbox } from "./inbox.server";
import { loadRepDay } from "./rep-day.server";

/**
 * The inbox by urgency (decision 072): Due today and Overdue count open tasks as well as
 * a reply awaited, "today" is the reader's own day, and the due and meeting sorts. "Now"
 * is Sunday 2026-11-01, 9:00 AM in Chicago, the day the clocks went back (a 25-hour day
 * from 05:00Z to 06:00Z the next morning).
 */
const NOW = new Date("2026-11-01T15:00:00Z");
const HOUR = 3_600_000;
const PREFIX = `Urgency ${Date.now().toString(36)}`;

let chicago: StaffMember;
let honolulu: StaffMember;
const ids: Record<string, number> = {};

async function lead(key: string, fields: Partial<typeof leads.$inferInsert>, createdAt: string, type: "chat_callback" | "consultation" = "chat_callback") {
  const row = await createLead({ type, fullName: `${PREFIX} ${key}`, phone: "5125550100", payload: {}, channel: "form", details: [] }, "http://localhost");
  await getDb().update(leads).set({ dueAt: null, ownerId: chicago.id, ...fields, createdAt: Date.parse(createdAt) }).where(eq(leads.id, row.id));
  ids[key] = row.id;
  return row.id;
}
const answered = { status: "contacted", firstResponseAt: NOW.getTime() - 48 * HOUR };

beforeAll(async () => {
  const [rep] = await getDb().insert(staffUsers).values({ email: `urgency-${Date.now()}@example.com`, name: "Uma Urgent", passwordHash: "x" }).returning();
  chicago = { id: rep!.id, email: rep!.email, name: rep!.name, timeZone: "America/Chicago", role: "sales" };
  honolulu = { ...chicago, timeZone: "Pacific/Honolulu" };
  const by = { id: rep!.id, email: rep!.email };
  // A: a reply awaited since 8:00 AM CST today. D: a reply due at 2:00 PM today and a meeting on Tuesday.
  await lead("A", { dueAt: Date.parse("2026-11-01T14:00:00Z") }, "2026-10-30T10:00:00.000Z");
  await lead("D", { dueAt: Date.parse("2026-11-01T20:00:00Z") }, "2026-10-30T11:00:00.000Z", "consultation");
  // Answered leads whose tasks are due: B at 11:30 PM CST tonight, F at 8:30 AM (overdue), G at 12:30 AM CDT (overdue;
  // still Chicago's today, but Honolulu's yesterday), C on Thursday (its earlier task is done).
  await addLeadTask(await lead("B", answered, "2026-10-30T12:00:00.000Z"), by, "Call tonight", new Date("2026-11-02T05:30:00Z"));
  await addLeadTask(await lead("F", answered, "2026-10-30T13:00:00.000Z"), by, "Call this morning", new Date("2026-11-01T14:30:00Z"));
  await addLeadTask(await lead("G", answered, "2026-10-30T14:00:00.000Z"), by, "Call after midnight", new Date("2026-11-01T05:30:00Z"));
  const c = await lead("C", answered, "2026-10-30T15:00:00.000Z");
  await addLeadTask(c, by, "Done already", new Date("2026-11-01T13:00:00Z"));
  await completeLeadTask(c, (await tasksOfLead(c)).open[0]!.id, by);
  await addLeadTask(c, by, "Follow up", new Date("2026-11-05T15:00:00Z"));
  // E: nothing due, a meeting tomorrow.
  await lead("E", answered, "2026-10-30T16:00:00.000Z", "consultation");
  const meeting = (leadId: number, startsAt: string) => ({
    leadId,
    repId: rep!.id,
    startsAt: Date.parse(startsAt),
    endsAt: Date.parse(startsAt) + HOUR / 2,
    icalUid: `urgency-${leadId}@test`,
  });
  await getDb().insert(bookings).values([meeting(ids.D!, "2026-11-03T16:00:00Z"), meeting(ids.E!, "2026-11-02T16:00:00Z")]);
});

const names = async (query: string, viewer = chicago) =>
  (await loadInbox(new URLSearchParams(`q=${encodeURIComponent(PREFIX)}&${query}`), viewer, NOW)).leads.map((row) => row.fullName.slice(PREFIX.length + 1));

describe("the inbox by urgency", () => {
  it("counts open tasks as well as an awaited reply in Overdue", async () => {
    expect((await names("due=overdue")).sort()).toEqual(["A", "F", "G"]);
  });

  it("reads Due today as the reader's own day, 25 hours long when the clocks go back", async () => {
    expect((await names("due=today")).sort()).toEqual(["A", "B", "D", "F", "G"]);
    // In Honolulu G's task fell on Saturday evening.
    expect((await names("due=today", honolulu)).sort()).toEqual(["A", "B", "D", "F"]);
  });

  it("sorts by the next due time (nothing due last) and by the next meeting (none last, then newest first)", async () => {
    expect(await names("sort=due")).toEqual(["G", "A", "F", "D", "B", "C", "E"]);
    expect(await names("sort=meeting")).toEqual(["E", "D", "C", "G", "F", "B", "A"]);
    expect(await names("")).toEqual(["E", "C", "G", "F", "B", "D", "A"]);
  });

  it("gives each lead its badge on the reader's clock", async () => {
    const inbox = await loadInbox(new URLSearchParams(`q=${encodeURIComponent(PREFIX)}&sort=due`), chicago, NOW);
    const badges = Object.fromEntries(inbox.leads.map((row) => [row.fullName.slice(PREFIX.length + 1), row.badge?.text]));
    expect(badges).toEqual({
      G: "Overdue since today 12:30 AM",
      A: "Overdue since today 8:00 AM",
      F: "Overdue since today 8:30 AM",
      D: "Due today 2:00 PM",
      B: "Due today 11:30 PM",
      C: "Due Thu 9:00 AM",
      E: "Meeting tomorrow 10:00 AM",
    });
  });
});

describe("a rep's day", () => {
  it("lists today's meetings, then what is overdue, then what is due later today, on the rep's clock", async () => {
    // Tuesday: D's meeting, and nothing of this test's leads due that day but what was already overdue.
    const tuesday = await loadRepDay(chicago, new Date("2026-11-03T14:00:00Z"));
    expect(tuesday.today).toBe("November 3, 2026");
    expect(tuesday.meetings.map((meeting) => [meeting.fullName.slice(PREFIX.length + 1), meeting.when])).toEqual([["D", "10:00 AM – 10:30 AM"]]);

    const sunday = await loadRepDay(chicago, NOW);
    expect(sunday.meetings).toEqual([]);
    const lines = (items: typeof sunday.overdue) => items.map((item) => [item.leadName.slice(PREFIX.length + 1), item.what, item.badge.text]);
    expect(lines(sunday.overdue)).toEqual([
      ["G", "Call after midnight", "Overdue since today 12:30 AM"],
      ["A", "Reply to the lead", "Overdue since today 8:00 AM"],
      ["F", "Call this morning", "Overdue since today 8:30 AM"],
    ]);
    // D's reply at 2:00 PM and B's task at 11:30 PM, the 25th hour of the day; not C's task on Thursday.
    expect(lines(sunday.dueToday)).toEqual([
      ["D", "Reply to the lead", "Due today 2:00 PM"],
      ["B", "Call tonight", "Due today 11:30 PM"],
    ]);
    // Someone else's day holds none of it.
    expect(await loadRepDay({ ...chicago, id: chicago.id + 100_000 }, NOW)).toMatchObject({ meetings: [], overdue: [], dueToday: [] });
  });
});
