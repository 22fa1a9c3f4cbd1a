import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "#db/open";
import { companyHolidays, jobs, leadAssignments, leads, repTimeOff, repWeeklyHours, routingPoolMembers, routingPools, routingRules, staffUsers } from "#db/schema";
import { insertLead, type NewLead } from "~/features/lead-store/leads.server";
import { newLeadReference } from "~/features/lead-store/lead-reference";
import { oneBusinessDayAfter } from "~/features/response-time/business-time";
import { databaseReady, getDb, inTransaction } from "~/utils/db.server";
import { recordAssignment } from "./assignments.server";
import { businessCalendarOf } from "./availability";
import { BACKLOG_JOB } from "./backlog-schedule.server";
import { openSecondConnection } from "../../../tests/support/second-connection";
import { drainBacklog, loadPeople, loadRoutingContext, pickFromPool, routeOnArrival } from "./routing.server";

/* Lead routing on SQLite and PostgreSQL (decision 070): rules, pools, the backlog, two processes at once. */

// Tuesday 3 March 2026, 10 AM in Chicago; nobody's holiday.
const TUESDAY_10AM = new Date("2026-03-03T16:00:00Z");
// Wednesday 4 March, 8:30 AM in Chicago: before anyone with company hours starts.
const WEDNESDAY_EARLY = new Date("2026-03-04T14:30:00Z");
const ALL_DAY = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((weekday) => ({ weekday, startTime: "00:00", endTime: "24:00" }));

let other: { db: AppDatabase; close: () => Promise<void> };
const people: number[] = [];

beforeAll(async () => {
  await databaseReady();
  other = openSecondConnection();
  for (const name of ["Ann", "Ben", "Cat", "Dan"]) {
    const [row] = await getDb()
      .insert(staffUsers)
      .values({ email: `${name.toLowerCase()}-routing-${Date.now()}@example.com`, name, passwordHash: "x", timeZone: "America/Chicago" })
      .returning();
    people.push(row!.id);
  }
});

afterAll(async () => {
  await other.close();
});

beforeEach(async () => {
  const db = getDb();
  await db.delete(leadAssignments);
  await db.delete(leads);
  await db.delete(routingRules);
  await db.delete(routingPools);
  await db.delete(jobs);
  await db.delete(repTimeOff).where(inArray(repTimeOff.staffId, people));
  await db.delete(repWeeklyHours).where(inArray(repWeeklyHours.staffId, people));
  await db.update(staffUsers).set({ active: true }).where(inArray(staffUsers.id, people));
  // Everyone works around the clock unless a test says otherwise.
  await db.insert(repWeeklyHours).values(people.flatMap((staffId) => ALL_DAY.map((hours) => ({ staffId, ...hours }))));
});

async function pool(name: string, members: { staffId: number; weight?: number; dailyCap?: number | null }[]): Promise<number> {
  const [row] = await getDb().insert(routingPools).values({ name }).returning();
  if (members.length) await getDb().insert(routingPoolMembers).values(members.map((member) => ({ poolId: row!.id, weight: 1, ...member })));
  return row!.id;
}

async function rule(position: number, values: Partial<typeof routingRules.$inferInsert>): Promise<number> {
  const [row] = await getDb().insert(routingRules).values({ position, name: `rule ${position}`, ...values }).returning();
  return row!.id;
}

const lead = (extra: Partial<NewLead> = {}): NewLead => ({ type: "chat_callback", fullName: "Lee Lead", phone: "5125550100", payload: {}, channel: "form", details: [], ...extra });

async function arrive(now: Date, extra: Partial<NewLead> = {}, database?: AppDatabase) {
  return inTransaction(async (tx) => routeOnArrival(tx, await insertLead(tx, lead(extra), newLeadReference(), null, new Date(now.getTime() + 86_400_000)), now), database);
}

async function owners(count: number, now: Date, step = 60_000): Promise<(number | null)[]> {
  const result: (number | null)[] = [];
  for (let index = 0; index < count; index++) result.push((await arrive(new Date(now.getTime() + index * step))).ownerId);
  return result;
}

const tally = (ids: (number | null)[]) => ids.reduce<Record<string, number>>((counts, id) => ({ ...counts, [String(id)]: (counts[String(id)] ?? 0) + 1 }), {});

describe("rules", () => {
  it("sends a lead by the first active matching rule, to a person or a pool, and the rest to the catch-all", async () => {
    const [ann, ben, cat] = people as [number, number, number];
    const partners = await pool("Partners desk", [{ staffId: ben }]);
    const everyone = await pool("Everyone", [{ staffId: cat }]);
    await rule(10, { name: "Big retail", industries: ["retail"], volumeBands: ["over_500k"], targetStaffId: ann });
    await rule(20, { name: "Partners", leadTypes: ["partner_agent", "partner_bank"], targetPoolId: partners });
    await rule(30, { name: "Inactive", leadTypes: ["chat_callback"], targetStaffId: ann, active: false });
    const catchAll = await rule(100, { name: "Everything else", targetPoolId: everyone });

    const big = await arrive(TUESDAY_10AM, { type: "consultation", payload: { industry_type: "retail", processing_volume: "over_500k" } });
    expect(big.ownerId).toBe(ann);
    expect((await arrive(TUESDAY_10AM, { type: "partner_bank" })).ownerId).toBe(ben);
    const chat = await arrive(TUESDAY_10AM);
    expect(chat.ownerId).toBe(cat);
    const [line] = await getDb().select().from(leadAssignments).where(eq(leadAssignments.leadId, chat.id));
    expect(line).toMatchObject({ ownerId: cat, reason: "rule", ruleId: catchAll, poolId: everyone, assignedAt: TUESDAY_10AM.getTime() });

    // A rule's person who is no longer active: the lead falls through to the catch-all's pool.
    await getDb().update(staffUsers).set({ active: false }).where(eq(staffUsers.id, ann));
    expect((await arrive(TUESDAY_10AM, { type: "consultation", payload: { industry_type: "retail", processing_volume: "over_500k" } })).ownerId).toBe(cat);
  });

  it("makes a lead assigned on arrival due one business day later on its owner's calendar", async () => {
    const [ann] = people as [number];
    await getDb().delete(repWeeklyHours).where(eq(repWeeklyHours.staffId, ann));
    // Ann has no hours on record: she works the company's, weekdays 9 to 5 on her own clock (Chicago).
    await rule(100, { targetPoolId: await pool("Solo", [{ staffId: ann }]) });
    const friday4pm = new Date("2026-03-06T22:00:00Z");
    const stored = await arrive(friday4pm);
    expect(stored.ownerId).toBe(ann);
    const person = (await loadPeople(getDb(), [ann], friday4pm)).get(ann)!;
    const expected = oneBusinessDayAfter(friday4pm, businessCalendarOf(person))!;
    // An hour on Friday, seven on Monday: Monday 4 PM, after the clocks went forward on Sunday.
    expect(expected.toISOString()).toBe("2026-03-09T21:00:00.000Z");
    const [row] = await getDb().select().from(leads).where(eq(leads.id, stored.id));
    expect(row!.dueAt).toBe(expected.getTime());
  });
});

describe("a pool's round robin", () => {
  it("goes round evenly, by weight, and within a daily cap", async () => {
    const [ann, ben, cat] = people as [number, number, number];
    await rule(100, { targetPoolId: await pool("Even", [{ staffId: ann }, { staffId: ben }, { staffId: cat }]) });
    expect(tally(await owners(9, TUESDAY_10AM))).toEqual({ [ann]: 3, [ben]: 3, [cat]: 3 });

    await getDb().delete(routingRules);
    await rule(100, { targetPoolId: await pool("Weighted", [{ staffId: ann, weight: 2 }, { staffId: ben }]) });
    expect(tally(await owners(9, TUESDAY_10AM))).toEqual({ [ann]: 6, [ben]: 3 });

    await getDb().delete(routingRules);
    await rule(100, { targetPoolId: await pool("Capped", [{ staffId: ann, dailyCap: 2 }, { staffId: ben }]) });
    expect(tally(await owners(8, TUESDAY_10AM))).toEqual({ [ann]: 2, [ben]: 6 });
    // The cap counts the member's own calendar day: the next day, Ann is back.
    expect(await owners(1, new Date(TUESDAY_10AM.getTime() + 86_400_000))).toEqual([ann]);
  });

  it("skips whoever is off: time off, outside their hours, a company holiday", async () => {
    const [ann, ben, cat] = people as [number, number, number];
    await rule(100, { targetPoolId: await pool("Skips", [{ staffId: ann }, { staffId: ben }, { staffId: cat }]) });
    await getDb().insert(repTimeOff).values({ staffId: ann, startsOn: "2026-03-03", endsOn: "2026-03-03" });
    await getDb().delete(repWeeklyHours).where(eq(repWeeklyHours.staffId, ben));
    await getDb().insert(repWeeklyHours).values({ staffId: ben, weekday: "tue", startTime: "13:00", endTime: "17:00" });
    expect(tally(await owners(4, TUESDAY_10AM))).toEqual({ [cat]: 4 });

    // A company holiday, on each person's own date: nobody; the lead waits and the backlog is scheduled.
    const [holiday] = await getDb().insert(companyHolidays).values({ date: "2026-03-10", name: "Test day" }).onConflictDoNothing().returning();
    try {
      expect(await owners(1, new Date("2026-03-10T16:00:00Z"))).toEqual([null]);
      expect((await getDb().select().from(jobs).where(eq(jobs.kind, BACKLOG_JOB))).length).toBeGreaterThan(0);
    } finally {
      if (holiday) await getDb().delete(companyHolidays).where(eq(companyHolidays.id, holiday.id));
    }
  });

  it("lets a newly added member start level, with no run of catch-up leads", async () => {
    const [ann, ben, cat] = people as [number, number, number];
    const poolId = await pool("Growing", [{ staffId: ann }, { staffId: ben }]);
    await rule(100, { targetPoolId: poolId });
    await owners(20, TUESDAY_10AM);
    await getDb().insert(routingPoolMembers).values({ poolId, staffId: cat, weight: 1 });
    const next = await owners(6, new Date(TUESDAY_10AM.getTime() + 3_600_000));
    expect(tally(next)).toEqual({ [ann]: 2, [ben]: 2, [cat]: 2 });
  });

  it("never gives one turn twice when two processes route at the same moment", async () => {
    const [ann, ben] = people as [number, number];
    await rule(100, { targetPoolId: await pool("Race", [{ staffId: ann }, { staffId: ben }]) });
    const picked: (number | null)[] = [];
    for (let round = 0; round < 5; round++) {
      const at = new Date(TUESDAY_10AM.getTime() + round * 60_000);
      const pair = await Promise.all([arrive(at), arrive(at, {}, other.db)]);
      picked.push(...pair.map((row) => row.ownerId));
      expect(new Set(pair.map((row) => row.ownerId)).size, `round ${round}`).toBe(2);
    }
    expect(tally(picked)).toEqual({ [ann]: 5, [ben]: 5 });
  });
});

describe("the backlog", () => {
  it("hands out the waiting leads oldest first once someone can take them, keeping their due times", async () => {
    const [ann, ben] = people as [number, number];
    await getDb().delete(repWeeklyHours).where(inArray(repWeeklyHours.staffId, [ann, ben]));
    // No hours on record: company hours (9 to 5) on their own clocks.
    const poolId = await pool("Day shift", [{ staffId: ann, dailyCap: 1 }, { staffId: ben, dailyCap: 1 }]);
    await rule(100, { targetPoolId: poolId });
    const waiting = [];
    for (let index = 0; index < 3; index++) waiting.push(await arrive(new Date(WEDNESDAY_EARLY.getTime() + index * 60_000)));
    expect(waiting.map((row) => row.ownerId)).toEqual([null, null, null]);
    const scheduled = await getDb().select().from(jobs).where(eq(jobs.kind, BACKLOG_JOB));
    // Next look: when the first of them starts work, 9 AM in Chicago (at most an hour away, in case of a change nobody announced).
    expect(new Set(scheduled.map((job) => new Date(Number(job.runAt)).toISOString()))).toEqual(new Set(["2026-03-04T15:00:00.000Z"]));

    expect(await drainBacklog(WEDNESDAY_EARLY)).toEqual({ assigned: 0, waiting: 3 });
    const morning = new Date("2026-03-04T15:30:00Z");
    // Two of the three fit under the caps: the two oldest go.
    expect(await drainBacklog(morning)).toEqual({ assigned: 2, waiting: 1 });
    const rows = await getDb().select().from(leads).where(inArray(leads.id, waiting.map((row) => row.id)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(waiting.map((row) => byId.get(row.id)!.ownerId === null)).toEqual([false, false, true]);
    expect(waiting.map((row) => byId.get(row.id)!.dueAt)).toEqual(waiting.map((row) => row.dueAt));
    const lines = await getDb().select().from(leadAssignments).where(eq(leadAssignments.reason, "backlog"));
    expect(lines.map((line) => line.poolId)).toEqual([poolId, poolId]);
  });

  it("gives a lead taken back from an overdue owner to someone else, or back to them when nobody else can take it", async () => {
    const [ann, ben] = people as [number, number];
    const poolId = await pool("Returns", [{ staffId: ann }, { staffId: ben }]);
    await rule(100, { targetPoolId: poolId });
    const [first, second] = [await arrive(TUESDAY_10AM), await arrive(new Date(TUESDAY_10AM.getTime() + 60_000))];
    const back = new Date(TUESDAY_10AM.getTime() + 120_000);
    await inTransaction((tx) => recordAssignment(tx, { leadId: first.id, ownerId: null, by: null, reason: "returned", poolId }, back));
    const later = new Date(back.getTime() + 60_000);
    // Whose turn it would be: the very owner the lead was taken from (the test means nothing otherwise).
    expect(await pickFromPool(getDb(), await loadRoutingContext(getDb(), later), poolId, later)).toBe(first.ownerId);
    expect(await drainBacklog(later)).toEqual({ assigned: 1, waiting: 0 });
    const [row] = await getDb().select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, first.id));
    expect(row!.ownerId).toBe(second.ownerId);
    expect(row!.ownerId).not.toBe(first.ownerId);

    // Taken back again, with its new owner the only one of the pool still active: it goes back to them rather than to nobody.
    await getDb().update(staffUsers).set({ active: false }).where(eq(staffUsers.id, first.ownerId!));
    const again = new Date(later.getTime() + 60_000);
    await inTransaction((tx) => recordAssignment(tx, { leadId: first.id, ownerId: null, by: null, reason: "returned", poolId }, again));
    expect(await drainBacklog(new Date(again.getTime() + 60_000))).toEqual({ assigned: 1, waiting: 0 });
    const [alone] = await getDb().select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, first.id));
    expect(alone!.ownerId).toBe(second.ownerId);
    expect([ann, ben]).toContain(alone!.ownerId);
  });

  it("passes over closed leads and is nudged when a lead is let go", async () => {
    const [ann] = people as [number];
    await rule(100, { targetPoolId: await pool("Any time", [{ staffId: ann }]) });
    const won = await arrive(TUESDAY_10AM);
    await getDb().update(leads).set({ status: "won" }).where(eq(leads.id, won.id));
    await getDb().delete(jobs);
    await inTransaction((tx) => recordAssignment(tx, { leadId: won.id, ownerId: null, by: null, reason: "reassign" }, TUESDAY_10AM));
    expect(await getDb().select({ kind: jobs.kind }).from(jobs)).toEqual([{ kind: BACKLOG_JOB }]);
    expect(await drainBacklog(TUESDAY_10AM)).toEqual({ assigned: 0, waiting: 0 });
    const [row] = await getDb().select().from(leads).where(and(eq(leads.id, won.id)));
    expect(row!.ownerId).toBeNull();
  });
});
