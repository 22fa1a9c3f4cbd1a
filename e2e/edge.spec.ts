import Database from "better-sqlite3";
import { startEdgeProcess, type Edge } from "../tests/support/edge";
import { expect, test } from "./support";

/**
 * Through `npm run start:edge` (nginx in front of two app processes, its own database):
 * a page served from the proxy's cache runs under its own CSP without a violation, and
 * its view is counted exactly once, by the tracker (JS on) or the no-script image (JS off).
 */

// An anonymous first visit: no pop-up cookie, which would make every page personal.
test.use({ popups: true });
test.describe.configure({ mode: "serial" });

let edge: Edge;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  edge = await startEdgeProcess({ workers: 2 });
});

test.afterAll(async () => {
  await edge?.stop();
});

function pageViews(marker: string): { source: string }[] {
  const db = new Database(edge.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select source from analytics_events where event_type = 'pageview' and page_url like ?")
      .all(`%edge=${marker}`) as { source: string }[];
  } finally {
    db.close();
  }
}

test("a page from the proxy's cache passes its own CSP, hydrates without an error and is counted exactly once", async ({ page, jsEnabled }) => {
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const url = `${edge.edgeUrl}/industries/grocery?edge=${marker}`;
  // Another visitor's request puts the page in the cache.
  const warm = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
  expect(warm.headers.get("X-Cache-Status")).toMatch(/^(MISS|EXPIRED)$/);

  const cspErrors: string[] = [];
  // A server render that differs from the browser's (a hydration mismatch) is a console error too.
  const otherErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) cspErrors.push(message.text());
    else if (message.type() === "error") otherErrors.push(message.text());
  });
  page.on("pageerror", (error) => otherErrors.push(error.message));
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
  await expect.poll(() => pageViews(marker).length).toBe(1);

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
  expect(pageViews(marker)).toEqual([{ source: jsEnabled ? "js" : "server" }]);
  expect(cspErrors).toEqual([]);
  expect(otherErrors).toEqual([]);
});
