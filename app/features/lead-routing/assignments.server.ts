import { asc, eq } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { leadAssignments, leads, routingPools, routingRules } from "#db/schema";
import { recordAudit, type AuditActor } from "~/features/audit/audit-log.server";
import { enqueueJob } from "~/features/jobs/job-queue.server";
import { staffNamesOf } from "~/features/staff/staff-names.server";
import { getDb } from "~/utils/db.server";
import { nudgeBacklog } from "./backlog-schedule.server";

/**
 * Why a lead changed hands (decision 070): routed by a rule when it arrived, given to the
 * rep who holds its meeting, handed out from the waiting backlog, claimed or reassigned by
 * a person, or returned to its pool when it stayed overdue.
 */
export const ASSIGNMENT_REASONS = {
  rule: "Routed by a rule",
  booking: "Holds the meeting",
  backlog: "Handed out from the waiting list",
  claim: "Claimed",
  reassign: "Reassigned",
  returned: "Returned to its pool (overdue)",
} as const;
export type AssignmentReason = keyof typeof ASSIGNMENT_REASONS;

/** Who the audit log names for a change the routing made on its own. */
export const ROUTING_ACTOR: AuditActor = { id: null, email: "Lead routing" };

export interface AssignmentChange {
  leadId: number;
  /** The new owner; null: the lead waits unassigned. */
  ownerId: number | null;
  /** The person who made the change; null when the routing did. */
  by: AuditActor | null;
  reason: AssignmentReason;
  ruleId?: number | null;
  poolId?: number | null;
}

/** The job that e-mails a lead's new owner "assigned to you" (its handler: app/features/escalations/, decision 071). */
export const ASSIGNED_TO_YOU_JOB = "lead-assigned-email";

/**
 * Whether the new owner is e-mailed: a lead that changed hands to someone other than the
 * person acting. Not when it arrived (a rule or the meeting: the new-lead e-mail already
 * goes to its owner), nor when someone takes it themselves, nor when it waits unassigned.
 */
export function tellsNewOwner(change: Pick<AssignmentChange, "ownerId" | "by" | "reason">): boolean {
  if (change.ownerId === null || change.ownerId === change.by?.id) return false;
  return change.reason !== "rule" && change.reason !== "booking";
}

/**
 * The one way a lead changes owner: sets `leads.owner_id`, adds a line to the lead's
 * assignment history and one to the audit log, and enqueues the new owner's "assigned to
 * you" e-mail when `tellsNewOwner`, all in `db` (pass the transaction that made the
 * decision, so all are written or none).
 */
export async function recordAssignment(db: AppDatabase, change: AssignmentChange, now: Date = new Date()): Promise<void> {
  await db.update(leads).set({ ownerId: change.ownerId, updatedAt: now.getTime() }).where(eq(leads.id, change.leadId));
  const [line] = await db
    .insert(leadAssignments)
    .values({
      leadId: change.leadId,
      ownerId: change.ownerId,
      assignedById: change.by?.id ?? null,
      ruleId: change.ruleId ?? null,
      poolId: change.poolId ?? null,
      reason: change.reason,
      assignedAt: now.getTime(),
    })
    .returning({ id: leadAssignments.id });
  if (line && tellsNewOwner(change)) {
    await enqueueJob(
      db,
      {
        kind: ASSIGNED_TO_YOU_JOB,
        payload: { leadId: change.leadId, ownerId: change.ownerId, reason: change.reason },
        dedupeKey: `lead-assigned:${change.leadId}:${line.id}`,
      },
      now,
    );
  }
  const ownerName = change.ownerId === null ? null : ((await staffNamesOf([change.ownerId], db)).get(change.ownerId) ?? null);
  await recordAudit(
    change.by ?? ROUTING_ACTOR,
    {
      action: "assign",
      entityType: "lead",
      entityId: change.leadId,
      summary: `${ASSIGNMENT_REASONS[change.reason]}: ${ownerName ? `now owned by ${ownerName}` : "waiting unassigned"}`,
    },
    db,
  );
  // A lead let go waits for the next person who can take it: the backlog looks now (decision 070).
  if (change.ownerId === null) await nudgeBacklog(db, now);
}

export interface AssignmentLine {
  ownerName: string | null;
  /** Null when the routing made the change. */
  byName: string | null;
  reason: AssignmentReason;
  reasonLabel: string;
  ruleName: string | null;
  poolName: string | null;
  assignedAt: Date;
}

/** A lead's owners, oldest first. */
export async function listAssignments(leadId: number, db: AppDatabase = getDb()): Promise<AssignmentLine[]> {
  const rows = await db
    .select({
      ownerId: leadAssignments.ownerId,
      assignedById: leadAssignments.assignedById,
      reason: leadAssignments.reason,
      ruleName: routingRules.name,
      poolName: routingPools.name,
      assignedAt: leadAssignments.assignedAt,
    })
    .from(leadAssignments)
    .leftJoin(routingRules, eq(routingRules.id, leadAssignments.ruleId))
    .leftJoin(routingPools, eq(routingPools.id, leadAssignments.poolId))
    .where(eq(leadAssignments.leadId, leadId))
    .orderBy(asc(leadAssignments.assignedAt), asc(leadAssignments.id));
  const names = await staffNamesOf(rows.flatMap((row) => [row.ownerId, row.assignedById]), db);
  return rows.map((row) => {
    const reason = (Object.hasOwn(ASSIGNMENT_REASONS, row.reason) ? row.reason : "reassign") as AssignmentReason;
    return {
      ownerName: row.ownerId === null ? null : (names.get(row.ownerId) ?? null),
      byName: row.assignedById === null ? null : (names.get(row.assignedById) ?? null),
      reason,
      reasonLabel: ASSIGNMENT_REASONS[reason],
      ruleName: row.ruleName,
      poolName: row.poolName,
      assignedAt: new Date(Number(row.assignedAt)),
    };
  });
}
