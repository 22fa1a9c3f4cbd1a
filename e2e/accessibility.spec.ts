import { axeViolations, expect, JS_ONLY, MOBILE_VIEWPORT, signInAsStaff, test } from "./support";

/**
 * One page of every family the site renders, checked with every axe rule (AAA contrast,
 * label in name and the experimental rules included) in both projects.
 */
const PAGE_FAMILIES: Record<string, string[]> = {
  home: ["/"],
  product: ["/surcharge"],
  segment: ["/retail"],
  industry: ["/industries/firearms"],
  HR: ["/recruitment"],
  "chargeback guide": ["/chargeback-guide"],
  "partner program": ["/payment-partnerships"],
  legal: ["/privacy-policy"],
  index: ["/all-industries", "/navmobileview_solutions"],
  form: ["/consult", "/merchant-onboarding", "/partnership-forms", "/partnership-forms/agent", "/survey"],
  articles: ["/articles", "/articles/surcharging-vs-dual-pricing"],
  "database page and internal page": ["/about-us", "/team/project-hurricane"],
  "not found": ["/no-such-page"],
  "staff sign-in": ["/admin/login"],
};

/**
 * Without JavaScript a content page differs from its hydrated self only in the shell (the
 * menus, the chat launcher's link, no revealed sections) and in its forms, so the no-JS
 * project checks the shell once (home), every form, and the pages whose markup is decided
 * without scripts (404, sign-in); the other families' templates are the same markup either
 * way and are checked in the js project. Axe is the costliest part of the suite.
 */
const CHECKED_WITHOUT_JAVASCRIPT = new Set(["home", "form", "not found", "staff sign-in"]);

test.describe("accessibility of every page family", () => {
  // Independent pages: spread over every worker instead of queueing in one (axe is the slowest part of the suite).
  test.describe.configure({ mode: "parallel" });
  for (const [family, paths] of Object.entries(PAGE_FAMILIES)) {
    for (const path of paths) {
      // Other families have the same template markup as with JavaScript; the no-JS shell is checked on the home page.
      const projects = CHECKED_WITHOUT_JAVASCRIPT.has(family) ? {} : JS_ONLY;
      test(`${family} ${path}: no axe violation`, projects, async ({ page, browser, jsEnabled }) => {
        // Without JavaScript axe opens the page in a context of its own (see axeViolations).
        if (jsEnabled) await page.goto(path);
        expect(await axeViolations(page, browser, jsEnabled, path)).toEqual([]);
      });
    }
  }

  const STAFF_SCREENS = [
    "/admin/leads",
    "/admin/survey",
    "/admin/referrals",
    "/admin/jobs",
    "/admin/lightboxes",
    "/lightbox-config",
    "/lightbox-config/new",
  ];
  for (const path of STAFF_SCREENS) {
    // The pop-up editor's preview differs without scripts; the lists do not.
    const projects = path === "/lightbox-config/new" ? {} : JS_ONLY; // SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT
    test(`staff screen ${path}: no axe violation`, projects, async ({ page, browser, jsEnabled }) => {
      await signInAsStaff(page, path);
      expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
    });
  }
});

test.describe("accessibility of the shell", () => {
  test("a content page with an open mega-menu has no axe violation", async ({ page, browser, visit, jsEnabled }) => {
    await visit("/surcharge");
    await page.getByRole("navigation", { name: "Main" }).locator("details[data-menu=solutions] > summary").click();
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  });

  test("the header's home link is named by the logo's visible text (label in name)", async ({ page, visit }) => {
    await visit("/");
    await expect(page.locator(".site-header__brand")).toHaveAccessibleName("Magnolia Payment Solutions home");
  });

  test.describe("mobile", () => {
    test.use({ viewport: MOBILE_VIEWPORT });
    test("the open mobile menu has no axe violation", async ({ page, browser, visit, jsEnabled }) => {
      await visit("/industries/firearms");
      await page.locator("details.mobile-menu > summary").click();
      expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
    });
  });
});
