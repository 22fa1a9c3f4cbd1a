import { expect, HTTP_ONLY, queryProjectDatabase, test } from "./support";

test.describe("routes", () => {
  // Every path of the route manifest answers 200 with its h1: tests/content-links.test.ts.

  test("/share/{code} lands on /?ref={code}", async ({ page, visit }) => {
    await visit("/share/SPRING26");
    await expect(page).toHaveURL(/\/\?ref=SPRING26$/);
  });

  test("/speedybusinessloan moves permanently to /speedy-business-loan", async ({ request, page, visit }) => {
    const response = await request.get("/speedybusinessloan", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/speedy-business-loan");
    await visit("/speedybusinessloan");
    await expect(page).toHaveURL(/\/speedy-business-loan$/);
  });

  test("aliases show one page with one canonical URL", async ({ page, visit }) => {
    await visit("/mca");
    const canonical = await page.locator("link[rel=canonical]").getAttribute("href");
    expect(canonical).toMatch(/\/merchant-cash-advance$/);
    const h1 = await page.getByRole("heading", { level: 1 }).textContent();
    await visit("/merchant-cash-advance");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1 ?? "");

    await visit("/industries/credit-education-repair");
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/industries\/credit-repair$/);
  });

  test("the catch-all serves database pages, and specific routes win", async ({ page, visit }) => {
    await queryProjectDatabase(
      "insert into pages (slug, title, description, body) values (?, ?, ?, ?) on conflict do nothing",
      "press",
      "Shadow press page",
      "A database page that must never replace the specific /press route.",
      "Shadowed",
    );

    await visit("/about-us");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();

    await visit("/press");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Shadow press page");
    await expect(page.getByText("Shadowed")).toHaveCount(0);
  });

  test("unknown pages are a real 404 with the Page Not Found page", async ({ page, visit, request }) => {
    for (const path of ["/no-such-page", "/industries/no-such-industry", "/a/b/c", "/partnership-forms/unknown"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    const status = await visit("/no-such-page");
    expect(status).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found \|/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  });

  test("internal pages are not indexed", HTTP_ONLY, async ({ request }) => {
    const response = await request.get("/team/project-hurricane");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toContain("noindex");
    expect(await response.text()).toContain('name="robots" content="noindex, nofollow"');
  });
});

test.describe("scroll", () => {
  test("navigation starts at the top and Back restores the position", async ({ page, visit }) => {
    await visit("/all-industries");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(800);
    await page.locator("main").getByRole("link", { name: "Online Dating" }).click();
    await expect(page).toHaveURL(/\/industries\/dating$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/all-industries$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(800);
  });
});
