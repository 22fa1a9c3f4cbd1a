import { expect, HTTP_ONLY, test } from "./support";

/**
 * The browser the suite drives opens nothing beside the test's own page: Debian's
 * Chromium 156 preloads the omnibox's pop-ups as WebUI pages, a renderer each, for every
 * window, which is every browser context, so every test. The patch of playwright-core in
 * `patches/` turns them off with Playwright's own switches (decision 087); this fails when
 * a Playwright upgrade drops the patch or Chromium renames the features.
 */
test("a browser context opens no WebUI page of the browser's own", HTTP_ONLY, async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto("about:blank");
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send("Target.getTargets");
    expect(targetInfos.filter((target) => target.type !== "page" && target.url.startsWith("chrome://")).map((target) => target.url)).toEqual([]);
  } finally {
    await context.close();
  }
});
