import { expect, JS_ONLY, MOBILE_VIEWPORT, test } from "./support";

test.describe("desktop navigation", () => {
  test("Solutions mega-menu opens, shows its four columns and reaches a page", async ({ page, visit }) => {
    await visit("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const solutions = nav.locator("details[data-menu=solutions]");
    await expect(solutions).not.toHaveAttribute("open", "");

    await solutions.locator("summary").click();
    await expect(solutions).toHaveAttribute("open", "");
    for (const column of ["Payment Processing", "Additional Services", "Speedy Business Loan", "Compliance"]) {
      await expect(solutions.getByRole("group", { name: column })).toBeVisible();
    }
    await solutions.getByRole("link", { name: /Surcharge Program/ }).click();
    await expect(page).toHaveURL(/\/surcharge$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("details[data-menu=solutions]").first()).not.toHaveAttribute("open", "");
  });

  test("only one dropdown is open at a time and a second click closes it", async ({ page, visit }) => {
    await visit("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const solutions = nav.locator("details[data-menu=solutions]");
    const industries = nav.locator("details[data-menu=industries]");
    const partners = nav.locator("details[data-menu=partnerships]");

    await solutions.locator("summary").click();
    await industries.locator("summary").click();
    await expect(industries).toHaveAttribute("open", "");
    await expect(solutions).not.toHaveAttribute("open", "");

    for (const column of ["Retail & Commerce", "Service Industries", "Specialized Businesses", "High Risk Industries"]) {
      await expect(industries.getByRole("group", { name: column })).toBeVisible();
    }
    await expect(industries.getByRole("link", { name: /View all industries/ })).toBeVisible();

    await partners.locator("summary").click();
    await expect(industries).not.toHaveAttribute("open", "");
    for (const name of ["Agent Programs", "Financial Institutions", "Integration Partners"]) {
      await expect(partners.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    }
    await partners.locator("summary").click();
    await expect(partners).not.toHaveAttribute("open", "");
  });

  test("Industries menu reaches an industry page and View all industries", async ({ page, visit }) => {
    await visit("/");
    const industries = page.getByRole("navigation", { name: "Main" }).locator("details[data-menu=industries]");
    await industries.locator("summary").click();
    await industries.getByRole("link", { name: "Firearms" }).click();
    await expect(page).toHaveURL(/\/industries\/firearms$/);

    const again = page.getByRole("navigation", { name: "Main" }).locator("details[data-menu=industries]");
    await again.locator("summary").click();
    await again.getByRole("link", { name: /View all industries/ }).click();
    await expect(page).toHaveURL(/\/all-industries$/);
    await expect(page.getByRole("heading", { level: 1, name: "Industries We Serve" })).toBeVisible();
  });

  test("menus work from the keyboard", async ({ page, visit, jsEnabled }) => {
    await visit("/");
    const solutions = page.getByRole("navigation", { name: "Main" }).locator("details[data-menu=solutions]");
    await solutions.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(solutions).toHaveAttribute("open", "");
    if (jsEnabled) {
      await page.keyboard.press("Escape");
      await expect(solutions).not.toHaveAttribute("open", "");
      await expect(solutions.locator("summary")).toBeFocused();
    } else {
      await page.keyboard.press("Enter");
      await expect(solutions).not.toHaveAttribute("open", "");
    }
  });

  test("a click outside closes the open dropdown (JS)", JS_ONLY, async ({ page, visit }) => {
    // Click-outside is a JavaScript enhancement; without JS the toggle closes it.
    await visit("/");
    const solutions = page.getByRole("navigation", { name: "Main" }).locator("details[data-menu=solutions]");
    await solutions.locator("summary").click();
    await expect(solutions).toHaveAttribute("open", "");
    await page.locator("footer").click({ position: { x: 5, y: 5 } });
    await expect(solutions).not.toHaveAttribute("open", "");
  });

  test("a page reached by a link starts at its top at once, not gliding up from where the last one was (JS)", JS_ONLY, async ({ page, visit }) => {
    // The stylesheet scrolls smoothly for jumps within a page; a move to another page must
    // not (InstantNavigationScroll). Without JavaScript every page is a fresh load at its top.
    await visit("/all-industries");
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Every position the page reports from here on (a fresh page load would drop the list).
    await page.evaluate(async () => {
      await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
      const seen: number[] = [];
      Object.assign(window, { scrollsSeen: seen });
      addEventListener("scroll", () => seen.push(Math.round(window.scrollY)));
    });
    const solutions = page.getByRole("navigation", { name: "Main" }).locator("details[data-menu=solutions]");
    await solutions.locator("summary").click();
    await solutions.getByRole("link", { name: /Surcharge Program/ }).click();
    await expect(page).toHaveURL(/\/surcharge$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await page.evaluate(() => (window as unknown as { scrollsSeen?: number[] }).scrollsSeen);
    expect(seen, "the link replaced the page in place").toBeDefined();
    expect(seen, "no position between the old page's and the top").toEqual([0]);
  });

  test("a jump within the page glides to its target", async ({ page, visit, jsEnabled }) => {
    await visit("/");
    // The stylesheet asks the browser to glide (there is no reduced-motion request here).
    const root = page.locator("html");
    expect(await root.evaluate((html) => getComputedStyle(html).scrollBehavior)).toBe("smooth");
    // With JavaScript the router scrolls to the anchor too, and InstantNavigationScroll turns
    // gliding off for a navigation's scroll: for a jump within the page it must not. Every
    // inline scroll-behavior the page sets from here on is recorded (positions read while the
    // page moves would depend on how busy the machine is).
    if (jsEnabled) {
      await page.evaluate(() => {
        const html = document.documentElement;
        const set: string[] = [];
        (window as unknown as { scrollBehaviorsSet: string[] }).scrollBehaviorsSet = set;
        new MutationObserver(() => set.push(html.style.scrollBehavior)).observe(html, { attributes: true, attributeFilter: ["style"] });
      });
    }
    await page.getByRole("link", { name: "See Our Solutions" }).click();
    await expect(page).toHaveURL(/\/#solutions$/);
    // At rest with the section at the top, under the fixed bar (scroll-padding-top).
    await expect.poll(async () => (await page.locator("#solutions").boundingBox())?.y).toBeLessThan(150);
    await expect.poll(async () => (await page.locator("#solutions").boundingBox())?.y).toBeGreaterThanOrEqual(0);
    if (jsEnabled) {
      const set = await page.evaluate(() => (window as unknown as { scrollBehaviorsSet: string[] }).scrollBehaviorsSet);
      expect(set.filter((behavior) => behavior === "auto"), "gliding was never turned off").toEqual([]);
    }
  });

  test("the bar stays fixed and shrinks after 10 px of scroll (JS)", async ({ page, visit, jsEnabled }) => {
    await visit("/all-industries");
    const header = page.locator("header.site-header");
    const before = await header.boundingBox();
    expect(before?.height).toBeGreaterThanOrEqual(70);
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingTop));
    expect(padding).toBeCloseTo(before?.height ?? 0, 0);

    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
    await expect(header).toBeInViewport();
    if (jsEnabled) {
      await expect(header).toHaveAttribute("data-scrolled", "");
      await expect.poll(async () => (await header.boundingBox())?.height).toBeGreaterThanOrEqual(70);
      await expect.poll(async () => (await header.boundingBox())?.height).toBeLessThan(before?.height ?? 0);
    }
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test("hamburger opens an accordion with one section open at a time", async ({ page, visit }) => {
    await visit("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menu = page.locator("details.mobile-menu");
    await menu.locator("> summary").click();
    await expect(menu).toHaveAttribute("open", "");

    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    const solutions = mobileNav.locator("details[data-menu=solutions]");
    const industries = mobileNav.locator("details[data-menu=industries]");
    await solutions.locator("summary").click();
    await expect(solutions.locator(".accordion__link")).toHaveCount(6);
    await expect(solutions.getByRole("link", { name: /View All Solutions/ })).toBeVisible();

    await industries.locator("summary").click();
    await expect(industries).toHaveAttribute("open", "");
    await expect(solutions).not.toHaveAttribute("open", "");
    await expect(industries.getByRole("link", { name: /View All Industries/ })).toHaveAttribute(
      "href",
      "/navmobileview_industries",
    );
  });

  test("choosing a link navigates and closes the menu", async ({ page, visit }) => {
    await visit("/");
    await page.locator("details.mobile-menu > summary").click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await mobileNav.locator("details[data-menu=solutions] > summary").click();
    await mobileNav.getByRole("link", { name: /View All Solutions/ }).click();
    await expect(page).toHaveURL(/\/navmobileview_solutions$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Solutions" })).toBeVisible();
    await expect(page.locator("details.mobile-menu")).not.toHaveAttribute("open", "");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("shows contact details, social links and legal links that open in a new tab", async ({ page, visit }) => {
    await visit("/");
    const footer = page.locator("footer");
    await expect(footer.getByText("Jackson, MS")).toBeVisible();
    await expect(footer.getByRole("link", { name: /^1-888/ })).toHaveAttribute("href", /^tel:/);
    await expect(footer.getByRole("link", { name: /^info@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByText("Coming Soon!")).toBeVisible();
    const linkedIn = footer.getByRole("link", { name: /LinkedIn/ });
    await expect(linkedIn).toHaveAttribute("href", "https://www.linkedin.com/company/magnolia-payments-e2e");
    await expect(linkedIn).toHaveAttribute("rel", /noopener/);
    // Not configured for this server, so not shown (never a network's bare home page).
    await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveCount(0);
    await expect(footer.getByText(/© \d{4}/)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Speedy Business Loan" })).toHaveAttribute("href", "/speedybusinessloan");

    const terms = footer.getByRole("link", { name: "Terms of Service" });
    await expect(terms).toHaveAttribute("href", "/privacy-policy#agreement-terms");
    await expect(terms).toHaveAttribute("target", "_blank");
    await expect(terms).toHaveAttribute("rel", /noopener/);
    const privacy = footer.getByRole("link", { name: "Privacy Policy" });
    await expect(privacy).toHaveAttribute("target", "_blank");
  });

  test("the terms link lands on the agreement section", async ({ page, visit }) => {
    await visit("/privacy-policy#agreement-terms");
    await expect(page.locator("#agreement-terms")).toBeInViewport();
  });
});
