import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { staffSessions, staffUsers, type StaffUserRow } from "#db/schema";
import { listAudit, recordAudit, type AuditActor } from "~/features/audit/audit-log.server";
import { inTransaction, getDb, lockForDecision } from "~/utils/db.server";
import { formatDateTimeInZone } from "~/utils/format";
import { changedFields, staleEditMessage } from "~/utils/stale-edit";
import { hashPassword } from "./password.server";
import { roleLabel, planActivation, planProfileChange, planRoleChange, STAFF_FIELD_LABELS, type AccountState, type ProfileValues } from "./staff-admin-rules";
import type { NewStaffInput } from "./staff-admin-schema";
import { normaliseEmail } from "./staff-accounts";

/** One row of the staff accounts list, as the viewer reads it. */
export interface StaffAccountView {
  id: number;
  email: string;
  name: string | null;
  role: string;
  roleLabel: string;
  active: boolean;
  timeZone: string;
  /** In the viewer's time zone; null before the first sign-in. */
  lastSignIn: string | null;
  createdAt: string;
  version: number;
}

function toView(row: StaffUserRow, viewerTimeZone: string): StaffAccountView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    roleLabel: roleLabel(row.role),
    active: row.active,
    timeZone: row.timeZone,
    lastSignIn: row.lastLoginAt ? formatDateTimeInZone(new Date(row.lastLoginAt), viewerTimeZone) : null,
    createdAt: formatDateTimeInZone(new Date(row.createdAt), viewerTimeZone),
    version: row.version,
  };
}

/** Every account, active ones first, then by e-mail. */
export async function listStaffAccounts(viewerTimeZone: string): Promise<StaffAccountView[]> {
  const rows = await getDb().select().from(staffUsers).orderBy(asc(staffUsers.email));
  return rows
    .sort((a, b) => Number(b.active) - Number(a.active))
    .map((row) => toView(row, viewerTimeZone));
}

/** A staff account id from a URL segment, or null (so bad input is a 404, never a query). */
export function parseStaffId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export async function getStaffAccount(id: number, viewerTimeZone: string): Promise<StaffAccountView | null> {
  const [row] = await getDb().select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row ? toView(row, viewerTimeZone) : null;
}

export type CreateResult = { ok: true; id: number } | { ok: false; field: "email"; message: string };

/** Adds an account with the password the admin set; written to the audit log with it. */
export async function createStaffAccount(actor: AuditActor, input: NewStaffInput): Promise<CreateResult> {
  const email = normaliseEmail(input.email);
  // Hashing takes a quarter of a second: done before the write transaction, never inside it.
  const passwordHash = await hashPassword(input.password);
  return inTransaction(async (tx) => {
    const [taken] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
    if (taken) return { ok: false, field: "email", message: "There is already an account with this e-mail address." } as const;
    const [created] = await tx
      .insert(staffUsers)
      .values({ email, name: input.name || null, passwordHash, role: input.role, timeZone: input.time_zone })
      .returning({ id: staffUsers.id });
    if (!created) throw new Error("the new staff account was not returned");
    await recordAudit(
      actor,
      { action: "create", entityType: "staff", entityId: created.id, summary: `Added ${email} as ${roleLabel(input.role)}` },
      tx,
    );
    return { ok: true, id: created.id } as const;
  });
}

export type EditResult =
  | { ok: true; summary: string }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: "email" };

/** The row values a stale form was made from (its hidden copies), to say what changed since. */
export type StaffFormBase = Partial<Pick<StaffUserRow, "role" | "active" | "name" | "timeZone" | "email">>;

interface Edit {
  id: number;
  /** The version the form was made from. */
  version: number;
  base: StaffFormBase;
}

/**
 * Runs one change of an account in a transaction: refuses a stale form (409, saying what
 * changed), lets `plan` refuse by the rules (400), then applies `apply` with the version
 * check and writes the audit line, all or nothing.
 */
async function editAccount(
  actor: AuditActor,
  edit: Edit,
  action: string,
  plan: (accounts: AccountState[], row: StaffUserRow) => { ok: true; summary: string } | { ok: false; message: string; field?: "email" },
  apply: (tx: AppDatabase, row: StaffUserRow) => Promise<Partial<typeof staffUsers.$inferInsert>>,
): Promise<EditResult> {
  const result = await inTransaction(async (tx): Promise<EditResult | { stale: StaffUserRow }> => {
    // Before reading the accounts: two admins removing each other at once must not both
    // find the other still an admin. Every change takes it (a password reset too): they are rare.
    await lockForDecision(tx, "last-admin");
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, edit.id)).limit(1);
    if (!row) return { ok: false, status: 404, message: "There is no such staff account." };
    if (row.version !== edit.version) return { stale: row };
    const accounts = await tx
      .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role, active: staffUsers.active })
      .from(staffUsers);
    const planned = plan(accounts, row);
    if (!planned.ok) return { ok: false, status: 400, message: planned.message, field: planned.field };
    const values = await apply(tx, row);
    const updated = await tx
      .update(staffUsers)
      .set({ ...values, version: sql`${staffUsers.version} + 1` })
      .where(and(eq(staffUsers.id, row.id), eq(staffUsers.version, edit.version)))
      .returning({ id: staffUsers.id });
    if (updated.length === 0) return { stale: row };
    await recordAudit(actor, { action, entityType: "staff", entityId: row.id, summary: planned.summary }, tx);
    return { ok: true, summary: planned.summary };
  });
  if (!("stale" in result)) return result;
  const [latest] = await listAudit({ entityType: "staff", entityId: edit.id, limit: 1 });
  const changes = changedFields(edit.base, result.stale, STAFF_FIELD_LABELS);
  return { ok: false, status: 409, message: staleEditMessage(changes, latest?.staffEmail) };
}

export function changeStaffRole(actor: AuditActor, edit: Edit, role: string): Promise<EditResult> {
  return editAccount(
    actor,
    edit,
    "update",
    (accounts, row) => planRoleChange(accounts, row, role),
    async () => ({ role }),
  );
}

/**
 * A member's e-mail, name and time zone (an admin's edit), or one's own name and time
 * zone (`own`, from "Your account"). The audit line says what changed.
 */
export function changeStaffProfile(actor: AuditActor, edit: Edit, values: ProfileValues, options: { own: boolean }): Promise<EditResult> {
  return editAccount(
    actor,
    edit,
    "update",
    (accounts, row) => planProfileChange(accounts, row, values, options),
    async () => values,
  );
}

/** Sets a new password and ends every session of the account: whoever knew the old one is signed out. */
export async function resetStaffPassword(actor: AuditActor, edit: Edit, password: string): Promise<EditResult> {
  const passwordHash = await hashPassword(password);
  return editAccount(
    actor,
    edit,
    "update",
    (_accounts, row) => ({ ok: true, summary: `Reset the password of ${row.email} and signed out its sessions` }),
    async (tx, row) => {
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
      return { passwordHash };
    },
  );
}

/**
 * Why deactivating the account would be refused (the last active admin, or already
 * deactivated), or null: asked before the question, so nobody confirms an action that
 * cannot happen. The write itself checks again under the lock.
 */
export async function deactivationRefusal(id: number): Promise<string | null> {
  const accounts = await getDb()
    .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role, active: staffUsers.active })
    .from(staffUsers);
  const account = accounts.find((row) => row.id === id);
  const plan = account ? planActivation(accounts, account, false) : null;
  return plan && !plan.ok ? plan.message : null;
}

/** Deactivating ends every session of the account at once; sign-in already refuses inactive accounts. */
export function setStaffActive(actor: AuditActor, edit: Edit, active: boolean): Promise<EditResult> {
  return editAccount(
    actor,
    edit,
    active ? "reactivate" : "deactivate",
    (accounts, row) => planActivation(accounts, row, active),
    async (tx, row) => {
      if (!active) await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
      return { active };
    },
  );
}
