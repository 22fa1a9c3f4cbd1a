import { expect, JS_ONLY, test } from "./support";

test.describe("home page", () => {
  test("shows every section of product reference §1.2 in order", async ({ page, visit }) => {
    await visit("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Innovative, cost-effective payment processing");
    await expect(page.locator(".home-hero__image")).toHaveAttribute("src", /^\/build\/_assets\/dashboard-[A-Z0-9]{8}\.svg$/);
    await expect(page.getByRole("img", { name: "Rated 5 out of 5 stars" })).toBeVisible();
    await expect(page.locator(".testimonial figcaption")).toContainText("Business Owner");

    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "Our Advantages",
      "Point of Sale Solutions",
      "Get paid online, securely",
      "Access 0% Processing Rates",
      "Business Types",
      "Start saving in three steps",
    ];
    expect(headings.filter((heading) => order.includes(heading))).toEqual(order);

    for (const title of ["Expert Guidance", "Lower Rates and Fees", "24/7/365 Customer Support"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByText("97% of business owners")).toBeVisible();
    for (const step of ["Build a Plan", "Implement & Save", "Receive Ongoing Support"]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }
  });

  test("every home button and Learn more link goes where product reference §2.4 says", async ({ page, visit }) => {
    await visit("/");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/consult");
    await expect(main.getByRole("link", { name: "Request a Consultation" })).toHaveAttribute("href", "/consult");
    await expect(main.getByRole("link", { name: "Learn more about the Surcharge Program" })).toHaveAttribute("href", "/surcharge");
    await expect(main.getByRole("link", { name: "Learn more about the Dual Pricing Program" })).toHaveAttribute(
      "href",
      "/dual-pricing",
    );
    const types: [string, string][] = [
      ["Retail Solutions", "/retail"],
      ["eCommerce Solutions", "/ecommerce"],
      ["Restaurant & Bar", "/restaurants"],
      ["Professional Services", "/professional-services"],
      ["Skilled Trade Services", "/skill-trade"],
      ["Specialty Businesses", "/specialty-business"],
    ];
    for (const [title, href] of types) {
      await expect(main.getByRole("link", { name: `Learn more about ${title}` })).toHaveAttribute("href", href);
    }

    await main.getByRole("link", { name: "Learn more about the Dual Pricing Program" }).click();
    await expect(page).toHaveURL(/\/dual-pricing$/);
    await page.goBack();
    await page.locator("main").getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/consult$/);
  });

  test("with JavaScript the sections and the footer stay the server's HTML: no code for the sections on a first visit, their links and a way back navigate client-side", JS_ONLY, async ({
    page,
    visit,
  }) => {
    // Without JavaScript every page is the server's HTML and every link loads a document.
    const sectionsCode: string[] = [];
    const documents: string[] = [];
    page.on("request", (request) => {
      if (/\/home-sections-\w+\.js$/.test(request.url())) sectionsCode.push(request.url());
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await visit("/");
    // Decision 055: the browser keeps the sections' markup and never fetches their code.
    expect(sectionsCode).toEqual([]);
    await page.locator("main").getByRole("link", { name: "Learn more about the Dual Pricing Program" }).click();
    await expect(page).toHaveURL(/\/dual-pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Innovative, cost-effective payment processing");
    const dualPricingHeading = await page.getByRole("heading", { level: 1 }).textContent();
    await page.locator(".site-footer").getByRole("link", { name: "All solutions" }).click();
    await expect(page).toHaveURL(/\/navmobileview_solutions$/);
    // Back on the home page by client-side navigations: the sections are rendered, from their code.
    // The address changes before the page's data arrives: wait for the page itself, since a
    // second Back during the first's data request aborts it, which Remix logs as an error.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dualPricingHeading ?? "");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Innovative, cost-effective payment processing");
    await expect(page.getByRole("heading", { level: 3, name: "Expert Guidance" })).toBeVisible();
    expect(sectionsCode).toHaveLength(1);
    expect(documents).toEqual(["/"]);
  });

  test("See Our Solutions jumps to the solutions section", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("link", { name: "See Our Solutions" }).click();
    await expect(page).toHaveURL(/#solutions$/);
    await expect(page.locator("#solutions h2")).toBeInViewport();
  });

  test("scroll reveal animates once with JS; content is visible without it", async ({ page, visit, jsEnabled }) => {
    await visit("/");
    const card = page.locator("[data-reveal-delay='400']").first();
    if (!jsEnabled) {
      await expect(page.locator(".reveal-pending")).toHaveCount(0);
      await expect(card).toHaveCSS("opacity", "1");
      return;
    }
    // Below the fold: hidden by the script until 20% of it is visible.
    await expect(card).toHaveClass(/reveal-pending/);
    await expect(card).toHaveCSS("opacity", "0");
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute("data-revealed", "");
    await expect(card).not.toHaveClass(/reveal-pending/);
    await expect(card).toHaveCSS("opacity", "1");
    // Revealed once: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await card.scrollIntoViewIfNeeded();
    await expect(card).not.toHaveClass(/reveal-pending/);
  });

  test("reduced motion never hides content", JS_ONLY, async ({ page }) => {
    // Without JS nothing is ever hidden (covered above).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator(".reveal-pending")).toHaveCount(0);
  });
});
