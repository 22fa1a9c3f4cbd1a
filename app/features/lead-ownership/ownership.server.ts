import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { leads, staffUsers } from "#db/schema";
import { recordAssignment } from "~/features/lead-routing/assignments.server";
import type { StaffMember } from "~/features/staff/session.server";
import { staffDisplayName } from "~/features/staff/staff-names.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { mayOwnLeads, mayReassign } from "./ownership-rules";

/**
 * Claiming and reassigning a lead from its page (decision 072), each through
 * `recordAssignment`, the one way a lead changes owner. Neither touches the reply clock:
 * taking a lead is not answering it.
 */

export type OwnershipResult =
  | { ok: true }
  | { ok: false; status: 403 | 404 | 409 | 400; message: string };

const refused = (status: 400 | 403 | 404 | 409, message: string): OwnershipResult => ({ ok: false, status, message });
const NOT_FOUND = refused(404, "That lead no longer exists.");

/**
 * Takes an unassigned lead. The guard is a conditional update inside the transaction
 * (`owner_id is null`): of two people claiming at once, the second finds the row already
 * owned (PostgreSQL makes it wait for the first to commit, then re-reads the row; SQLite
 * runs one write transaction at a time) and is told who has it.
 */
export function claimLead(leadId: number, staff: StaffMember, now: Date = new Date()): Promise<OwnershipResult> {
  return inTransaction(async (tx) => {
    const [claimed] = await tx
      .update(leads)
      .set({ updatedAt: now.getTime() })
      .where(and(eq(leads.id, leadId), isNull(leads.ownerId)))
      .returning({ id: leads.id });
    if (!claimed) {
      const [lead] = await tx
        .select({ owner: sql<string | null>`coalesce(nullif(trim(${staffUsers.name}), ''), ${staffUsers.email})` })
        .from(leads)
        .leftJoin(staffUsers, eq(staffUsers.id, leads.ownerId))
        .where(eq(leads.id, leadId))
        .limit(1);
      if (!lead) return NOT_FOUND;
      return refused(409, `${lead.owner ?? "Someone"} claimed this lead first; it is theirs now.`);
    }
    await recordAssignment(tx, { leadId, ownerId: staff.id, by: staff, reason: "claim" }, now);
    return { ok: true };
  });
}

/**
 * Hands a lead to another member who works leads. `expectedOwnerId` is the owner the
 * page showed: when the lead changed hands since, nothing happens and the member is told,
 * rather than overriding a change they never saw. Who may do it: `mayReassign`.
 */
export function reassignLead(
  leadId: number,
  staff: StaffMember,
  expectedOwnerId: number | null,
  newOwnerId: number,
  now: Date = new Date(),
): Promise<OwnershipResult> {
  // Judged on the owner the page showed; the guarded update below proves it is still the owner.
  if (!mayReassign(staff, expectedOwnerId)) {
    return Promise.resolve(refused(403, "Only the lead's owner or an admin can hand it to someone else."));
  }
  if (expectedOwnerId === newOwnerId) return Promise.resolve(refused(400, "The lead is already theirs."));
  return inTransaction(async (tx) => {
    const [target] = await tx.select({ role: staffUsers.role, active: staffUsers.active }).from(staffUsers).where(eq(staffUsers.id, newOwnerId)).limit(1);
    if (!target || !mayOwnLeads(target)) return refused(400, "Choose someone from the list: an active member who works leads.");
    const [guarded] = await tx
      .update(leads)
      .set({ updatedAt: now.getTime() })
      .where(and(eq(leads.id, leadId), expectedOwnerId === null ? isNull(leads.ownerId) : eq(leads.ownerId, expectedOwnerId)))
      .returning({ id: leads.id });
    if (!guarded) {
      const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).limit(1);
      return lead ? refused(409, "The lead changed hands while you were looking; see who owns it now and try again.") : NOT_FOUND;
    }
    await recordAssignment(tx, { leadId, ownerId: newOwnerId, by: staff, reason: "reassign" }, now);
    return { ok: true };
  });
}

/** Everyone a lead can be handed to, by name: active members whose role works leads. */
export async function staffWhoWorkLeads(): Promise<{ id: number; name: string }[]> {
  const rows = await getDb()
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role, active: staffUsers.active })
    .from(staffUsers)
    .where(eq(staffUsers.active, true))
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
  return rows.filter(mayOwnLeads).map((row) => ({ id: row.id, name: staffDisplayName(row) }));
}
