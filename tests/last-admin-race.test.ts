import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { staffUsers } from "#db/schema";
import { changeStaffRole, setStaffActive, type EditResult } from "~/features/staff/staff-admin.server";
import { LAST_ADMIN_MESSAGE } from "~/features/staff/staff-admin-rules";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { getDb } from "~/utils/db.server";

/**
 * "Never the last admin" is decided by the database, not by what each request read: two
 * admins who remove each other at the same moment (on PostgreSQL each request has a
 * connection of its own from the pool) must leave one admin and get one refusal.
 */
const EMAILS = ["first-admin@example.com", "second-admin@example.com"] as const;
const ROUNDS = 10;

type Removal = (actor: { id: number; email: string }, target: { id: number; version: number }) => Promise<EditResult>;
const demote: Removal = (actor, target) => changeStaffRole(actor, { ...target, base: {} }, "sales");
const deactivate: Removal = (actor, target) => setStaffActive(actor, { ...target, base: {} }, false);

async function bothAdmins() {
  await getDb().update(staffUsers).set({ role: "admin", active: true }).where(inArray(staffUsers.email, [...EMAILS]));
  const rows = await getDb().select().from(staffUsers).where(inArray(staffUsers.email, [...EMAILS]));
  const byEmail = (email: string) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`no account ${email}`);
    return row;
  };
  return [byEmail(EMAILS[0]), byEmail(EMAILS[1])] as const;
}

async function activeAdminCount(): Promise<number> {
  const admins = await getDb().select({ active: staffUsers.active }).from(staffUsers).where(eq(staffUsers.role, "admin"));
  return admins.filter((admin) => admin.active).length;
}

beforeAll(async () => {
  for (const email of EMAILS) await upsertStaffAccount(getDb(), { email, password: "a long enough password", role: "admin" });
});

describe("two admins removing each other at the same moment", () => {
  it.each([
    ["demote each other", demote, demote],
    ["deactivate each other", deactivate, deactivate],
    ["one demotes while the other deactivates", demote, deactivate],
  ] as const)("%s: every time one succeeds, one is refused, and one active admin is left", async (_name, first, second) => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await bothAdmins();
      expect(await activeAdminCount()).toBe(2);
      const results = await Promise.all([first(a, b), second(b, a)]);
      expect(results.filter((result) => result.ok), `round ${round}`).toHaveLength(1);
      expect(results.find((result) => !result.ok), `round ${round}`).toEqual({ ok: false, status: 400, message: LAST_ADMIN_MESSAGE });
      expect(await activeAdminCount(), `round ${round}`).toBe(1);
    }
  });
});

describe("npm run staff:add giving an admin another role", () => {
  it("is refused for the last active admin, also while an admin demotes the other one at the same moment", async () => {
    // Fewer rounds: each checks a password (a quarter of a second at the production cost).
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      const [a, b] = await bothAdmins();
      const results = await Promise.allSettled([
        demote(a, b),
        upsertStaffAccount(getDb(), { email: a.email, password: "a long enough password", role: "marketing" }),
      ]);
      const succeeded = results.filter((result) => result.status === "fulfilled" && (result.value === "updated" || (result.value as EditResult).ok));
      expect(succeeded, `round ${round}`).toHaveLength(1);
      expect(await activeAdminCount(), `round ${round}`).toBe(1);
    }
    const [lastAdmin] = await getDb().select().from(staffUsers).where(eq(staffUsers.role, "admin"));
    await expect(upsertStaffAccount(getDb(), { email: lastAdmin!.email, password: "a long enough password", role: "sales" })).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );
    expect(await activeAdminCount()).toBe(1);
  });
});
