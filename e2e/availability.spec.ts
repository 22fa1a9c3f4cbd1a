import { axeViolations, expect, SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT, signInAsStaff, STAFF_BROWSER, test } from "./support";

test.use(STAFF_BROWSER);

test.describe("availability for consultations", () => {
  test("a rep saves weekly hours and time off in their own zone, and an admin adds a company holiday", async ({ page, browser, jsEnabled, visit }) => {
    await signInAsStaff(page, "/admin/availability");
    await visit("/admin/availability");
    await expect(page.getByRole("heading", { level: 1, name: "Your availability" })).toBeVisible();
    // The zone the hours are read in is named on the page (the suite's account is in Chicago).
    await expect(page.getByRole("heading", { name: "Weekly hours (America/Chicago)" })).toBeVisible();

    await page.getByLabel("Tuesday, block 1, from").fill("09:00");
    await page.getByLabel("Tuesday, block 1, until").fill("12:00");
    await page.getByLabel("Tuesday, block 2, from").fill("13:00");
    await page.getByLabel("Tuesday, block 2, until").fill("17:30");
    await page.getByRole("button", { name: "Save weekly hours" }).click();
    await expect(page.getByRole("status")).toHaveText("Weekly hours saved.");
    await expect(page.getByLabel("Tuesday, block 2, until")).toHaveValue("17:30");
    await expect(page.getByLabel("Tuesday, block 1, from")).toHaveValue("09:00");

    await page.getByLabel("First day off").fill("2027-07-05");
    await page.getByLabel("Last day off").fill("2027-07-09");
    await page.getByLabel("Note").fill("Summer week");
    await page.getByRole("button", { name: "Add time off" }).click();
    await expect(page.getByRole("status")).toHaveText("Time off added.");
    await expect(page.getByRole("listitem").filter({ hasText: "2027-07-05 to 2027-07-09 (Summer week)" })).toBeVisible();
    // Axe in js only: SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT.
    if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled), SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT).toEqual([]);

    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Booking settings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Booking settings" })).toBeVisible();
    const nextYear = new Date().getUTCFullYear() + 1;
    const date = `${nextYear}-08-03`;
    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Name", { exact: true }).fill("Company picnic");
    await page.getByRole("button", { name: "Add holiday" }).click();
    await expect(page.getByRole("status")).toHaveText("Holiday added.");
    await expect(page.getByLabel(`Name of the holiday on ${date}`)).toHaveValue("Company picnic");
    if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled), SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT).toEqual([]);

    // Removed again, so the suite's database is left as it found it.
    await page.getByRole("button", { name: `Remove the holiday on ${date}` }).click();
    await expect(page.getByRole("status")).toHaveText("Holiday removed.");
    await expect(page.getByLabel(`Name of the holiday on ${date}`)).toHaveCount(0);
  });
});
