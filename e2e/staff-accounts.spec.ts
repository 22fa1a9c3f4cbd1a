import type { Page } from "@playwright/test";
import { SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT, axeViolations, expect, signInAsStaff, test } from "./support";

const MEMBER_PASSWORD = "first password for the member";

/** Signs in through the real form as someone other than the suite's admin. */
async function signInAs(page: Page, email: string, password: string, returnTo: string) {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === returnTo);
}

test.describe("staff accounts and roles", () => {
  test("an admin adds a marketing member, who sees only marketing's screens; made sales, the member opens the inbox and is refused content", async ({
    page,
    browser,
    browserProblems,
    jsEnabled,
    visit,
  }) => {
    // The js and nojs runs have their own servers; a unique address keeps reruns apart too.
    const email = `member-${jsEnabled ? "js" : "nojs"}-${Date.now().toString(36)}@example.com`;
    await signInAsStaff(page, "/admin/staff");
    await visit("/admin/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
    await page.getByRole("link", { name: "Add staff member" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add staff member" })).toBeVisible();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Name").fill("Morgan Marketer");
    await page.getByRole("combobox", { name: "Role" }).selectOption("marketing");
    await page.getByLabel("Time zone").fill("America/Denver");
    await page.getByLabel("Initial password").fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: "Add staff member" }).click();

    await expect(page).toHaveURL(/\/admin\/staff\?added=/);
    const notice = page.getByRole("status");
    await expect(notice).toContainText(`Added ${email}.`);
    // With JavaScript, focus moves to the confirmation.
    if (jsEnabled) await expect(notice).toBeFocused();
    await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Marketing");

    // The member, in a browser of their own.
    const memberContext = await browser.newContext({
      javaScriptEnabled: jsEnabled,
      baseURL: test.info().project.use.baseURL,
    });
    browserProblems.watch(memberContext);
    const member = await memberContext.newPage();
    await signInAs(member, email, MEMBER_PASSWORD, "/admin/analytics");
    await expect(member.getByRole("navigation", { name: "Staff" }).getByRole("link")).toHaveText([
      "Articles",
      "Pages",
      "Navigation",
      "Pop-ups",
      "Co-brands",
      "Partners",
      "Analytics",
      "Referrals",
    ]);

    // The admin makes the member sales.
    await page.getByRole("link", { name: email }).click();
    await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
    await page.getByRole("combobox", { name: "Role" }).selectOption("sales");
    await page.getByRole("button", { name: "Change role" }).click();
    await expect(page.getByRole("status")).toHaveText("Role changed.");
    await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue("sales");

    const refused = await member.goto("/lightbox-config");
    expect(refused?.status()).toBe(403);
    await expect(member.getByText("Sales accounts cannot use this page. Ask an admin if you need it.")).toBeVisible();
    const inbox = await member.goto("/admin/leads");
    expect(inbox?.status()).toBe(200);
    await expect(member.getByRole("navigation", { name: "Staff" }).getByRole("link")).toHaveText([
      "Leads",
      "Survey",
      "Analytics",
      "Referrals",
      "Availability",
    ]);
    await memberContext.close();

    await visit("/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(
      page.getByRole("row", { name: new RegExp(`Changed the role of ${email} from Marketing to Sales`) })
    ).toBeVisible();
    await page.getByLabel("Kind of thing").selectOption("staff");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?type=staff/);
    await expect(page.getByRole("row", { name: new RegExp(`Added ${email} as Marketing`) })).toBeVisible();
  });

  test("the staff accounts list and the audit log have no axe violation", async ({
    page,
    browser,
    jsEnabled,
    visit,
  }) => {
    test.skip(!jsEnabled, SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT);
    await signInAsStaff(page, "/admin/staff");
    for (const path of ["/admin/staff", "/admin/audit"]) {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page, browser, jsEnabled), path).toEqual([]);
    }
  });
});
