import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-postgres";

/*
 * The staff accounts and audit functions on PostgreSQL: the same transactions, version
 * checks and audit lines as on SQLite (tests/staff-admin.test.ts covers the screens).
 */

let scratch: ScratchDatabase | undefined;
let app: Awaited<ReturnType<typeof importApp>>;

async function importApp() {
  const [schema, db, accounts, staffAdmin, audit, popups] = await Promise.all([
    import("#db/schema"),
    import("~/utils/db.server"),
    import("~/features/staff/staff-accounts"),
    import("~/features/staff/staff-admin.server"),
    import("~/features/audit/audit-screen.server"),
    import("~/features/popups/popups.server"),
  ]);
  return { schema, db, accounts, staffAdmin, audit, popups };
}

beforeAll(async () => {
  scratch = await createScratchDatabase("staff_admin_on_postgres");
  vi.stubEnv("DATABASE_URL", scratch.url);
  app = await importApp();
  await app.db.databaseReady();
}, 60_000);

afterAll(async () => {
  await app?.db.closeDatabase();
  vi.unstubAllEnvs();
  await scratch?.drop();
}, 60_000);

async function row(email: string) {
  const [found] = await app.db.getDb().select().from(app.schema.staffUsers).where(eq(app.schema.staffUsers.email, email));
  if (!found) throw new Error(`no account ${email}`);
  return found;
}

describe("staff accounts on PostgreSQL", () => {
  it("adds, changes, deactivates with the version check and the last-admin rule, each with its audit line", async () => {
    const { accounts, staffAdmin, db, schema } = app;
    await accounts.upsertStaffAccount(db.getDb(), { email: "pg-admin@example.com", password: "a long enough password", role: "admin" });
    const admin = await row("pg-admin@example.com");
    const actor = { id: admin.id, email: admin.email };

    const created = await staffAdmin.createStaffAccount(actor, {
      email: "PG-Member@example.com",
      name: "Member",
      role: "sales",
      time_zone: "America/Denver",
      password: "the member's password",
    });
    expect(created.ok).toBe(true);
    expect(await staffAdmin.createStaffAccount(actor, { email: "pg-member@example.com", role: "sales", time_zone: "UTC", password: "another password" })).toEqual({
      ok: false,
      field: "email",
      message: "There is already an account with this e-mail address.",
    });
    const member = await row("pg-member@example.com");

    const edit = (account: typeof member, base = {}) => ({ id: account.id, version: account.version, base });
    expect(await staffAdmin.changeStaffRole(actor, edit(member), "marketing")).toMatchObject({ ok: true });
    const stale = await staffAdmin.changeStaffRole(actor, edit(member, { role: "sales" }), "admin");
    expect(stale).toEqual({
      ok: false,
      status: 409,
      message:
        "Not saved: this was changed by pg-admin@example.com after you opened it. Changed since you opened it: Role (now “marketing”). Your edits are still in the form; review them and save again.",
    });
    expect(await staffAdmin.setStaffActive(actor, edit(admin), false)).toMatchObject({ ok: false, status: 400 });

    await db.getDb().insert(schema.staffSessions).values({ id: "pg-member-session-0123456789", staffId: member.id, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect(await staffAdmin.setStaffActive(actor, edit(await row(member.email)), false)).toMatchObject({ ok: true });
    expect(await db.getDb().select().from(schema.staffSessions).where(eq(schema.staffSessions.staffId, member.id))).toEqual([]);
    expect(await row(member.email)).toMatchObject({ active: false, role: "marketing", version: 3 });

    const screen = await app.audit.loadAuditScreen(new URLSearchParams("type=staff"), "America/Chicago");
    expect(screen.lines.map((line) => line.summary)).toEqual([
      "Deactivated pg-member@example.com",
      "Changed the role of pg-member@example.com from Sales to Marketing",
      "Added pg-member@example.com as Sales",
    ]);
  });

  it("saves a pop-up only at the version it was opened at, with its audit lines", async () => {
    const { popups } = app;
    const actor = { id: (await row("pg-admin@example.com")).id, email: "pg-admin@example.com" };
    const values = {
      name: "PG promo",
      header: "Header",
      description: "",
      ctaText: null,
      ctaUrl: null,
      image: null,
      showOnce: false,
      showOnExit: false,
      closeOnOverlay: true,
      active: false,
      page: "home" as const,
      startsAt: null,
      endsAt: null,
    };
    const created = await popups.createPopup(actor, values);
    expect(await popups.updatePopup(actor, created.id, { header: "First save" }, { version: created.version, summary: "Updated pop-up “PG promo”" })).toBe(true);
    expect(await popups.updatePopup(actor, created.id, { header: "Stale save" }, { version: created.version, summary: "never written" })).toBe(false);
    expect((await popups.getPopup(created.id))?.header).toBe("First save");
    await popups.deletePopup(actor, created.id);
    const screen = await app.audit.loadAuditScreen(new URLSearchParams("type=lightbox"), "UTC");
    expect(screen.lines.map((line) => line.summary)).toEqual([
      "Deleted pop-up “PG promo” and its results",
      "Updated pop-up “PG promo”",
      "Created pop-up “PG promo”",
    ]);
  });
});
