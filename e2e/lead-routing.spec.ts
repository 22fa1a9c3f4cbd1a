import { axeViolations, expect, signInAsStaff, STAFF_BROWSER, test, uniqueName } from "./support";

test.use(STAFF_BROWSER);

test.describe("the lead routing screen", () => {
  test("an admin adds and edits a rule, and sets a pool's overdue return and a member's cap", async ({ page, browser, jsEnabled, visit }) => {
    const pool = uniqueName("Partners desk");
    const rule = uniqueName("Bank partners");
    await signInAsStaff(page, "/admin/routing");
    await visit("/admin/routing");
    await expect(page.getByRole("heading", { level: 1, name: "Lead routing" })).toBeVisible();
    // The seeded catch-all, last, with no way to move, deactivate or delete it.
    const catchAll = page.getByRole("row", { name: /^Everything else / });
    await expect(catchAll).toContainText("Catch-all");
    await expect(catchAll.getByRole("button")).toHaveCount(0);
    if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

    // A pool, then a rule to it.
    await page.getByLabel("Pool name").fill(pool);
    await page.getByRole("button", { name: "Add pool" }).click();
    await expect(page.getByRole("status")).toHaveText("Pool saved.");
    const ruleForm = page.getByRole("form", { name: "Add a rule" });
    await ruleForm.getByLabel("Rule name").fill(rule);
    await ruleForm.getByLabel("Partner: bank or financial institution").check();
    await ruleForm.getByLabel("Goes to").selectOption({ label: pool });
    await ruleForm.getByRole("button", { name: "Add rule" }).click();
    await expect(page.getByRole("status")).toHaveText("Rule saved.");
    const row = page.getByRole("row", { name: new RegExp(`^${rule} `) });
    await expect(row).toContainText("Lead types: Partner: bank or financial institution");
    await expect(row).toContainText(`Pool: ${pool}`);

    // Edited: an industry added, then deactivated.
    await row.getByRole("link", { name: `Edit ${rule}` }).click();
    const editForm = page.getByRole("form", { name: `Edit rule “${rule}”` });
    await editForm.getByLabel("Healthcare").check();
    await editForm.getByRole("button", { name: "Save rule" }).click();
    await expect(page.getByRole("row", { name: new RegExp(`^${rule} `) })).toContainText("Industries: Healthcare");
    await page.getByRole("button", { name: `Deactivate ${rule}` }).click();
    await expect(page.getByRole("row", { name: new RegExp(`^${rule} `) })).toContainText("Inactive");

    // The pool: overdue leads go back after 4 hours; a refused cap keeps what was typed.
    const section = page.getByRole("region", { name: pool });
    await section.getByLabel("Return overdue leads after (hours)").fill("4");
    await section.getByRole("button", { name: `Save pool ${pool}` }).click();
    await expect(page).toHaveURL(/saved=pool-saved$/);
    await expect(page.getByRole("status")).toHaveText("Pool saved.");
    await expect(page.getByRole("region", { name: pool }).getByLabel("Return overdue leads after (hours)")).toHaveValue("4");
    await page.getByRole("region", { name: pool }).getByLabel("Daily cap (optional)").fill("0");
    await page.getByRole("button", { name: `Add member to ${pool}` }).click();
    await expect(page.getByRole("alert")).toContainText("Nothing was saved");
    await expect(page.getByRole("region", { name: pool }).getByLabel("Daily cap (optional)")).toHaveValue("0");
    await page.getByRole("region", { name: pool }).getByLabel("Daily cap (optional)").fill("3");
    await page.getByRole("button", { name: `Add member to ${pool}` }).click();
    await expect(page).toHaveURL(/saved=member-saved$/);
    await expect(page.getByRole("status")).toHaveText("Member saved.");
    await expect(page.getByRole("region", { name: pool }).getByRole("row").nth(1)).toContainText("0 of 3");
  });
});
