import { and, asc, eq } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { staffUsers } from "#db/schema";
import { staffDisplayName } from "./staff-names.server";

/** A staff member an e-mail about a lead goes to: where, in whose name, and the zone their times are shown in. */
export interface StaffRecipient {
  id: number;
  email: string;
  /** The name, else the e-mail address. */
  name: string;
  timeZone: string;
}

const RECIPIENT_COLUMNS = { id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, timeZone: staffUsers.timeZone };

function recipientOf(row: { id: number; email: string; name: string | null; timeZone: string }): StaffRecipient {
  return { id: row.id, email: row.email, name: staffDisplayName(row), timeZone: row.timeZone };
}

/** The staff member, when their account is active; null for a deactivated or deleted one (they read no e-mail from us). */
export async function activeStaffRecipient(db: AppDatabase, staffId: number): Promise<StaffRecipient | null> {
  const [row] = await db
    .select(RECIPIENT_COLUMNS)
    .from(staffUsers)
    .where(and(eq(staffUsers.id, staffId), eq(staffUsers.active, true)))
    .limit(1);
  return row ? recipientOf(row) : null;
}

/** Every active admin, oldest account first. */
export async function activeAdmins(db: AppDatabase): Promise<StaffRecipient[]> {
  const rows = await db
    .select(RECIPIENT_COLUMNS)
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "admin"), eq(staffUsers.active, true)))
    .orderBy(asc(staffUsers.id));
  return rows.map(recipientOf);
}
