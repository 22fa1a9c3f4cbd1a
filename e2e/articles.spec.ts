import { HTTP_ONLY, expect, test } from "./support";

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
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Articles" })).toBeVisible();
  });

  test("an unknown article or page number is a 404", HTTP_ONLY, async ({ request }) => {
    expect((await request.get("/articles/no-such-article")).status()).toBe(404);
    expect((await request.get("/articles?page=99")).status()).toBe(404);
    expect((await request.get("/articles?page=abc")).status()).toBe(404);
  });
});
