import type { Page } from "@playwright/test";
import { axeViolations, expect, JS_ONLY, signInAsStaff, STAFF_BROWSER, test } from "./support";

test.use(STAFF_BROWSER);

const MEMBER_PASSWORD = "first password for the member";
const MEMBER_OWN_PASSWORD = "the member's own password";

/** Signs in through the real form as someone other than the suite's admin. */
async function signInAs(page: Page, email: string, password: string, returnTo: string) {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === returnTo);
}

test.describe("staff accounts and roles", () => {
  test("an admin adds a marketing member, who sees only marketing's screens; made sales, the member opens the inbox and is refused content, changes their own password; deactivating asks first", async ({
    page,
    browser,
    browserProblems,
    jsEnabled,
    visit,
  }) => {
    // Two browsers and six password hashes (a quarter of a second each, more on a busy machine).
    test.setTimeout(75_000);
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
      "All pages",
      "Pages",
      "Redirects",
      "Media",
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
      "My day",
      "Response times",
      "Survey",
      "Analytics",
      "Referrals",
      "Availability",
    ]);

    // The member changes their own password from the staff bar: a wrong current one is refused; this session stays.
    await member.getByRole("link", { name: "Your account" }).click();
    await expect(member.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    const changePassword = async (current: string) => {
      await member.getByLabel("Current password").fill(current);
      await member.getByLabel("New password").fill(MEMBER_OWN_PASSWORD);
      await member.getByRole("button", { name: "Change password" }).click();
    };
    // Checking and hashing passwords takes seconds on a busy machine: these two wait longer than the default.
    await changePassword("not the member's password");
    await expect(member.getByText("That is not your current password. Nothing was changed.")).toBeVisible({ timeout: 20_000 });
    await changePassword(MEMBER_PASSWORD);
    await expect(member.getByRole("status")).toContainText("Your password was changed.", { timeout: 20_000 });
    await expect(member.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

    await visit("/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(
      page.getByRole("row", { name: new RegExp(`Changed the role of ${email} from Marketing to Sales`) })
    ).toBeVisible();
    await page.getByLabel("Kind of thing").selectOption("staff");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?type=staff/);
    await expect(page.getByRole("row", { name: new RegExp(`Added ${email} as Marketing`) })).toBeVisible();

    // Deactivating asks first, in the page; Cancel leaves the account as it was, Confirm signs the member out.
    await visit("/admin/staff");
    await page.getByRole("link", { name: email }).click();
    const deactivate = page.getByRole("button", { name: "Deactivate account" });
    await deactivate.click();
    const question = page.getByRole("heading", { level: 2, name: "Deactivate Morgan Marketer?" });
    await expect(question).toBeVisible();
    if (jsEnabled) await expect(question).toBeFocused();
    await expect(page.getByText("They are signed out at once and can no longer sign in.")).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(deactivate).toBeVisible();
    await member.reload();
    await expect(member.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await deactivate.click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("status")).toHaveText("Deactivated. The account was signed out everywhere and cannot sign in.");
    await member.reload();
    await expect(member).toHaveURL(/\/admin\/login/);
    await memberContext.close();
  });

  // JavaScript only: SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT.
  test("the staff accounts list, the audit log and your account have no axe violation", JS_ONLY, async ({
    page,
    browser,
    jsEnabled,
    visit,
  }) => {
    await signInAsStaff(page, "/admin/staff");
    for (const path of ["/admin/staff", "/admin/audit", "/admin/account"]) {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page, browser, jsEnabled), path).toEqual([]);
    }
  });
});

test("a member turns the weekly summary e-mail on and off under Your account", async ({ page }) => {
  await signInAsStaff(page, "/admin/account");
  const form = page.getByRole("form", { name: "Weekly summary" });
  const box = form.getByRole("checkbox", { name: /E-mail me every Monday morning/ });
  await box.check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your weekly summary choice was saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/account\?saved=weekly-summary$/);
  await expect(box).toBeChecked();
  await box.uncheck();
  // The page after the save (a document without JavaScript, the loader's data with it): a reload
  // sent while that navigation is still under way can find no page to reload.
  const shown = page.waitForResponse((response) => response.request().method() === "GET" && response.url().includes("saved=weekly-summary"));
  await form.getByRole("button", { name: "Save" }).click();
  await shown;
  await page.goto("/admin/account");
  await expect(box).not.toBeChecked();
});
