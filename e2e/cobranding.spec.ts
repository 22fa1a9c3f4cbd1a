import { expect, HTTP_ONLY, test } from "./support";

const DEFAULT_TITLE = "Magnolia Payment Solutions | Payment Processing for Every Business";

test.describe("co-branding", () => {
  test("a client link keeps its parameters, logo and title across four navigations", async ({ page, visit, jsEnabled }) => {
    // Wide enough for the co-branded bar's full menu (decision 054).
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit("/?client=1001&brand=riverbend");
    const logo = page.locator("header [data-testid=cobrand-logo]");
    await expect(logo).toHaveAttribute("alt", "Riverbend Coffee Co. logo");
    await expect(page).toHaveTitle(`Riverbend Coffee Co. | ${DEFAULT_TITLE}`);
    await expect(page.locator("link[rel=icon]")).toHaveAttribute("href", "/images/brands/riverbend-coffee.svg");

    // 1: a header link
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Articles" }).click();
    await expect(page).toHaveURL(/\/articles\?client=1001&brand=riverbend$/);
    await expect(logo).toBeVisible();
    await expect(page).toHaveTitle(/^Riverbend Coffee Co\. \| Articles \|/);

    // 2: a footer link
    await page.locator("footer").getByRole("link", { name: "All industries" }).click();
    await expect(page).toHaveURL(/\/all-industries\?client=1001&brand=riverbend$/);
    await expect(logo).toBeVisible();

    // 3: a link in the page body
    await page.locator("main").getByRole("link", { name: "Firearms & Ammunition" }).click();
    await expect(page).toHaveURL(/\/industries\/firearms\?client=1001&brand=riverbend$/);
    await expect(logo).toBeVisible();
    await expect(page).toHaveTitle(/^Riverbend Coffee Co\. \|/);
    await expect(page.locator("footer [data-testid=cobrand-logo]")).toBeVisible();

    // 4: a link written in the page's Markdown, which with JavaScript navigates inside the app
    if (jsEnabled) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(".prose-sections").getByRole("link", { name: "POS system", exact: true }).click();
    await expect(page).toHaveURL(/\/pos-system\?client=1001&brand=riverbend$/);
    await expect(logo).toBeVisible();
    if (jsEnabled) expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a partner link co-brands, and the branding persists without parameters", async ({ page, visit }) => {
    await visit("/?partner=2001&brand=gulf");
    await expect(page.locator("header [data-testid=cobrand-logo]")).toHaveAttribute("alt", "Gulf Coast Community Bank logo");
    await visit("/retail");
    await expect(page.locator("header [data-testid=cobrand-logo]")).toBeVisible();
    await expect(page).toHaveTitle(/^Gulf Coast Community Bank \|/);
  });

  test("client wins over partner", async ({ page, visit }) => {
    await visit("/?partner=2001&client=1001&brand=both");
    await expect(page.locator("header [data-testid=cobrand-logo]")).toHaveAttribute("alt", "Riverbend Coffee Co. logo");
  });

  test("an unknown id keeps the default logo and titles the page with the brand", async ({ page, visit }) => {
    await visit("/?client=unknown-client&brand=Acme");
    await expect(page.locator("[data-testid=cobrand-logo]")).toHaveCount(0);
    await expect(page).toHaveTitle(`Acme | ${DEFAULT_TITLE}`);
  });

  test("co-branded HTML is never cached publicly", HTTP_ONLY, async ({ request }) => {
    const branded = await request.get("/?client=1001&brand=riverbend");
    expect(branded.headers()["cache-control"]).toContain("private");
    expect(branded.headers()["set-cookie"]).toMatch(/branding=.*HttpOnly.*SameSite=Lax/i);
    const plain = await request.get("/about-us", { headers: { Cookie: "" } });
    expect(plain.headers()["cache-control"]).toMatch(/public/);
  });
});
