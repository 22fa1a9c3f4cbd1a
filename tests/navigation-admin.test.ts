import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, navigationItems } from "#db/schema";
import { getNavigationMenus } from "~/features/navigation/navigation.server";
import { formatSnapshot } from "~/features/navigation/reorder";
import type { NavigationItem, NavigationMenus } from "~/features/navigation/types";
import { upsertStaffAccount } from "~/features/staff/staff-accounts";
import { action, loader } from "~/routes/admin.navigation";
import { loader as apiLoader } from "~/routes/api.navigation";
import { loader as mobileSolutionsLoader } from "~/routes/navmobileview_solutions";
import { getDb } from "~/utils/db.server";
import { settle, type Visitor } from "./support/requests";
import { signedInVisitor } from "./support/staff-sign-in";

const MARKETING = { email: "marketing@example.com", password: "a long enough password" };
const SALES = { email: "sales-rep@example.com", password: "another long password" };
const args = (request: Request) => ({ request, params: {}, context: {} });
type ActionData = {
  data: { alert: string | null; result: { error?: Record<string, string[]> } | null; preview: NavigationMenus | null };
  init: { status?: number } | null;
};

let staff: Visitor;
beforeAll(async () => {
  await upsertStaffAccount(getDb(), { ...MARKETING, role: "marketing" });
  await upsertStaffAccount(getDb(), { ...SALES, role: "sales" });
  staff = await signedInVisitor(MARKETING);
});

const post = (fields: Record<string, string>, visitor = staff) =>
  settle(() => action(args(visitor.form("/admin/navigation", fields, { honeypot: false }))));
const rowsNow = () => getDb().select().from(navigationItems);
const rowOf = async (id: number) => (await getDb().select().from(navigationItems).where(eq(navigationItems.id, id)))[0];
const partnerLinks = async () =>
  (await getNavigationMenus()).partnerships.flatMap((section) => section.links.map((link) => link.title));
const auditLines = (action: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "navigation"), eq(auditLog.action, action)));
async function siblingsSnapshot(sectionType: string) {
  const rows = (await rowsNow()).filter((row) => row.sectionType === sectionType && row.parentId === null);
  rows.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return { ids: rows.map((row) => row.id), snapshot: formatSnapshot(rows) };
}
const itemFields = (fields: Record<string, string>) => ({
  intent: "save",
  section_type: "partnerships",
  title: "ISO Program",
  slug: "iso-program",
  link_url: "/payment-partnerships",
  ...fields,
});

describe("/admin/navigation", () => {
  let added = 0;

  it("adds an item at the end of its section, records it, and the header shows it at once", async () => {
    const before = await partnerLinks();
    const response = (await post(itemFields({}))) as Response;
    expect(response.status).toBe(302);
    const [row] = (await rowsNow()).filter((candidate) => candidate.title === "ISO Program");
    expect(row).toMatchObject({
      sectionType: "partnerships",
      slug: "iso-program",
      linkUrl: "/payment-partnerships",
      version: 1,
      hidden: false,
    });
    added = row!.id;
    expect(response.headers.get("Location")).toBe(`/admin/navigation?done=added&edit=${added}`);
    // The cache of this process was cleared by the save.
    expect(await partnerLinks()).toEqual([...before, "ISO Program"]);
    const [line] = await auditLines("create");
    expect(line).toMatchObject({
      staffEmail: MARKETING.email,
      entityId: String(added),
      summary: "Added menu item “ISO Program” to Partner with Us",
    });
  });

  it("edits it with its version, and refuses a stale save with what changed (409), keeping nothing of it", async () => {
    const base = {
      id: String(added),
      version: "1",
      base_title: "ISO Program",
      base_slug: "iso-program",
      base_section_type: "partnerships",
    };
    expect(((await post(itemFields({ ...base, title: "ISO & Agent Program" }))) as Response).status).toBe(302);
    expect(await rowOf(added)).toMatchObject({ title: "ISO & Agent Program", version: 2 });

    const stale = (await post(itemFields({ ...base, title: "Someone else's title" }))) as ActionData;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.alert).toContain("Changed since you opened it: Title (now “ISO & Agent Program”)");
    expect(await rowOf(added)).toMatchObject({ title: "ISO & Agent Program", version: 2 });
    expect((await auditLines("update")).length).toBe(1);
  });

  it("refuses a javascript: or protocol-relative link with the header's rule, and stores nothing", async () => {
    const count = (await rowsNow()).length;
    for (const link_url of ["javascript:alert(document.cookie)", "//evil.example/phish"]) {
      const refused = (await post(itemFields({ title: "Evil", link_url }))) as ActionData;
      expect(refused.init?.status).toBe(400);
      expect(refused.data.result?.error?.link_url?.[0]).toMatch(/never be shown in the menus/);
    }
    expect((await rowsNow()).length).toBe(count);
  });

  it("previews unsaved values as the header's menus without saving them", async () => {
    const preview = (await post(
      itemFields({ intent: "preview", id: String(added), version: "2", title: "Draft title" })
    )) as ActionData;
    expect(preview.init?.status).toBe(200);
    expect(preview.data.preview?.partnerships.flatMap((section) => section.links.map((link) => link.title))).toContain(
      "Draft title"
    );
    expect((await rowOf(added))?.title).toBe("ISO & Agent Program");
  });

  it("moves an item up, changing the header's order; a move from a stale page is a 409", async () => {
    const { ids, snapshot } = await siblingsSnapshot("partnerships");
    expect(ids.at(-1)).toBe(added);
    // The form without JavaScript asks to come back to the item's row.
    const response = (await post({
      intent: "move",
      id: String(added),
      direction: "up",
      siblings: snapshot,
      return: "item",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/admin/navigation?done=moved%3AISO+%26+Agent+Program#nav-item-${added}`
    );
    const links = await partnerLinks();
    expect(links.indexOf("ISO & Agent Program")).toBe(links.length - 2);
    expect((await auditLines("reorder"))[0]?.summary).toBe(
      "Moved menu item “ISO & Agent Program” up in Partner with Us"
    );

    // The same form again: the section's versions and order moved on.
    const stale = (await post({
      intent: "move",
      id: String(added),
      direction: "up",
      siblings: snapshot,
    })) as ActionData;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.alert).toContain(
      "Order of the section (now “Agent Programs, Financial Institutions, ISO & Agent Program, Integration"
    );
    expect(await partnerLinks()).toEqual(links);
  });

  it("opens a new item under a titled section from its own “Add an item”", async () => {
    const compliance = (await rowsNow()).find((row) => row.title === "Compliance" && row.parentId === null)!;
    const page = (await loader(args(staff.get(`/admin/navigation?new&section=solutions&parent=${compliance.id}`)))) as {
      editor: { values: { parent_id: string; section_type: string } };
    };
    expect(page.editor.values).toMatchObject({ parent_id: String(compliance.id), section_type: compliance.sectionType });
  });

  it("reorders by drag and drop (before another item) with the same checks", async () => {
    const { ids, snapshot } = await siblingsSnapshot("partnerships");
    const response = (await post({
      intent: "reorder",
      id: String(added),
      before: String(ids[0]),
      siblings: snapshot,
    })) as Response;
    expect(response.status).toBe(302);
    // With JavaScript the page stays where it is: no anchor to scroll to.
    expect(response.headers.get("Location")).not.toContain("#");
    expect((await partnerLinks())[0]).toBe("ISO & Agent Program");
  });

  it("hides an item from the header, the mobile pages and GET /api/navigation, and shows it again", async () => {
    const version = String((await rowOf(added))!.version);
    expect(((await post({ intent: "hide", id: String(added), version })) as Response).status).toBe(302);
    expect(await partnerLinks()).not.toContain("ISO & Agent Program");
    const api = (await (apiLoader() as Promise<Response>).then((response) => response.json())) as NavigationItem[];
    expect(api.map((item) => item.title)).not.toContain("ISO & Agent Program");
    expect(api.map((item) => item.title)).toContain("Agent Programs");

    // A hidden parent takes its children with it (the Compliance column of the mobile Solutions page).
    const compliance = (await rowsNow()).find((row) => row.title === "Compliance" && row.parentId === null)!;
    expect(
      ((await post({ intent: "hide", id: String(compliance.id), version: String(compliance.version) })) as Response)
        .status
    ).toBe(302);
    const mobile = (await mobileSolutionsLoader()) as { groups: { title: string }[] };
    expect(JSON.stringify(mobile.groups)).not.toContain("Employee Handbook");
    expect(JSON.stringify(await getNavigationMenus())).not.toContain("Employee Handbook");
    expect(
      ((await post({ intent: "show", id: String(compliance.id), version: String(compliance.version + 1) })) as Response)
        .status
    ).toBe(302);
    expect(JSON.stringify(await getNavigationMenus())).toContain("Employee Handbook");

    // Hiding again from the stale form is refused.
    const stale = (await post({ intent: "hide", id: String(added), version })) as ActionData;
    expect(stale.init?.status).toBe(409);
    expect(
      ((await post({ intent: "show", id: String(added), version: String(Number(version) + 1) })) as Response).status
    ).toBe(302);
    expect(await partnerLinks()).toContain("ISO & Agent Program");
    expect((await auditLines("hide")).length).toBe(2);
  });

  it("deletes only after the confirmation is ticked", async () => {
    const version = String((await rowOf(added))!.version);
    const unconfirmed = (await post({ intent: "delete", id: String(added), version })) as ActionData;
    expect(unconfirmed.init?.status).toBe(400);
    expect(await rowOf(added)).toBeDefined();
    expect(((await post({ intent: "delete", id: String(added), version, confirm: "on" })) as Response).status).toBe(
      302
    );
    expect(await rowOf(added)).toBeUndefined();
    expect((await auditLines("delete"))[0]?.summary).toBe("Deleted menu item “ISO & Agent Program”");
  });

  it("answers 403 to a sales account, for the page and for a post, and changes nothing", async () => {
    const sales = await signedInVisitor(SALES);
    const page = (await settle(() => loader(args(sales.get("/admin/navigation"))))) as Response;
    expect(page.status).toBe(403);
    expect(await page.text()).toMatch(/Sales accounts cannot use this page/);
    const count = (await rowsNow()).length;
    const posted = (await post(itemFields({ title: "By sales" }), sales)) as Response;
    expect(posted.status).toBe(403);
    expect((await rowsNow()).length).toBe(count);
  });

  it("refuses a post without the anti-forgery token", async () => {
    const refused = (await settle(() =>
      action(args(staff.form("/admin/navigation", itemFields({ title: "Forged" }), { honeypot: false, csrf: false })))
    )) as Response;
    expect(refused.status).toBe(403);
    expect((await rowsNow()).some((row) => row.title === "Forged")).toBe(false);
  });
});
