import { inArray } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { staffUsers } from "#db/schema";
import { getDb } from "~/utils/db.server";

/** The name staff know each other by: the account's name, else its e-mail address. */
export function staffDisplayName(row: { name: string | null; email: string }): string {
  return row.name?.trim() || row.email;
}

/** Those names by account id (nulls skipped), read through `db` (a transaction reads through its own). */
export async function staffNamesOf(ids: readonly (number | null)[], db: AppDatabase = getDb()): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email }).from(staffUsers).where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((row) => [row.id, staffDisplayName(row)]));
}
