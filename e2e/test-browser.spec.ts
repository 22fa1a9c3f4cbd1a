import { expect, HTTP_ONLY, test } from "./support";

/**
 * The browser the suite drives opens nothing beside the test's own page. Debian's full
 * Chromium 156 preloads the omnibox's pop-ups as WebUI pages, a renderer each, for every
 * window, which is every browser context, so every test (decision 087); the headless shell
 * the suite drives has no omnibox (decision 095). This fails if the suite is pointed at a
 * browser that opens pages of its own again.
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
