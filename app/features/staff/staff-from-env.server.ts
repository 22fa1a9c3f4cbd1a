import type { AppDatabase } from "#db/open";
import { getEnv } from "~/utils/env.server";
import { whenDatabaseOpens } from "~/utils/db.server";
import { upsertStaffAccount } from "./staff-accounts";

/**
 * The staff account named by STAFF_EMAIL/STAFF_PASSWORD is created or updated whenever
 * the server opens its database. Called once by app/entry.server.tsx as the server
 * starts (a call rather than an import for its side effect: the build drops those, as the
 * package declares no side effects).
 */
export function createStaffAccountFromEnvOnOpen(): void {
  whenDatabaseOpens(ensureStaffAccountFromEnv);
}

async function ensureStaffAccountFromEnv(db: AppDatabase): Promise<void> {
  const { STAFF_EMAIL, STAFF_PASSWORD, STAFF_NAME } = getEnv();
  if (!STAFF_EMAIL || !STAFF_PASSWORD) return;
  try {
    const result = await upsertStaffAccount(db, { email: STAFF_EMAIL, password: STAFF_PASSWORD, name: STAFF_NAME, role: "admin" });
    if (result !== "unchanged") console.log(`staff account ${STAFF_EMAIL}: ${result}`);
  } catch (error) {
    console.error("could not create the staff account from STAFF_EMAIL/STAFF_PASSWORD", error);
  }
}
