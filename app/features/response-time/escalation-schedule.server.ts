import * as z from "zod";
import type { AppDatabase } from "#db/open";
import type { LeadRow } from "#db/schema";
import { cancelJobs, enqueueJob } from "~/features/jobs/job-queue.server";
import { businessMidpoint, type BusinessCalendar } from "./business-time";
import { companyCalendar } from "./due-times.server";

/**
 * The steps of an unanswered lead (decision 071), as jobs of decision 063: a reminder to
 * its owner halfway through its business day, the overdue mark and alerts at its due
 * time, and, when its pool says so, its return to the pool some time after. This module
 * only schedules and cancels them; their handlers are in app/features/escalations/.
 *
 * Every key starts `lead-escalation:<lead id>:` (cancelled together when the lead is
 * answered) and carries the due time the step was made for, so enqueuing again for the
 * same due time adds nothing, and a step made for an earlier due time stays unsent.
 */
export const LEAD_REMINDER_JOB = "lead-reply-reminder";
export const LEAD_OVERDUE_JOB = "lead-overdue";
export const LEAD_RETURN_JOB = "lead-return-to-pool";
/** One e-mail of a step (the reminder, each overdue alert) to one recipient. */
export const LEAD_ALERT_EMAIL_JOB = "lead-alert-email";

export type EscalationStep = "reminder" | "overdue" | "return" | `${"reminder" | "overdue"}-mail:${string}`;

export const escalationKeyPrefix = (leadId: number) => `lead-escalation:${leadId}:`;
export const escalationKey = (leadId: number, dueAt: number, step: EscalationStep) => `${escalationKeyPrefix(leadId)}${dueAt}:${step}`;

/** What every step carries: its lead and the due time it was made for. */
export const EscalationPayload = z.object({ leadId: z.number().int().positive(), dueAt: z.number().int() });

export interface EscalationOptions {
  /** When the lead arrived: the reminder is halfway from here to the due time. The row's created_at by default. */
  arrivedAt?: Date;
  /**
   * A booked consultation is due at its meeting (decision 069): it gets no halfway reminder
   * (the booking's own e-mails and reminders cover it), and is checked for a reply at the
   * meeting's end rather than its start, so a rep on the call is not reported overdue
   * before they could log it.
   */
  meetingEndsAt?: Date | null;
  /** The calendar the due time was counted on; the company's by default (decision 069). */
  calendar?: BusinessCalendar;
  now?: Date;
}

/**
 * Schedules the steps of a lead that has a due time, in `db` (the transaction that stores
 * the lead): the halfway reminder (unless the lead is due at a meeting, or halfway has
 * passed) and the overdue check. Nothing for a lead without a due time. Calling it again
 * for the same due time adds nothing.
 */
export async function scheduleEscalations(db: AppDatabase, lead: Pick<LeadRow, "id" | "dueAt" | "createdAt">, options: EscalationOptions = {}): Promise<void> {
  if (lead.dueAt === null) return;
  const now = options.now ?? new Date();
  const dueAt = new Date(lead.dueAt);
  const payload = { leadId: lead.id, dueAt: lead.dueAt };
  if (!options.meetingEndsAt) {
    const arrivedAt = options.arrivedAt ?? new Date(lead.createdAt);
    const calendar = options.calendar ?? (await companyCalendar(arrivedAt, db));
    const halfway = businessMidpoint(arrivedAt, dueAt, calendar);
    if (halfway && halfway.getTime() > now.getTime()) {
      await enqueueJob(db, { kind: LEAD_REMINDER_JOB, payload, runAt: halfway, dedupeKey: escalationKey(lead.id, lead.dueAt, "reminder") }, now);
    }
  }
  const checkAt = options.meetingEndsAt ?? dueAt;
  await enqueueJob(db, { kind: LEAD_OVERDUE_JOB, payload, runAt: checkAt, dedupeKey: escalationKey(lead.id, lead.dueAt, "overdue") }, now);
}

/** The lead was answered: its pending steps (reminder, overdue check and alerts, return to pool) are cancelled, in the transaction that records the reply. */
export async function cancelEscalations(db: AppDatabase, leadId: number, now: Date = new Date()): Promise<number> {
  return cancelJobs(db, { dedupeKeyPrefix: escalationKeyPrefix(leadId) }, now);
}
