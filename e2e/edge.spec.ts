import { expect, JS_ONLY, queryProjectDatabase, test } from "./support";

/**
 * Every project runs through `start:edge` (nginx and its cache in front of two app
 * processes, playwright.config.ts): a page served from the proxy's cache runs under its
 * own CSP without a violation, and its view is counted exactly once, by the tracker (JS
 * on) or the no-script image (JS off). The test fixture fails it on any console error,
 * CSP violation or hydration error.
 */

// An anonymous first visit: no pop-up cookie, which would make every page personal.
test.use({ popups: true });

function pageViews(marker: string) {
  return queryProjectDatabase<{ source: string }>(
    "select source from analytics_events where event_type = 'pageview' and page_url like ?",
    `%edge=${marker}`
  );
}

test("a page from the proxy's cache passes its own CSP, hydrates without an error and is counted exactly once", async ({ page, jsEnabled }) => {
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const url = `/industries/grocery?edge=${marker}`;
  // Another visitor's request puts the page in the cache.
  const warm = await page.request.get(url, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(warm.headers()["x-cache-status"]).toMatch(/^(MISS|EXPIRED)$/);

  const viewImages: string[] = [];
  const pageViewBeacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/website-analytics/view.gif")) viewImages.push(request.url());
    if (request.url().endsWith("/api/website-analytics/track") && /"kind":"pageview"/.test(request.postData() ?? "")) {
      pageViewBeacons.push(request.postData() ?? "");
    }
  });
  const counted = jsEnabled
    ? page.waitForResponse((response) => response.url().endsWith("/api/website-analytics/track"))
    : page.waitForResponse((response) => response.url().includes("/api/website-analytics/view.gif"));

  const response = await page.goto(url);
  expect(response?.headers()["x-cache-status"]).toBe("HIT");
  if (jsEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect((await counted).status()).toBe(jsEnabled ? 202 : 200);
  await expect.poll(async () => (await pageViews(marker)).length).toBe(1);

  if (jsEnabled) {
    // The tracker has started, and a later event of it has been stored: still one view.
    await page.evaluate(() => window.siteAnalytics?.track("edge_probe"));
    await page.waitForLoadState("networkidle");
    expect(viewImages).toEqual([]);
    expect(pageViewBeacons).toHaveLength(1);
  } else {
    await page.waitForLoadState("networkidle");
    expect(viewImages).toHaveLength(1);
    expect(pageViewBeacons).toEqual([]);
  }
  expect(await pageViews(marker)).toEqual([{ source: jsEnabled ? "js" : "server" }]);
});

test("a page whose server HTML differs from what the browser renders fails the test (the hydration check can fail)", JS_ONLY, async ({
  page,
  browserProblems,
}) => {
  // Hydration happens only with JavaScript.
  // React 18's production build reports a mismatch as an error in the console (#418: the
  // text differs) and then renders the page again on the client (#423).
  const hydrationError = /^(uncaught|console): .*Minified React error #(418|423|425)/;
  browserProblems.expect(hydrationError);
  // A copy of the page whose heading says something the app would not render.
  await page.route("**/industries/grocery?hydration-probe", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1\b[^>]*>)/, "$1Not what React renders ");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/industries/grocery?hydration-probe");
  await expect.poll(() => browserProblems.reported.filter((problem) => hydrationError.test(problem)).length).toBeGreaterThan(0);
});
