import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "#db/open";
import { jobs, leads, routingPools, routingRules, staffUsers, type LeadRow } from "#db/schema";
import { storeConsultation } from "~/features/booking/book-meeting.server";
import { createJobWorker } from "~/features/jobs/job-worker.server";
import { listAssignments, recordAssignment } from "~/features/lead-routing/assignments.server";
import { addLeadNote, changeLeadStatus, createLead, type NewLead } from "~/features/lead-store/leads.server";
import { outboxDirectory } from "~/features/mail/send-mail.server";
import {
  escalationKeyPrefix,
  LEAD_ALERT_EMAIL_JOB,
  LEAD_OVERDUE_JOB,
  LEAD_REMINDER_JOB,
  LEAD_RETURN_JOB,
  scheduleEscalations,
} from "~/features/response-time/escalation-schedule.server";
import { activeAdmins } from "~/features/staff/staff-recipients.server";
import { databaseReady, getDb, inTransaction, onPostgres } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { mimePart } from "~/features/booking/invitation-test-fixtures";
import { zonedTimeToUtc } from "~/utils/time-zones";
import { bookableWeekday } from "../../../tests/support/booking-days";
import { openSecondConnection } from "../../../tests/support/second-connection";
import { ESCALATION_JOB_HANDLERS, markOverdue } from "./escalations.server";

/* An unanswered lead's reminder, overdue alerts and return to its pool (decision 071), on SQLite and PostgreSQL. */

const MINUTE = 60_000;
/** Friday 4 December 2026, 4 PM in Chicago: the lead arrives. */
const ARRIVED = new Date("2026-12-04T22:00:00.000Z");
/** One business day later: Monday 4 PM. */
const DUE = new Date("2026-12-07T22:00:00.000Z");
/** Halfway in business time: Monday noon (four open hours of eight), not Sunday. */
const HALFWAY = new Date("2026-12-07T18:00:00.000Z");

/** A second connection to the same database, as another app process has. */
let other: { db: AppDatabase; close: () => Promise<void> };
let rep: { id: number; email: string };
let rep2: { id: number; email: string };
let admin: { id: number; email: string };
let adminEmails: string[];

async function staff(email: string, values: Partial<typeof staffUsers.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(staffUsers)
    .values({ email, passwordHash: "x", ...values })
    .returning({ id: staffUsers.id, email: staffUsers.email });
  return row!;
}

beforeAll(async () => {
  await databaseReady();
  // No routing rules: new leads wait unowned, due on the company's calendar these times are counted on.
  await getDb().delete(routingRules);
  other = openSecondConnection();
  rep = await staff("rita.rep@example.com", { name: "Rita Rep", timeZone: "America/Denver" });
  rep2 = await staff("sam.second@example.com", { name: "Sam Second", timeZone: "Europe/London" });
  admin = await staff("ada.admin@example.com", { name: "Ada Admin", role: "admin" });
  await staff("gone.admin@example.com", { role: "admin", active: false });
  adminEmails = (await activeAdmins(getDb())).map((row) => row.email);
});

afterAll(async () => {
  await other.close();
});

beforeEach(async () => {
  rmSync(outboxDirectory(), { recursive: true, force: true });
  await getDb().delete(jobs);
});

let leadCount = 0;

/** A lead as createLead stores it, arrived Friday 4 PM and due Monday 4 PM, with its steps scheduled. */
async function unansweredLead(ownerId: number | null = null): Promise<LeadRow> {
  leadCount += 1;
  return inTransaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        reference: `ESC${leadCount}-TESTS`,
        type: "merchant_application",
        fullName: "Dana\nReyes",
        email: "dana@example.com",
        payload: {},
        ownerId,
        dueAt: DUE.getTime(),
        createdAt: ARRIVED.getTime(),
      })
      .returning();
    await scheduleEscalations(tx, lead!, { now: ARRIVED });
    return lead!;
  });
}

const worker = (at: Date, database: AppDatabase = getDb(), id = "worker") =>
  createJobWorker({ handlers: ESCALATION_JOB_HANDLERS, now: () => at, database: () => database, workerId: id, batchSize: 100 });

/**
 * Two workers running their passes at the same time: on PostgreSQL on two connections, as
 * two app processes have. On SQLite on the process's one connection: a second connection
 * in the same process would wait for the first's write lock while blocking the very
 * event loop that must release it (two processes do not have that problem).
 */
async function twoWorkers(at: Date): Promise<number> {
  const second = onPostgres() ? other.db : getDb();
  const [first, next] = await Promise.all([worker(at, getDb(), "first").runOnce(), worker(at, second, "second").runOnce()]);
  return first + next;
}

const jobsOf = (leadId: number) =>
  getDb()
    .select()
    .from(jobs)
    .where(sql`substr(${jobs.dedupeKey}, 1, ${escalationKeyPrefix(leadId).length}) = ${escalationKeyPrefix(leadId)}`)
    .orderBy(jobs.id);

/** The messages about `reference` in the outbox: To, Subject and the plain text. */
function sent(reference: string) {
  if (!existsSync(outboxDirectory())) return [];
  return readdirSync(outboxDirectory())
    .filter((file) => file.includes(`-lead-${reference}-`))
    .map((file) => {
      const raw = readFileSync(join(outboxDirectory(), file), "utf8");
      const header = (name: string) => new RegExp(`^${name}: (.+(?:\\r?\\n[ \\t].+)*)$`, "m").exec(raw)?.[1]?.replace(/\r?\n(?=[ \t])/g, "") ?? "";
      return { to: header("To"), subject: header("Subject"), text: mimePart(raw, /Content-Type: text\/plain/).body };
    });
}

async function leadNow(id: number) {
  const [row] = await getDb().select().from(leads).where(eq(leads.id, id));
  return row!;
}

describe("scheduling", () => {
  it("puts the reminder halfway in business time and the overdue check at the due time; again adds nothing", async () => {
    const lead = await unansweredLead(rep.id);
    await inTransaction((tx) => scheduleEscalations(tx, lead, { now: ARRIVED }));
    const rows = await jobsOf(lead.id);
    expect(rows.map((row) => [row.kind, new Date(row.runAt).toISOString(), row.status])).toEqual([
      [LEAD_REMINDER_JOB, HALFWAY.toISOString(), "pending"],
      [LEAD_OVERDUE_JOB, DUE.toISOString(), "pending"],
    ]);
  });

  it("gives a booked consultation no halfway reminder, and checks it at the meeting's end", async () => {
    const startsAt = zonedTimeToUtc(await bookableWeekday(3), 10 * 60, "America/Chicago");
    const input: NewLead = { type: "consultation", fullName: "Meg Meeting", email: "meg@example.com", payload: {}, channel: "form", details: [] };
    const outcome = await storeConsultation(input, { startsAt: [startsAt], offered: true, zone: "America/Chicago" }, { origin: "http://localhost" });
    if (outcome.status !== "booked") throw new Error(`expected a booked consultation, not ${outcome.status}`);
    expect(outcome.lead.dueAt).toBe(startsAt.getTime());
    const rows = await jobsOf(outcome.lead.id);
    expect(rows.map((row) => [row.kind, row.runAt])).toEqual([[LEAD_OVERDUE_JOB, outcome.meeting.endsAt.getTime()]]);
  });

  it("is called by createLead and by storeConsultation for a requested time", async () => {
    const input: NewLead = { type: "chat_callback", fullName: "Cal Back", phone: "5125550100", payload: {}, channel: "form", details: [] };
    const created = await createLead(input, "http://localhost");
    const requested = await storeConsultation({ ...input, type: "consultation" }, null, { origin: "http://localhost", now: ARRIVED });
    if (requested.status !== "requested") throw new Error(`expected a requested consultation, not ${requested.status}`);
    for (const lead of [created, requested.lead]) {
      const rows = await jobsOf(lead.id);
      expect(rows.map((row) => row.kind).sort()).toEqual([LEAD_OVERDUE_JOB, LEAD_REMINDER_JOB].sort());
      const overdue = rows.find((row) => row.kind === LEAD_OVERDUE_JOB)!;
      expect(overdue.runAt).toBe(lead.dueAt);
    }
    // Friday 4 PM: due Monday 4 PM, reminded Monday noon.
    expect((await jobsOf(requested.lead.id)).find((row) => row.kind === LEAD_REMINDER_JOB)?.runAt).toBe(HALFWAY.getTime());
  });
});

describe("the halfway reminder", () => {
  it("is e-mailed to the owner exactly once when two processes run their workers at the same time", async () => {
    const lead = await unansweredLead(rep.id);
    expect(await twoWorkers(new Date(HALFWAY.getTime() - 1))).toBe(0);
    await twoWorkers(HALFWAY);
    // Both passes again: nothing is left to send.
    await twoWorkers(new Date(HALFWAY.getTime() + MINUTE));
    const mails = sent(lead.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(rep.email);
    // Rita reads Denver time: Monday noon in Chicago is 11 AM there, and 4 PM due is 3 PM.
    expect(mails[0]!.subject).toBe(`Reply due by Mon, Dec 7, 2026, 3:00 PM MST: lead ${lead.reference}`);
    expect(mails[0]!.text).toContain("Reply due by: Mon, Dec 7, 2026, 3:00 PM MST (America/Denver)");
    expect(mails[0]!.text).toContain(`/admin/leads/${lead.id}`);
    expect((await jobsOf(lead.id)).filter((row) => row.status === "done").map((row) => row.kind)).toEqual([LEAD_REMINDER_JOB, LEAD_ALERT_EMAIL_JOB]);
  });

  it("is not sent to an owner the lead has left before the e-mail went out", async () => {
    const lead = await unansweredLead(rep.id);
    await createJobWorker({ handlers: { [LEAD_REMINDER_JOB]: ESCALATION_JOB_HANDLERS[LEAD_REMINDER_JOB]! }, now: () => HALFWAY }).runOnce();
    await inTransaction((tx) => recordAssignment(tx, { leadId: lead.id, ownerId: rep2.id, by: admin, reason: "reassign" }));
    await worker(HALFWAY).runOnce();
    expect(sent(lead.reference).map((mail) => [mail.to, mail.subject.split(":")[0]])).toEqual([[rep2.email, "Assigned to you"]]);
    expect((await jobsOf(lead.id)).find((row) => row.kind === LEAD_ALERT_EMAIL_JOB)?.lastError).toBe("the lead changed hands");
  });

  it("goes to the shared address for a lead nobody owns", async () => {
    const lead = await unansweredLead(null);
    await worker(HALFWAY).runOnce();
    expect(sent(lead.reference).map((mail) => mail.to)).toEqual([getEnv().LEADS_NOTIFY_TO]);
  });
});

describe("overdue at the due time", () => {
  it("marks the lead and e-mails its owner and every active admin exactly once, with two processes at it", async () => {
    const lead = await unansweredLead(rep.id);
    await twoWorkers(DUE);
    await twoWorkers(new Date(DUE.getTime() + MINUTE));
    expect((await leadNow(lead.id)).overdueAt).toBe(DUE.getTime());
    const mails = sent(lead.reference).filter((mail) => mail.subject.startsWith("Overdue"));
    expect(mails.map((mail) => mail.to).sort()).toEqual([rep.email, ...adminEmails].sort());
    expect(adminEmails).toContain(admin.email);
    expect(adminEmails).not.toContain("gone.admin@example.com");
    expect(mails.find((mail) => mail.to === rep.email)?.text).toContain("It is yours.");
    expect(mails.find((mail) => mail.to === admin.email)?.text).toContain("Its owner, Rita Rep, has been told too.");
    // The reminder whose time had also come went out once, before it.
    expect(sent(lead.reference).filter((mail) => mail.subject.startsWith("Reply due"))).toHaveLength(1);
  });

  it("lets only one of two processes mark the lead overdue, whatever runs the step twice", async () => {
    const lead = await unansweredLead(rep.id);
    const outcomes = await Promise.all([
      markOverdue(getDb(), { leadId: lead.id, dueAt: DUE.getTime() }, DUE),
      markOverdue(other.db, { leadId: lead.id, dueAt: DUE.getTime() }, new Date(DUE.getTime() + 1)),
    ]);
    expect(outcomes.filter((outcome) => outcome === "done")).toHaveLength(1);
    expect(outcomes).toContainEqual({ nothingToDo: "the lead is already overdue" });
    const alerts = (await jobsOf(lead.id)).filter((row) => row.kind === LEAD_ALERT_EMAIL_JOB);
    expect(alerts).toHaveLength(1 + adminEmails.length);
  });

  it("tells the admins and the shared address about a lead nobody owns", async () => {
    const lead = await unansweredLead(null);
    await worker(DUE).runOnce();
    const mails = sent(lead.reference).filter((mail) => mail.subject.startsWith("Overdue"));
    expect(mails.map((mail) => mail.to).sort()).toEqual([getEnv().LEADS_NOTIFY_TO, ...adminEmails].sort());
    expect(mails.find((mail) => mail.to === admin.email)?.text).toContain("Nobody owns it yet.");
  });
});

describe("an answered lead", () => {
  it("has its pending steps cancelled by a status change from New, and nothing is sent or marked", async () => {
    const lead = await unansweredLead(rep.id);
    await changeLeadStatus(lead.id, "contacted", rep, "Status changed to Contacted");
    expect((await jobsOf(lead.id)).map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
    await worker(new Date(DUE.getTime() + 60 * MINUTE)).runOnce();
    expect(sent(lead.reference)).toEqual([]);
    expect((await leadNow(lead.id)).overdueAt).toBeNull();
  });

  it("has them cancelled by a logged call, not by a plain note", async () => {
    const lead = await unansweredLead(rep.id);
    await addLeadNote(lead.id, rep, "Left a voicemail? No, just a thought.", "note");
    expect((await jobsOf(lead.id)).map((row) => row.status)).toEqual(["pending", "pending"]);
    await addLeadNote(lead.id, rep, "Called, they will send statements.", "call");
    expect((await jobsOf(lead.id)).map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
  });

  it("sends nothing even when a step escaped the cancellation: the step checks the lead when it runs", async () => {
    const lead = await unansweredLead(rep.id);
    // The reminder step ran and made its e-mail; the answer comes before the e-mail is sent.
    await createJobWorker({ handlers: { [LEAD_REMINDER_JOB]: ESCALATION_JOB_HANDLERS[LEAD_REMINDER_JOB]! }, now: () => HALFWAY }).runOnce();
    await addLeadNote(lead.id, rep, "Called.", "call");
    expect((await jobsOf(lead.id)).map((row) => [row.kind, row.status])).toEqual([
      [LEAD_REMINDER_JOB, "done"],
      [LEAD_OVERDUE_JOB, "cancelled"],
      [LEAD_ALERT_EMAIL_JOB, "cancelled"],
    ]);
    // As if both had been claimed just before the answer committed.
    await getDb().update(jobs).set({ status: "pending", finishedAt: null }).where(and(eq(jobs.status, "cancelled"), inArray(jobs.kind, [LEAD_OVERDUE_JOB, LEAD_ALERT_EMAIL_JOB])));
    await worker(DUE).runOnce();
    expect(sent(lead.reference)).toEqual([]);
    expect((await leadNow(lead.id)).overdueAt).toBeNull();
    expect((await jobsOf(lead.id)).slice(1).map((row) => [row.status, row.lastError])).toEqual([
      ["cancelled", "the lead has been answered"],
      ["cancelled", "the lead has been answered"],
    ]);
  });

  it("gets no step for an earlier due time", async () => {
    const lead = await unansweredLead(rep.id);
    await getDb().update(leads).set({ dueAt: DUE.getTime() + 24 * 60 * MINUTE }).where(eq(leads.id, lead.id));
    await worker(DUE).runOnce();
    expect(sent(lead.reference)).toEqual([]);
    expect((await jobsOf(lead.id)).map((row) => row.lastError)).toEqual(["the lead's due time changed", "the lead's due time changed"]);
  });
});

describe("return to the pool", () => {
  async function routedLead(returnAfterMinutes: number | null) {
    const [pool] = await getDb()
      .insert(routingPools)
      .values({ name: `Pool ${leadCount + 1}`, returnOverdueAfterMinutes: returnAfterMinutes })
      .returning();
    const lead = await unansweredLead(null);
    await inTransaction((tx) => recordAssignment(tx, { leadId: lead.id, ownerId: rep.id, by: null, reason: "rule", poolId: pool!.id }, ARRIVED));
    return { lead, pool: pool! };
  }

  it("releases an overdue lead after the pool's minutes, with a line in its history; its next owner is told", async () => {
    const { lead, pool } = await routedLead(30);
    await worker(DUE).runOnce();
    const back = (await jobsOf(lead.id)).find((row) => row.kind === LEAD_RETURN_JOB);
    expect(back).toMatchObject({ status: "pending", runAt: DUE.getTime() + 30 * MINUTE });
    await worker(new Date(DUE.getTime() + 29 * MINUTE)).runOnce();
    expect((await leadNow(lead.id)).ownerId).toBe(rep.id);
    await twoWorkers(new Date(DUE.getTime() + 30 * MINUTE));
    expect((await leadNow(lead.id)).ownerId).toBeNull();
    const history = await listAssignments(lead.id);
    expect(history.map((line) => [line.ownerName, line.reason, line.poolName, line.byName])).toEqual([
      ["Rita Rep", "rule", pool.name, null],
      [null, "returned", pool.name, null],
    ]);
    // The backlog hands it out: the new owner gets "assigned to you" with the reply time on their clock.
    await inTransaction((tx) => recordAssignment(tx, { leadId: lead.id, ownerId: rep2.id, by: null, reason: "backlog", poolId: pool.id }));
    await worker(new Date(DUE.getTime() + 31 * MINUTE)).runOnce();
    const assigned = sent(lead.reference).filter((mail) => mail.subject.startsWith("Assigned"));
    expect(assigned.map((mail) => [mail.to, mail.subject])).toEqual([[rep2.email, `Assigned to you: lead ${lead.reference}`]]);
    expect(assigned[0]!.text).toContain("is now yours: Handed out from the waiting list.");
    expect(assigned[0]!.text).toContain("Reply due by: Mon, Dec 7, 2026, 10:00 PM GMT (Europe/London)");
  });

  it("leaves the lead with its owner when the pool does not return leads", async () => {
    const { lead } = await routedLead(null);
    await worker(DUE).runOnce();
    expect((await jobsOf(lead.id)).map((row) => row.kind)).not.toContain(LEAD_RETURN_JOB);
    expect((await leadNow(lead.id)).ownerId).toBe(rep.id);
  });

  it("leaves a lead that changed hands after it became overdue with its new owner", async () => {
    const { lead } = await routedLead(30);
    await worker(DUE).runOnce();
    await inTransaction((tx) => recordAssignment(tx, { leadId: lead.id, ownerId: rep2.id, by: admin, reason: "reassign" }));
    await worker(new Date(DUE.getTime() + 30 * MINUTE)).runOnce();
    expect((await leadNow(lead.id)).ownerId).toBe(rep2.id);
    expect((await jobsOf(lead.id)).find((row) => row.kind === LEAD_RETURN_JOB)?.lastError).toBe("the lead changed hands since it became overdue");
  });
});

describe("assigned to you", () => {
  it("is not sent to someone who takes a lead themselves, nor for a lead routed as it arrives", async () => {
    const lead = await unansweredLead(null);
    await inTransaction((tx) => recordAssignment(tx, { leadId: lead.id, ownerId: rep.id, by: null, reason: "rule" }));
    await inTransaction((tx) => recordAssignment(tx, { leadId: lead.id, ownerId: rep2.id, by: rep2, reason: "claim" }));
    await inTransaction((tx) => recordAssignment(tx, { leadId: lead.id, ownerId: rep.id, by: rep2, reason: "reassign" }));
    await worker(ARRIVED).runOnce();
    expect(sent(lead.reference).map((mail) => [mail.to, mail.subject])).toEqual([[rep.email, `Assigned to you: lead ${lead.reference}`]]);
  });
});
