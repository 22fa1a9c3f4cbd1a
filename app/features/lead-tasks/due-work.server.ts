import { and, asc, eq, isNull, lt } from "drizzle-orm";
import { leads, leadTasks } from "#db/schema";
import { getDb } from "~/utils/db.server";

/** One thing due on a lead: its awaited reply, or an open task. */
export interface DueWorkItem {
  kind: "reply" | "task";
  leadId: number;
  leadName: string;
  businessName: string | null;
  /** The task's title; null for a reply. */
  title: string | null;
  dueAt: number;
}

/**
 * What is due before `until` (epoch ms) on the leads `ownerId` owns: each reply still
 * awaited (decision 069) and each open task, soonest first. A rep's day reads it.
 */
export async function dueWorkOf(ownerId: number, until: number): Promise<DueWorkItem[]> {
  const db = getDb();
  const lead = { leadId: leads.id, leadName: leads.fullName, businessName: leads.businessName };
  const [replies, tasks] = await Promise.all([
    db
      .select({ ...lead, dueAt: leads.dueAt })
      .from(leads)
      .where(and(eq(leads.ownerId, ownerId), isNull(leads.firstResponseAt), eq(leads.status, "pending"), lt(leads.dueAt, until)))
      .orderBy(asc(leads.dueAt))
      .limit(200),
    db
      .select({ ...lead, title: leadTasks.title, dueAt: leadTasks.dueAt })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .where(and(eq(leads.ownerId, ownerId), isNull(leadTasks.doneAt), lt(leadTasks.dueAt, until)))
      .orderBy(asc(leadTasks.dueAt))
      .limit(200),
  ]);
  return [
    ...replies.map((row) => ({ kind: "reply" as const, ...row, title: null, dueAt: Number(row.dueAt) })),
    ...tasks.map((row) => ({ kind: "task" as const, ...row, dueAt: Number(row.dueAt) })),
  ].sort((a, b) => a.dueAt - b.dueAt);
}
