import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseSessionCookie } from "../session-cookie";
import type { SiteAnalytics } from "./global";

/**
 * The tracker against a minimal fake browser (EventTarget-based window and document, a
 * cookie jar, sendBeacon as a spy) and a fake clock. The real browser is covered by
 * e2e/analytics.spec.ts.
 */

interface FakeBrowser {
  window: EventTarget & { siteAnalytics?: SiteAnalytics };
  document: EventTarget & { visibilityState: string; cookie: string; title: string; referrer: string; h1: string | null };
  beacons: Record<string, unknown>[];
  navigator: { doNotTrack: string | null; globalPrivacyControl?: boolean };
}

function fakeBrowser(options: { dnt?: boolean; cookies?: string } = {}): FakeBrowser {
  const jar = new Map<string, string>();
  for (const pair of (options.cookies ?? "").split(";").filter(Boolean)) {
    const [name = "", value = ""] = pair.trim().split("=");
    jar.set(name, value);
  }
  const document = Object.assign(new EventTarget(), {
    visibilityState: "visible",
    title: "POS systems",
    referrer: "https://www.google.com/",
    h1: null as string | null,
    querySelector(selector: string) {
      return selector === "h1" && document.h1 !== null ? { textContent: document.h1 } : null;
    },
  });
  // document.cookie: reads give name=value pairs, writes set or delete one cookie.
  Object.defineProperty(document, "cookie", {
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
    set: (value: string) => {
      const [pair = ""] = value.split(";");
      const [name = "", content = ""] = pair.split("=");
      if (/Max-Age=0(?:;|$)/.test(value)) jar.delete(name);
      else jar.set(name, content);
    },
  });
  const beacons: Record<string, unknown>[] = [];
  const navigator = {
    language: "en-US",
    doNotTrack: options.dnt ? "1" : null,
    sendBeacon: (_url: string, body: string) => {
      beacons.push(JSON.parse(body) as Record<string, unknown>);
      return true;
    },
  };
  const window = new EventTarget();
  vi.stubGlobal("window", window);
  vi.stubGlobal("document", document);
  vi.stubGlobal("navigator", navigator);
  vi.stubGlobal("location", new URL("https://www.example.com/pos?utm_source=google"));
  vi.stubGlobal("screen", { width: 1920, height: 1080 });
  vi.stubGlobal("sessionStorage", { getItem: () => null, setItem: () => {} });
  return { window, document, beacons, navigator } as unknown as FakeBrowser;
}

async function start() {
  const { startTracker } = await import("./tracker.client");
  startTracker({ endpoint: "/api/website-analytics/track" });
}

/** Starts the tracker and forgets the document's own page view (always sent first), for tests about what follows. */
async function startPastFirstView(browser: FakeBrowser) {
  await start();
  expect(kinds(browser)[0]).toBe("pageview");
  browser.beacons.shift();
}

const kinds = (browser: FakeBrowser) => browser.beacons.map((beacon) => beacon.kind);

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 4, 1, 12));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("tracker: page views", () => {
  it("counts the document it was loaded with once, with the product reference §3.7 fields the browser knows", async () => {
    const browser = fakeBrowser();
    await start();
    expect(browser.beacons).toHaveLength(1);
    expect(browser.beacons[0]).toMatchObject({
      kind: "pageview",
      page_url: "https://www.example.com/pos?utm_source=google",
      page_title: "POS systems",
      referrer: "https://www.google.com/",
      screen_resolution: "1920x1080",
      language_code: "en-US",
      page_views: 1,
      is_active: true,
      is_returning_visitor: false,
    });
    expect(browser.beacons[0]).not.toHaveProperty("latitude");
    // The session and visitor live in the shared first-party cookies.
    const session = parseSessionCookie(/sid=([^;]+)/.exec(browser.document.cookie)?.[1]);
    expect(session).toMatchObject({ id: browser.beacons[0]?.session_id, pageViews: 1 });
    expect(browser.document.cookie).toMatch(/vid=[0-9a-f]{32}/);
  });

  it("continues the session of the cookies (another tab, a no-script view) and counts client-side route changes", async () => {
    const sid = `${"c".repeat(32)}.${Date.now().toString(36)}.${Date.now().toString(36)}.1.1`;
    const browser = fakeBrowser({ cookies: `sid=${sid};vid=${"d".repeat(32)}` });
    await startPastFirstView(browser);
    browser.window.siteAnalytics?.page();
    expect(browser.beacons).toMatchObject([{ kind: "pageview", session_id: "c".repeat(32), page_views: 3, is_returning_visitor: true }]);
  });

  it("reports a page whose h1 says Page Not Found as a 404", async () => {
    const browser = fakeBrowser();
    await startPastFirstView(browser);
    browser.document.h1 = "Page Not Found";
    browser.window.siteAnalytics?.page();
    expect(browser.beacons.map((beacon) => [beacon.kind, beacon.error_code ?? null])).toEqual([
      ["pageview", null],
      ["error", 404],
    ]);
  });

  it("sends nothing at all under Do Not Track", async () => {
    const browser = fakeBrowser({ dnt: true });
    await start();
    vi.advanceTimersByTime(60_000);
    expect(browser.beacons).toEqual([]);
    expect(browser.document.cookie).toBe("");
  });

  it("sends nothing and sets no cookie in a browser with the staff opt-out", async () => {
    const browser = fakeBrowser({ cookies: "analytics_optout=1" });
    await start();
    vi.advanceTimersByTime(60_000);
    expect(browser.beacons).toEqual([]);
    expect(browser.document.cookie).toBe("analytics_optout=1");
  });
});

describe("tracker: timing (product reference §7.3)", () => {
  it("sends a heartbeat every 5 s while the visitor was active in the last 90 s", async () => {
    const browser = fakeBrowser();
    await startPastFirstView(browser);
    vi.advanceTimersByTime(5_000);
    expect(kinds(browser)).toEqual(["heartbeat"]);
    vi.advanceTimersByTime(15_000);
    expect(kinds(browser)).toHaveLength(4);
    // No activity since the start: nothing from 90 s on.
    vi.advanceTimersByTime(100_000);
    const count = browser.beacons.length;
    expect(count).toBeLessThanOrEqual(90 / 5);
    vi.advanceTimersByTime(60_000);
    expect(browser.beacons).toHaveLength(count);
    // Activity brings the heartbeat back.
    browser.window.dispatchEvent(new Event("pointermove"));
    vi.advanceTimersByTime(5_000);
    expect(browser.beacons).toHaveLength(count + 1);
  });

  it("records activity at most every 30 s", async () => {
    const browser = fakeBrowser();
    await startPastFirstView(browser);
    vi.advanceTimersByTime(20_000);
    browser.window.dispatchEvent(new Event("keydown")); // 20 s after the last recorded activity: ignored
    vi.advanceTimersByTime(75_000); // 95 s after the start
    const before = browser.beacons.length;
    vi.advanceTimersByTime(10_000);
    expect(browser.beacons).toHaveLength(before);
  });

  it("sends is_active false when the tab is hidden, true when it is back, and no heartbeat in between", async () => {
    const browser = fakeBrowser();
    await startPastFirstView(browser);
    browser.document.visibilityState = "hidden";
    browser.document.dispatchEvent(new Event("visibilitychange"));
    browser.window.dispatchEvent(new Event("pagehide")); // the same departure: one beacon
    vi.advanceTimersByTime(30_000);
    browser.document.visibilityState = "visible";
    browser.document.dispatchEvent(new Event("visibilitychange"));
    expect(browser.beacons.map((beacon) => [beacon.kind, beacon.is_active])).toEqual([
      ["hidden", false],
      ["visible", true],
    ]);
  });
});

describe("tracker: custom events and errors", () => {
  it("sends custom events, including calls queued before it loaded", async () => {
    const browser = fakeBrowser();
    browser.window.siteAnalytics = {
      q: [["track", ["early_click", { button: "hero" }]]],
      track: () => {},
      page: () => {},
    };
    await startPastFirstView(browser);
    browser.window.siteAnalytics?.track("cta_click", "footer");
    browser.window.siteAnalytics?.track("   ");
    expect(browser.beacons).toMatchObject([
      { kind: "custom", event_type: "custom", event_name: "early_click", event_data: { button: "hero" } },
      { kind: "custom", event_type: "custom", event_name: "cta_click", event_data: "footer", event_timestamp: Date.now() },
    ]);
  });

  it("reports window errors with error_code 500, at most ten per page", async () => {
    const browser = fakeBrowser();
    await startPastFirstView(browser);
    for (let i = 0; i < 12; i++) {
      browser.window.dispatchEvent(Object.assign(new Event("error"), { message: "boom", filename: "app.js", lineno: 3 }));
    }
    expect(browser.beacons).toHaveLength(10);
    expect(browser.beacons[0]).toMatchObject({ kind: "error", error_code: 500, error_message: "boom (app.js:3)" });
  });
});
