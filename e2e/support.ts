import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import bcrypt from "bcryptjs";
import { resolve } from "node:path";
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { e2eDataDir, e2ePostgresDatabase } from "../scripts/e2e-paths.mjs";
import { databaseUrl } from "../scripts/scratch-postgres.mjs";
import { openServerDatabase } from "../tests/support/server-database";
import { PROJECT_DATABASES } from "./sites";
import type { StaffRole } from "~/features/staff/roles";

export { expect };

/**
 * Marks a test that only sends HTTP requests (no page, so JavaScript makes no difference):
 * it runs once, in the `js` project (see playwright.config.ts).
 */
export const HTTP_ONLY = { tag: "@http-only" };

/**
 * Marks a test of what exists only with JavaScript (a widget, a script's behaviour): the
 * `nojs` project leaves it out instead of starting a browser page to skip it.
 */
export const JS_ONLY = { tag: "@js-only" };

/** Marks a test of what only a visitor without JavaScript gets: the `js` project leaves it out. */
export const NOJS_ONLY = { tag: "@nojs-only" };

const projectPort = () => new URL(test.info().project.use.baseURL ?? "").port;
/** Whether the running test's site is on PostgreSQL (`nojs`) or SQLite (`js`; e2e/sites.ts). */
const onPostgresProject = () => PROJECT_DATABASES[test.info().project.name as keyof typeof PROJECT_DATABASES] === "postgres";

/** The database folder of the server the running test's project talks to (playwright.config.ts). */
export function projectDataDir(): string {
  return e2eDataDir(projectPort());
}

/**
 * Adds a staff account to the running project's database unless its e-mail is taken: the
 * e2e server makes only its admin (STAFF_EMAIL). A low bcrypt cost, as for every test
 * account: it is checked at each sign-in.
 */
export async function ensureStaffAccount(account: { email: string; name: string; password: string; role: StaffRole; timeZone?: string }) {
  const values = [account.email, account.name, bcrypt.hashSync(account.password, 4), account.role];
  // Without a zone of its own, the account keeps the column's default.
  const columns = account.timeZone ? "email, name, password_hash, role, time_zone" : "email, name, password_hash, role";
  if (account.timeZone) values.push(account.timeZone);
  await queryProjectDatabase(
    `insert into staff_users (${columns}) values (${values.map(() => "?").join(", ")}) on conflict do nothing`,
    ...values,
  );
}

/**
 * Runs one SQL statement on the database of the running project's server, SQLite or
 * PostgreSQL, and returns its rows (`returning …` works on both). Parameters are `?`;
 * counts come back as numbers on both; a boolean column takes 0 and 1 on both.
 */
export async function queryProjectDatabase<T>(text: string, ...params: unknown[]): Promise<T[]> {
  const database = openServerDatabase(
    onPostgresProject() ? databaseUrl(e2ePostgresDatabase(projectPort())) : `file:${resolve(projectDataDir(), "app.db")}`
  );
  try {
    return await database.all<T>(text, params);
  } finally {
    await database.close();
  }
}

/** A booked 30-minute meeting of `repId` for the lead, put straight into the project's database (the booking flow has its own tests). */
export async function insertMeeting(leadId: number, repId: number, startsAt: number, uid: string, sequence = 0): Promise<void> {
  await queryProjectDatabase(
    "insert into bookings (lead_id, rep_id, starts_at, ends_at, ical_uid, sequence) values (?, ?, ?, ?, ?, ?)",
    leadId,
    repId,
    startsAt,
    startsAt + 30 * 60_000,
    uid,
    sequence,
  );
}

export const MOBILE_VIEWPORT = { width: 390, height: 844 };

/**
 * The browser of the specs about the back office (`test.use(STAFF_BROWSER)`): a staff
 * member who asked for reduced motion, which the site honours. The stylesheet scrolls
 * smoothly for visitors who did not ask; Playwright scrolls each field it fills or clicks
 * into view, and on the long staff forms every such scroll glided for most of a second,
 * so the next click waited for a moving target and, on a loaded machine, could land while
 * it still moved. The staff screens have no motion of their own to test; the visitor's
 * motion (scroll reveal, the pop-up, the wizard, the glide within a page) is tested with
 * motion on, and so is every visitor a back-office spec opens in a context of its own.
 */
export const STAFF_BROWSER = { reducedMotion: "reduce" } as const;

interface Fixtures {
  /** Opens a path and checks that the page is (js) or is not (nojs) hydrated. */
  visit: (path: string) => Promise<number>;
  jsEnabled: boolean;
  /**
   * The promotional pop-up on the home page covers the page after 3 s. Every test
   * starts with the live pop-ups dismissed (the visitor's "closed" cookie), so it never
   * gets in the way; a spec about the pop-up opts in with `test.use({ popups: true })`.
   */
  popups: boolean;
  /** What went wrong in the browser during the test; checked when the test ends. */
  browserProblems: BrowserProblems;
}

export const test = base.extend<Fixtures>({
  popups: [false, { option: true }],
  // Each test is a visitor with an address of its own, named the way a CDN in front of
  // the edge names it (the e2e edge trusts two hops): the per-IP limits count every test
  // apart, as they count real visitors, instead of the whole suite as one address.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": testVisitorAddress() });
  },
  browserProblems: async ({ javaScriptEnabled }, use) => {
    await use(new BrowserProblems(javaScriptEnabled !== false));
  },
  context: async ({ context, popups, browserProblems }, use) => {
    browserProblems.watch(context);
    if (!popups) await dismissLivePopups(context);
    await use(context);
    browserProblems.assertNone();
  },
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  visit: async ({ page, javaScriptEnabled }, use) => {
    await use(async (path: string) => {
      const response = await page.goto(path);
      if (javaScriptEnabled === false) {
        await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
      } else {
        // Proves the client really took over before the test interacts.
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      }
      return response?.status() ?? 0;
    });
  },
});

let visitorCount = 0;
/** An address no other test of this run uses (198.18.0.0/15 is reserved for tests). */
function testVisitorAddress(): string {
  visitorCount++;
  const worker = test.info().parallelIndex;
  return `198.${18 + (worker % 2)}.${visitorCount >> 8 & 255}.${visitorCount & 255}`;
}

/**
 * Fails a test on what a visitor's browser reports as broken: a console error (a CSP
 * violation is one, and so is a resource the server answered with an error), an uncaught
 * exception (React reports a hydration mismatch as one), or a request that never got an
 * answer. A test that provokes one on purpose says which with `expect(pattern)`.
 *
 * A page's own 4xx (a 404 page, a form answered with its errors, with or without
 * JavaScript) is not counted: the test asserts that page itself. A 5xx always is. Nor is
 * Remix's log of a navigation's request aborted by a newer navigation.
 */
export class BrowserProblems {
  private readonly seen: string[] = [];
  private readonly expected: RegExp[] = [];
  private readonly documents = new Set<string>();

  constructor(private readonly jsEnabled: boolean) {}

  watch(context: BrowserContext) {
    context.on("request", (request) => {
      if (request.isNavigationRequest()) this.documents.add(request.url());
    });
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text) && this.isPage(message.location().url)) return;
      // Remix logs the data request of a navigation that a newer one replaced (a second
      // click or Back before the page arrived) as an AbortError: the newer page is shown,
      // nothing broke. Any other error, and any other AbortError text, still counts.
      if (text.startsWith("AbortError: signal is aborted without reason") && /\/build\/_shared\//.test(message.location().url)) return;
      this.seen.push(`console: ${text} (${message.location().url})`);
    });
    context.on("weberror", (error) => this.seen.push(`uncaught: ${error.error().message}`));
    context.on("requestfailed", (request) => {
      const failure = request.failure()?.errorText ?? "failed";
      // A request the browser itself gave up because the page went away (a navigation, a
      // closed page) is not the server failing it.
      if (failure === "net::ERR_ABORTED") return;
      // With JavaScript turned off, Chromium refuses the page's scripts (and their module
      // preloads) the way a CSP would: that is the setting, not a failure.
      if (!this.jsEnabled && failure === "csp" && ["script", "other"].includes(request.resourceType())) return;
      this.seen.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
    });
  }

  /**
   * A document the browser navigated to, or Remix's request for a page's data or a form's
   * answer (`.data`): the page the test asserts, whose 4xx (a 404 page, a form answered
   * with its errors) is the site's answer, not a broken resource.
   */
  private isPage(url: string) {
    return this.documents.has(url) || new URL(url).pathname.endsWith(".data");
  }

  /** Allows problems matching `pattern` in this test (each call documents one on purpose). */
  expect(pattern: RegExp) {
    this.expected.push(pattern);
  }

  /** What was seen so far, expected or not. */
  get reported(): readonly string[] {
    return this.seen;
  }

  assertNone() {
    const unexpected = this.seen.filter((problem) => !this.expected.some((pattern) => pattern.test(problem)));
    expect(unexpected, "the browser reported problems the test did not expect").toEqual([]);
  }
}

/**
 * Keeps the pop-up away from a visitor: the cookie of one who sent a lead today (no pop-up
 * at all, even one another test creates while this one runs in a parallel worker), and the
 * cookie of one who closed each pop-up that is live now.
 */
export async function dismissLivePopups(context: BrowserContext): Promise<void> {
  const response = await context.request.get("/api/lightboxes/active?page=home");
  const { data } = (await response.json()) as { data: { lightbox_id: number }[] };
  const { origin } = new URL(response.url());
  await context.addCookies([{ name: "recent_lead", value: "1", url: origin }]);
  if (data.length === 0) return;
  await context.addCookies([
    { name: "lightbox_closed", value: data.map((item) => item.lightbox_id).join("."), url: origin },
  ]);
}

/** Every rule axe has, including the AAA and experimental ones a default run leaves out. */
const ALL_AXE_RULES = axe.getRules().map((rule) => rule.ruleId);

/**
 * The axe violations of a page that is already open, with every rule axe has and at every
 * impact. axe hangs in a context with JavaScript disabled (dequelabs/axe-core-npm#529), so
 * in the nojs project the same URL (or `url`, when the page has not opened it) is opened in
 * a context that blocks every page script instead.
 */
export async function axeViolations(page: Page, browser: Browser, jsEnabled: boolean, url = page.url()) {
  if (jsEnabled) return violationSummary(await analyzeAllRules(page));
  const context = await scriptlessContext(browser);
  // The same visitor: the same cookies (a dismissed pop-up stays dismissed), and only those.
  await context.clearCookies();
  await context.addCookies(await page.context().cookies());
  const scriptless = await context.newPage();
  try {
    await scriptless.goto(url);
    return violationSummary(await analyzeAllRules(scriptless));
  } finally {
    await scriptless.close();
  }
}

/**
 * One context per browser (so per worker) for axe's scriptless pages, made once rather
 * than per check: with no script running, only the cookies (set anew for each check) and
 * the browser's cache of stylesheets and images carry from one of its pages to the next.
 */
const scriptlessContexts = new WeakMap<Browser, Promise<BrowserContext>>();
function scriptlessContext(browser: Browser): Promise<BrowserContext> {
  let context = scriptlessContexts.get(browser);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true }).then(async (made) => {
      await made.route("**/*", async (route) => {
        const request = route.request();
        if (request.resourceType() === "script") return route.abort();
        if (request.resourceType() === "document") {
          const response = await route.fetch();
          const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
          return route.fulfill({ response, body: html });
        }
        return route.continue();
      });
      return made;
    });
    scriptlessContexts.set(browser, context);
  }
  return context;
}

/**
 * Every rule; only violations are collected (passes and incomplete results cost time and
 * are never read). Legacy mode runs axe once, inside the page: the default mode runs it
 * per frame and then again in a blank page of its own to merge the frames' results, three
 * times the cost for the same violations on a site without iframes (none of its pages has one).
 */
async function analyzeAllRules(page: Page) {
  // Legacy mode would not look inside frames: a page that gets one needs the default mode.
  expect(await page.locator("iframe").count(), "axe's legacy mode does not check frames").toBe(0);
  // A test's browser that already asks for reduced motion (STAFF_BROWSER) keeps asking.
  const motionWasReduced = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  await withoutMotion(page);
  try {
    return await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ runOnly: { type: "rule", values: ALL_AXE_RULES }, resultTypes: ["violations"] })
      .analyze();
  } finally {
    if (!motionWasReduced) await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * axe reads colours as they are painted: halfway through a fade-in (the chat panel's, a
 * hover's transition) a text is paler than its final colour. Waiting for running
 * animations was not enough on a loaded machine (one could start after the wait), so axe
 * reads the page as a visitor who asked for reduced motion sees it, where every fade and
 * transition is off and colours are final; the finite animations still running are
 * awaited too. Endless ones (the typing dots) never finish and are left out.
 */
async function withoutMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

function violationSummary(results: Awaited<ReturnType<AxeBuilder["analyze"]>>) {
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

/**
 * Why a back-office list or dashboard is checked with axe in the js project only: it is
 * the same server markup with and without scripts (no noscript content, no styles keyed
 * to the `js` class), and axe without JavaScript costs a second page load. The screens
 * whose markup does depend on scripts, the article and pop-up editors with their
 * previews, are checked in both projects.
 */
export const SAME_STAFF_MARKUP_WITHOUT_JAVASCRIPT =
  "the same server markup as with JavaScript; the editors are checked without it";

export const STAFF = { email: "sales@example.com", password: "e2e-staff-password" };

/**
 * Signs in the page's browser with the sign-in form's own post (the token the sign-in
 * page hands out, the e-mail and the password), then opens `returnTo`: the session a
 * member gets by typing them, without rendering and filling the form for every test that
 * only needs a signed-in member. The form itself is walked through in the specs about it
 * (consult.spec.ts: a wrong password; staff-accounts.spec.ts; navigation-brands-admin.spec.ts;
 * security.spec.ts). The sales account unless another is given.
 */
export async function signInAsStaff(
  page: Page,
  returnTo = "/admin/leads",
  account: { email: string; password: string } = STAFF
) {
  const signInPage = await page.request.get(`/admin/login?redirectTo=${encodeURIComponent(returnTo)}`);
  const csrf = /<input type="hidden" name="csrf" value="([^"]+)"/.exec(await signInPage.text())?.[1];
  if (!csrf) throw new Error("the sign-in page has no anti-forgery token");
  const signedIn = await page.request.post("/admin/login", {
    form: { csrf, redirectTo: returnTo, email: account.email, password: account.password },
    headers: { Origin: new URL(signInPage.url()).origin },
    maxRedirects: 0,
  });
  expect(signedIn.status(), "signing in answers with a redirect").toBe(302);
  await page.goto(returnTo);
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/**
 * Another visitor (no cookie) opens `path` until the edge serves it from its cache: the
 * public copy a visitor's own request must never be answered with. Resolves once a
 * request was a cache HIT.
 */
export async function cachedByAnotherVisitor(request: APIRequestContext, path: string) {
  const statuses: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.status(), `${path} answers`).toBe(200);
    statuses.push(response.headers()["x-cache-status"] ?? "none");
    if (statuses.at(-1) === "HIT") return;
  }
  throw new Error(`the edge never served ${path} from its cache (${statuses.join(", ")})`);
}

/** A date a few days ahead, as the date input wants it. */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The first date from `days` ahead on which a demo rep has free consultation times in
 * `timeZone` (the wizard's code), with the free starts the site lists for it: weekends
 * and holidays have none, and earlier tests may have booked some.
 */
export async function dateWithFreeTimes(
  request: APIRequestContext,
  days: number,
  timeZone = "CT",
): Promise<{ date: string; slots: { starts_at: string; start_hour: string; start_minute: string; start_period: string }[] }> {
  for (let day = days; day < days + 14; day++) {
    const date = dateFromToday(day);
    const response = await request.get(`/api/availability?date=${date}&time_zone=${timeZone}`);
    const body = (await response.json()) as { data: { slots: { starts_at: string; start_hour: string; start_minute: string; start_period: string }[] } };
    if (body.data.slots.length > 1) return { date, slots: body.data.slots };
  }
  throw new Error(`no free consultation times in the two weeks from ${dateFromToday(days)}`);
}

/** A name no other test uses, to find this run's lead in the inbox. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The box lies wholly inside a `width` × `height` screen. */
export function expectOnScreen(box: { x: number; y: number; width: number; height: number } | null, what: string, width: number, height: number) {
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(width);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(height);
}

/** Ends every running animation with an end (slide-ins, the pop-up's entrance), as if their time had passed. */
export async function finishAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
    }
  });
}
