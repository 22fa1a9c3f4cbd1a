import { spawnSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, lightboxes, staffSessions, staffUsers } from "#db/schema";
import { startStaffSession, signIn } from "~/features/staff/session.server";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { LAST_ADMIN_MESSAGE } from "~/features/staff/staff-admin-rules";
import { loader as layoutLoader } from "~/routes/admin";
import { loader as auditLoader } from "~/routes/admin.audit";
import { loader as inboxLoader } from "~/routes/admin.leads._index";
import { WRONG_CURRENT_PASSWORD } from "~/features/staff/own-account.server";
import { EMAIL_TAKEN_MESSAGE, NOTHING_CHANGED_MESSAGE } from "~/features/staff/staff-admin-rules";
import { action as ownAccountAction, loader as ownAccountLoader } from "~/routes/admin.account";
import { action as accountAction, loader as accountLoader } from "~/routes/admin.staff.$id";
import { loader as staffListLoader } from "~/routes/admin.staff._index";
import { action as newStaffAction } from "~/routes/admin.staff.new";
import { loader as popupListLoader } from "~/routes/lightbox-config._index";
import { action as editPopupAction, loader as editPopupLoader } from "~/routes/lightbox-config.$id";
import { action as newPopupAction } from "~/routes/lightbox-config.new";
import { getDb } from "~/utils/db.server";
import { settle, Visitor } from "./support/requests";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
type DataResult<T> = { data: T; init: { status?: number } | null };

const PASSWORD = "a long enough password";
const ACCOUNTS = {
  admin: { email: "owner@example.com", role: "admin", timeZone: "America/New_York" },
  marketing: { email: "marketer@example.com", role: "marketing", timeZone: "America/Chicago" },
  sales: { email: "seller@example.com", role: "sales", timeZone: "America/Chicago" },
} as const;

function responseOf(value: unknown): Response {
  expect(value).toBeInstanceOf(Response);
  return value as Response;
}

async function accountRow(email: string) {
  const [row] = await getDb().select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  if (!row) throw new Error(`no account ${email}`);
  return row;
}

/** A browser with a session of this account (started directly: the sign-in form has its own tests). */
async function sessionOf(email: string): Promise<Visitor> {
  const visitor = await new Visitor().start();
  visitor.remember(await startStaffSession((await accountRow(email)).id));
  return visitor;
}

/** Whether this browser's session still opens a staff page its role may use (an ended one redirects to sign in). */
async function stillSignedIn(visitor: Visitor): Promise<boolean> {
  const result = await settle(() => layoutLoader(args(visitor.get("/admin/survey"))));
  return !(result instanceof Response);
}

async function sessionCount(email: string): Promise<number> {
  const { id } = await accountRow(email);
  return (await getDb().select().from(staffSessions).where(eq(staffSessions.staffId, id))).length;
}

const auditSummaries = async () => (await getDb().select().from(auditLog)).map((line) => line.summary);

/** The hidden fields every form of an account's page carries. */
async function formBase(email: string, version?: number): Promise<Record<string, string>> {
  const row = await accountRow(email);
  return {
    version: String(version ?? row.version),
    base_role: row.role,
    base_active: row.active ? "yes" : "no",
    base_name: row.name ?? "",
    base_time_zone: row.timeZone,
  };
}

let admin: Visitor;

beforeAll(async () => {
  for (const account of Object.values(ACCOUNTS)) await upsertStaffAccount(getDb(), { ...account, password: PASSWORD });
  admin = await sessionOf(ACCOUNTS.admin.email);
});

async function postAccount(visitor: Visitor, email: string, fields: Record<string, string>) {
  const id = String((await accountRow(email)).id);
  return settle(() => accountAction(args(visitor.form(`/admin/staff/${id}`, fields, { honeypot: false }), { id })));
}

describe("who may use which staff screens", () => {
  it("answers 403 with a message naming the role to non-admins on the staff and audit screens", async () => {
    for (const role of ["marketing", "sales"] as const) {
      const visitor = await sessionOf(ACCOUNTS[role].email);
      for (const load of [() => staffListLoader(args(visitor.get("/admin/staff"))), () => auditLoader(args(visitor.get("/admin/audit")))]) {
        const refused = responseOf(await settle(load));
        expect(refused.status).toBe(403);
        expect(await refused.text()).toMatch(/accounts cannot use this page\. Ask an admin/);
      }
      // A post is refused before its body is read.
      const post = visitor.form("/admin/staff/new", { email: "x@example.com" }, { honeypot: false });
      expect(responseOf(await settle(() => newStaffAction(args(post)))).status).toBe(403);
    }
  });

  it("keeps sales out of the content screens and marketing out of the lead inbox", async () => {
    const sales = await sessionOf(ACCOUNTS.sales.email);
    const refused = responseOf(await settle(() => popupListLoader(args(sales.get("/lightbox-config")))));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("Sales accounts cannot use this page. Ask an admin if you need it.");
    const inbox = await settle(() => inboxLoader(args(sales.get("/admin/leads"))));
    expect(inbox).not.toBeInstanceOf(Response);
    expect(inbox).toHaveProperty("leads");

    const marketing = await sessionOf(ACCOUNTS.marketing.email);
    expect(responseOf(await settle(() => inboxLoader(args(marketing.get("/admin/leads"))))).status).toBe(403);
  });

  it("shows each role only the links of the staff bar it may use", async () => {
    const linksOf = async (email: string) => {
      const visitor = await sessionOf(email);
      const result = (await layoutLoader(args(visitor.get("/admin/survey")))) as unknown as DataResult<{ navigation: { to: string }[] }>;
      return result.data.navigation.map((entry) => entry.to);
    };
    const marketing = await linksOf(ACCOUNTS.marketing.email);
    expect(marketing).toContain("/admin/lightboxes");
    expect(marketing).not.toContain("/admin/leads");
    expect(marketing).not.toContain("/admin/staff");
    expect(await linksOf(ACCOUNTS.sales.email)).toEqual(["/admin/leads", "/admin/today", "/admin/reports/response-times", "/admin/survey", "/admin/analytics", "/admin/referrals", "/admin/availability"]);
    expect(await linksOf(ACCOUNTS.admin.email)).toEqual(expect.arrayContaining(["/admin/staff", "/admin/audit", "/admin/leads"]));
  });
});

describe("staff accounts", () => {
  const NEW = "Dana.Reyes@Example.com";

  it("adds a member with the password the admin set, and says why a form is refused", async () => {
    const add = (fields: Record<string, string>) =>
      settle(() => newStaffAction(args(admin.form("/admin/staff/new", fields, { honeypot: false }))));
    const fields = { email: NEW, name: "Dana Reyes", role: "marketing", time_zone: "America/Denver", password: "dana's first password" };

    const invalid = (await add({ ...fields, role: "owner", password: "short" })) as DataResult<{
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    }>;
    expect(invalid.init?.status).toBe(400);
    expect(Object.keys(invalid.data.result.error).sort()).toEqual(["password", "role"]);
    expect(invalid.data.result.initialValue).not.toHaveProperty("password");

    const added = responseOf(await add(fields));
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe("/admin/staff?added=dana.reyes%40example.com");
    expect(await accountRow("dana.reyes@example.com")).toMatchObject({ role: "marketing", timeZone: "America/Denver", name: "Dana Reyes", active: true });
    expect((await signIn("dana.reyes@example.com", "dana's first password", { trustedDevice: null })).ok).toBe(true);

    const again = (await add({ ...fields, email: "dana.reyes@example.com" })) as DataResult<{ result: { error: Record<string, string[]> } }>;
    expect(again.init?.status).toBe(400);
    expect(again.data.result.error.email).toEqual(["There is already an account with this e-mail address."]);
    expect(await auditSummaries()).toContain("Added dana.reyes@example.com as Marketing");

    const list = (await staffListLoader(args(admin.get("/admin/staff")))) as Awaited<ReturnType<typeof staffListLoader>>;
    expect(list.accounts.find((account) => account.email === "dana.reyes@example.com")).toMatchObject({ roleLabel: "Marketing", active: true, lastSignIn: null });
  });

  it("changes a role, with an audit line, and refuses the same form again as stale (409, saying what changed)", async () => {
    const email = ACCOUNTS.sales.email;
    const opened = await formBase(email);
    const changed = responseOf(await postAccount(admin, email, { ...opened, intent: "role", role: "marketing" }));
    expect(changed.headers.get("Location")).toMatch(/\/admin\/staff\/\d+\?saved=role$/);
    expect((await accountRow(email)).role).toBe("marketing");
    expect(await auditSummaries()).toContain(`Changed the role of ${email} from Sales to Marketing`);

    // A second admin's tab, opened before that change, now tries to make the account an admin.
    const lines = (await getDb().select().from(auditLog)).length;
    const stale = (await postAccount(admin, email, { ...opened, intent: "role", role: "admin" })) as DataResult<{
      alert: string;
      result: { initialValue: Record<string, unknown> };
    }>;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.alert).toBe(
      `Not saved: this was changed by ${ACCOUNTS.admin.email} after you opened it. Changed since you opened it: Role (now “marketing”). Your edits are still in the form; review them and save again.`,
    );
    expect(stale.data.result.initialValue.role).toBe("admin");
    expect((await accountRow(email)).role).toBe("marketing");
    expect(await getDb().select().from(auditLog)).toHaveLength(lines);

    // The page reloads with the new version (shouldRevalidate after a 409), so saving again works.
    const back = responseOf(await postAccount(admin, email, { ...(await formBase(email)), intent: "role", role: "sales" }));
    expect(back.status).toBe(302);
    expect((await accountRow(email)).role).toBe("sales");
  });

  it("resets a password: every session of that account ends, and only the new password signs in", async () => {
    const email = ACCOUNTS.marketing.email;
    const [first, second, colleague] = [await sessionOf(email), await sessionOf(email), await sessionOf(ACCOUNTS.sales.email)];
    expect(await stillSignedIn(first)).toBe(true);
    const short = (await postAccount(admin, email, { ...(await formBase(email)), intent: "password", password: "short" })) as DataResult<unknown>;
    expect(short.init?.status).toBe(400);

    const reset = responseOf(await postAccount(admin, email, { ...(await formBase(email)), intent: "password", password: "the new password!" }));
    expect(reset.headers.get("Location")).toMatch(/\?saved=password$/);
    expect(await stillSignedIn(first)).toBe(false);
    expect(await stillSignedIn(second)).toBe(false);
    expect(await stillSignedIn(colleague)).toBe(true);
    expect(await sessionCount(email)).toBe(0);
    expect((await signIn(email, PASSWORD, { trustedDevice: null })).ok).toBe(false);
    expect((await signIn(email, "the new password!", { trustedDevice: null })).ok).toBe(true);
    expect(await auditSummaries()).toContain(`Reset the password of ${email} and signed out its sessions`);
  });

  it("deactivates only after the question is answered: the sessions end and sign-in is refused; reactivating lets the account in again", async () => {
    const email = ACCOUNTS.sales.email;
    const session = await sessionOf(email);
    const lines = (await getDb().select().from(auditLog)).length;
    // The button alone asks first, naming the person, and changes nothing.
    const asked = (await postAccount(admin, email, { ...(await formBase(email)), intent: "deactivate" })) as DataResult<{
      confirm: { question: string; consequence: string };
    }>;
    expect(asked.init?.status ?? 200).toBe(200);
    expect(asked.data.confirm).toMatchObject({
      question: `Deactivate ${email}?`,
      consequence: "They are signed out at once and can no longer sign in.",
    });
    expect((await accountRow(email)).active).toBe(true);
    expect(await stillSignedIn(session)).toBe(true);
    expect(await getDb().select().from(auditLog)).toHaveLength(lines);

    const off = responseOf(await postAccount(admin, email, { ...(await formBase(email)), intent: "deactivate", confirmed: "yes" }));
    expect(off.headers.get("Location")).toMatch(/\?saved=deactivate$/);
    expect(await stillSignedIn(session)).toBe(false);
    expect(await sessionCount(email)).toBe(0);
    expect(await signIn(email, PASSWORD, { trustedDevice: null })).toEqual({ ok: false, reason: "invalid" });

    const twice = (await postAccount(admin, email, { ...(await formBase(email)), intent: "deactivate", confirmed: "yes" })) as DataResult<{ alert: string }>;
    expect(twice.init?.status).toBe(400);
    expect(twice.data.alert).toBe(`The account ${email} is already deactivated.`);

    responseOf(await postAccount(admin, email, { ...(await formBase(email)), intent: "reactivate" }));
    expect((await signIn(email, PASSWORD, { trustedDevice: null })).ok).toBe(true);
    const summaries = await auditSummaries();
    expect(summaries).toContain(`Deactivated ${email}`);
    expect(summaries).toContain(`Reactivated ${email}`);
  });

  it("never leaves the site without an active admin, the admin's own account included", async () => {
    const email = ACCOUNTS.admin.email;
    const demote = (await postAccount(admin, email, { ...(await formBase(email)), intent: "role", role: "sales" })) as DataResult<{ alert: string }>;
    expect(demote.init?.status).toBe(400);
    expect(demote.data.alert).toBe(LAST_ADMIN_MESSAGE);
    const deactivate = (await postAccount(admin, email, { ...(await formBase(email)), intent: "deactivate", confirmed: "yes" })) as DataResult<{ alert: string }>;
    expect(deactivate.data.alert).toBe(LAST_ADMIN_MESSAGE);
    // Refused before the question too: nobody confirms what cannot happen.
    const asked = (await postAccount(admin, email, { ...(await formBase(email)), intent: "deactivate" })) as DataResult<{ alert: string; confirm?: unknown }>;
    expect(asked.init?.status).toBe(400);
    expect(asked.data).toMatchObject({ alert: LAST_ADMIN_MESSAGE });
    expect(asked.data.confirm).toBeUndefined();
    expect(await accountRow(email)).toMatchObject({ role: "admin", active: true });
    expect(await stillSignedIn(admin)).toBe(true);

    // With a second admin, the first may step down.
    const second = "dana.reyes@example.com";
    responseOf(await postAccount(admin, second, { ...(await formBase(second)), intent: "role", role: "admin" }));
    const stepDown = responseOf(await postAccount(admin, email, { ...(await formBase(email)), intent: "role", role: "marketing" }));
    expect(stepDown.status).toBe(302);
    const danaAsAdmin = await sessionOf(second);
    responseOf(await postAccount(danaAsAdmin, email, { ...(await formBase(email)), intent: "role", role: "admin" }));
    expect((await accountRow(email)).role).toBe("admin");
  });

  it("refuses an unknown form action or a form without its version, and answers 404 for no such account", async () => {
    const email = ACCOUNTS.marketing.email;
    expect(responseOf(await postAccount(admin, email, { ...(await formBase(email)), intent: "delete" })).status).toBe(400);
    const { version: _version, ...withoutVersion } = await formBase(email);
    const incomplete = (await postAccount(admin, email, { ...withoutVersion, intent: "role", role: "sales" })) as DataResult<unknown>;
    expect(incomplete.init?.status).toBe(400);
    const missing = await settle(() => accountLoader(args(admin.get("/admin/staff/99999"), { id: "99999" })));
    expect(responseOf(missing).status).toBe(404);
    expect(responseOf(await settle(() => accountLoader(args(admin.get("/admin/staff/abc"), { id: "abc" })))).status).toBe(404);
  });
});

describe("the audit log screen", () => {
  it("lists changes newest first in the viewer's time zone, filtered by kind, with a link to more", async () => {
    const screen = (await auditLoader(args(admin.get("/admin/audit")))) as Awaited<ReturnType<typeof auditLoader>>;
    expect(screen.lines.length).toBeGreaterThan(5);
    expect(screen.lines[0]?.summary).toBe(`Changed the role of ${ACCOUNTS.admin.email} from Marketing to Admin`);
    expect(screen.lines[0]?.who).toBe("dana.reyes@example.com");
    expect(screen.lines[0]?.when).toMatch(/ [AP]M E[SD]T$/);
    expect(screen.lines.map((line) => line.at)).toEqual([...screen.lines.map((line) => line.at)].sort().reverse());

    await getDb()
      .insert(auditLog)
      .values(Array.from({ length: 60 }, (_, index) => ({ staffEmail: "bulk@example.com", action: "update", entityType: "article", summary: `Edited article ${index}` })));
    const articles = (await auditLoader(args(admin.get("/admin/audit?type=article")))) as Awaited<ReturnType<typeof auditLoader>>;
    expect(articles.lines).toHaveLength(50);
    expect(articles.lines.every((line) => line.kind === "Articles")).toBe(true);
    expect(articles.moreQuery).toBe("?type=article&limit=100");
    const more = (await auditLoader(args(admin.get(`/admin/audit${articles.moreQuery}`)))) as Awaited<ReturnType<typeof auditLoader>>;
    expect(more.lines).toHaveLength(60);
    expect(more.moreQuery).toBeNull();
    const staffOnly = (await auditLoader(args(admin.get("/admin/audit?type=staff")))) as Awaited<ReturnType<typeof auditLoader>>;
    expect(staffOnly.lines.every((line) => line.kind === "Staff accounts")).toBe(true);
  });
});

describe("the pop-up editor", () => {
  const popupForm = (fields: Record<string, string>) => ({ intent: "save", page: "home", ...fields });

  it("writes an audit line for create, update, switch off and delete, and refuses a stale save with 409", async () => {
    const marketing = await sessionOf(ACCOUNTS.marketing.email);
    const created = responseOf(
      await settle(() =>
        newPopupAction(args(marketing.form("/lightbox-config/new", popupForm({ name: "Audit promo", header: "First" }), { honeypot: false }))),
      ),
    );
    const id = String(/\/lightbox-config\/(\d+)/.exec(created.headers.get("Location") ?? "")?.[1]);
    const editor = (await editPopupLoader(args(marketing.get(`/lightbox-config/${id}`), { id }))) as Awaited<ReturnType<typeof editPopupLoader>>;
    expect(editor.version).toBe(1);
    const opened = { version: String(editor.version), base: JSON.stringify(editor.defaults) };
    const save = (visitor: Visitor, fields: Record<string, string>) =>
      settle(() => editPopupAction(args(visitor.form(`/lightbox-config/${id}`, popupForm({ name: "Audit promo", ...fields }), { honeypot: false }), { id })));

    // Two people opened the editor; the admin saves first.
    const first = responseOf(await save(admin, { ...opened, header: "Admin's header" }));
    expect(first.headers.get("Location")).toBe(`/lightbox-config/${id}?saved=1`);
    const stale = (await save(marketing, { ...opened, header: "Marketing's header", description: "Typed text" })) as DataResult<{
      alert: string;
      result: { initialValue: Record<string, unknown> };
    }>;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.alert).toContain(`changed by ${ACCOUNTS.admin.email} after you opened it`);
    expect(stale.data.alert).toContain("Header (now “Admin's header”)");
    expect(stale.data.result.initialValue).toMatchObject({ header: "Marketing's header", description: "Typed text" });
    const [row] = await getDb().select().from(lightboxes).where(eq(lightboxes.id, Number(id)));
    expect(row).toMatchObject({ header: "Admin's header", version: 2 });

    const noVersion = (await save(marketing, { header: "No version" })) as DataResult<unknown>;
    expect(noVersion.init?.status).toBe(400);

    responseOf(
      await settle(() => editPopupAction(args(marketing.form(`/lightbox-config/${id}`, { intent: "delete", confirm: "on" }, { honeypot: false }), { id }))),
    );
    const lines = await getDb().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(lines.filter((line) => line.entityType === "lightbox").map((line) => [line.action, line.staffEmail, line.summary])).toEqual([
      ["create", ACCOUNTS.marketing.email, "Created pop-up “Audit promo”"],
      ["update", ACCOUNTS.admin.email, "Updated pop-up “Audit promo” (header: First -> Admin's header)"],
      ["delete", ACCOUNTS.marketing.email, "Deleted pop-up “Audit promo” and its results"],
    ]);
  });
});

describe("an account's details and your own account", () => {
  const JANE = "jane@example.com";
  type Refusal = DataResult<{ alert: string | null; result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } }>;
  const details = (fields: Record<string, string>) => ({ intent: "profile", email: JANE, name: "Jane Doe", time_zone: "UTC", ...fields });
  const lastSummary = async () => (await getDb().select().from(auditLog).orderBy(auditLog.id)).at(-1);

  beforeAll(async () => {
    await upsertStaffAccount(getDb(), { email: JANE, name: "Jane Doe", timeZone: "UTC", role: "sales", password: PASSWORD });
  });

  it("lets an admin change a member's e-mail, name and time zone, saying what changed; a duplicate e-mail in any case or an unknown zone is refused", async () => {
    const duplicate = (await postAccount(admin, JANE, { ...(await formBase(JANE)), ...details({ email: "OWNER@Example.com" }) })) as Refusal;
    expect(duplicate.init?.status).toBe(400);
    expect(duplicate.data.result.error?.email).toEqual([EMAIL_TAKEN_MESSAGE]);
    const badZone = (await postAccount(admin, JANE, { ...(await formBase(JANE)), ...details({ time_zone: "EST" }) })) as Refusal;
    expect(badZone.init?.status).toBe(400);
    expect(Object.keys(badZone.data.result.error ?? {})).toEqual(["time_zone"]);
    const unchanged = (await postAccount(admin, JANE, { ...(await formBase(JANE)), ...details({}) })) as Refusal;
    expect(unchanged.data.alert).toBe(NOTHING_CHANGED_MESSAGE);
    expect(await accountRow(JANE)).toMatchObject({ name: "Jane Doe", timeZone: "UTC" });

    const saved = responseOf(
      await postAccount(admin, JANE, { ...(await formBase(JANE)), ...details({ email: " Jane.Doe@Example.com ", name: "Jane Q. Doe", time_zone: "America/New_York" }) }),
    );
    expect(saved.headers.get("Location")).toMatch(/\/admin\/staff\/\d+\?saved=profile$/);
    expect(await accountRow("jane.doe@example.com")).toMatchObject({ name: "Jane Q. Doe", timeZone: "America/New_York", role: "sales" });
    expect(await lastSummary()).toMatchObject({
      staffEmail: ACCOUNTS.admin.email,
      summary: `Edited ${JANE} (e-mail: ${JANE} -> jane.doe@example.com; name: Jane Doe -> Jane Q. Doe; time zone: UTC -> America/New_York)`,
    });
    // She signs in with the new address.
    expect((await signIn("Jane.Doe@example.com", PASSWORD, { trustedDevice: null })).ok).toBe(true);
  });

  it("lets every member change their own password with the current one: other sessions end, this one stays", async () => {
    const email = "jane.doe@example.com";
    const [here, elsewhere] = [await sessionOf(email), await sessionOf(email)];
    const page = (await ownAccountLoader(args(here.get("/admin/account")))) as Awaited<ReturnType<typeof ownAccountLoader>>;
    expect(page.account).toMatchObject({ email, roleLabel: "Sales" });
    expect(page.timeZones).toContain("America/Phoenix");
    const change = (current: string, next: string) =>
      settle(() => ownAccountAction(args(here.form("/admin/account", { intent: "password", current_password: current, new_password: next }, { honeypot: false }))));

    const wrong = (await change("not my password", "my own new password")) as Refusal;
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.result.error?.current_password).toEqual([WRONG_CURRENT_PASSWORD]);
    expect(wrong.data.result.initialValue).not.toHaveProperty("current_password");
    expect(wrong.data.result.initialValue).not.toHaveProperty("new_password");
    expect(((await change(PASSWORD, "short")) as Refusal).init?.status).toBe(400);

    const changed = responseOf(await change(PASSWORD, "my own new password"));
    expect(changed.headers.get("Location")).toBe("/admin/account?saved=password");
    expect(await stillSignedIn(here)).toBe(true);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect((await signIn(email, PASSWORD, { trustedDevice: null })).ok).toBe(false);
    expect((await signIn(email, "my own new password", { trustedDevice: null })).ok).toBe(true);
    expect(await lastSummary()).toMatchObject({ staffEmail: email, summary: "Changed their own password and signed out 1 other session" });
    const everything = JSON.stringify(await getDb().select().from(auditLog));
    expect(everything).not.toContain("my own new password");
  });

  it("lets a member change their own name and time zone, never their role", async () => {
    const email = "jane.doe@example.com";
    const visitor = await sessionOf(email);
    const row = await accountRow(email);
    const fields = { intent: "profile", version: String(row.version), base_name: row.name ?? "", base_time_zone: row.timeZone };
    const saved = responseOf(
      await settle(() =>
        ownAccountAction(args(visitor.form("/admin/account", { ...fields, name: "Jane", time_zone: "America/Phoenix", role: "admin", email: "x@example.com" }, { honeypot: false }))),
      ),
    );
    expect(saved.headers.get("Location")).toBe("/admin/account?saved=profile");
    expect(await accountRow(email)).toMatchObject({ name: "Jane", timeZone: "America/Phoenix", role: "sales" });
    expect(await lastSummary()).toMatchObject({
      staffEmail: email,
      summary: "Edited their own account (name: Jane Q. Doe -> Jane; time zone: America/New_York -> America/Phoenix)",
    });
    // The same form again is stale: it says what changed.
    const stale = (await settle(() => ownAccountAction(args(visitor.form("/admin/account", { ...fields, name: "Janet", time_zone: "UTC" }, { honeypot: false }))))) as Refusal;
    expect(stale.init?.status).toBe(409);
  });

  it("counts wrong current passwords like failed sign-ins: after five, both wait", async () => {
    const email = "jane.doe@example.com";
    const visitor = await sessionOf(email);
    const attempt = () =>
      settle(() =>
        ownAccountAction(args(visitor.form("/admin/account", { intent: "password", current_password: "a wrong guess", new_password: "whatever it is now" }, { honeypot: false }))),
      );
    for (let failure = 1; failure <= 5; failure += 1) expect(((await attempt()) as Refusal).init?.status).toBe(400);
    const throttled = (await attempt()) as DataResult<unknown> & { init: { headers?: Record<string, string> } };
    expect(throttled.init?.status).toBe(429);
    expect((await signIn(email, "my own new password", { trustedDevice: null })).ok).toBe(false);
  }, 30_000);
});

describe("npm run staff:add", () => {
  it("refuses an unknown role before it touches any database", () => {
    const run = spawnSync("npx", ["tsx", "scripts/staff-add.ts", "someone@example.com", "--role", "owner"], {
      env: { ...process.env, STAFF_PASSWORD: PASSWORD, DATABASE_URL: "file:/nonexistent/dir/never.db" },
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Unknown role: owner (one of admin, marketing, sales)");
    // Starting tsx takes a few seconds on a busy machine.
  }, 30_000);
});
