import { and, desc, eq, isNull } from "drizzle-orm";
import * as z from "zod";
import { leadAssignments, leads, routingPools, type LeadRow } from "#db/schema";
import type { AppDatabase } from "#db/open";
import { enqueueJob } from "~/features/jobs/job-queue.server";
import type { JobContext, JobHandlers, JobOutcome } from "~/features/jobs/job-worker.server";
import { sendMail } from "~/features/mail/send-mail.server";
import { leadTypeLabel } from "~/features/lead-store/lead-types";
import { ASSIGNED_TO_YOU_JOB, ASSIGNMENT_REASONS, recordAssignment, type AssignmentReason } from "~/features/lead-routing/assignments.server";
import { nudgeBacklog } from "~/features/lead-routing/backlog-schedule.server";
import { COMPANY_HOURS } from "~/features/response-time/due-times.server";
import {
  EscalationPayload,
  escalationKey,
  LEAD_ALERT_EMAIL_JOB,
  LEAD_OVERDUE_JOB,
  LEAD_REMINDER_JOB,
  LEAD_RETURN_JOB,
} from "~/features/response-time/escalation-schedule.server";
import { activeAdmins, activeStaffRecipient } from "~/features/staff/staff-recipients.server";
import { inTransaction, lockForDecision } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { configuredSiteOrigin } from "~/utils/origin.server";
import { composeLeadAlert, type AlertReader, type LeadAlert } from "./lead-alert-emails";
import { stepStale } from "./escalation-rules";

/**
 * The handlers of an unanswered lead's steps (decision 071; scheduled by
 * app/features/response-time/escalation-schedule.server.ts) and of the "assigned to you"
 * e-mail. A step decides inside a transaction, re-reading the lead, and does nothing for a
 * lead that was answered, is no longer New, or is now due at another time. Each e-mail is
 * a job of its own, to one recipient, so a failed send is retried for that recipient alone.
 */

const AlertEmailPayload = EscalationPayload.extend({
  alert: z.enum(["reminder", "overdue"]),
  /** Null: the shared sales address (LEADS_NOTIFY_TO). */
  staffId: z.number().int().positive().nullable(),
});
const ReturnPayload = EscalationPayload.extend({
  /** The owner who let it pass its due time: a lead that changed hands since stays with its new owner. */
  ownerId: z.number().int().positive(),
  poolId: z.number().int().positive(),
});
const AssignedPayload = z.object({
  leadId: z.number().int().positive(),
  ownerId: z.number().int().positive(),
  reason: z.enum(Object.keys(ASSIGNMENT_REASONS) as [AssignmentReason, ...AssignmentReason[]]),
});

type StepContext = JobContext & { job: { id: number } };

async function leadById(db: AppDatabase, leadId: number): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  return row ?? null;
}

/** The shared sales address, reading times on the company's clock. */
function sharedReader(): AlertReader & { email: string } {
  return { email: getEnv().LEADS_NOTIFY_TO, name: null, timeZone: COMPANY_HOURS.timeZone };
}

async function enqueueAlertEmail(db: AppDatabase, payload: z.infer<typeof AlertEmailPayload>, now: Date): Promise<void> {
  const step = `${payload.alert}-mail:${payload.staffId ?? "shared"}` as const;
  await enqueueJob(db, { kind: LEAD_ALERT_EMAIL_JOB, payload, dedupeKey: escalationKey(payload.leadId, payload.dueAt, step) }, now);
}

/** Who is reminded: the owner while their account is active; null (the shared address) otherwise. */
async function reminderReaderId(db: AppDatabase, lead: LeadRow): Promise<number | null> {
  return lead.ownerId === null ? null : ((await activeStaffRecipient(db, lead.ownerId))?.id ?? null);
}

/** Halfway: the owner (or, for a lead nobody owns, the shared address) is told when the reply is due. */
async function remind(raw: Record<string, unknown>, { db, now }: StepContext): Promise<JobOutcome> {
  const { leadId, dueAt } = EscalationPayload.parse(raw);
  return inTransaction(async (tx) => {
    const lead = await leadById(tx, leadId);
    const stale = stepStale(lead, dueAt);
    if (stale || !lead) return { nothingToDo: stale ?? "no lead" };
    await enqueueAlertEmail(tx, { leadId, dueAt, alert: "reminder", staffId: await reminderReaderId(tx, lead) }, now);
    return "done";
  }, db);
}

/**
 * At the due time: marks the lead overdue with a conditional update (`overdue_at` still
 * empty, still unanswered and due then), so of two processes only one wins; the winner
 * enqueues the alerts to the owner and every active admin (the shared address too when
 * nobody active owns it) and, when its pool says so, the return to the pool.
 */
export async function markOverdue(db: AppDatabase, payload: { leadId: number; dueAt: number }, now: Date): Promise<JobOutcome> {
  const { leadId, dueAt } = payload;
  return inTransaction(async (tx) => {
    const [marked] = await tx
      .update(leads)
      .set({ overdueAt: now.getTime() })
      .where(and(eq(leads.id, leadId), isNull(leads.overdueAt), isNull(leads.firstResponseAt), eq(leads.status, "pending"), eq(leads.dueAt, dueAt)))
      .returning();
    if (!marked) return { nothingToDo: stepStale(await leadById(tx, leadId), dueAt) ?? "the lead is already overdue" };
    const owner = marked.ownerId === null ? null : await activeStaffRecipient(tx, marked.ownerId);
    // The owner once, even when they are an admin too; the shared address when no active owner holds the lead.
    const readers = new Set<number | null>([owner?.id ?? null, ...(await activeAdmins(tx)).map((admin) => admin.id)]);
    for (const staffId of readers) await enqueueAlertEmail(tx, { leadId, dueAt, alert: "overdue", staffId }, now);
    if (marked.ownerId !== null) await scheduleReturnToPool(tx, { leadId, dueAt, ownerId: marked.ownerId }, now);
    return "done";
  }, db);
}

/** The return of an overdue lead, when the pool it was last routed from returns overdue leads. */
async function scheduleReturnToPool(tx: AppDatabase, lead: { leadId: number; dueAt: number; ownerId: number }, now: Date): Promise<void> {
  const [routed] = await tx
    .select({ poolId: routingPools.id, minutes: routingPools.returnOverdueAfterMinutes })
    .from(leadAssignments)
    .innerJoin(routingPools, eq(routingPools.id, leadAssignments.poolId))
    .where(eq(leadAssignments.leadId, lead.leadId))
    .orderBy(desc(leadAssignments.assignedAt), desc(leadAssignments.id))
    .limit(1);
  if (!routed || routed.minutes === null) return;
  await enqueueJob(
    tx,
    {
      kind: LEAD_RETURN_JOB,
      payload: { ...lead, poolId: routed.poolId },
      runAt: new Date(now.getTime() + routed.minutes * 60_000),
      dedupeKey: escalationKey(lead.leadId, lead.dueAt, "return"),
    },
    now,
  );
}

/** Overdue plus the pool's minutes: the lead leaves its owner, unless it was answered or changed hands meanwhile. */
async function returnToPool(raw: Record<string, unknown>, { db, now }: StepContext): Promise<JobOutcome> {
  const { leadId, dueAt, ownerId, poolId } = ReturnPayload.parse(raw);
  return inTransaction(async (tx) => {
    // Serialised with the routing's own decisions about who holds a waiting lead.
    await lockForDecision(tx, "routing");
    const lead = await leadById(tx, leadId);
    const stale = stepStale(lead, dueAt);
    if (stale || !lead) return { nothingToDo: stale ?? "no lead" };
    if (lead.ownerId !== ownerId) return { nothingToDo: "the lead changed hands since it became overdue" };
    await recordAssignment(tx, { leadId, ownerId: null, by: null, reason: "returned", poolId }, now);
    // The backlog hands it out again, in this transaction's commit (decision 070).
    await nudgeBacklog(tx, now);
    return "done";
  }, db);
}

async function sendAlert(lead: LeadRow, alert: LeadAlert, reader: AlertReader & { email: string }, name: string): Promise<JobOutcome> {
  const { subject, text } = composeLeadAlert(
    alert,
    { reference: lead.reference, typeLabel: leadTypeLabel(lead.type), fullName: lead.fullName, adminUrl: `${configuredSiteOrigin()}/admin/leads/${lead.id}` },
    reader,
  );
  await sendMail({ to: reader.email, subject, text }, name);
  return "done";
}

/** One reminder or overdue e-mail: sent only while the lead is still unanswered and due at the same time. */
async function sendAlertEmail(raw: Record<string, unknown>, { db, job }: StepContext): Promise<JobOutcome> {
  const { leadId, dueAt, alert, staffId } = AlertEmailPayload.parse(raw);
  const lead = await leadById(db, leadId);
  const stale = stepStale(lead, dueAt);
  if (stale || !lead) return { nothingToDo: stale ?? "no lead" };
  // A lead that changed hands since the reminder was made: its new owner was told by "assigned to you".
  if (alert === "reminder" && (await reminderReaderId(db, lead)) !== staffId) return { nothingToDo: "the lead changed hands" };
  const reader = staffId === null ? sharedReader() : await activeStaffRecipient(db, staffId);
  if (!reader) return { nothingToDo: "the staff account is no longer active" };
  const owner = lead.ownerId === null ? null : await activeStaffRecipient(db, lead.ownerId);
  const content: LeadAlert =
    alert === "reminder"
      ? { kind: "reminder", dueAt: new Date(dueAt) }
      : { kind: "overdue", dueAt: new Date(dueAt), owner: owner?.name ?? null, toOwner: owner !== null && owner.id === staffId };
  return sendAlert(lead, content, reader, `lead-${lead.reference}-${alert}-${staffId ?? "shared"}-job-${job.id}`);
}

/** "Assigned to you", while the lead is still theirs. */
async function sendAssignedEmail(raw: Record<string, unknown>, { db, job }: StepContext): Promise<JobOutcome> {
  const { leadId, ownerId, reason } = AssignedPayload.parse(raw);
  const lead = await leadById(db, leadId);
  if (!lead) return { nothingToDo: "the lead no longer exists" };
  if (lead.ownerId !== ownerId) return { nothingToDo: "the lead changed hands again" };
  const reader = await activeStaffRecipient(db, ownerId);
  if (!reader) return { nothingToDo: "the staff account is no longer active" };
  // The reply time is said only while a reply is still awaited.
  const awaited = lead.firstResponseAt === null && lead.status === "pending";
  const alert: LeadAlert = { kind: "assigned", reason: ASSIGNMENT_REASONS[reason], dueAt: awaited && lead.dueAt !== null ? new Date(lead.dueAt) : null };
  return sendAlert(lead, alert, reader, `lead-${lead.reference}-assigned-${ownerId}-job-${job.id}`);
}

export const ESCALATION_JOB_HANDLERS: JobHandlers = {
  [LEAD_REMINDER_JOB]: remind,
  [LEAD_OVERDUE_JOB]: (raw, { db, now }) => markOverdue(db, EscalationPayload.parse(raw), now),
  [LEAD_RETURN_JOB]: returnToPool,
  [LEAD_ALERT_EMAIL_JOB]: sendAlertEmail,
  [ASSIGNED_TO_YOU_JOB]: sendAssignedEmail,
};
