import { and, asc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { leads, leadTasks, staffUsers } from "#db/schema";
import { recordAudit, type AuditActor } from "~/features/audit/audit-log.server";
import { getDb, inTransaction } from "~/utils/db.server";

/**
 * Dated tasks on a lead (decision 072). A task is the owner's own reminder: it counts for
 * the lead's next due time (task-rules.ts) but never as a reply, so adding or finishing
 * one leaves the lead's reply clock (`first_response_at`) alone.
 */

export interface LeadTaskLine {
  id: number;
  title: string;
  dueAt: Date;
  doneAt: Date | null;
  createdBy: string | null;
  doneBy: string | null;
}

type Staff = AuditActor & { id: number };

/** Adds a task with its audit line; false when the lead does not exist. */
export function addLeadTask(leadId: number, staff: Staff, title: string, dueAt: Date): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [lead] = await tx.select({ reference: leads.reference }).from(leads).where(eq(leads.id, leadId)).limit(1);
    if (!lead) return false;
    await tx.insert(leadTasks).values({ leadId, title, dueAt: dueAt.getTime(), createdById: staff.id });
    await recordAudit(staff, { action: "task", entityType: "lead", entityId: lead.reference, summary: `Added a task to lead ${lead.reference}: “${title}”` }, tx);
    return true;
  });
}

/**
 * Marks an open task of the lead done, once: a second click (or a second tab) changes
 * nothing. False when the lead has no such open task.
 */
export function completeLeadTask(leadId: number, taskId: number, staff: Staff, now: Date = new Date()): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [done] = await tx
      .update(leadTasks)
      .set({ doneAt: now.getTime(), doneById: staff.id })
      .where(and(eq(leadTasks.id, taskId), eq(leadTasks.leadId, leadId), isNull(leadTasks.doneAt)))
      .returning({ title: leadTasks.title });
    if (!done) return false;
    const [lead] = await tx.select({ reference: leads.reference }).from(leads).where(eq(leads.id, leadId)).limit(1);
    await recordAudit(staff, { action: "task", entityType: "lead", entityId: lead?.reference ?? leadId, summary: `Done: “${done.title}” on lead ${lead?.reference ?? leadId}` }, tx);
    return true;
  });
}

/** A lead's tasks: open ones soonest first, then done ones most recently done first. */
export async function tasksOfLead(leadId: number): Promise<{ open: LeadTaskLine[]; done: LeadTaskLine[] }> {
  const rows = await getDb().select().from(leadTasks).where(eq(leadTasks.leadId, leadId)).orderBy(asc(leadTasks.dueAt), asc(leadTasks.id));
  const ids = [...new Set(rows.flatMap((row) => [row.createdById, row.doneById]).filter((id): id is number => id !== null))];
  const people = ids.length
    ? await getDb().select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(inArray(staffUsers.id, ids))
    : [];
  const names = new Map(people.map((person) => [person.id, person.name?.trim() || person.email]));
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const lines = rows.map((row) => ({
    id: row.id,
    title: row.title,
    dueAt: new Date(Number(row.dueAt)),
    doneAt: row.doneAt === null ? null : new Date(Number(row.doneAt)),
    createdBy: nameOf(row.createdById),
    doneBy: nameOf(row.doneById),
  }));
  return {
    open: lines.filter((line) => line.doneAt === null),
    done: lines.filter((line) => line.doneAt !== null).sort((a, b) => b.doneAt!.getTime() - a.doneAt!.getTime()),
  };
}

/** The due times of each lead's open tasks, by lead id (leads without one are absent). */
export async function openTaskDueTimes(leadIds: readonly number[]): Promise<Map<number, number[]>> {
  const due = new Map<number, number[]>();
  if (leadIds.length === 0) return due;
  const rows = await getDb()
    .select({ leadId: leadTasks.leadId, dueAt: leadTasks.dueAt })
    .from(leadTasks)
    .where(and(inArray(leadTasks.leadId, [...leadIds]), isNull(leadTasks.doneAt)));
  for (const row of rows) due.set(row.leadId, [...(due.get(row.leadId) ?? []), Number(row.dueAt)]);
  return due;
}

/** For a query over `leads`: the lead has an open task due in [from, until) (either end may be open). */
export function hasOpenTaskDue({ from, until }: { from?: number; until?: number }): SQL {
  const bounds = [from === undefined ? undefined : gte(leadTasks.dueAt, from), until === undefined ? undefined : lt(leadTasks.dueAt, until)];
  return sql`exists (select 1 from ${leadTasks} where ${and(eq(leadTasks.leadId, leads.id), isNull(leadTasks.doneAt), ...bounds)})`;
}

/** For a query over `leads`: the due time of the lead's soonest open task, or null. */
export const soonestOpenTaskDue: SQL = sql`(select min(${leadTasks.dueAt}) from ${leadTasks} where ${and(eq(leadTasks.leadId, leads.id), isNull(leadTasks.doneAt))})`;
