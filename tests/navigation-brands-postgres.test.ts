import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "./support/scratch-postgres";

/*
 * The navigation editor's and the co-brands screen's actions on PostgreSQL: DATABASE_URL
 * names a fresh database before any app module is imported (db/schema.ts picks its
 * tables when it loads).
 */
let scratch: ScratchDatabase | undefined;
let app: Awaited<ReturnType<typeof importApp>>;

async function importApp() {
  const [schema, db, accounts, login, navigation, brands, menus, reorder, requests] = await Promise.all([
    import("#db/schema"),
    import("~/utils/db.server"),
    import("~/features/staff/staff-accounts"),
    import("~/routes/admin_.login"),
    import("~/routes/admin.navigation"),
    import("~/routes/admin.brands"),
    import("~/features/navigation/navigation.server"),
    import("~/features/navigation/reorder"),
    import("./support/requests"),
  ]);
  return { schema, db, accounts, login, navigation, brands, menus, reorder, requests };
}

const ACCOUNT = { email: "pg-marketing@example.com", password: "a long enough password" };
const args = (request: Request) => ({ request, params: {}, context: {} });
type Refusal = { init: { status?: number } | null; data: { alert: string | null } };

beforeAll(async () => {
  scratch = await createScratchDatabase("navbrands_on_postgres");
  vi.stubEnv("DATABASE_URL", scratch.url);
  app = await importApp();
  await app.db.databaseReady();
  await app.accounts.upsertStaffAccount(app.db.getDb(), { ...ACCOUNT, role: "marketing" });
}, 60_000);

afterAll(async () => {
  await app?.db.closeDatabase();
  vi.unstubAllEnvs();
  await scratch?.drop();
}, 60_000);

async function signedIn() {
  const visitor = await new app.requests.Visitor().start();
  const result = (await app.requests.settle(() =>
    app.login.action(args(visitor.form("/admin/login", ACCOUNT, { honeypot: false })))
  )) as Response;
  expect(result.status).toBe(302);
  visitor.rememberResponse(result);
  return visitor;
}

describe("the navigation and co-brand editors on PostgreSQL", () => {
  it("adds, moves and hides a menu item with audit lines, and refuses a stale move", async () => {
    const { schema, db, navigation, menus, reorder, requests } = app;
    const staff = await signedIn();
    const post = (fields: Record<string, string>) =>
      requests.settle(() => navigation.action(args(staff.form("/admin/navigation", fields, { honeypot: false }))));

    const added = (await post({
      intent: "save",
      section_type: "partnerships",
      title: "PG Program",
      slug: "pg-program",
    })) as Response;
    expect(added.status).toBe(302);
    const rows = await db
      .getDb()
      .select()
      .from(schema.navigationItems)
      .where(eq(schema.navigationItems.sectionType, "partnerships"));
    rows.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    const item = rows.at(-1)!;
    expect(item.title).toBe("PG Program");

    const snapshot = reorder.formatSnapshot(rows.filter((row) => row.parentId === null));
    expect(
      ((await post({ intent: "move", id: String(item.id), direction: "up", siblings: snapshot })) as Response).status
    ).toBe(302);
    const titles = (await menus.getNavigationMenus()).partnerships.flatMap((section) =>
      section.links.map((link) => link.title)
    );
    expect(titles.slice(-2)).toEqual(["PG Program", "Integration Partners"]);
    expect(
      ((await post({ intent: "move", id: String(item.id), direction: "up", siblings: snapshot })) as Refusal).init
        ?.status
    ).toBe(409);

    const [moved] = await db
      .getDb()
      .select()
      .from(schema.navigationItems)
      .where(eq(schema.navigationItems.id, item.id));
    expect(
      ((await post({ intent: "hide", id: String(item.id), version: String(moved!.version) })) as Response).status
    ).toBe(302);
    expect(JSON.stringify(await menus.getNavigationMenus())).not.toContain("PG Program");

    const audit = await db.getDb().select().from(schema.auditLog).where(eq(schema.auditLog.entityType, "navigation"));
    expect(audit.map((line) => line.action).sort()).toEqual(["create", "hide", "reorder"]);
  });

  it("adds a partner co-brand with an uploaded logo, and deactivates it", async () => {
    const { schema, db, brands, requests } = app;
    const staff = await signedIn();
    const body = new FormData();
    body.set("csrf", staff.csrf);
    for (const [name, value] of Object.entries({
      intent: "save",
      kind: "partner",
      brand_id: "pg-77",
      business_name: "PG Bank",
      active: "on",
    }))
      body.set(name, value);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    body.set("logo_file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const request = new Request("http://localhost/admin/brands", {
      method: "POST",
      headers: { ...requests.FROM_OWN_PAGE, Cookie: staff.cookieHeader() },
      body,
    });
    expect(((await requests.settle(() => brands.action(args(request)))) as Response).status).toBe(302);
    const [row] = await db
      .getDb()
      .select()
      .from(schema.partnerBrandings)
      .where(eq(schema.partnerBrandings.partnerId, "pg-77"));
    expect(row?.logoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

    const deactivate = staff.form(
      "/admin/brands",
      { intent: "deactivate", key: `partner:${row!.id}`, version: "1" },
      { honeypot: false }
    );
    expect(((await requests.settle(() => brands.action(args(deactivate)))) as Response).status).toBe(302);
    const [after] = await db
      .getDb()
      .select()
      .from(schema.partnerBrandings)
      .where(eq(schema.partnerBrandings.id, row!.id));
    expect(after).toMatchObject({ active: false, version: 2 });
    const audit = await db.getDb().select().from(schema.auditLog).where(eq(schema.auditLog.entityType, "brand"));
    expect(audit.map((line) => line.action).sort()).toEqual(["create", "deactivate"]);
  });
});
