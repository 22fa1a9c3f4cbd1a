import type { Page } from "@playwright/test";
import { expect, expectOnScreen, finishAnimations, MOBILE_VIEWPORT, test } from "./support";

/*
 * The visitor's layout at the widths people use (decision 054): a phone, a small laptop
 * or a tablet on its side, and three laptops. Each test opens a few representative pages
 * once and resizes the window through every width, which costs a fraction of a page load
 * per width and lays the page out as a visit at that width would.
 */
const WIDTHS = [390, 1024, 1180, 1366, 1440];
/** From here the bar shows its two calls to action; from FULL_MENU_FROM its whole menu too. */
const ACTIONS_IN_BAR_FROM = 720;
const FULL_MENU_FROM = 1366;

const ARTICLE = "/articles/surcharging-vs-dual-pricing";
const PAGES = ["/", "/industries/grocery", "/consult", ARTICLE];
/** A partner's co-brand set on the home page (it then stays, decision 001), and a client's. */
const COBRANDED_PAGES = ["/?partner=2001&brand=gulf", ...PAGES.slice(1), "/retail?client=1001&brand=riverbend"];

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What the bar shows at the current width, measured in the page. */
interface BarLayout {
  pageWidth: number;
  headerBottom: number;
  /** The product's and the partner's logos. */
  logos: Box[];
  /** Everything a visitor can press in the bar: the logo link, the menu button, each menu item, each call to action. */
  controls: Box[];
}

function readBar(page: Page): Promise<BarLayout> {
  return page.evaluate(() => {
    const header = document.querySelector("header.site-header");
    if (!header) throw new Error("no site header");
    const shown = (element: Element) => element.getClientRects().length > 0;
    const box = (name: string, element: Element): Box => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { name, left, top, right, bottom };
    };
    const named = (selector: string, name: (element: Element) => string) =>
      Array.from(header.querySelectorAll(selector))
        .filter(shown)
        .map((element) => box(name(element), element));
    const text = (element: Element) => element.textContent?.trim() ?? "";
    return {
      pageWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
      headerBottom: header.getBoundingClientRect().bottom,
      logos: [
        ...named(".brand-logos__site", () => "product logo"),
        ...named("[data-testid=cobrand-logo]", () => "partner logo"),
      ],
      controls: [
        ...named("a[href^='/']:has(.brand-logos)", () => "logo link"),
        ...named("details.mobile-menu > summary", () => "menu button"),
        ...named("nav[aria-label=Main] .desktop-nav__list > li", (element) => `menu item ${text(element)}`),
        // The calls to action in the bar (not those inside the closed mobile menu, which take no box).
        ...named("nav[aria-label=Main] a.button", text),
      ],
    };
  });
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const describeBox = (box: Box) => `${box.name} [${Math.round(box.left)}, ${Math.round(box.right)}]`;

/** Everything wrong with the page at the current width, in words; empty when the layout is right. */
async function layoutProblems(page: Page, width: number, cobranded: boolean): Promise<string[]> {
  const bar = await readBar(page);
  const problems: string[] = [];
  if (bar.pageWidth > width) problems.push(`the page is ${bar.pageWidth} px wide`);

  const names = bar.controls.map((control) => control.name);
  const expected = ["logo link", ...(width >= ACTIONS_IN_BAR_FROM ? ["Request a Consultation", "Apply Today!"] : [])];
  if (width >= FULL_MENU_FROM) expected.push("menu item Home", "menu item Articles");
  else expected.push("menu button");
  for (const name of expected) if (!names.includes(name)) problems.push(`no ${name} in the bar`);
  if (!names.includes("menu button") && !names.includes("menu item Home")) problems.push("neither a menu button nor the menu");
  const logoNames = bar.logos.map((logo) => logo.name);
  for (const logo of cobranded ? ["product logo", "partner logo"] : ["product logo"]) {
    if (!logoNames.includes(logo)) problems.push(`no ${logo}`);
  }

  for (const box of [...bar.logos, ...bar.controls]) {
    if (box.left < 0 || box.right > width || box.top < 0 || box.bottom > bar.headerBottom) {
      problems.push(`${describeBox(box)} is not fully in the bar`);
    }
  }
  bar.controls.forEach((control, index) => {
    for (const other of bar.controls.slice(index + 1)) {
      if (overlaps(control, other)) problems.push(`${describeBox(control)} overlaps ${describeBox(other)}`);
    }
  });
  return problems;
}

/** On a phone the calls to action are in the menu: open it, and both are on screen. */
async function menuActionProblems(page: Page, width: number): Promise<string[]> {
  const toggle = page.locator("details.mobile-menu > summary");
  await toggle.click();
  const panel = page.getByRole("navigation", { name: "Mobile" });
  const problems: string[] = [];
  for (const name of ["Request a Consultation", "Apply Today!"]) {
    const link = panel.getByRole("link", { name });
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > width) problems.push(`${name} in the open menu: ${JSON.stringify(box)}`);
  }
  await toggle.click();
  await expect(panel).toBeHidden();
  return problems;
}

async function checkEveryWidth(page: Page, visit: (path: string) => Promise<number>, paths: string[], cobranded: boolean) {
  const problems: string[] = [];
  for (const [index, path] of paths.entries()) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    expect(await visit(path), path).toBe(200);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await layoutProblems(page, width, cobranded)) problems.push(`${path} at ${width} px: ${problem}`);
      if (index === 0 && width < ACTIONS_IN_BAR_FROM) {
        for (const problem of await menuActionProblems(page, width)) problems.push(`${path} at ${width} px: ${problem}`);
      }
    }
  }
  expect(problems).toEqual([]);
}

test.describe("the layout at every common width", () => {
  test("plain: no sideways scroll, every control of the bar on screen and apart", async ({ page, visit }) => {
    await checkEveryWidth(page, visit, PAGES, false);
  });

  test("co-branded: no sideways scroll, both logos and every control of the bar on screen and apart", async ({
    page,
    visit,
  }) => {
    await checkEveryWidth(page, visit, COBRANDED_PAGES, true);
  });
});


const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, layoutViewport: window.innerWidth }));

test.describe("on a phone", () => {
  // A phone's browser: a page wider than the screen widens the layout viewport, and the
  // fixed chat button moves with it. (The pop-up on a phone is checked in
  // e2e/lightbox.spec.ts, whose tests own the live pop-ups and their counts.)
  test.use({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true });

  test("the home page stays as wide as the screen once every block has slid in; the chat button and the chat fit it", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    const { width, height } = MOBILE_VIEWPORT;
    if (jsEnabled) await page.clock.install();
    await visit("/");
    // Below the fold, blocks wait beside their place to slide in.
    expect(await pageWidth(page)).toEqual({ scroll: width, layoutViewport: width });
    const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= scrollHeight; y += height * 0.75) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      // A visitor's pace: each block in view has started to slide in before the next step.
      if (jsEnabled) await expect.poll(() => pendingInView(page)).toBe(0);
    }
    if (jsEnabled) await expect(page.locator(".reveal-pending")).toHaveCount(0);
    // Every slide-in at its end.
    await finishAnimations(page);

    expect(await pageWidth(page)).toEqual({ scroll: width, layoutViewport: width });
    expectOnScreen(await page.locator(".chat-launcher").boundingBox(), "the chat button", width, height);

    if (!jsEnabled) {
      // Without JavaScript the chat button is a link to the chat's own page.
      await page.getByRole("link", { name: "Chat with us" }).last().click();
      await expect(page).toHaveURL(/\/chat$/);
      expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(width);
      return;
    }
    await page.clock.resume();
    await page.getByRole("button", { name: "Chat with us" }).click();
    const panel = page.getByRole("dialog", { name: "Chat with us" });
    const close = panel.getByRole("button", { name: "Close chat" });
    await expect(close).toBeVisible();
    await finishAnimations(page);
    // The whole screen, over the bar.
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width, height });
    await expect(close).toBeInViewport();
    await close.click();
    await expect(panel).toBeHidden();
  });

  test("at 320 px the chat button never covers the wizard's Previous or Next", async ({ page, visit }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await visit("/consult");
    await page.getByLabel("Full name").fill("Layout Visitor");
    await page.getByLabel("Business name").fill("Narrow Screens Ltd");
    await page.getByLabel("Phone number").fill("(601) 555-0100");
    await page.getByLabel("E-mail address").fill("narrow@screens.example");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("button", { name: "Previous" })).toBeVisible();
    expect((await pageWidth(page)).scroll).toBeLessThanOrEqual(320);

    const launcher = page.locator(".chat-launcher");
    // The chat button is fixed at the screen's right edge, and the page scrolls under it:
    // a button that ends before the chat button starts can never be covered, wherever the
    // page is scrolled (a check at one scroll position would race the wizard's own scroll
    // to its top after Next).
    for (const name of ["Next", "Previous"]) {
      const [buttonBox, launcherBox] = await Promise.all([page.getByRole("button", { name }).boundingBox(), launcher.boundingBox()]);
      if (!buttonBox || !launcherBox) throw new Error(`${name} or the chat button has no box`);
      expect(buttonBox.x + buttonBox.width, `${name} ends before the chat button starts`).toBeLessThanOrEqual(launcherBox.x);
    }
  });
});

/** Blocks still waiting to slide in although half of them (or half the screen) is in view. */
function pendingInView(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll(".reveal-pending")).filter((element) => {
        const box = element.getBoundingClientRect();
        const shown = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
        return shown >= Math.min(box.height, window.innerHeight) / 2;
      }).length
  );
}

