import { axeViolations, expect, JS_ONLY, signInAsStaff, STAFF_BROWSER, test, uniqueName } from "./support";

test.use(STAFF_BROWSER);

/**
 * A page shipped as a file, edited in the back office (decision 088): draft, full preview,
 * publication that visitors get at once through the edge, an earlier revision restored,
 * and the way back to the shipped version. With JavaScript and without; also on PostgreSQL.
 */
const SHIPPED_HEADING = "Pass Credit Card Fees to Customers, the Compliant Way";

test("a marketer edits /surcharge, previews it, publishes it for visitors, restores the shipped revision and goes back to the file", async ({
  page,
  browser,
  jsEnabled,
  visit,
}) => {
  const visitorContext = await browser.newContext({ javaScriptEnabled: jsEnabled });
  const visitor = await visitorContext.newPage();
  const visitorHeading = async () => {
    await visitor.goto("/surcharge");
    return visitor.getByRole("heading", { level: 1 }).textContent();
  };

  await signInAsStaff(page, "/admin/content");
  await visit("/admin/content");
  await expect(page.getByRole("heading", { level: 1, name: "All pages" })).toBeVisible();
  const row = page.getByRole("row", { name: /Surcharge Program/ });
  await expect(row).toContainText("/surcharge");
  await expect(row).toContainText("Products");
  if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  await row.getByRole("link", { name: "Surcharge Program" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit page: Surcharge Program" })).toBeVisible();
  await expect(page.getByLabel("Main heading")).toHaveValue(SHIPPED_HEADING);

  const heading = uniqueName("Surcharging, done right");
  await page.getByLabel("Main heading").fill(heading);
  await page.getByLabel("Social title").fill("Cut card fees to 0%");
  await page.getByRole("button", { name: "Save and preview the page" }).click();
  await expect(page).toHaveURL(/\/surcharge\?preview=\d+\.[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("status").filter({ hasText: "Preview of the latest draft" })).toBeVisible();
  expect(await visitorHeading()).toBe(SHIPPED_HEADING);

  await page.getByRole("link", { name: "Back to the editor" }).click();
  await expect(page.locator(".admin__heading .status")).toHaveText("Draft");
  if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: visitors get this version now" })).toBeVisible();
  expect(await visitorHeading()).toBe(heading);
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", "Cut card fees to 0%");

  // The first revision is the page as shipped: restoring it is opening it and publishing it.
  const revisions = page.getByRole("region", { name: "Revisions" });
  await revisions.getByRole("link", { name: /^Restore revision \d+/ }).last().click();
  await expect(page.getByRole("status").filter({ hasText: /The form below holds revision #\d+/ })).toBeVisible();
  await expect(page.getByLabel("Main heading")).toHaveValue(SHIPPED_HEADING);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  expect(await visitorHeading()).toBe(SHIPPED_HEADING);

  const back = page.getByRole("region", { name: "Back to the shipped version" });
  await back.getByLabel("Yes, drop the edit").check();
  await back.getByRole("button", { name: "Back to the shipped version" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Back to the shipped version: visitors get the page as shipped" })).toBeVisible();
  await expect(page.locator(".admin__heading .status")).toHaveText("Shipped version");
  expect(await visitorHeading()).toBe(SHIPPED_HEADING);
  await visitorContext.close();
});

test("a draft saves itself a few seconds after typing stops, and can be discarded", JS_ONLY, async ({ page, visit }) => {
  await signInAsStaff(page, "/admin/content/industries/grocery");
  await visit("/admin/content/industries/grocery");
  const lead = page.getByLabel("Introduction");
  const typed = uniqueName("Fast checkout for busy stores");
  await lead.fill(typed);
  await expect(page.getByRole("status").filter({ hasText: /^Draft saved by itself at / })).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByLabel("Introduction")).toHaveValue(typed);
  await expect(page.locator(".admin__heading .status")).toHaveText("Draft");
  await page.getByRole("region", { name: "Discard the draft" }).getByRole("button", { name: "Discard the draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft discarded." })).toBeVisible();
  await expect(page.getByLabel("Introduction")).not.toHaveValue(typed);
});

// The advantages' introduction: the home page's own spec, which may run meanwhile, reads the headings.
test("a marketer changes a text of the home page, which visitors get at once, then goes back to the shipped texts", async ({ page, browser, jsEnabled, visit }) => {
  await signInAsStaff(page, "/admin/content/home");
  await visit("/admin/content/home");
  await expect(page.getByRole("heading", { level: 1, name: "Edit page: Home page" })).toBeVisible();
  if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  const shipped = await page.getByLabel("Advantages: introduction").inputValue();
  const intro = uniqueName("What changes when you process with us.");
  await page.getByLabel("Advantages: introduction").fill(intro);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: visitors get this version now" })).toBeVisible();

  const visitorContext = await browser.newContext({ javaScriptEnabled: jsEnabled });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  await expect(visitor.locator("#advantages-title + .section__intro")).toHaveText(intro);

  const back = page.getByRole("region", { name: "Back to the shipped version" });
  await back.getByLabel("Yes, drop the edit").check();
  await back.getByRole("button", { name: "Back to the shipped version" }).click();
  await expect(page.locator(".admin__heading .status")).toHaveText("Shipped version");
  await visitor.goto("/");
  await expect(visitor.locator("#advantages-title + .section__intro")).toHaveText(shipped);
  await visitorContext.close();
});
