import { beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents } from "#db/schema";
import { flushAnalyticsCommitted } from "~/features/analytics/events.server";
import { noScriptViewHref } from "~/features/analytics/noscript-view";
import { parseSessionCookie } from "~/features/analytics/session-cookie";
import { loader as rootLoader } from "~/root";
import { loader as viewLoader } from "~/routes/api.website-analytics.view[.]gif";
import { getDb } from "~/utils/db.server";
import { BROWSER_USER_AGENT, Visitor } from "./support/requests";

/**
 * Page views of visitors without JavaScript: a <noscript> image, never the document
 * (decision 032). The document itself counts nothing and sets no analytics cookie.
 */

const args = (request: Request) => ({ request, params: {}, context: {} });

interface LoaderResult {
  data: { analytics: { endpoint: string } | null };
  init: { headers: Headers };
}

async function loadRoot(request: Request) {
  const result = (await rootLoader(args(request))) as unknown as LoaderResult;
  return { analytics: result.data.analytics, setCookies: result.init.headers.getSetCookie() };
}

/** The image request a browser without JavaScript sends for a page (same-origin, cookies included). */
function viewImage(visitor: Visitor, page: string, options: { status?: number; headers?: Record<string, string> } = {}) {
  return new Request(`http://localhost${noScriptViewHref(page, options.status)}`, {
    headers: {
      "User-Agent": BROWSER_USER_AGENT,
      Accept: "image/avif,image/webp,*/*",
      "Accept-Language": "en-US,en;q=0.9",
      "Sec-Fetch-Dest": "image",
      "Sec-Fetch-Mode": "no-cors",
      "Sec-Fetch-Site": "same-origin",
      Cookie: visitor.cookieHeader(),
      ...options.headers,
    },
  });
}

async function view(visitor: Visitor, page: string, options: Parameters<typeof viewImage>[2] = {}) {
  const response = await viewLoader(args(viewImage(visitor, page, options)));
  visitor.rememberResponse(response);
  return response;
}

const rows = async () => {
  await flushAnalyticsCommitted();
  return getDb().select().from(analyticsEvents);
};

beforeEach(async () => {
  await flushAnalyticsCommitted();
  await getDb().delete(analyticsEvents);
});

describe("documents", () => {
  it("count nothing and set no analytics cookie; every page but the staff area gets the same tracker settings", async () => {
    const visitor = await new Visitor().start();
    const variants: Record<string, string>[] = [{}, { DNT: "1" }, { Cookie: "analytics_optout=1" }, { "User-Agent": "curl/8.0" }];
    for (const headers of variants) {
      const { analytics, setCookies } = await loadRoot(visitor.document("/retail", headers));
      expect(analytics).toEqual({ endpoint: "/api/website-analytics/track" });
      expect(setCookies.filter((cookie) => /^(sid|vid)=/.test(cookie))).toEqual([]);
    }
    expect((await loadRoot(visitor.document("/admin/leads"))).analytics).toBeNull();
    expect(await rows()).toEqual([]);
  });
});

describe("the no-script page view image", () => {
  it("counts the page it names once, sets the session and visitor cookies, and is never cached", async () => {
    const visitor = await new Visitor().start();
    const response = await view(visitor, "/pos-terminals?utm_source=google&utm_campaign=spring");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/gif");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith("sid="))).toMatch(/Max-Age=1800; SameSite=Lax/);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith("vid="))).toMatch(/Max-Age=31536000/);
    const session = parseSessionCookie(visitor.cookie("sid"));
    expect(session).toMatchObject({ pageViews: 1, returning: false });
    expect(await rows()).toMatchObject([
      {
        eventType: "pageview",
        source: "server",
        sessionId: session?.id,
        visitorId: visitor.cookie("vid"),
        pagePath: "/pos-terminals",
        utmSource: "google",
        utmCampaign: "spring",
        browserName: "Chrome",
        deviceType: "desktop",
        languageCode: "en-US",
        ipAddress: null,
        pageViews: 1,
      },
    ]);
  });

  it("continues the session on the next page", async () => {
    const visitor = await new Visitor().start();
    await view(visitor, "/");
    const first = parseSessionCookie(visitor.cookie("sid"));
    await view(visitor, "/retail");
    expect(parseSessionCookie(visitor.cookie("sid"))).toMatchObject({ id: first?.id, start: first?.start, pageViews: 2 });
    expect((await rows()).map((row) => [row.sessionId, row.pagePath, row.isBounce])).toEqual([
      [first?.id, "/", true],
      [first?.id, "/retail", false],
    ]);
  });

  it("adds the error of an error page to the same session", async () => {
    const visitor = await new Visitor().start();
    await view(visitor, "/no-such-page", { status: 404 });
    const stored = await rows();
    expect(stored.map((row) => [row.eventType, row.errorCode, row.pagePath])).toEqual([
      ["pageview", null, "/no-such-page"],
      ["error", 404, "/no-such-page"],
    ]);
    expect(stored[1]?.sessionId).toBe(stored[0]?.sessionId);
    expect(stored[1]?.errorMessage).toBe("Page Not Found");
  });

  it.each([
    ["a bot", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["Do Not Track", { DNT: "1" }],
    ["Global Privacy Control", { "Sec-GPC": "1" }],
    ["the staff opt-out", { Cookie: "analytics_optout=1" }],
    ["an image another site embeds", { "Sec-Fetch-Site": "cross-site" }],
  ])("answers %s with the image and counts nothing", async (_label, headers) => {
    const visitor = await new Visitor().start();
    const response = await view(visitor, "/retail", { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/gif");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ["no page", "/api/website-analytics/view.gif"],
    ["another site's page", "/api/website-analytics/view.gif?u=https%3A%2F%2Fevil.example%2F"],
    ["a protocol-relative page", "/api/website-analytics/view.gif?u=%2F%2Fevil.example%2F"],
    ["a status that is no error", "/api/website-analytics/view.gif?u=%2F&s=200"],
    ["a status that is no number", "/api/website-analytics/view.gif?u=%2F&s=oops"],
  ])("refuses %s with a 400 and counts nothing", async (_label, path) => {
    const response = await viewLoader(args(new Request(`http://localhost${path}`, { headers: { "User-Agent": BROWSER_USER_AGENT } })));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
    expect(await rows()).toEqual([]);
  });
});
