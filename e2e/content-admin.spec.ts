import sharp from "sharp";
import type { Page } from "@playwright/test";
import { axeViolations, dateFromToday, ensureStaffAccount, expect, JS_ONLY, signInAsStaff, STAFF_BROWSER, test, uniqueName } from "./support";

test.use(STAFF_BROWSER);

/**
 * The back office's articles and pages, as a marketing account uses them: create and
 * publish an article with a Markdown body whose preview is the site's own rendering,
 * then find it on /articles. Runs with JavaScript (the preview follows the typing) and
 * without (the Preview button posts and the page comes back rendered).
 */
const MARKETING = { email: "marketing-e2e@example.com", name: "E2E Marketing", password: "e2e-marketing-password", role: "marketing" } as const;

test.beforeAll(() => ensureStaffAccount(MARKETING));

test("a marketing account writes, previews, schedules, publishes, renames and restores an article that visitors then find", async ({
  page,
  browser,
  request,
  jsEnabled,
  visit,
}) => {
  await signInAsStaff(page, "/admin/articles", MARKETING);
  await page.getByRole("link", { name: "New article" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New article" })).toBeVisible();
  // The author starts as the signed-in account's name.
  await expect(page.getByLabel("Author")).toHaveValue("E2E Marketing");
  const title = uniqueName("Contactless checklist");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  // With JavaScript the slug follows the title; without, the empty slug is made from it when the form is sent.
  if (jsEnabled) await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page
    .getByLabel("Body")
    .fill("## Before you start\n\nCheck **every terminal** and <script>window.__pwned=1</script> nothing runs.");

  // The cover is chosen before anything else is sent: without JavaScript the form comes back
  // from the preview and from a refused publish (no excerpt), and the cover stays chosen.
  const cover = await sharp({ create: { width: 24, height: 12, channels: 3, background: "#0b3b60" } })
    .png()
    .toBuffer();
  await page.getByLabel("Upload a cover").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  await page.getByLabel("Cover description (alt text)").fill("A card terminal on a shop counter");

  // An image for the body: uploaded at once, its Markdown added at the end of the body and previewed.
  const chart = await sharp({ create: { width: 16, height: 8, channels: 3, background: "#1a7f4b" } })
    .webp()
    .toBuffer();
  await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "chart.webp", mimeType: "image/webp", buffer: chart });
  await page.getByLabel("Image description (alt text)").fill("Monthly fees chart");
  await page.getByRole("button", { name: "Add the image to the body" }).click();
  await expect(page.locator("#added-image-notice")).toBeVisible();
  await expect(page.getByLabel("Body")).toHaveValue(/\n!\[Monthly fees chart\]\(\/uploads\/[a-f0-9]{32}\.webp\)\n$/);

  const preview = page.getByTestId("markdown-preview");
  if (!jsEnabled) {
    await page.getByRole("button", { name: "Preview" }).click();
    // The page came back with what was typed, the slug made from the title, the server's rendering, and the cover.
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Slug")).toHaveValue(slug);
    await expect(page.locator("#kept-cover-notice")).toContainText("The cover you chose is kept");
  }
  // With JavaScript the preview follows the typing, without a click.
  await expect(preview.getByRole("heading", { level: 2, name: "Before you start" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("every terminal");
  await expect(preview).toContainText("<script>window.__pwned=1</script>");
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  if (!jsEnabled) {
    await page.getByRole("button", { name: "Publish or schedule" }).click();
    await expect(page.getByText("Write a short excerpt: the list and search engines show it")).toBeVisible();
    await expect(page.locator("#kept-cover-notice")).toBeVisible();
  }

  // Scheduled: the notice names the moment, and staff preview the real page while visitors get a 404.
  await page.getByLabel("Excerpt").fill("What to check before you turn on tap to pay.");
  await page.getByLabel("Publish date").fill(dateFromToday(3));
  // A time of day too, on the site's clock (the account reads Central time, as the site does).
  await page.getByLabel("Publish time").fill("09:30");
  await page.getByRole("button", { name: "Publish or schedule" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved\. Scheduled to go live on .+ 9:30 AM (CST|CDT)\.$/ })).toBeVisible();
  await expect(page.locator(".admin__heading .status")).toHaveText("Scheduled");
  await page.getByRole("link", { name: "Preview on the site" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("status").filter({ hasText: /^Preview — not published yet, goes live / })).toBeVisible();
  await expect(page.locator("footer").first()).toBeVisible();
  await expect(page.locator("img.article__cover")).toHaveAttribute("alt", "A card terminal on a shop counter");
  // A visitor (no staff cookie), asking right after the staff preview, is not served it by the edge.
  for (let attempt = 0; attempt < 2; attempt++) expect((await request.get(`/articles/${slug}`)).status()).toBe(404);
  await page.getByRole("link", { name: "Edit the article" }).click();

  await page.getByLabel("Publish date").fill(dateFromToday(-1));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved and published\.$/ })).toBeVisible();
  await expect(page.locator(".admin__heading .status")).toHaveText("Published");

  // Renamed while live: the old address answers a permanent redirect to the new one, query string and all.
  const renamed = `${slug}-renamed`;
  await page.getByLabel("Slug").fill(renamed);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The address is now /articles/${renamed}: /articles/${slug} redirects there permanently.` })).toBeVisible();
  // A bad edit, compared with the revision before it and undone by restoring that revision.
  const goodBody = await page.getByLabel("Body").inputValue();
  await page.getByLabel("Body").fill("A body that went wrong.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved and published\.$/ })).toBeVisible();
  const revisions = page.getByRole("region", { name: "Revisions" });
  const beforeTheBadEdit = revisions.getByRole("row").nth(2);
  await beforeTheBadEdit.getByRole("link", { name: /^Compare revision/ }).click();
  await expect(revisions.getByRole("heading", { name: /compared with the version stored now$/ })).toBeVisible();
  const bodyChange = revisions.locator(".revision-compare__field").filter({ has: page.locator("dt", { hasText: /^Body$/ }) });
  await expect(bodyChange.locator("del").first()).toBeVisible();
  await expect(bodyChange.locator("ins").filter({ hasText: "wrong" })).toBeVisible();
  await beforeTheBadEdit.getByRole("link", { name: /^Restore revision/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /^The form below holds revision #\d+\. Nothing has changed yet/ })).toBeVisible();
  await expect(page.getByLabel("Body")).toHaveValue(goodBody);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Saved and published\.$/ })).toBeVisible();
  await expect(page.getByLabel("Body")).toHaveValue(goodBody);
  expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

  await visit(`/articles/${slug}?utm_source=e2e`);
  await expect(page).toHaveURL(new RegExp(`/articles/${renamed}\\?utm_source=e2e$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await visit("/articles");
  const card = page.locator(".article-card").filter({ hasText: title });
  await expect(card.getByRole("img", { name: "A card terminal on a shop counter" })).toHaveAttribute("width", "1200");
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const shown = page.locator("img.article__cover");
  await expect(shown).toHaveAttribute("alt", "A card terminal on a shop counter");
  await expect(shown).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}\.png$/);
  expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(24);
  await expect(page.locator(".article__body strong")).toHaveText("every terminal");
  const bodyImage = page.getByRole("img", { name: "Monthly fees chart" });
  await bodyImage.scrollIntoViewIfNeeded();
  await expect.poll(() => bodyImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(16);
});

test("a marketer saves a new page as a draft, previews it as the real page at its shareable link while visitors get a 404, then publishes it", async ({
  page,
  request,
  jsEnabled,
}) => {
  await signInAsStaff(page, "/admin/pages", MARKETING);
  await page.getByRole("link", { name: "New page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New page" })).toBeVisible();
  const title = uniqueName("Holiday opening hours");
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Body").fill("Our support line is open **every day** in December.");
  // With JavaScript the preview follows the typing; a marketer reads it before saving.
  if (jsEnabled) await expect(page.getByRole("region", { name: "Preview" }).locator("strong")).toHaveText("every day");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.locator(".admin__heading .status")).toHaveText("Draft");

  // Visitors (no staff cookie) get the 404 until publication, from the app and from the edge.
  for (let attempt = 0; attempt < 2; attempt++) expect((await request.get(`/${slug}`)).status()).toBe(404);
  const shared = page.getByRole("link", { name: "this preview link" });
  await expect(shared).toHaveAttribute("href", new RegExp(`/${slug}\\?preview=\\d+\\.[\\w-]+$`));
  await shared.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("status").filter({ hasText: "Preview — not published: visitors cannot see this page until it is published." })).toBeVisible();
  await expect(page.locator("main strong")).toHaveText("every day");
  await expect(page.locator("footer").first()).toBeVisible();

  await page.goBack();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.locator(".admin__heading .status")).toHaveText("Published");
  const published = await request.get(`/${slug}`);
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain(`<h1>${title}</h1>`);
});

for (const [path, heading] of [
  ["/admin/articles", "Articles"],
  ["/admin/articles/1", "Edit article: Surcharging vs. Dual Pricing: Choosing the Right Cost-Reduction Program"],
  ["/admin/pages", "Pages"],
] as const) {
  const projects = path === "/admin/articles/1" ? {} : JS_ONLY; // SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT
  test(`${path} passes axe with every rule`, projects, async ({ page, browser, jsEnabled }) => {
    await signInAsStaff(page, path, MARKETING);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  });
}

/**
 * Holds the next live preview's answer and lets it through at a chosen moment of the save
 * that follows, the orders in which a slow preview meets a quick save:
 * - "while the saved page loads": after the save's answer, before its page's data;
 * - "while the save is sent": before the save's answer, whose own answer then waits for
 *   anything the preview asked for after it (reloading the page being left).
 * `held` settles once a preview waits; `metTheSave()` tells whether it was let through so.
 */
function holdNextPreview(page: Page, moment: "while the saved page loads" | "while the save is sent") {
  let release: (() => Promise<void>) | null = null;
  let metTheSave = false;
  let saveAnswered: Promise<unknown> = Promise.resolve();
  const held = new Promise<void>((resolve) => {
    void page.route("**/admin/**", async (route) => {
      const request = route.request();
      const post = request.method() === "POST";
      if (!release && post && (request.postData() ?? "").includes("intent=preview")) {
        const answered = page.waitForResponse((response) => response.request() === request);
        release = async () => {
          await route.continue();
          await answered;
        };
        resolve();
        return;
      }
      if (release && !metTheSave) {
        const theSave = post && moment === "while the save is sent";
        const itsPage = !post && request.url().includes("saved=") && moment === "while the saved page loads";
        if (theSave) {
          metTheSave = true;
          saveAnswered = page.waitForResponse((response) => response.request() === request);
          await release();
        } else if (itsPage) {
          metTheSave = true;
          await release();
        }
      } else if (metTheSave && !post && !request.url().includes("saved=")) {
        // A reload of the page being left, asked for after the preview: it answers after the save.
        await saveAnswered;
      }
      // The router may have dropped a request it no longer needs.
      await route.continue().catch(() => undefined);
    });
  });
  return { held, metTheSave: () => metTheSave, done: () => page.unrouteAll({ behavior: "ignoreErrors" }) };
}

test("each save shows the saved article even when a live preview answers during the save", JS_ONLY, async ({ page }) => {
  await signInAsStaff(page, "/admin/articles/new", MARKETING);
  const title = uniqueName("Chargeback basics");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("What a dispute costs a shop.");
  const rounds = [
    { body: "What a **chargeback** costs.", moment: "while the save is sent" },
    { body: "What a **chargeback** costs, and how to answer one.", moment: "while the saved page loads" },
    { body: "What a **chargeback** costs, how to answer one, and how to avoid the next.", moment: "while the save is sent" },
  ] as const;
  for (const [round, { body, moment }] of rounds.entries()) {
    const preview = holdNextPreview(page, moment);
    await page.getByLabel("Body").fill(body);
    await preview.held;
    await page.getByRole("button", { name: "Save as draft" }).click();
    // Saves of one kind, repeated: each page still has an address of its own.
    await expect(page).toHaveURL(new RegExp(`\\?saved=1&version=${round + 1}$`));
    await expect(page.getByRole("status").filter({ hasText: /^Saved as a draft\.$/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit article: ${title}`);
    await expect(page.locator(".admin__heading .status")).toHaveText("Draft");
    // The form carries the stored version, so the next save is not refused as stale.
    await expect(page.locator("form[id^=article-editor] input[name=version]")).toHaveValue(String(round + 1));
    expect(preview.metTheSave(), `the preview answered ${moment}`).toBe(true);
    await preview.done();
  }
});
