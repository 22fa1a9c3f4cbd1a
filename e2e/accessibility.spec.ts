import { MOBILE_VIEWPORT, axeViolations, expect, test } from "./support";

test.describe("accessibility of content pages", () => {
  for (const path of ["/surcharge", "/industries/firearms", "/articles/surcharging-vs-dual-pricing", "/all-industries"]) {
    test(`${path} has no serious or critical axe violation`, async ({ page, browser, visit, jsEnabled }) => {
      await visit(path);
      expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
    });
  }
});

test.describe("accessibility of the shell", () => {
  test("home page has no serious or critical axe violation", async ({ page, browser, visit, jsEnabled }) => {
    await visit("/");
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  });

  test("a content page with an open mega-menu has none either", async ({ page, browser, visit, jsEnabled }) => {
    await visit("/surcharge");
    await page.getByRole("navigation", { name: "Main" }).locator("details[data-menu=solutions] > summary").click();
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  });

  test.describe("mobile", () => {
    test.use({ viewport: MOBILE_VIEWPORT });
    test("the open mobile menu has no serious or critical axe violation", async ({ page, browser, visit, jsEnabled }) => {
      await visit("/industries/firearms");
      await page.locator("details.mobile-menu > summary").click();
      expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
    });
  });
});
