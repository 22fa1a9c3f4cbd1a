import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { staffUsers } from "#db/schema";
import { startStaffSession } from "~/features/staff/session.server";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import type { StaffRole } from "~/features/staff/roles";
import { action as signInAction } from "~/routes/admin_.login";
import { getDb } from "~/utils/db.server";
import { settle, Visitor } from "./requests";

/** A visitor signed in through the real sign-in action (its session and anti-forgery cookies kept). */
export async function signedInVisitor(account: { email: string; password: string }): Promise<Visitor> {
  const visitor = await new Visitor().start();
  const result = await settle(() =>
    signInAction({ request: visitor.form("/admin/login", account, { honeypot: false }), params: {}, context: {} })
  );
  expect((result as Response).status).toBe(302);
  visitor.rememberResponse(result as Response);
  return visitor;
}

type StaffAccount = { email: string; role: StaffRole; timeZone: string; name?: string };

/**
 * Staff accounts put straight into the database, each with a browser holding a session
 * of its own (no sign-in form): their ids and browsers under the same keys, written into
 * `into` so a file can declare both before its `beforeAll` runs.
 */
export async function staffWithSessions<Key extends string>(
  accounts: Record<Key, StaffAccount>,
  into: { ids: Record<Key, number>; visitors: Record<Key, Visitor> },
): Promise<void> {
  for (const [key, account] of Object.entries(accounts) as [Key, StaffAccount][]) {
    await upsertStaffAccount(getDb(), { ...account, password: "a long enough password" });
    const [row] = await getDb().select().from(staffUsers).where(eq(staffUsers.email, account.email));
    into.ids[key] = row!.id;
    into.visitors[key] = await new Visitor().start();
    into.visitors[key].remember(await startStaffSession(row!.id));
  }
}
