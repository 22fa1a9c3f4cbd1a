import sharp from "sharp";
import {
  axeViolations,
  ensureStaffAccount,
  expect,
  MOBILE_VIEWPORT,
  signInAsStaff,
  STAFF_BROWSER,
  test,
  uniqueName,
} from "./support";

test.use(STAFF_BROWSER);

/**
 * The media library (decision 083) as a marketer uses it: upload an image, describe it,
 * put it in an article body (with JavaScript through "Insert image", without it by pasting
 * the Markdown the library shows), publish, see it on the page with its size, and find
 * that the library refuses to delete an image the article shows.
 */
const MARKETING = { email: "media-e2e@example.com", name: "E2E Media", password: "e2e-media-password", role: "marketing" } as const;

test.beforeAll(() => ensureStaffAccount(MARKETING));

test("a marketer uploads and describes an image, puts it in an article, and cannot delete it while it is shown", async ({
  page,
  browser,
  jsEnabled,
}) => {
  await signInAsStaff(page, "/admin/articles", MARKETING);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();

  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#1a7f4b" } }).png().toBuffer();
  await page.getByLabel(/^Image file/).setInputFiles({ name: "terminal.png", mimeType: "image/png", buffer: image });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Uploaded. Copy its Markdown into a body to show it.");

  // The upload lands on its own card (the address names it): other specs upload to the
  // same server at the same time, so the newest card need not be this one.
  const uploaded = /#image-([\w.-]+)$/.exec(page.url())?.[1];
  expect(uploaded, "the address names the uploaded image").toBeTruthy();
  const card = page.locator(`[id="image-${uploaded}"]`);
  await expect(card).toContainText("64 × 48");
  await expect(card).toContainText("by E2E Media");
  await expect(card).toContainText("Not used anywhere.");
  const alt = uniqueName("Terminal on a counter");
  await card.getByLabel("Alt text").fill(alt);
  await card.getByRole("button", { name: "Save alt text" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved the alt text.");
  const snippet = await card.getByLabel("Markdown for a body").inputValue();
  expect(snippet).toMatch(new RegExp(`^!\\[${alt}\\]\\(/uploads/[a-f0-9]{32}\\.png\\)$`));
  const path = /\((\/uploads\/[^)]+)\)/.exec(snippet)?.[1] ?? "";
  // Same markup with and without JavaScript (SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT): axe once,
  // and at a phone's width nothing is wider than the screen.
  if (jsEnabled) {
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
    const desktop = page.viewportSize();
    await page.setViewportSize(MOBILE_VIEWPORT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    if (desktop) await page.setViewportSize(desktop);
  }

  await page.goto("/admin/articles/new");
  const title = uniqueName("Terminal setup");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Excerpt").fill("How to set up a terminal.");
  const body = page.getByLabel("Body");
  await body.fill("## Setup\n\nPlug it in.");
  const library = page.getByRole("link", { name: /Media library \(opens in a new tab\)/ });
  await expect(library).toHaveAttribute("target", "_blank");
  if (jsEnabled) {
    // At the cursor: between the heading and the paragraph.
    await body.evaluate((textarea: HTMLTextAreaElement) => textarea.setSelectionRange(9, 9));
    await page.getByRole("button", { name: "Insert image" }).click();
    await page.getByRole("button", { name: `Insert “${alt}”` }).click();
    await expect(body).toHaveValue(`## Setup\n\n${snippet}\n\nPlug it in.`);
    await expect(page.getByTestId("markdown-preview").getByRole("img", { name: alt })).toHaveAttribute("width", "64");
  } else {
    await body.fill(`## Setup\n\n${snippet}\n\nPlug it in.`);
  }
  await page.getByRole("button", { name: "Publish or schedule" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved and published\.$/ })).toBeVisible();

  // A visitor sees the image with its size, loaded lazily.
  const visitor = await browser.newContext({ javaScriptEnabled: jsEnabled, baseURL: test.info().project.use.baseURL });
  const reader = await visitor.newPage();
  await reader.goto(`/articles/${slug}`);
  const shown = reader.locator(".article__body").getByRole("img", { name: alt });
  await expect(shown).toHaveAttribute("src", path);
  await expect(shown).toHaveAttribute("width", "64");
  await expect(shown).toHaveAttribute("height", "48");
  await expect(shown).toHaveAttribute("loading", "lazy");
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(64);
  await visitor.close();

  // The library now names the article, and refuses to delete the image.
  await page.goto("/admin/media");
  const used = page.locator(`[id="image-${path.slice("/uploads/".length)}"]`);
  await expect(used.getByRole("link", { name: `article “${title}” (text)` })).toBeVisible();
  await used.getByRole("link", { name: /^Delete/ }).click();
  await page.getByLabel(/^Yes, delete/).check();
  await page.getByRole("button", { name: "Delete image" }).click();
  await expect(page.getByRole("alert")).toContainText(`Not deleted: ${path} is used by article “${title}” (text).`);
  await page.goto("/admin/media");
  await expect(page.locator(`[id="image-${path.slice("/uploads/".length)}"]`)).toBeVisible();
});
