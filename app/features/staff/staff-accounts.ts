import { eq } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { staffUsers, type StaffUserRow } from "#db/schema";
import { hashPassword, verifyPassword } from "./password.server";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findStaffByEmail(db: AppDatabase, email: string): StaffUserRow | undefined {
  return db.select().from(staffUsers).where(eq(staffUsers.email, normaliseEmail(email))).get();
}

/**
 * Creates the account, or sets a new password (and name/time zone when given) on an
 * existing one. Used by `npm run staff:add` and by STAFF_EMAIL/STAFF_PASSWORD at start.
 * Returns whether anything changed.
 */
export async function upsertStaffAccount(
  db: AppDatabase,
  input: { email: string; password: string; name?: string; timeZone?: string },
): Promise<"created" | "updated" | "unchanged"> {
  const email = normaliseEmail(input.email);
  const existing = findStaffByEmail(db, email);
  if (existing) {
    const samePassword = await verifyPassword(input.password, existing.passwordHash);
    const sameProfile =
      (input.name === undefined || input.name === existing.name) &&
      (input.timeZone === undefined || input.timeZone === existing.timeZone);
    if (samePassword && sameProfile) return "unchanged";
    db.update(staffUsers)
      .set({
        passwordHash: samePassword ? existing.passwordHash : await hashPassword(input.password),
        name: input.name ?? existing.name,
        timeZone: input.timeZone ?? existing.timeZone,
      })
      .where(eq(staffUsers.id, existing.id))
      .run();
    return "updated";
  }
  db.insert(staffUsers)
    .values({
      email,
      name: input.name ?? null,
      passwordHash: await hashPassword(input.password),
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    })
    .run();
  return "created";
}
