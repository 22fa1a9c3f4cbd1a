import type { BrowserContext, Page } from "@playwright/test";
import {
  axeViolations,
  dateFromToday,
  expect,
  JS_ONLY,
  queryProjectDatabase as query,
  signInAsStaff,
  test,
  uniqueName,
} from "./support";

// The e2e server's database is read with `query` (a beacon's row is committed before its
// answer, but the browser does not wait: poll).

interface EventRow {
  event_type: string;
  source: string;
  page_path: string;
  page_url: string;
  is_active: number | null;
  event_name: string | null;
  event_data: string | null;
  error_code: number | null;
}

const eventsOfSession = (sessionId: string) =>
  query<EventRow>("select * from analytics_events where session_id = ? order by id", sessionId);

/**
 * The session's events of these types, by type: each comes in a beacon of its own, which
 * the edge may hand to either app process, so they are stored in either order.
 */
const eventsOfSessionByType = async (sessionId: string, types: string[]) =>
  (await eventsOfSession(sessionId))
    .filter((row) => types.includes(row.event_type))
    .sort((a, b) => a.event_type.localeCompare(b.event_type));

const pageViewsTagged = (tag: string) =>
  query<{ source: string }>("select source from analytics_events where event_type = 'pageview' and page_url like ?", `%${tag}%`);

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name);
}

async function sessionId(context: BrowserContext): Promise<string> {
  const sid = await cookie(context, "sid");
  expect(sid, "the analytics session cookie is set").toBeDefined();
  return (sid?.value ?? "").split(".")[0] ?? "";
}

/** The tracker chunk loads after hydration; until then `siteAnalytics` is the queueing stub (it has `q`). */
async function trackerReady(page: Page) {
  await page.waitForFunction(() => window.siteAnalytics !== undefined && !("q" in window.siteAnalytics));
}

const tag = () => `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("analytics: page views", () => {
  test("a page view is counted exactly once, with JavaScript on (tracker) or off (no-script image)", async ({ page, visit, jsEnabled }) => {
    const marker = tag();
    const viewImages: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/website-analytics/view.gif")) viewImages.push(request.url());
    });
    await visit(`/articles?t=${marker}`);
    await expect.poll(async () => (await pageViewsTagged(marker)).length).toBe(1);
    if (jsEnabled) {
      await trackerReady(page);
      // Once the tracker has started and a later event is stored, the first view is still one row.
      await page.evaluate(() => window.siteAnalytics?.track("e2e_marker"));
      const id = await sessionId(page.context());
      await expect.poll(async () => (await eventsOfSession(id)).some((row) => row.event_name === "e2e_marker")).toBe(true);
      // A browser running scripts never loads the no-script image.
      expect(viewImages).toEqual([]);
    } else {
      await visit("/");
      await expect.poll(() => viewImages.length).toBe(2);
    }
    expect(await pageViewsTagged(marker)).toEqual([{ source: jsEnabled ? "js" : "server" }]);
  });

  test("client-side navigation counts each route change once", JS_ONLY, async ({ page, visit }) => {
    // Route changes without a reload only exist with JavaScript; nojs is covered above.
    await visit("/");
    await trackerReady(page);
    const id = await sessionId(page.context());
    const beacon = page.waitForRequest((request) => request.url().endsWith("/api/website-analytics/track"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Articles" }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await beacon;
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(async () => (await eventsOfSession(id)).filter((row) => row.event_type === "pageview").map((row) => `${row.source} ${row.page_path}`))
      .toEqual(["js /", "js /articles", "js /"]);
  });

  test("hiding the tab sends a beacon with is_active false, showing it again one with true", JS_ONLY, async ({ page, visit }) => {
    // The beacon is the tracker's.
    await visit("/");
    await trackerReady(page);
    const id = await sessionId(page.context());
    const hidden = page.waitForRequest((request) => /"kind":"hidden"/.test(request.postData() ?? ""));
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await hidden;
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect
      .poll(() => eventsOfSessionByType(id, ["hidden", "visible"]))
      .toMatchObject([
        { event_type: "hidden", is_active: 0 },
        { event_type: "visible", is_active: 1 },
      ]);
  });

  test("custom events and window errors are recorded", JS_ONLY, async ({ page, visit, browserProblems }) => {
    // Custom events and script errors need JavaScript.
    // The error this test throws on purpose, for the tracker to record.
    browserProblems.expect(/^uncaught: e2e boom$/);
    await visit("/surcharge");
    await trackerReady(page);
    const id = await sessionId(page.context());
    await page.evaluate(() => {
      window.siteAnalytics?.track("cta_click", { button: "hero", position: 1 });
      setTimeout(() => {
        throw new Error("e2e boom");
      });
    });
    await expect
      .poll(() => eventsOfSessionByType(id, ["custom", "error"]))
      .toMatchObject([
        { event_type: "custom", event_name: "cta_click", event_data: JSON.stringify({ button: "hero", position: 1 }), page_path: "/surcharge" },
        { event_type: "error", error_code: 500, page_path: "/surcharge" },
      ]);
  });

  test("a page that does not exist is reported once as a 404", async ({ visit }) => {
    const marker = tag();
    expect(await visit(`/no-such-page-${marker}`)).toBe(404);
    await expect.poll(async () => (await query("select 1 from analytics_events where error_code = 404 and page_url like ?", `%${marker}%`)).length).toBe(1);
  });
});

async function completeWizard(page: Page, name: string) {
  await page.goto("/consult");
  await walkWizard(page, name);
}

/** Answers the four steps of the wizard on the page shown and submits. */
async function walkWizard(page: Page, name: string) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Business name").fill("Referral Hardware");
  await page.getByLabel("Phone number").fill("(601) 555-0199");
  await page.getByLabel("E-mail address").fill("referral@hardware.example");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Industry type").selectOption("retail");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Preferred date").fill(dateFromToday(4));
  const start = page.getByRole("group", { name: /^Start time/ });
  await start.getByLabel("Hour").selectOption("10");
  await start.getByLabel("Minutes").selectOption("00");
  await start.getByLabel("AM/PM").selectOption("AM");
  await page.getByLabel("Time zone").selectOption("ET");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.locator("#wizard-step-title")).toHaveText("Step 4 of 4: Business Goals");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
}

test.describe("referrals", () => {
  test("a referral link stores the referral in a cookie and counts one click; the wizard converts it", async ({ page, visit }) => {
    const code = tag();
    const linkCode = `ref_partner42_newsletter-email-springsale_${code}`;
    const landing = `/?ref=partner42&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&code=${code}`;
    await visit(landing);
    const referral = await cookie(page.context(), "referral");
    expect(referral?.httpOnly).toBe(true);
    expect(referral?.sameSite).toBe("Lax");
    // 30-day attribution window.
    expect((referral?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    await visit(landing); // the same visitor again within the hour: still one click
    const clicks = await query<{ via: string }>("select via from referral_clicks where link_code = ?", linkCode);
    expect(clicks).toEqual([{ via: "query" }]);

    const name = uniqueName("Referral Lead");
    await completeWizard(page, name);
    const leads = await query<{ id: number; link_code: string; referral: string | object }>(
      "select id, link_code, referral from leads where full_name = ?",
      name,
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]?.link_code).toBe(linkCode);
    // JSON text on SQLite, jsonb (read as an object) on PostgreSQL.
    const stored = leads[0]?.referral ?? "{}";
    expect(typeof stored === "string" ? JSON.parse(stored) : stored).toMatchObject({ ref: "partner42", code, utm_campaign: "spring_sale" });
    expect(
      await query("select conversion_type, conversion_value, source from referral_conversions where lead_id = ?", leads[0]?.id),
    ).toEqual([{ conversion_type: "consultation", conversion_value: 0, source: "lead" }]);
    // On success the stored referral is removed (product reference §7.1).
    expect(await cookie(page.context(), "referral")).toBeUndefined();
  });

  test("a /share/{code} link is captured as a share referral", async ({ page }) => {
    const code = tag();
    await page.goto(`/share/${code}`);
    await expect(page).toHaveURL(new RegExp(`/\\?ref=${code}$`));
    expect(await query("select via from referral_clicks where link_code = ?", `ref_${code}_share-referral-none_${code}`)).toEqual([{ via: "share" }]);
    expect(await cookie(page.context(), "referral")).toBeDefined();
  });
});

test.describe("staff dashboards", () => {
  test("analytics shows the numbers, a chart and a CSV; referrals lists link codes", async ({ page, browser, jsEnabled }) => {
    const code = tag();
    // The visit is counted by the tracker (JS on) or the no-script image (JS off), not the document.
    const counted = page.waitForResponse((response) =>
      response.url().includes(jsEnabled ? "/api/website-analytics/track" : "/api/website-analytics/view.gif"),
    );
    await page.goto(`/?ref=dash&utm_source=google&utm_medium=cpc&utm_campaign=brand&code=${code}`);
    await counted;
    await signInAsStaff(page, "/admin/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Analytics" })).toHaveAttribute("aria-current", "page");
    for (const metric of ["Visitors", "Sessions", "Page views", "Bounce rate", "Average visit", "Current visitors"]) {
      await expect(page.locator(`[data-metric="${metric}"]`)).toHaveText(/\d|—/);
    }
    expect(Number((await page.locator('[data-metric="Page views"]').textContent())?.replace(/,/g, ""))).toBeGreaterThan(0);
    await expect(page.getByRole("img", { name: /page views from/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "UTM campaigns" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Sources" })).toContainText("google");

    // The no-JS axe run opens a fresh context without the staff session, so check with JavaScript on.
    if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);

    await page.getByRole("navigation", { name: "Quick ranges" }).getByRole("link", { name: "Today" }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);

    const csv = await page.request.get(`/admin/analytics.csv${new URL(page.url()).search}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`"summary","page views","`);

    await page.getByRole("link", { name: "Referrals" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Referrals" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`ref_dash_google-cpc-brand_${code}`) })).toContainText("1");
    if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
    const referralsCsv = await page.request.get("/admin/referrals.csv");
    expect(await referralsCsv.text()).toContain(`ref_dash_google-cpc-brand_${code}`);
  });

  test("a staff member can stop counting their own visits, and start again", async ({ page, visit, jsEnabled }) => {
    await signInAsStaff(page, "/admin/analytics");
    await page.getByRole("button", { name: "Don't track me in this browser" }).click();
    await expect(page.getByRole("status").filter({ hasText: "not tracked" })).toBeVisible();
    const marker = tag();
    // What would count the view has run: the tracker's chunk (JS on) or the no-script image (JS off).
    const counter = page.waitForResponse((response) =>
      jsEnabled ? /\/tracker\.client-[A-Z0-9]+\.js$/.test(response.url()) : response.url().includes("/api/website-analytics/view.gif"),
    );
    await visit(`/?t=${marker}`);
    await counter;
    await page.waitForLoadState("networkidle");
    expect(await cookie(page.context(), "sid")).toBeUndefined();
    expect(await pageViewsTagged(marker)).toEqual([]);

    await page.goto("/admin/analytics");
    await page.getByRole("button", { name: "Count my visits again" }).click();
    await expect(page.getByRole("status").filter({ hasText: "counted like anyone else's" })).toBeVisible();
    await visit(`/?t=${marker}`);
    await expect.poll(async () => (await pageViewsTagged(marker)).length).toBe(1);
  });

  test("the wizard's steps make the funnel, and a row of the dashboard filters it", async ({ page, browser, jsEnabled }) => {
    const source = tag();
    // What counts a page view: the tracker's beacon (JS on) or the no-script image (JS off).
    const counted = () =>
      page.waitForResponse((response) => response.url().includes(jsEnabled ? "/api/website-analytics/track" : "/api/website-analytics/view.gif"));
    let view = counted();
    await page.goto(`/?utm_source=${source}`);
    await view;
    view = counted();
    await page.goto("/consult");
    await view;
    await walkWizard(page, uniqueName("Funnel Lead"));

    const id = await sessionId(page.context());
    await expect
      .poll(async () => (await eventsOfSessionByType(id, ["funnel"])).map((row) => row.event_name).sort())
      .toEqual(["step 1", "step 2", "step 3", "step 4", "submitted"]);
    // The wizard's four steps were one page view of /consult.
    const views = (await eventsOfSessionByType(id, ["pageview"])).map((row) => row.page_path);
    expect(views).toEqual(["/", "/consult"]);

    await signInAsStaff(page, "/admin/analytics");
    const bySource = page.getByRole("table", { name: "Funnel by source" });
    const row = bySource.getByRole("row").filter({ has: page.getByRole("link", { name: source, exact: true }) });
    await expect(row.getByRole("cell")).toHaveText(["1", "1 · 0% drop-off", "1 · 0% drop-off", "1 · 0% drop-off", "1 · 0% drop-off"]);
    await row.getByRole("link", { name: source, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]source=${source}(&|$)`));
    await expect(page.getByRole("navigation", { name: "Active filters" })).toContainText(`Source: ${source}`);
    const funnel = page.getByRole("table", { name: "Consultation funnel" });
    await expect(funnel.getByRole("row", { name: /^Step 1/ })).toContainText("1");
    await expect(funnel.getByRole("row", { name: /^Submitted/ }).getByRole("cell").first()).toHaveText("1");
    await expect(page.locator('[data-metric="Visitors"]')).toHaveText("1");
    await expect(page.locator('[data-metric="Page views"]')).toHaveText("2");
    // The filter chips, the funnel and the changes against the previous period, checked as staff (see above).
    if (jsEnabled) expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  });
});
