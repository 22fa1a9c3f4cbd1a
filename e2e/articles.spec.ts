import { expect, HTTP_ONLY, JS_ONLY, test } from "./support";

test.describe("articles", () => {
  test("the list shows articles newest first and each opens", async ({ page, visit }) => {
    await visit("/articles");
    const dates = await page.locator(".article-card time").evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("datetime") ?? ""),
    );
    expect(dates.length).toBeGreaterThanOrEqual(6);
    expect([...dates].sort().reverse()).toEqual(dates);

    const first = page.locator(".article-card h2 a").first();
    const title = (await first.textContent()) ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".article__body h2").first()).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Articles" });
    await expect(breadcrumb).toBeVisible();

    // Back to the list by a link: with JavaScript a client-side navigation, which renders
    // the list the first visit kept as server HTML (decision 055), its code fetched now.
    await breadcrumb.click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.locator(".article-card h2 a").first()).toHaveText(title);
    expect(await page.locator(".article-card").count()).toBe(dates.length);
  });

  test("a first visit of the list does not fetch the list's code; its links still navigate in the page", JS_ONLY, async ({ page, visit }) => {
    // Scripts only.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visit("/articles");
    expect(scripts.filter((url) => /article-list-content/.test(url))).toEqual([]);
    // A client-side navigation keeps the document: a marker on window survives it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator(".article-card h2 a").first().click();
    await expect(page.locator(".article__body")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("an unknown article or page number is a 404", HTTP_ONLY, async ({ request }) => {
    expect((await request.get("/articles/no-such-article")).status()).toBe(404);
    expect((await request.get("/articles?page=99")).status()).toBe(404);
    expect((await request.get("/articles?page=abc")).status()).toBe(404);
  });
});
