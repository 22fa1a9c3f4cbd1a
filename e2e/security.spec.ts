import type { Page } from "@playwright/test";
import { startEdgeProcess, type Edge } from "../tests/support/edge";
import { HOSTILE, insertHostileContent } from "../tests/support/hostile-content";
import { openServerDatabase } from "../tests/support/server-database";
import { expect, JS_ONLY, test } from "./support";

/**
 * XSS: hostile rows in the database (menu links, branding, the pop-up, article and page
 * Markdown), hostile query strings and hostile chat input render as inert text, with
 * JavaScript on (nothing runs, no dialog opens) and off (no active element reaches the
 * page). The rows go into a site of this spec's own (`start:edge`, as deployed), before
 * it renders anything, so no cache hides them and no other spec sees them.
 */
const STAFF = { email: "xss-staff@example.com", password: "a long staff password" };

let hostile: Edge;
let origin = "";
let popupId = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  hostile = await startEdgeProcess({
    workers: 2,
    // Not warmed: the hostile rows go in before any page (or its menus) is rendered.
    env: { STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password, EDGE_WARM: "false" },
  });
  const database = openServerDatabase(`file:${hostile.databaseFile}`);
  ({ popupId } = await insertHostileContent(database).finally(() => database.close()));
  // The browser's own name for this machine, as for the main e2e server (Secure cookies on localhost).
  origin = hostile.edgeUrl.replace("127.0.0.1", "localhost");
});

test.afterAll(async () => {
  await hostile.stop();
});

const dialogs: string[] = [];

test.beforeEach(({ page }) => {
  dialogs.length = 0;
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

/** Nothing hostile is active on the page: no handler attribute, script URL, injected script or frame, nothing ran. */
async function expectInert(page: Page, jsEnabled: boolean) {
  await expect(page.locator("[onerror], [onload], [onclick], [onmouseover], [onfocus]")).toHaveCount(0);
  await expect(
    page.locator("[href^='javascript:' i], [href^='data:' i], [href^='vbscript:' i], [src^='javascript:' i], [href^='//'], [src^='//']"),
  ).toHaveCount(0);
  // Structured data (JSON-LD) is the only script a page renders inside its content, and it never runs.
  await expect(page.locator("body script:not(body > script, [type='application/ld+json']), iframe, object, embed, svg[onload]")).toHaveCount(0);
  if (jsEnabled) expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test("navigation: script and data links are left out, markup in titles is text", async ({ page, visit, jsEnabled }) => {
  await visit(`${origin}/`);
  await expect(page.locator("header").getByText(HOSTILE.navTitle, { exact: true }).first()).toBeAttached();
  await expect(page.locator("header").getByText(HOSTILE.navDescription, { exact: true }).first()).toBeAttached();
  await expect(page.getByText(/^Hostile link \d$/)).toHaveCount(0);
  await expectInert(page, jsEnabled);
});

/** The quoting client's logo is requested as the inert address it is, which this site does not have. */
const QUOTING_LOGO_NOT_FOUND = /404 \(Not Found\) \(http:\/\/localhost:\d+\/images\/logo\.svg%22onerror=/;

test("co-branding from the database and the query string is text; a script logo is never used", async ({
  page,
  visit,
  jsEnabled,
  browserProblems,
}) => {
  browserProblems.expect(QUOTING_LOGO_NOT_FOUND);
  await visit(`${origin}/?client=${HOSTILE.client.id}&brand=x`);
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(HOSTILE.client.businessName)}`));
  await expect(page.getByTestId("cobrand-logo")).toHaveCount(0);
  await expectInert(page, jsEnabled);

  await visit(`${origin}/?client=${HOSTILE.quotingClient.id}&brand=x`);
  await expect(page.getByTestId("cobrand-logo").first()).toHaveAttribute("src", HOSTILE.quotingClient.logoUrl);
  await expectInert(page, jsEnabled);

  await visit(`${origin}/?client=unknown-id&brand=${encodeURIComponent(HOSTILE.brandParam)}`);
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(HOSTILE.brandParam)} \\|`));
  await expectInert(page, jsEnabled);
});

test("the pop-up shows its title, text and button as text, and its button stays on the site", async ({ page, visit, jsEnabled }) => {
  // This visitor has sent no lead today (the fixture's default), so pop-ups reach them.
  await page.context().clearCookies({ name: "recent_lead" });
  if (jsEnabled) {
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
  }
  await visit(`${origin}/`);
  if (jsEnabled) await page.clock.runFor(3100);
  // Without JavaScript the dialog is in the page from the start and CSS reveals it after 3 s.
  const dialog = page.locator("dialog").filter({ hasText: "Hostile offer" });
  await expect(dialog.getByRole("heading", { name: HOSTILE.popup.header, includeHidden: true })).toBeAttached();
  await expect(dialog.getByText(HOSTILE.popup.description, { exact: true })).toBeAttached();
  // The button goes through the server route, which only ever redirects to a safe place (open-redirects.test.ts).
  const cta = dialog.getByRole("link", { name: HOSTILE.popup.ctaText, includeHidden: true });
  await expect(cta).toHaveAttribute("href", `/lightbox/${popupId}/go`);
  await expect(dialog.locator("img")).toHaveCount(0);
  await expectInert(page, jsEnabled);
});

test("article Markdown keeps its text and loses scripts, handlers and script links", async ({ page, visit, jsEnabled }) => {
  await visit(`${origin}/articles`);
  await expect(page.getByText(HOSTILE.article.excerpt, { exact: true })).toBeVisible();
  await expectInert(page, jsEnabled);

  await visit(`${origin}/articles/${HOSTILE.article.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: HOSTILE.article.title })).toBeVisible();
  const body = page.locator("main .article__body");
  await expect(body).toContainText("Intro");
  await expect(body).toContainText("plain javascript link");
  await expect(body.locator("img, svg, script, iframe, style")).toHaveCount(0);
  await expect(body.locator("a[href]")).toHaveCount(0);
  await expectInert(page, jsEnabled);

  await visit(`${origin}/${HOSTILE.page.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: HOSTILE.page.title })).toBeVisible();
  await expectInert(page, jsEnabled);
});

test("what a visitor types into the chat page shows as typed", async ({ page, visit, jsEnabled }) => {
  await visit(`${origin}/chat`);
  const chat = page.locator("section.chat-page");
  await chat.getByLabel("Type your message").fill(HOSTILE.chatMessage);
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByRole("log").getByText(HOSTILE.chatMessage, { exact: true })).toBeVisible();
  await expectInert(page, jsEnabled);
});

test("what a visitor types into the chat widget shows as typed", JS_ONLY, async ({ page, visit, jsEnabled }) => {
  // The widget needs JavaScript; without it the launcher opens the chat page tested above.
  await page.clock.install();
  await visit(`${origin}/`);
  await page.getByRole("button", { name: "Chat with us" }).click();
  const widget = page.getByRole("dialog", { name: "Chat with us" });
  await widget.getByLabel("Type your message").fill(HOSTILE.chatMessage);
  await widget.getByRole("button", { name: "Send" }).click();
  await expect(widget.getByText(HOSTILE.chatMessage, { exact: true })).toBeVisible();
  await page.clock.runFor(1500);
  await expectInert(page, jsEnabled);
});

test("a callback request sent through the chat API is text in the staff inbox", async ({ page, request, visit, jsEnabled }) => {
  const handedOut = await request.get(`${origin}/api/chat-callback`);
  const form = (await handedOut.json()) as {
    honeypot: { nameFieldName: string; validFromFieldName: string; encryptedValidFrom: string };
  };
  // As the widget's script sends it from one of the site's pages (decision 036): no token, no cookie.
  const sent = await request.post(`${origin}/api/chat-callback`, {
    headers: { "X-Requested-With": "XMLHttpRequest", "Sec-Fetch-Site": "same-origin" },
    form: {
      ...HOSTILE.callback,
      [form.honeypot.nameFieldName]: "",
      [form.honeypot.validFromFieldName]: form.honeypot.encryptedValidFrom,
      asked: HOSTILE.chatMessage,
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto(`${origin}/admin/login`);
  await page.getByLabel("E-mail").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expectInert(page, jsEnabled);
  await visit(`${origin}/admin/leads`);
  await page.getByRole("link", { name: HOSTILE.callback.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: HOSTILE.callback.name })).toBeVisible();
  await expect(page.getByText(HOSTILE.callback.note, { exact: true })).toBeVisible();
  await expectInert(page, jsEnabled);
});

test("the CSP stops an injected inline script the server did not render, and the site's own scripts cause no violation", JS_ONLY, async ({
  page,
  visit,
  browserProblems,
}) => {
  // Without JavaScript no script runs at all.
  browserProblems.expect(QUOTING_LOGO_NOT_FOUND);
  // The one violation this test provokes, below.
  browserProblems.expect(/^console: Executing inline script violates the following Content Security Policy directive/);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const path of ["/", "/consult", "/chat", "/articles", `/?client=${HOSTILE.quotingClient.id}&brand=x`]) {
    await visit(`${origin}${path}`);
    expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations), path).toEqual([]);
  }
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__pwned = true";
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations?.length)).toBe(1);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
