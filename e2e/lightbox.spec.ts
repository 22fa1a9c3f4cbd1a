import type { Page } from "@playwright/test";
import {
  axeViolations,
  expect,
  expectOnScreen,
  finishAnimations,
  JS_ONLY,
  MOBILE_VIEWPORT,
  NOJS_ONLY,
  queryProjectDatabase,
  signInAsStaff,
  test,
} from "./support";

// This spec is about the pop-up: do not start with it dismissed (see e2e/support.ts).
test.use({ popups: true });

/** The seeded demo pop-up (db/seed/lightboxes.ts): show_once, after 3 s, CTA to /consult. */
const DEMO = { id: 1, header: "Stop paying to get paid" };

const created: number[] = [];

interface PopupValues {
  header: string;
  cta_url?: string | null;
  image?: string | null;
  show_once?: 0 | 1;
  show_on_exit?: 0 | 1;
  close_on_overlay?: 0 | 1;
}

/** A pop-up for one test, written into the project's database; being the newest, it is the one the home page shows. */
async function createPopup(values: PopupValues): Promise<number> {
  const row = { cta_url: null, image: null, show_once: 0, show_on_exit: 0, close_on_overlay: 1, ...values };
  const [inserted] = await queryProjectDatabase<{ id: number }>(
    `insert into lightboxes (name, header, description, cta_url, image, show_once, show_on_exit, close_on_overlay, page, active)
     values (?, ?, 'A test pop-up.', ?, ?, ?, ?, ?, 'home', true) returning id`,
    row.header,
    row.header,
    row.cta_url,
    row.image,
    row.show_once,
    row.show_on_exit,
    row.close_on_overlay,
  );
  const id = Number(inserted?.id);
  created.push(id);
  return id;
}

async function setPopup(id: number, column: "close_on_overlay" | "active", value: 0 | 1) {
  await queryProjectDatabase(`update lightboxes set ${column} = ? where id = ?`, value, id);
}

async function counts(id: number): Promise<{ impressions: number; clicks: number }> {
  const count = async (kind: string) => {
    const [row] = await queryProjectDatabase<{ n: number | string }>(
      "select count(*) as n from lightbox_events where lightbox_id = ? and kind = ?",
      id,
      kind,
    );
    // PostgreSQL's count is a bigint, which node-postgres reads as a string.
    return Number(row?.n);
  };
  return { impressions: await count("impression"), clicks: await count("click") };
}

test.afterEach(async () => {
  for (const id of created.splice(0)) await queryProjectDatabase("delete from lightboxes where id = ?", id);
});

/** Fake timers, paused: the 3 s delay is stepped through with runFor, never waited for. */
async function pauseClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/**
 * The home page at an address of its own: the edge keeps a public copy of "/" for a
 * minute (the most a staff change waits, decision 033), and these tests change pop-ups
 * in the database between two visits, so each visit asks for a page nobody has cached.
 */
let homeVisits = 0;
const freshHome = () => `/?visit=${Date.now().toString(36)}-${++homeVisits}`;

const popup = (page: Page, header: string) => page.getByRole("dialog", { name: header });

async function cookieValue(page: Page, name: string) {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

// JavaScript behaviour; the nojs project has its own tests below.
test.describe("the pop-up with JavaScript", JS_ONLY, () => {
  test("appears as a modal after 3 s, labelled by its title; focus moves in and comes back", async ({
    page,
    visit,
  }) => {
    await pauseClock(page);
    await visit(freshHome());
    const dialog = popup(page, DEMO.header);
    await expect(dialog).toBeHidden();
    const getStarted = page.locator("main").getByRole("link", { name: "Get Started" });
    await getStarted.focus();

    await page.clock.runFor(2900);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(200);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(dialog).toHaveAccessibleDescription(/surcharge and dual pricing/);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Request a Consultation Now" })).toBeVisible();
    await expect(dialog.locator("img")).toBeVisible();

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(getStarted).toBeFocused();
  });

  test("the open pop-up has no axe violation", async ({ page, browser, visit }) => {
    await pauseClock(page);
    await visit(freshHome());
    await page.clock.runFor(3100);
    await expect(popup(page, DEMO.header)).toBeVisible();
    // axe runs on timers of its own.
    await page.clock.resume();
    expect(await axeViolations(page, browser, true)).toEqual([]);
  });

  test("Escape, the close button and a click outside close it; outside clicks only when allowed", async ({
    page,
    visit,
  }) => {
    const header = "Close me";
    const id = await createPopup({ header, close_on_overlay: 1 });
    const dialog = popup(page, header);
    const open = async () => {
      await page.context().clearCookies();
      await pauseClock(page);
      await visit(freshHome());
      await page.clock.runFor(3100);
      await expect(dialog).toBeVisible();
    };

    await open();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await cookieValue(page, "lightbox_closed")).toBe(String(id));

    await open();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await open();
    await page.mouse.click(12, 400);
    await expect(dialog).toBeHidden();

    await setPopup(id, "close_on_overlay", 0);
    await open();
    await page.mouse.click(12, 400);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Closed stays closed on the next visit.
    await page.reload();
    await page.clock.runFor(5000);
    await expect(dialog).toBeHidden();
  });

  test("exit intent: shown when the pointer leaves through the top, after a short dwell, first time only", async ({
    page,
    visit,
  }) => {
    const header = "Before you go";
    await createPopup({ header, show_on_exit: 1 });
    await pauseClock(page);
    await visit(freshHome());
    const dialog = popup(page, header);
    const leaveThroughTop = async () => {
      await page.mouse.move(640, 300);
      await page.mouse.move(640, -10);
    };

    await leaveThroughTop();
    await expect(dialog).toBeHidden();
    await page.clock.runFor(5000);
    await expect(dialog).toBeHidden();
    // Leaving sideways or downwards is not exit intent.
    await page.mouse.move(640, 300);
    await page.mouse.move(-10, 300);
    await expect(dialog).toBeHidden();

    await leaveThroughTop();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await leaveThroughTop();
    await expect(dialog).toBeHidden();
  });

  test("show_once: the marker is written at display time and the pop-up never comes back", async ({ page, visit }) => {
    await pauseClock(page);
    await visit(freshHome());
    const dialog = popup(page, DEMO.header);
    await page.clock.runFor(3100);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), `lightbox_shown_${DEMO.id}`)).not.toBeNull();

    // Not closed, just left open: still never again, also after several reloads.
    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await page.clock.runFor(5000);
      await expect(dialog).toBeHidden();
    }
    // Even when the server's cookie is gone (so the page carries the pop-up again), the browser's marker keeps it away.
    await page.context().clearCookies();
    await page.reload();
    await expect(page.locator(`noscript[data-lightbox="${DEMO.id}"]`)).toHaveCount(1);
    await page.clock.runFor(5000);
    await expect(dialog).toBeHidden();
  });

  test("one impression and one click are counted; the call to action goes to cta_url", async ({ page, visit }) => {
    const header = "Count me";
    const id = await createPopup({ header, cta_url: "/dual-pricing" });
    await pauseClock(page);
    await visit(freshHome());
    await page.clock.runFor(3100);
    const dialog = popup(page, header);
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await counts(id)).impressions).toBe(1);

    await dialog.getByRole("link", { name: "Request a Consultation Now" }).click();
    await expect(page).toHaveURL(/\/dual-pricing$/);
    await expect.poll(() => counts(id)).toEqual({ impressions: 1, clicks: 1 });
    expect(await cookieValue(page, "lightbox_click")).toBe(String(id));

    await page.clock.resume();
    await signInAsStaff(page);
    await page.goto(`/admin/lightboxes/${id}`);
    await expect(page.locator('[data-figure="Impressions"]')).toHaveText("1");
    await expect(page.locator('[data-figure="Clicks"]')).toHaveText("1");
    await expect(page.locator('[data-figure="Click-through rate"]')).toHaveText("100%");
    await expect(page.getByRole("img", { name: /Impressions and clicks per day/ })).toBeVisible();
  });

  test("an image that fails to load is removed: the pop-up becomes text only", async ({ page, visit, browserProblems }) => {
    const header = "Broken image";
    browserProblems.expect(/404 \(Not Found\) \(http:\/\/localhost:\d+\/images\/no-such-image\.png\)/);
    await createPopup({ header, image: "images/no-such-image.png" });
    await pauseClock(page);
    await visit(freshHome());
    await page.clock.runFor(3100);
    const dialog = popup(page, header);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("img")).toHaveCount(0);
    await expect(dialog.getByRole("heading", { name: header })).toBeVisible();
  });

  test("never on the consultation page, nor after a lead was sent", async ({ page, visit, baseURL }) => {
    await pauseClock(page);
    await visit("/consult");
    await page.clock.runFor(5000);
    await expect(page.locator(".lightbox-layer, dialog.lightbox")).toHaveCount(0);

    await page.context().addCookies([{ name: "recent_lead", value: "1", url: baseURL ?? "" }]);
    await visit(freshHome());
    await page.clock.runFor(5000);
    await expect(page.locator("noscript[data-lightbox]")).toHaveCount(0);
    await expect(popup(page, DEMO.header)).toBeHidden();
  });

  test("its code and styles load only when it opens; the page has no markup of it until then", async ({ page, visit }) => {
    const popupAssets = /\/build\/.*(live-popup|noscript-popup|lightbox-popup)/;
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (popupAssets.test(request.url())) fetched.push(new URL(request.url()).pathname);
    });
    await pauseClock(page);
    await visit(freshHome());
    // The no-JavaScript pop-up is inert text inside <noscript>: no dialog, no image.
    await expect(page.locator("dialog, .lightbox-layer")).toHaveCount(0);
    expect(fetched).toEqual([]);

    await page.clock.runFor(3100);
    await expect(popup(page, DEMO.header)).toBeVisible();
    expect(fetched.some((path) => path.includes("live-popup"))).toBe(true);
    expect(fetched.some((path) => path.includes("lightbox-popup"))).toBe(true);
    // The no-JavaScript markup's module is for the server's render only.
    expect(fetched.some((path) => path.includes("noscript-popup"))).toBe(false);
  });
});

// Server HTML and CSS only.
test.describe("the pop-up without JavaScript", NOJS_ONLY, () => {
  test("appears after its CSS delay; the close link dismisses it and returns to the page", async ({ page, visit }) => {
    await visit("/?ref=SPRING26");
    const dialog = popup(page, DEMO.header);
    await expect(page.locator(".lightbox-layer")).toHaveCSS("animation-delay", "3s");
    await expect(dialog).toBeVisible({ timeout: 8000 });

    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/\?ref=SPRING26$/);
    await expect(page.locator(".lightbox-layer")).toHaveCount(0);
    expect(await cookieValue(page, "lightbox_closed")).toBe(String(DEMO.id));
  });

  test("the call to action counts a click and lands on /consult; the impression is counted once", async ({
    page,
    visit,
  }) => {
    const header = "No script needed";
    const id = await createPopup({ header });
    await visit(freshHome());
    const dialog = popup(page, header);
    await expect(dialog).toBeVisible({ timeout: 8000 });
    await expect.poll(async () => (await counts(id)).impressions).toBe(1);

    await dialog.getByRole("link", { name: "Request a Consultation Now" }).click();
    await expect(page).toHaveURL(/\/consult$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await counts(id)).toEqual({ impressions: 1, clicks: 1 });
  });

  test("an exit-intent pop-up is not shown (and not counted); reduced motion keeps the delay without the fade", async ({
    page,
    visit,
  }) => {
    const id = await createPopup({ header: "Exit only", show_on_exit: 1 });
    await visit(freshHome());
    await expect(page.locator(".lightbox-layer")).toHaveCSS("display", "none");
    expect((await counts(id)).impressions).toBe(0);

    await setPopup(id, "active", 0);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(freshHome());
    const layer = page.locator(".lightbox-layer");
    await expect(layer).toHaveCSS("animation-name", "lightbox-appear-still");
    await expect(layer).toHaveCSS("animation-delay", "3s");
  });
});

test.describe("the pop-up on a phone", () => {
  test.use({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true });

  test("is wholly on a 390 px screen and centred, and the page does not widen", async ({ page, visit, jsEnabled }) => {
    const header = "Sized for a phone";
    await createPopup({ header });
    if (jsEnabled) await pauseClock(page);
    await visit(freshHome());
    if (jsEnabled) await page.clock.runFor(3100);
    // The entrance (a fade and a slide) at its end, as if its time had passed.
    await finishAnimations(page);
    const dialog = popup(page, header);
    await expect(dialog).toBeVisible();

    const { width, height } = MOBILE_VIEWPORT;
    const box = await dialog.boundingBox();
    expectOnScreen(box, "the pop-up", width, height);
    if (box) expect(Math.abs(box.x - (width - box.x - box.width)), "the pop-up is centred").toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBe(width);
  });
});

test.describe("staff", () => {
  test("create a pop-up with a live preview, then delete it; previews count nothing", async ({ page, jsEnabled }) => {
    const before = await counts(DEMO.id);
    // The js and nojs runs of this test share the database and may overlap: one name each.
    const campaign = `E2E campaign ${jsEnabled ? "js" : "nojs"}`;
    await signInAsStaff(page);
    await page.goto("/lightbox-config/new");
    await expect(page.getByRole("heading", { level: 1, name: "New pop-up" })).toBeVisible();
    const preview = page.locator("[data-lightbox-preview]");
    const field = (name: string) => page.getByRole("textbox", { name });
    await field("Name (for staff)").fill(campaign);
    await field("Header").fill("Live preview works");
    await field("Button text").fill("Talk to us");
    if (jsEnabled) {
      await expect(preview.getByRole("heading", { name: "Live preview works" })).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Preview changes" }).click();
      await expect(
        page.locator("[data-lightbox-preview]").getByRole("heading", { name: "Live preview works" })
      ).toBeVisible();
      await expect(field("Header")).toHaveValue("Live preview works");
    }
    await expect(preview.getByRole("group").getByText("Talk to us")).toBeVisible();

    await page.getByRole("button", { name: "Save pop-up" }).click();
    await expect(page).toHaveURL(/\/lightbox-config\/\d+\?saved=1$/);
    await expect(page.getByRole("status")).toHaveText("Saved.");
    const id = Number(/\/lightbox-config\/(\d+)/.exec(page.url())?.[1]);
    created.push(id);

    if (jsEnabled) {
      // The same pop-up as visitors get, as a modal, but its button goes nowhere and nothing is counted.
      await page.getByRole("button", { name: "Show as pop-up" }).click();
      const modal = popup(page, "Live preview works");
      await expect(modal).toBeVisible();
      await modal.getByRole("link", { name: "Talk to us" }).click();
      await expect(modal).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/lightbox-config/${id}`));

      await page.goto(`/lightbox?id=${DEMO.id}`);
      await page.getByRole("button", { name: "Show as pop-up" }).click();
      const demo = popup(page, DEMO.header);
      await expect(demo).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(demo).toBeHidden();
      await page.goto(`/lightbox-config/${id}`);
    } else {
      await page.goto(`/lightbox?id=${DEMO.id}`);
      await expect(page.locator("[data-lightbox-preview]").getByRole("heading", { name: DEMO.header })).toBeVisible();
      await page.goto(`/lightbox-config/${id}`);
    }
    expect(await counts(id)).toEqual({ impressions: 0, clicks: 0 });
    expect(await counts(DEMO.id)).toEqual(before);

    await page.getByLabel("Yes, delete it and its results").check();
    await page.getByRole("button", { name: "Delete pop-up" }).click();
    await expect(page).toHaveURL(/\/lightbox-config\?deleted=/);
    await expect(page.getByRole("status")).toContainText(campaign);
    await expect(page.getByRole("link", { name: campaign })).toHaveCount(0);
  });
});
