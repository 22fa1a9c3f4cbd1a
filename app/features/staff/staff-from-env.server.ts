import { getEnv } from "~/utils/env.server";
import { whenDatabaseOpens } from "~/utils/db.server";
import { upsertStaffAccount } from "./staff-accounts";

/**
 * The staff account named by STAFF_EMAIL/STAFF_PASSWORD is created or updated whenever
 * the server opens its database. Imported once by app/entry.server.tsx, so the task is
 * registered before the first request opens the database.
 */
whenDatabaseOpens(async (db) => {
  const { STAFF_EMAIL, STAFF_PASSWORD, STAFF_NAME } = getEnv();
  if (!STAFF_EMAIL || !STAFF_PASSWORD) return;
  try {
    const result = await upsertStaffAccount(db, { email: STAFF_EMAIL, password: STAFF_PASSWORD, name: STAFF_NAME });
    if (result !== "unchanged") console.log(`staff account ${STAFF_EMAIL}: ${result}`);
  } catch (error) {
    console.error("could not create the staff account from STAFF_EMAIL/STAFF_PASSWORD", error);
  }
});
