import { beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents } from "#db/schema";
import { captureDocumentError } from "~/features/analytics/document-capture.server";
import { flushAnalytics } from "~/features/analytics/events.server";
import { parseSessionCookie } from "~/features/analytics/session-cookie";
import { loader as rootLoader } from "~/root";
import { getDb } from "~/utils/db.server";
import { BROWSER_USER_AGENT, Visitor } from "./support/requests";

/** Page views counted on the document request itself: visitors without JavaScript (decision 012). */

const args = (request: Request) => ({ request, params: {}, context: {} });

interface LoaderResult {
  data: { analytics: { endpoint: string; counted: boolean } | null };
  init: { headers: Headers };
}

async function load(request: Request, visitor?: Visitor) {
  const result = (await rootLoader(args(request))) as unknown as LoaderResult;
  const setCookies = result.init.headers.getSetCookie();
  for (const cookie of setCookies) visitor?.remember(cookie);
  return { analytics: result.data.analytics, setCookies, headers: result.init.headers };
}

const rows = () => {
  flushAnalytics();
  return getDb().select().from(analyticsEvents).all();
};

beforeEach(() => {
  flushAnalytics();
  getDb().delete(analyticsEvents).run();
});

describe("server-side page views (the root loader)", () => {
  it("counts a page load once, sets the session and visitor cookies and tells the tracker", async () => {
    const visitor = await new Visitor().start();
    const { analytics, setCookies } = await load(
      visitor.document("/pos-terminals?utm_source=google&utm_campaign=spring", { Referer: "https://www.google.com/" }),
      visitor,
    );
    expect(analytics).toEqual({ endpoint: "/api/website-analytics/track", counted: true });
    expect(setCookies.find((cookie) => cookie.startsWith("sid="))).toMatch(/Max-Age=1800; SameSite=Lax/);
    expect(setCookies.find((cookie) => cookie.startsWith("vid="))).toMatch(/Max-Age=31536000/);
    const session = parseSessionCookie(visitor.cookie("sid"));
    expect(session).toMatchObject({ pageViews: 1, returning: false });
    expect(rows()).toMatchObject([
      {
        eventType: "pageview",
        source: "server",
        sessionId: session?.id,
        visitorId: visitor.cookie("vid"),
        pagePath: "/pos-terminals",
        referrerHost: "www.google.com",
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

  it("continues the session on the next page and counts its views", async () => {
    const visitor = await new Visitor().start();
    await load(visitor.document("/"), visitor);
    const first = parseSessionCookie(visitor.cookie("sid"));
    await load(visitor.document("/retail"), visitor);
    const second = parseSessionCookie(visitor.cookie("sid"));
    expect(second).toMatchObject({ id: first?.id, start: first?.start, pageViews: 2 });
    expect(rows().map((row) => [row.sessionId, row.pagePath, row.isBounce])).toEqual([
      [first?.id, "/", true],
      [first?.id, "/retail", false],
    ]);
  });

  it.each([
    ["a Remix data request", { "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors", Accept: "*/*" }],
    ["a prefetch", { "Sec-Purpose": "prefetch" }],
    ["a bot", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["Do Not Track", { DNT: "1" }],
    ["Global Privacy Control", { "Sec-GPC": "1" }],
    ["the staff opt-out", { Cookie: "analytics_optout=1" }],
  ])("does not count %s", async (_label, headers) => {
    const visitor = await new Visitor().start();
    const { setCookies } = await load(visitor.document("/retail", headers));
    expect(setCookies.filter((cookie) => /^(sid|vid)=/.test(cookie))).toEqual([]);
    expect(rows()).toEqual([]);
  });

  it("loads no tracker for bots, Do Not Track, the opt-out and staff pages; a data request keeps it uncounted", async () => {
    const visitor = await new Visitor().start();
    const analyticsFor = async (path: string, headers: Record<string, string> = {}) =>
      (await load(visitor.document(path, headers))).analytics;
    expect(await analyticsFor("/", { DNT: "1" })).toBeNull();
    expect(await analyticsFor("/", { Cookie: "analytics_optout=1" })).toBeNull();
    expect(await analyticsFor("/", { "User-Agent": "curl/8.0" })).toBeNull();
    expect(await analyticsFor("/admin/leads")).toBeNull();
    expect(await analyticsFor("/", { "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors" })).toEqual({
      endpoint: "/api/website-analytics/track",
      counted: false,
    });
  });

  it("does not count plain API clients (no browser navigation metadata)", async () => {
    const { analytics } = await load(new Request("http://localhost/retail", { headers: { "User-Agent": BROWSER_USER_AGENT } }));
    expect(analytics?.counted).toBe(false);
    expect(rows()).toEqual([]);
  });
});

describe("server-side error reports (entry.server)", () => {
  it("adds a 404 event to a counted document that answered 404, in the same session", async () => {
    const visitor = await new Visitor().start();
    const request = visitor.document("/no-such-page");
    const { headers } = await load(request, visitor);
    captureDocumentError(request, 404, headers);
    const stored = rows();
    expect(stored.map((row) => [row.eventType, row.errorCode, row.pagePath])).toEqual([
      ["pageview", null, "/no-such-page"],
      ["error", 404, "/no-such-page"],
    ]);
    expect(stored[1]?.sessionId).toBe(stored[0]?.sessionId);
    expect(stored[1]?.errorMessage).toBe("Page Not Found");
  });

  it("adds nothing for a success or for a document that was not counted", async () => {
    const visitor = await new Visitor().start();
    const counted = visitor.document("/");
    captureDocumentError(counted, 200, (await load(counted)).headers);
    const uncounted = visitor.document("/missing", { DNT: "1" });
    captureDocumentError(uncounted, 404, (await load(uncounted)).headers);
    expect(rows().map((row) => row.eventType)).toEqual(["pageview"]);
  });
});
