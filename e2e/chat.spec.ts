import type { Locator, Page, Response } from "@playwright/test";
import {
  axeViolations,
  cachedByAnotherVisitor,
  expect,
  JS_ONLY,
  NOJS_ONLY,
  signInAsStaff,
  test,
  uniqueName,
} from "./support";

/** Product reference §9.1. */
const BOT_REPLY_DELAY_MS = 1000;
const CHAT_RESET_DELAY_MS = 300;
const FALLBACK_UNMATCHED = "I'm not sure I understand. Could you please select one of these options?";
const MAIN_OPTIONS = [
  "POS systems",
  "Eliminate processing fees",
  "Get a quote or demo",
  "Working capital",
  "Partner or reseller",
  "Speak with a representative",
];

/**
 * One conversation, driven the way a visitor would: the widget with JavaScript (on a fake
 * clock, so the 1 s replies take no real time) or the /chat page without it.
 */
interface ChatDriver {
  /** The widget's dialog, or the /chat page's conversation section. */
  region: Locator;
  messages: Locator;
  choose(text: string): Promise<void>;
  say(text: string): Promise<void>;
  /** Waits for the bot's answer to a form sent inside the conversation. */
  afterSubmit(send: () => Promise<void>): Promise<void>;
}

const latest = (chat: ChatDriver) => chat.messages.last();
const launcherButton = (page: Page) => page.getByRole("button", { name: "Chat with us" });
/** The page that follows a post: the document without JavaScript, Remix's data request with it. */
const isChatPage = (response: Response) =>
  response.request().method() === "GET" && ["/chat", "/chat.data"].includes(new URL(response.url()).pathname);

function widgetDriver(page: Page): ChatDriver {
  const region = page.getByRole("dialog", { name: "Chat with us" });
  const typing = region.getByRole("status");
  async function reply() {
    await expect(typing).toContainText("typing");
    await page.clock.runFor(BOT_REPLY_DELAY_MS);
    await expect(typing).toBeEmpty();
  }
  return {
    region,
    // By id, not role: the messages of a closed (hidden) panel are counted too.
    messages: page.locator("#chat-panel .chat-log .chat-message"),
    async choose(text) {
      await region.getByRole("group", { name: "Quick replies" }).getByRole("button", { name: text, exact: true }).click();
      await reply();
    },
    async say(text) {
      await region.getByLabel("Type your message").fill(text);
      await region.getByRole("button", { name: "Send" }).click();
      if (text.trim()) await reply();
    },
    async afterSubmit(send) {
      await send();
      await reply();
    },
  };
}

function pageDriver(page: Page): ChatDriver {
  const region = page.locator("section.chat-page");
  async function submit(send: () => Promise<void>) {
    // Post/redirect/get: the answer is on the page that follows.
    await Promise.all([page.waitForResponse(isChatPage), send()]);
    await page.waitForLoadState();
  }
  return {
    region,
    messages: region.getByRole("log").locator(".chat-message"),
    async choose(text) {
      await submit(() => region.getByRole("group", { name: "Quick replies" }).getByRole("button", { name: text, exact: true }).click());
    },
    async say(text) {
      await region.getByLabel("Type your message").fill(text);
      await submit(() => region.getByRole("button", { name: "Send" }).click());
    },
    afterSubmit: submit,
  };
}

/**
 * Opens the chat from the home page's launcher: the widget (its clock paused, so the test
 * moves time itself), or the /chat page the launcher links to without JavaScript.
 */
async function openChat(page: Page, visit: (path: string) => Promise<number>, jsEnabled: boolean): Promise<ChatDriver> {
  if (jsEnabled) {
    await page.clock.install();
    await visit("/");
    await page.clock.pauseAt(Date.now() + 10_000);
    await launcherButton(page).click();
    const chat = widgetDriver(page);
    await expect(chat.region).toBeVisible();
    return chat;
  }
  await visit("/");
  await page.getByRole("link", { name: "Chat with us" }).first().click();
  await expect(page).toHaveURL(/\/chat$/);
  return pageDriver(page);
}

async function sitePhone(page: Page): Promise<string> {
  return (await page.locator(".site-footer a[href^='tel:']").textContent())?.trim() ?? "";
}

test.describe("chat assistant: the same conversation with and without JavaScript", () => {
  test("opens with the greeting and the six main options", async ({ page, visit, jsEnabled }) => {
    const chat = await openChat(page, visit, jsEnabled);
    await expect(chat.messages).toHaveCount(1);
    await expect(latest(chat)).toContainText("What can I help you with today?");
    await expect(chat.region.getByRole("group", { name: "Quick replies" }).getByRole("button")).toHaveText(MAIN_OPTIONS);
    await expect(chat.region.getByLabel("Type your message")).toBeVisible();
  });

  test("follows a path three levels deep: working capital → requirements → how to apply", async ({ page, visit, jsEnabled }) => {
    const chat = await openChat(page, visit, jsEnabled);

    await chat.choose("Working capital");
    await expect(chat.messages).toHaveCount(3);
    await expect(chat.messages.nth(1)).toHaveText(/Working capital/);
    await expect(chat.messages.nth(1)).toHaveClass(/chat-message--user/);
    await expect(latest(chat).locator("strong")).toHaveText("24-48 hours");

    await chat.choose("Requirements");
    await expect(chat.messages).toHaveCount(5);
    await expect(latest(chat).getByRole("listitem")).toHaveText([
      "3 months of bank statements",
      "A soft credit pull (no impact on your credit score)",
      "At least 3 months in business",
      "At least $5,000 in monthly revenue",
      "A business bank account",
    ]);

    await chat.choose("How to apply");
    await expect(chat.messages).toHaveCount(7);
    await expect(chat.messages.nth(5)).toHaveText(/How to apply/);
    const apply = latest(chat).getByRole("link", { name: "apply for working capital" });
    await expect(apply).toHaveAttribute("href", "/merchant-cash-advance");
    // Older options are history: only the newest answer's quick replies are offered.
    await expect(chat.region.getByRole("button", { name: "Requirements", exact: true })).toBeVisible();
    await expect(chat.region.getByRole("button", { name: "How to apply", exact: true })).toHaveCount(0);

    await apply.click();
    await expect(page).toHaveURL(/\/merchant-cash-advance$/);
  });

  test("answers typed text for each keyword group, the fallback for anything else, and ignores blank text", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    const chat = await openChat(page, visit, jsEnabled);
    const cases: [string, RegExp][] = [
      ["Tell me about your point of sale", /Our POS systems bring software, hardware/],
      ["How do your processing fees compare?", /Competitors typically charge 2\.5-3\.5% per transaction/],
      ["I'd like a quote", /free quote or walk you through a live demo/],
      ["Can I get a loan for equipment?", /Business funding approval comes in 24-48 hours/],
      ["Do you have a reseller program?", /We work with agents, banks and financial institutions/],
    ];
    for (const [text, answer] of cases) {
      await chat.say(text);
      await expect(chat.messages.nth(-2)).toHaveText(new RegExp(text.replace(/[?.]/g, "\\$&")));
      await expect(latest(chat)).toHaveText(answer);
    }

    // "position" is not "pos": whole words only.
    await chat.say("What is your position on <b>tipping</b>?");
    await expect(latest(chat).locator("p")).toHaveText(FALLBACK_UNMATCHED);
    // What the visitor typed is shown as typed, never as markup.
    await expect(chat.messages.nth(-2).locator("p")).toHaveText("What is your position on <b>tipping</b>?");
    await expect(chat.region.getByRole("group", { name: "Quick replies" }).getByRole("button")).toHaveText(MAIN_OPTIONS);

    const count = await chat.messages.count();
    await chat.say("    ");
    await expect(chat.messages).toHaveCount(count);
  });

  test("'Speak with a representative' gives the phone number and a callback request that reaches the staff inbox", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    const name = uniqueName(jsEnabled ? "Chat JS" : "Chat NoJS");
    const chat = await openChat(page, visit, jsEnabled);
    const phone = await sitePhone(page);
    await chat.choose("POS systems");
    await chat.choose("Talk to a specialist");

    const call = latest(chat).getByRole("link", { name: phone });
    await expect(call).toHaveAttribute("href", `tel:${phone.replace(/[^\d+]/g, "")}`);
    await expect(latest(chat).getByRole("link", { name: "request a consultation" })).toHaveAttribute("href", "/consult");

    const form = chat.region.getByRole("region", { name: "Request a call back" });
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Phone number").fill("555");
    await form.getByLabel("Best time to call").selectOption("afternoon");
    if (jsEnabled) {
      // Checked in the browser first, with the server's schema.
      await form.getByRole("button", { name: "Request a call back" }).click();
    } else {
      // Checked by the server: a 400 with the message beside the field.
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.request().method() === "POST"),
        form.getByRole("button", { name: "Request a call back" }).click(),
      ]);
      expect(response.status()).toBe(400);
    }
    await expect(form.getByLabel("Phone number")).toHaveAccessibleDescription(
      "Please enter a valid phone number, including the area code",
    );

    await form.getByLabel("Phone number").fill("(601) 555-0142");
    await form.getByLabel("Anything we should know?").fill("Ask about dual pricing.");
    await chat.afterSubmit(() => form.getByRole("button", { name: "Request a call back" }).click());
    await expect(latest(chat)).toContainText(
      "A specialist will call you back at (601) 555-0142 in the afternoon, within one business day.",
    );
    await expect(form).toHaveCount(0);

    await signInAsStaff(page, "/admin/leads?type=chat_callback");
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Chat callback request");
    await row.getByRole("link", { name }).click();
    await expect(page.locator(".details-list")).toContainText("POS systems → Talk to a specialist");
    await expect(page.locator(".details-list")).toContainText("Ask about dual pricing.");
  });

  test("the /chat page answers on its own, and Start over returns to the greeting", async ({ page, visit, jsEnabled }) => {
    await visit("/chat");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chat With Our Virtual Assistant");
    // The page is the chat: no floating launcher on top of it.
    await expect(page.locator(".chat-launcher")).toHaveCount(0);
    const chat = pageDriver(page);
    await chat.choose("Partner or reseller");
    await chat.choose("How to apply");
    await expect(latest(chat).getByRole("link", { name: "partner forms" })).toHaveAttribute("href", "/partnership-forms");
    if (jsEnabled) await expect(page.locator("#chat-latest")).toBeFocused();

    // The transcript is kept across visits.
    await page.reload();
    await expect(chat.messages).toHaveCount(5);

    await Promise.all([page.waitForResponse(isChatPage), page.getByRole("button", { name: "Start over" }).click()]);
    await expect(chat.messages).toHaveCount(1);
    await expect(latest(chat)).toContainText("What can I help you with today?");
  });

  test("the /chat page has no axe violation", async ({ page, browser, visit, jsEnabled }) => {
    await visit("/chat");
    await pageDriver(page).choose("Speak with a representative");
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  });
});

test.describe("chat launcher without JavaScript", () => {
  test("is a link to /chat on every page, and the footer links there too", NOJS_ONLY, async ({ page, visit }) => {
    // With JavaScript the launcher is a button; see the widget tests.
    for (const path of ["/", "/surcharge", "/consult"]) {
      await visit(path);
      await expect(page.locator(".chat-widget").getByRole("link", { name: "Chat with us" })).toHaveAttribute("href", "/chat");
    }
    await expect(page.locator(".site-footer").getByRole("link", { name: "Chat with us" })).toHaveAttribute("href", "/chat");
  });
});

// The widget (button, panel, delays, Escape) exists only with JavaScript; without it the launcher is a link.
test.describe("chat widget with JavaScript", JS_ONLY, () => {
  test("the launcher is a button that controls the panel, and the chat's code loads only when it is used", async ({ page, visit }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await visit("/");
    const launcher = launcherButton(page);
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    await expect(launcher).toHaveAttribute("aria-controls", "chat-panel");
    await expect(page.locator("#chat-panel")).toBeHidden();
    expect(scripts.filter((path) => path.includes("chat-panel"))).toEqual([]);

    await launcher.click();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("dialog", { name: "Chat with us" })).toBeVisible();
    expect(scripts.filter((path) => path.includes("chat-panel"))).toHaveLength(1);
    // The callback form's code waits until someone asks for a representative.
    expect(scripts.filter((path) => path.includes("callback-form"))).toEqual([]);

    await launcher.click();
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#chat-panel")).toBeHidden();
  });

  test("each bot reply takes 1 second, with a typing indicator meanwhile", async ({ page, visit, jsEnabled }) => {
    const chat = await openChat(page, visit, jsEnabled);
    const typing = chat.region.getByRole("status");
    await expect(typing).toBeEmpty();

    await chat.region.getByRole("button", { name: "Get a quote or demo" }).click();
    await expect(chat.messages).toHaveCount(2);
    await expect(latest(chat)).toHaveText(/Get a quote or demo/);
    await expect(typing).toContainText("The assistant is typing");
    await expect(chat.region.getByRole("group", { name: "Quick replies" })).toHaveCount(0);

    await page.clock.runFor(BOT_REPLY_DELAY_MS - 1);
    await expect(chat.messages).toHaveCount(2);
    await expect(typing).toContainText("typing");

    await page.clock.runFor(1);
    await expect(chat.messages).toHaveCount(3);
    await expect(latest(chat)).toContainText("A specialist replies within one business day.");
    await expect(typing).toBeEmpty();
  });

  test("closing resets the conversation to the greeting after 300 ms", async ({ page, visit, jsEnabled }) => {
    const chat = await openChat(page, visit, jsEnabled);
    await chat.choose("Eliminate processing fees");
    await chat.choose("How much can I save?");
    await expect(chat.messages).toHaveCount(5);

    await chat.region.getByRole("button", { name: "Close chat" }).click();
    await expect(chat.region).toBeHidden();
    await expect(launcherButton(page)).toBeFocused();
    await page.clock.runFor(CHAT_RESET_DELAY_MS - 1);
    await expect(chat.messages).toHaveCount(5);
    await page.clock.runFor(1);
    await expect(chat.messages).toHaveCount(1);

    await launcherButton(page).click();
    await expect(chat.region).toBeVisible();
    await expect(chat.messages).toHaveCount(1);
    await expect(latest(chat)).toContainText("What can I help you with today?");
  });

  test("a reply still on its way when the chat closes never reaches the new conversation", async ({ page, visit, jsEnabled }) => {
    const chat = await openChat(page, visit, jsEnabled);
    await chat.region.getByRole("button", { name: "POS systems" }).click();
    await page.keyboard.press("Escape");
    await launcherButton(page).click();
    await page.clock.runFor(BOT_REPLY_DELAY_MS * 2);
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.region.getByRole("status")).toBeEmpty();
  });

  test("Escape closes the panel and returns focus to the launcher", async ({ page, visit, jsEnabled }) => {
    const chat = await openChat(page, visit, jsEnabled);
    await expect(chat.region).toBeFocused();
    await chat.region.getByLabel("Type your message").focus();
    await page.keyboard.press("Escape");
    await expect(chat.region).toBeHidden();
    await expect(launcherButton(page)).toBeFocused();
    await expect(launcherButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard only: open, pick an option, keep focus in the conversation", async ({ page, visit, jsEnabled }) => {
    const chat = await openChat(page, visit, jsEnabled);
    await chat.region.getByRole("button", { name: "Partner or reseller" }).focus();
    await page.keyboard.press("Enter");
    await expect(chat.region.locator(".chat-panel__body")).toBeFocused();
    await page.clock.runFor(BOT_REPLY_DELAY_MS);
    await expect(latest(chat)).toContainText("We work with agents");
  });

  test("no axe violation with the panel open, and with the callback form", async ({
    page,
    browser,
    visit,
    jsEnabled,
  }) => {
    const chat = await openChat(page, visit, jsEnabled);
    // axe runs on timers of its own: let time flow again.
    await page.clock.resume();
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
    await chat.region.getByRole("button", { name: "Speak with a representative" }).click();
    await expect(chat.region.getByLabel("Your name")).toBeVisible();
    expect(await axeViolations(page, browser, jsEnabled)).toEqual([]);
  });

  test("the panel sits beside the page on desktop and fits a 320 px screen", async ({ page, visit, jsEnabled }) => {
    const chat = await openChat(page, visit, jsEnabled);
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    const desktop = await chat.region.boundingBox();
    expect(desktop?.width).toBeLessThanOrEqual(420);
    expect(desktop?.height).toBeLessThan(viewport.height);

    await page.setViewportSize({ width: 320, height: 568 });
    const small = await chat.region.boundingBox();
    expect(small?.x).toBeGreaterThanOrEqual(0);
    expect((small?.x ?? 0) + (small?.width ?? 0)).toBeLessThanOrEqual(320);
    expect(small?.y).toBeGreaterThanOrEqual(0);
    await expect(chat.region.getByRole("button", { name: "Send" })).toBeInViewport();
    await chat.choose("Working capital");
    await expect(latest(chat)).toBeInViewport({ ratio: 0.3 });
  });

  test("motion is dropped when the visitor prefers reduced motion", async ({ page, visit, jsEnabled }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const chat = await openChat(page, visit, jsEnabled);
    expect(await chat.region.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    await chat.region.getByRole("button", { name: "POS systems" }).click();
    const dot = chat.region.locator(".chat-typing__dots span").first();
    expect(await dot.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  });
});

test.describe("the /chat page behind the shared cache", () => {
  // A visitor as visitors come: no cookie of the tests' own (the /chat page has no pop-up).
  test.use({ popups: true });

  test("shows the visitor's own conversation even when another visitor's copy is cached", async ({ page, request, visit }) => {
    await cachedByAnotherVisitor(request, "/chat");
    await visit("/chat");
    const chat = pageDriver(page);
    await chat.choose("Partner or reseller");
    await expect(chat.messages).toHaveCount(3);
    await page.reload();
    await expect(chat.messages).toHaveCount(3);
  });
});
