import { beforeAll, describe, expect, it } from "vitest";
import type { HttpVisitor } from "../support/http-visitor";
import { builtServerForFile } from "./server";

/**
 * Every cookie the site sets, collected by walking through the flows that set them on
 * the production build: each is SameSite=Lax (or Strict) and Secure, and HttpOnly unless
 * page script must read it. A cookie this table does not know fails the test, so a new
 * one needs a decision here.
 */
const HTTP_ONLY = {
  csrf: "anti-forgery cookie (remix-utils), signed",
  staff_session: "staff sign-in, signed; the session row lives in the database",
  staff_device: "a browser that signed in to an account before, signed; only the sign-in page gets it (login throttling)",
  branding: "co-branding request of the last 24 hours, signed (decision 001)",
  consult_draft: "the no-JavaScript wizard's draft id, signed (decision 005)",
  chat_session: "the /chat transcript id, signed (decision 008)",
  referral: "the referral a lead is credited to, signed (decision 013)",
  attribution: "where the visitor came from, first and last touch, signed because it names a partner (decision 076)",
  lightbox_visitor: "anonymous key that counts pop-up events once (decision 010)",
  lightbox_click: "the pop-up whose call to action led to a lead (decision 010)",
  lightbox_seen: "show_once pop-ups already displayed; only the server reads it (decision 009)",
  recent_lead: "keeps the pop-up away from a visitor who just sent a lead",
  form_sent: "a form page's one-time confirmation (and the lead's reference), signed, taken by the next render of that page",
} as const;

/** Cookies only one page reads, sent to that path alone. */
const ONLY_FOR_PATH: Record<string, string> = { staff_device: "/admin/login" };

/** Cookies page script must read or write, so they cannot be HttpOnly. None holds a secret or grants anything. */
const SCRIPT_READABLE = {
  sid: "the analytics session the tracker and the no-script image both move on (random id, decisions 012 and 032)",
  vid: "the analytics tracker's anonymous visitor id (random id, decision 012)",
  analytics_optout: "a staff member's 'don't track me' switch: the tracker reads it and stays silent (decision 032)",
  lightbox_closed: "the pop-up script adds the id of a pop-up the visitor closed (decision 009)",
} as const;

interface ParsedCookie {
  name: string;
  header: string;
  attributes: Map<string, string>;
}

function parse(header: string): ParsedCookie {
  const [pair = "", ...rest] = header.split(";");
  const attributes = new Map(
    rest.map((part) => {
      const [key = "", ...value] = part.trim().split("=");
      return [key.toLowerCase(), value.join("=")] as const;
    }),
  );
  return { name: pair.slice(0, pair.indexOf("=")).trim(), header, attributes };
}

const server = builtServerForFile();
const collected: ParsedCookie[] = [];

async function walkThroughEveryFlow(): Promise<void> {
  const visitors: HttpVisitor[] = [];
  const visitor = await server.startedVisitor();
  visitors.push(visitor);
  await visitor.document("/?client=1001&brand=riverbend");
  await visitor.document("/?ref=partner42&utm_source=newsletter&utm_medium=email&utm_campaign=spring&code=abc123");
  await visitor.postForm("/consult", {
    step: "1",
    intent: "next",
    full_name: "Dana Reyes",
    business_name: "Reyes Hardware",
    phone_number: "(601) 555-0100",
    email: "dana@reyes.example",
  });
  await visitor.postForm("/chat", { intent: "message", message: "Tell me about point of sale" });
  // A sent form's confirmation is set by the post and taken (deleted) by the page it redirects to.
  const survey = await visitor.postForm("/survey", {
    satisfaction: "4",
    support: "5",
    fee_clarity: "2",
    customer_status: "yes",
    priority: "fees",
    channels: "online",
  });
  await visitor.document(survey.headers.get("Location") ?? "/survey");
  await visitor.get("/lightbox/1/seen.gif");
  await visitor.get("/api/website-analytics/view.gif?u=%2F", { "Sec-Fetch-Dest": "image", "Sec-Fetch-Site": "same-origin" });
  await visitor.get("/lightbox/1/go");
  await visitor.get("/lightbox/1/close?back=/");
  await visitor.postForm(
    "/api/chat-callback",
    { name: "Sam Ortiz", phone: "228 555 0199", best_time: "morning" },
    { headers: { "X-Requested-With": "XMLHttpRequest" } },
  );

  const staff = await server.staff();
  visitors.push(staff);
  await staff.postForm("/admin/analytics", { tracking: "off" });
  await staff.postForm("/admin/analytics", { tracking: "on" });
  await staff.postForm("/admin/logout", {});

  for (const each of visitors) collected.push(...each.setCookies.map(parse));
}

beforeAll(walkThroughEveryFlow, 30_000);

describe("cookies", () => {
  it("are exactly the ones this test knows, each seen at least once", () => {
    const seen = [...new Set(collected.map((cookie) => cookie.name))].sort();
    expect(seen).toEqual([...Object.keys(HTTP_ONLY), ...Object.keys(SCRIPT_READABLE)].sort());
  });

  it("are all SameSite=Lax or Strict, Secure in production, for the whole site (or only the page that reads them)", () => {
    for (const cookie of collected) {
      expect(cookie.attributes.get("samesite")?.toLowerCase(), cookie.header).toMatch(/^(lax|strict)$/);
      expect(cookie.attributes.has("secure"), cookie.header).toBe(true);
      expect(cookie.attributes.get("path"), cookie.header).toBe(ONLY_FOR_PATH[cookie.name] ?? "/");
    }
  });

  it("are HttpOnly unless page script must read them", () => {
    for (const cookie of collected) {
      expect(cookie.attributes.has("httponly"), cookie.header).toBe(cookie.name in HTTP_ONLY);
    }
  });

  it("include deletions with the same attributes (signing out, switching tracking back on)", () => {
    const deletions = collected.filter((cookie) => cookie.attributes.get("max-age") === "0");
    expect(deletions.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(["staff_session", "analytics_optout", "form_sent"]));
  });
});
