import { eq } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { staffSessions, staffUsers, type StaffUserRow } from "#db/schema";
import { inTransaction, lockForDecision } from "~/utils/db.server";
import { passwordProblem } from "./password-rules";
import { lastAdminProblem } from "./staff-admin-rules";
import type { StaffRole } from "./roles";
import { hashPassword, verifyPassword } from "./password.server";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findStaffByEmail(db: AppDatabase, email: string): Promise<StaffUserRow | undefined> {
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.email, normaliseEmail(email))).limit(1);
  return staff;
}

/**
 * Creates the account, or sets a new password (and name, time zone and role when given)
 * on an existing one. A new account without a role is `sales`, the least it can be. Used by `npm run staff:add` and by STAFF_EMAIL/STAFF_PASSWORD at start.
 * A new password ends every session of the account: whoever knew the old one is signed
 * out. Throws on a password `passwordProblem` refuses, and on a role that would leave no
 * active admin (`lastAdminProblem`). Returns whether anything changed.
 */
export async function upsertStaffAccount(
  db: AppDatabase,
  input: { email: string; password: string; name?: string; timeZone?: string; role?: StaffRole },
): Promise<"created" | "updated" | "unchanged"> {
  const problem = passwordProblem(input.password);
  if (problem) throw new Error(problem);
  const email = normaliseEmail(input.email);
  const existing = await findStaffByEmail(db, email);
  if (existing) {
    const samePassword = await verifyPassword(input.password, existing.passwordHash);
    const sameProfile =
      (input.name === undefined || input.name === existing.name) &&
      (input.timeZone === undefined || input.timeZone === existing.timeZone) &&
      (input.role === undefined || input.role === existing.role) &&
      existing.active;
    if (samePassword && sameProfile) return "unchanged";
    const passwordHash = samePassword ? existing.passwordHash : await hashPassword(input.password);
    await inTransaction(async (tx) => {
      // A new role may take the last active admin away: the same rule, decided the same way, as on the staff screen.
      await lockForDecision(tx, "last-admin");
      const accounts = await tx
        .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role, active: staffUsers.active })
        .from(staffUsers);
      const problem = lastAdminProblem(accounts, { id: existing.id, role: input.role, active: true });
      if (problem) throw new Error(problem);
      await tx
        .update(staffUsers)
        .set({
          passwordHash,
          name: input.name ?? existing.name,
          timeZone: input.timeZone ?? existing.timeZone,
          role: input.role ?? existing.role,
          // Setting a password from the command line or the environment is an owner's act: it reopens the account.
          active: true,
          version: existing.version + 1,
        })
        .where(eq(staffUsers.id, existing.id));
      if (!samePassword) await tx.delete(staffSessions).where(eq(staffSessions.staffId, existing.id));
    }, db);
    return "updated";
  }
  await db.insert(staffUsers).values({
    email,
    name: input.name ?? null,
    passwordHash: await hashPassword(input.password),
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    ...(input.role ? { role: input.role } : {}),
  });
  return "created";
}
