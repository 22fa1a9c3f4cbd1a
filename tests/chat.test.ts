import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { chatSessions, leads } from "#db/schema";
import { FALLBACK_UNKNOWN_ACTION, FALLBACK_UNMATCHED } from "~/features/chat/engine";
import type { ChatMessage } from "~/features/chat/types";
import { action as callbackApi, loader as callbackApiLoader } from "~/routes/api.chat-callback";
import { action as chatAction, loader as chatLoader } from "~/routes/chat";
import { getDb } from "~/utils/db.server";
import { settle, Visitor } from "./support/requests";

const args = (request: Request) => ({ request, params: {}, context: {} });
const chatLeads = () => getDb().select().from(leads).where(eq(leads.type, "chat_callback"));

interface ChatPageData {
  messages: ChatMessage[];
  honeypot: { nameFieldName: string } | null;
}

async function post(
  visitor: Visitor,
  fields: Record<string, string>,
  options?: { honeypot?: boolean; headers?: Record<string, string | null> },
) {
  const result = await settle(() => chatAction(args(visitor.form("/chat", fields, options))));
  if (result instanceof Response) visitor.rememberResponse(result);
  return result;
}

async function page(visitor: Visitor): Promise<ChatPageData> {
  const result = (await chatLoader(args(visitor.get("/chat")))) as unknown as { data: ChatPageData };
  return result.data;
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } }).init?.status ?? 200;
}

function textOf(message: ChatMessage | undefined): string {
  return (message?.blocks ?? []).map((block) => (block.kind === "paragraph" ? block.text : block.items.join(" "))).join(" ");
}

function callbackErrors(result: unknown): Record<string, string[]> {
  return ((result as { data: { result: { error?: Record<string, string[]> } } }).data.result.error ?? {}) as Record<string, string[]>;
}

/** A widget request: the same form fields, sent by script. */
function scriptRequest(
  visitor: Visitor,
  fields: Record<string, string>,
  options?: { honeypot?: boolean; headers?: Record<string, string | null> },
): Request {
  const form = visitor.form("/api/chat-callback", fields, options);
  const headers = new Headers(form.headers);
  headers.set("X-Requested-With", "XMLHttpRequest");
  return new Request(form.url, { method: "POST", headers, body: form.body, duplex: "half" } as RequestInit);
}

const callback = { name: "Dana Reyes", phone: "(601) 555-0100", best_time: "afternoon", note: "Ask for the owner." };

beforeEach(async () => {
  await getDb().delete(leads);
  await getDb().delete(chatSessions);
});

describe("the /chat page without JavaScript", () => {
  it("opens with the greeting and its options, and stores nothing until the visitor answers", async () => {
    const visitor = new Visitor();
    const data = await page(visitor);
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0]?.options.map((option) => option.text)).toEqual([
      "POS systems",
      "Eliminate processing fees",
      "Get a quote or demo",
      "Working capital",
      "Partner or reseller",
      "Speak with a representative",
    ]);
    // Nothing per visitor: the anonymous page may come from a shared cache (decision 036).
    expect(data).not.toHaveProperty("csrf");
    expect(data.honeypot).toBeNull();
    expect(await getDb().select().from(chatSessions)).toHaveLength(0);
  });

  it("keeps a visitor's own conversation out of shared caches, while the greeting alone may be cached (decision 036)", async () => {
    const visitor = new Visitor();
    const cacheControlOf = async () =>
      ((await chatLoader(args(visitor.get("/chat")))) as unknown as { init: { headers?: HeadersInit } | null }).init?.headers;
    expect(new Headers(await cacheControlOf()).get("Cache-Control")).toBeNull();
    await post(visitor, { intent: "option", option: "main-pos" });
    expect(new Headers(await cacheControlOf()).get("Cache-Control")).toBe("private, no-store");
  });

  it("answers options three levels deep, keeping the transcript across posts (post/redirect/get)", async () => {
    const visitor = new Visitor();
    const first = await post(visitor, { intent: "option", option: "main-pos" });
    expect(statusOf(first)).toBe(302);
    expect((first as Response).headers.get("Location")).toBe("/chat#chat-latest");
    expect((first as Response).headers.get("Set-Cookie")).toMatch(/chat_session=.*HttpOnly.*SameSite=Lax/i);

    await post(visitor, { intent: "option", option: "pos-hardware" });
    await post(visitor, { intent: "option", option: "pos-pricing" });
    const { messages } = await page(visitor);
    expect(messages.map((message) => message.type)).toEqual(["bot", "user", "bot", "user", "bot", "user", "bot"]);
    expect(messages.filter((message) => message.type === "user").map(textOf)).toEqual([
      "POS systems",
      "Hardware options",
      "POS pricing",
    ]);
    expect(textOf(messages[2])).toContain("Software starts from **$99/month**");
    expect(textOf(messages[4])).toContain("Hardware bundles start from **$549**");
    expect(textOf(messages[6])).toContain("POS software starts from **$99/month**");
    expect(await getDb().select().from(chatSessions)).toHaveLength(1);
  });

  it.each([
    ["Do you sell POS terminals?", "Our [POS systems](/pos-system)"],
    ["What are your processing fees?", "Competitors typically charge"],
    ["Can I get a demo?", "free quote or walk you through a live demo"],
    ["I need a small business loan", "Need working capital"],
    ["I want to become a reseller", "We work with agents, banks"],
    ["What is the weather like?", FALLBACK_UNMATCHED],
  ])("answers typed text %j by keyword", async (text, answer) => {
    const visitor = new Visitor();
    expect(statusOf(await post(visitor, { intent: "message", message: text }))).toBe(302);
    const { messages } = await page(visitor);
    expect(textOf(messages.at(-2))).toBe(text);
    expect(textOf(messages.at(-1))).toContain(answer);
  });

  it("ignores blank text", async () => {
    const visitor = new Visitor();
    await post(visitor, { intent: "option", option: "main-quote" });
    const before = (await page(visitor)).messages;
    const blank = await post(visitor, { intent: "message", message: "  \n\t " });
    expect(statusOf(blank)).toBe(302);
    expect((await page(visitor)).messages).toEqual(before);
  });

  it("refuses text over 500 characters with a 400 and a message", async () => {
    const visitor = new Visitor();
    const result = await post(visitor, { intent: "message", message: "pos ".repeat(126) });
    expect(statusOf(result)).toBe(400);
    expect((result as { data: { error: string } }).data.error).toMatch(/under 500 characters/);
    expect(await getDb().select().from(chatSessions)).toHaveLength(0);
  });

  it("answers an unknown option with the unknown-action fallback and the main options", async () => {
    const visitor = new Visitor();
    await post(visitor, { intent: "option", option: "definitely-not-an-option" });
    const last = (await page(visitor)).messages.at(-1);
    expect(textOf(last)).toBe(FALLBACK_UNKNOWN_ACTION);
    expect(last?.options).toHaveLength(6);
  });

  it("starts over with the greeting alone", async () => {
    const visitor = new Visitor();
    await post(visitor, { intent: "option", option: "main-fees" });
    const reset = await post(visitor, { intent: "reset" });
    expect((reset as Response).headers.get("Location")).toBe("/chat");
    expect((await page(visitor)).messages).toHaveLength(1);
    expect(await getDb().select().from(chatSessions)).toHaveLength(0);
  });

  it("refuses unknown intents with 4xx", async () => {
    const visitor = new Visitor();
    expect(statusOf(await post(visitor, { intent: "delete-everything" }))).toBe(400);
    expect(statusOf(await post(visitor, { intent: "option" }))).toBe(400);
  });
});

describe("the callback request on /chat", () => {
  async function atRepresentative() {
    const visitor = new Visitor();
    await post(visitor, { intent: "option", option: "main-funding" });
    await post(visitor, { intent: "option", option: "main-representative" });
    return visitor;
  }

  it("shows the form's spam trap under 'Speak with a representative'", async () => {
    const visitor = await atRepresentative();
    const data = await page(visitor);
    expect(data.messages.at(-1)?.offersCallback).toBe(true);
    expect(data.honeypot?.nameFieldName).toBe("fax_number");
  });

  it("stores a chat_callback lead and confirms it in the conversation", async () => {
    const visitor = await atRepresentative();
    const result = await post(visitor, { intent: "callback", ...callback });
    expect(statusOf(result)).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/chat#chat-latest");

    const rows = await chatLeads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "chat_callback", status: "pending", fullName: "Dana Reyes", phone: "(601) 555-0100", channel: "form" });
    expect(rows[0]?.payload).toEqual({
      name: "Dana Reyes",
      phone: "(601) 555-0100",
      best_time: "afternoon",
      note: "Ask for the owner.",
      conversation: "Working capital → Speak with a representative",
    });

    const last = (await page(visitor)).messages.at(-1);
    expect(textOf(last)).toContain("A specialist will call you back at **(601) 555-0100** in the afternoon, within one business day.");
    expect(textOf(last)).toContain(`Your reference: **${rows[0]?.reference}**`);
    expect(last?.offersCallback).toBeUndefined();
  });

  it("answers bad input with a 400 and a message beside each field, storing nothing", async () => {
    const visitor = await atRepresentative();
    const result = await post(visitor, { intent: "callback", name: " ", phone: "555", best_time: "midnight" });
    expect(statusOf(result)).toBe(400);
    expect(callbackErrors(result)).toEqual({
      name: ["Please enter your name"],
      phone: ["Please enter a valid phone number, including the area code"],
      best_time: ["Please choose the best time to call"],
    });
    expect(await chatLeads()).toHaveLength(0);
  });

  it("rejects a bot that fills the honeypot, or leaves the trap out, with a 400", async () => {
    const visitor = await atRepresentative();
    const request = visitor.form("/chat", { intent: "callback", ...callback });
    const body = new URLSearchParams(await request.text());
    body.set("fax_number", "601-555-0000");
    const spam = await settle(() => chatAction(args(new Request(request.url, { method: "POST", headers: request.headers, body }))));
    expect(statusOf(spam)).toBe(400);
    expect(callbackErrors(spam)).toEqual({ "": ["Your request could not be accepted."] });

    const trapless = await post(visitor, { intent: "callback", ...callback }, { honeypot: false });
    expect(statusOf(trapless)).toBe(400);
    expect(await chatLeads()).toHaveLength(0);
  });
});

/** Posts another site's page could make a visitor's browser send (decision 036), and an old browser's genuine one. */
const FOREIGN_POSTS: [string, Record<string, string | null>][] = [
  ["a cross-site form", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
  ["a sibling subdomain", { "Sec-Fetch-Site": "same-site", Origin: "https://promo.localhost" }],
  ["a foreign Origin without Fetch metadata", { "Sec-Fetch-Site": null, Origin: "https://evil.example" }],
  ["Origin: null", { "Sec-Fetch-Site": null, Origin: "null" }],
  ["a foreign Referer without Origin", { "Sec-Fetch-Site": null, Origin: null, Referer: "https://evil.example/page" }],
];

describe("anti-forgery on /chat and the widget's callback (decision 036)", () => {
  it.each(FOREIGN_POSTS)("/chat refuses %s with a 403, storing nothing", async (_name, headers) => {
    const visitor = new Visitor();
    await post(visitor, { intent: "option", option: "main-representative" });
    const sessionsBefore = await getDb().select().from(chatSessions);
    const attempts: Record<string, string>[] = [{ intent: "option", option: "main-pos" }, { intent: "callback", ...callback }, { intent: "reset" }];
    for (const fields of attempts) {
      const refused = await post(visitor, fields, { headers });
      expect(statusOf(refused)).toBe(403);
      expect(await (refused as Response).text()).toMatch(/nothing was saved/);
    }
    expect(await getDb().select().from(chatSessions)).toEqual(sessionsBefore);
    expect(await chatLeads()).toHaveLength(0);
  });

  it.each(FOREIGN_POSTS)("/api/chat-callback refuses %s with a 403, storing nothing", async (_name, headers) => {
    const visitor = new Visitor();
    const response = (await callbackApi(args(scriptRequest(visitor, callback, { headers })))) as Response;
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/nothing was saved/) });
    expect(await chatLeads()).toHaveLength(0);
  });

  it("accepts an older browser's post that names this site in Origin or Referer", async () => {
    const visitor = new Visitor();
    const byOrigin = await post(visitor, { intent: "option", option: "main-pos" }, { headers: { "Sec-Fetch-Site": null } });
    expect(statusOf(byOrigin)).toBe(302);
    const byReferer = await post(
      visitor,
      { intent: "option", option: "main-fees" },
      { headers: { "Sec-Fetch-Site": null, Origin: null, Referer: "http://localhost/chat" } },
    );
    expect(statusOf(byReferer)).toBe(302);
    expect((await page(visitor)).messages.filter((message) => message.type === "user").map(textOf)).toEqual([
      "POS systems",
      "Eliminate processing fees",
    ]);
    const widget = (await callbackApi(args(scriptRequest(visitor, callback, { headers: { "Sec-Fetch-Site": null } })))) as Response;
    expect(widget.status).toBe(201);
  });
});

describe("POST /api/chat-callback (the widget)", () => {
  it("hands out the form's spam trap, with no token and no cookie (decision 036)", async () => {
    const response = callbackApiLoader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["honeypot"]);
    expect(body.honeypot).toMatchObject({ nameFieldName: "fax_number", validFromFieldName: "form_started" });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("stores a chat_callback lead with what the visitor asked and returns the confirmation", async () => {
    const visitor = new Visitor();
    const request = scriptRequest(visitor, { name: "Sam Ortiz", phone: "+1 228 555 0199", best_time: "evening" });
    const body = new URLSearchParams(await request.clone().text());
    body.append("asked", "POS systems");
    body.append("asked", "Speak with a representative");
    const response = (await callbackApi(args(new Request(request.url, { method: "POST", headers: request.headers, body })))) as Response;
    expect(response.status).toBe(201);
    const reply = (await response.json()) as { success: boolean; confirmation: ChatMessage };
    expect(reply.success).toBe(true);
    expect(textOf(reply.confirmation)).toContain("call you back at **+1 228 555 0199** in the evening, within one business day");
    expect(reply.confirmation.options).toHaveLength(6);

    const [lead] = await chatLeads();
    expect(lead).toMatchObject({ fullName: "Sam Ortiz", channel: "api" });
    expect(lead?.payload).toMatchObject({ best_time: "evening", note: "", conversation: "POS systems → Speak with a representative" });
  });

  it("answers bad input with 422 and the errors per field", async () => {
    const visitor = new Visitor();
    const response = (await callbackApi(args(scriptRequest(visitor, { name: "Sam", phone: "12" })))) as Response;
    expect(response.status).toBe(422);
    const body = (await response.json()) as { success: boolean; errors: Record<string, string[]> };
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(["best_time", "phone"]);
    expect(await chatLeads()).toHaveLength(0);
  });

  it("refuses spam, a non-script request and a JSON body with 4xx, never storing a lead", async () => {
    const visitor = new Visitor();
    const fields = { name: "Sam Ortiz", phone: "228 555 0199", best_time: "morning" };
    const spamRequest = scriptRequest(visitor, fields);
    const spamBody = new URLSearchParams(await spamRequest.clone().text());
    spamBody.set("fax_number", "filled by a bot");
    const spam = (await callbackApi(args(new Request(spamRequest.url, { method: "POST", headers: spamRequest.headers, body: spamBody })))) as Response;
    expect(spam.status).toBe(400);

    const plainForm = (await callbackApi(args(visitor.form("/api/chat-callback", fields)))) as Response;
    expect(plainForm.status).toBe(403);

    const json = (await callbackApi(
      args(visitor.json("/api/chat-callback", fields, { "Content-Type": "application/json" })),
    )) as Response;
    expect(json.status).toBe(415);
    expect(await chatLeads()).toHaveLength(0);
  });
});
