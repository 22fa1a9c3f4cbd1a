import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations, ensureStaffAccount, expect, STAFF_BROWSER, test, uniqueName } from "./support";

test.use(STAFF_BROWSER);

/**
 * The navigation editor and the co-brands screen, used by a marketing account (made in
 * this project's database: the server's own STAFF_EMAIL account is an admin).
 */
const MARKETING = { email: "marketing-e2e@example.com", name: "E2E Marketing", password: "e2e-marketing-password", role: "marketing" } as const;

async function signInAsMarketing(page: Page, returnTo: string): Promise<void> {
  await ensureStaffAccount(MARKETING);
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("E-mail").fill(MARKETING.email);
  await page.getByLabel("Password").fill(MARKETING.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === new URL(returnTo, "http://x").pathname);
}

const partnerMenuTitles = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .locator("details[data-menu=partnerships] .dropdown__link-title")
    .allTextContents();

test.describe("the back office's navigation and co-brands", () => {
  // Each test walks a whole flow with an axe run on a long staff page: more than the default 30 s under load.
  test.describe.configure({ timeout: 60_000 });

  test("the editor lists the items in the header's order, and a move keeps the item in view and focused", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    // First in the file: the header of a page is the menus of one app process, which may
    // keep them 30 s after another test's edit; nothing has edited them yet here.
    await signInAsMarketing(page, "/admin/navigation");
    await visit("/admin/navigation");
    for (const menu of ["solutions", "industries", "partnerships"]) {
      const header = await page
        .getByRole("navigation", { name: "Main" })
        .locator(`details[data-menu=${menu}] .dropdown__link-title`)
        .allTextContents();
      // The editor's rows visitors see, in page order: a titled section stands for its items.
      const editor = await page.locator(`section[aria-labelledby="menu-admin-${menu}"]`).evaluate((section) =>
        [...section.querySelectorAll(".nav-admin__section > ol > li")].flatMap((item) => {
          const shown = (rows: Element[]) => rows.filter((row) => !row.classList.contains("nav-admin__item--hidden"));
          const children = shown([...item.querySelectorAll(":scope > ol > li")]);
          return shown(children.length > 0 ? children : [item]).map((row) =>
            (row.querySelector(":scope > .nav-admin__row a[aria-label^='Edit ']")?.getAttribute("aria-label") ?? "").slice(5)
          );
        })
      );
      expect(header.length, menu).toBeGreaterThan(2);
      expect(editor, menu).toEqual(header);
    }

    // An item far down the long page: a move must neither jump to the top nor lose it.
    const item = page.locator("li[data-item-id]", { has: page.getByRole("link", { name: "Edit Firearms", exact: true }) });
    const moveDown = page.getByRole("button", { name: "Move down Firearms", exact: true });
    await moveDown.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await moveDown.click();
    await expect(page.getByRole("status")).toHaveText("Moved “Firearms”.");
    await expect(item).toBeInViewport();
    if (jsEnabled) {
      await expect(moveDown).toBeFocused();
      // Stays put: at most the notice that appeared above moves the page, never back to the top.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(120);
    } else {
      // Without JavaScript the new page opens at the item's row.
      expect(new URL(page.url()).hash).toBe(`#nav-item-${await item.getAttribute("data-item-id")}`);
    }
    // Tidy up: back to the seeded order, so the header order stays as other specs expect.
    await page.getByRole("button", { name: "Move up Firearms", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Moved “Firearms”.");
    await expect(page.locator("ol[aria-label='High Risk Industries'] > li").nth(1)).toContainText("Firearms");
  });

  test("a marketing user adds, previews, edits and moves a menu item, and the header follows", async ({
    page,
    visit,
    browser,
    jsEnabled,
  }) => {
    const title = uniqueName("Reseller Desk");
    await signInAsMarketing(page, "/admin/navigation?new&section=partnerships");
    await visit("/admin/navigation?new&section=partnerships");
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

    const form = page.locator("main");
    const preview = page.getByRole("region", { name: "Preview of the header’s menus" });
    await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await form.getByLabel("Slug").fill("payment-partnerships");
    await form.getByLabel("Link URL").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Add item" }).click();
    await expect(form.getByText(/This link would never be shown in the menus/)).toBeVisible();

    await form.getByLabel("Link URL").fill("/payment-partnerships");
    // With JavaScript the preview follows the form; without, "Preview" renders it on the server.
    if (!jsEnabled) await form.getByRole("button", { name: "Preview" }).click();
    await expect(preview.getByRole("link", { name: new RegExp(title) })).toBeVisible();
    await form.getByRole("button", { name: "Add item" }).click();
    await expect(page.getByRole("status")).toHaveText("Added.");

    await page.getByLabel("Description").fill("Resell our terminals");
    await page.getByRole("button", { name: "Save item" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");

    const section = page.getByRole("list", { name: "Partner with Us" });
    await section.getByRole("button", { name: `Move up ${title}` }).click();
    await expect(page.getByRole("status")).toHaveText(`Moved “${title}”.`);
    const rowTitles = () => section.locator(":scope > li .nav-admin__title").allTextContents();
    expect((await rowTitles()).slice(-2).map((text) => text.startsWith(title))).toEqual([true, false]);

    if (jsEnabled) {
      // Drag and drop (the buttons stay for keyboard users): onto the first row.
      // The drag events a browser sends, dispatched on the rows (Playwright's mouse drag does not start an HTML drag here).
      const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
      const target = section.locator(":scope > li").first();
      await section.locator(":scope > li", { hasText: title }).dispatchEvent("dragstart", { dataTransfer });
      await target.dispatchEvent("dragover", { dataTransfer });
      await target.dispatchEvent("drop", { dataTransfer });
      await expect.poll(async () => (await rowTitles())[0]?.startsWith(title)).toBe(true);
    }

    // Two app processes: the one that answers may still hold the menus it read before the
    // move, for up to 30 s (app/features/navigation/navigation.server.ts): a visitor who
    // reloads sees the new order then.
    await expect
      .poll(
        async () => {
          await visit("/");
          await page.getByRole("navigation", { name: "Main" }).locator("details[data-menu=partnerships] summary").click();
          const titles = await partnerMenuTitles(page);
          return titles.includes(title) && titles.indexOf(title) < titles.indexOf("Integration Partners");
        },
        { timeout: 35_000, intervals: [1_000] },
      )
      .toBe(true);
    await expect(page.getByRole("link", { name: new RegExp(`${title}.*Resell our terminals`) })).toBeVisible();

    // Tidy up: the item is deleted (after confirming), so other specs see the seeded menus.
    await visit("/admin/navigation");
    await section.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByLabel(`Yes, delete “${title}”`).check();
    await page.getByRole("button", { name: "Delete item" }).click();
    await expect(page.getByRole("status")).toHaveText(`Deleted “${title}”.`);
  });

  test("a marketing user adds a partner co-brand with an uploaded SVG logo and sees it on the co-branded home page", async ({
    page,
    visit,
    browser,
    jsEnabled,
  }) => {
    const name = uniqueName("Bayou Partner Bank");
    const id = `e2e-${Date.now().toString(36)}${jsEnabled ? "j" : "n"}`;
    await signInAsMarketing(page, "/admin/brands");
    await visit("/admin/brands?new=partner");
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

    await page.getByLabel("Kind").selectOption("partner");
    await page.getByLabel("Client or partner id").fill(id);
    await page.getByLabel("Business name").fill(name);
    // Partners send SVG: it is stored rebuilt from its drawing and shown as an image.
    await page.getByLabel("Or upload a logo").setInputFiles(resolve("public/images/brands/gulf-coast-bank.svg"));
    await page.getByLabel("Logo alt text").fill(`${name} logo`);
    await page.getByRole("button", { name: "Add co-brand" }).click();
    await expect(page.getByRole("status")).toHaveText(`Added “${name}”.`);

    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row.getByRole("img", { name: `${name} logo` })).toHaveAttribute(
      "src",
      /^\/uploads\/[a-f0-9]{32}\.svg$/
    );
    await row.getByRole("link", { name: `Preview ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?partner=${id}&brand=bayou-partner-bank-`));
    const logo = page.locator("header [data-testid=cobrand-logo]");
    await expect(logo).toHaveAttribute("alt", `${name} logo`);
    await expect(logo).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}\.svg$/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(140);
    await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
  });
});
