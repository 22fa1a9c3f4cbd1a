import { SEND_INTERVAL_MS } from "../constants";
import { OPT_OUT_COOKIE } from "../request-filters";
import {
  analyticsCookie,
  continueSession,
  formatSessionCookie,
  parseSessionCookie,
  parseVisitorCookie,
  randomId,
  readCookie,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE,
} from "../session-cookie";
import { shouldSendHeartbeat, throttleActivity } from "../session-rules";
import type { SiteAnalytics, TrackerConfig } from "./global";

/**
 * The browser tracker (product reference §4.7 analytics session, §7.3 timing, §8.4
 * reported errors). Loaded after hydration as its own small chunk; see decision 012 for how it
 * and the server share the counting. Every record goes by navigator.sendBeacon
 * (text/plain, no headers needed) to the track endpoint.
 *
 * - page view on start (the document's own: the server no longer counts documents, so
 *   they can be cached) and on every client-side route change (the root calls
 *   `siteAnalytics.page()`);
 * - a heartbeat every 5 s while the tab is visible and the visitor was active in the
 *   last 90 s; activity (pointer, keys, scroll, touch) is recorded at most every 30 s;
 * - "hidden" (is_active false) on pagehide / tab hidden, "visible" when it comes back;
 * - custom events through `window.siteAnalytics.track(name, data)`;
 * - window errors with error_code 500, and pages whose h1 says "Page Not Found" with 404.
 * Nothing at all under Do Not Track, Global Privacy Control or the staff opt-out cookie.
 * No geolocation (decision 011).
 */

let started = false;
const MAX_ERRORS_PER_PAGE = 10;

export function startTracker(config: TrackerConfig): void {
  const w = window;
  const d = document;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (started || nav.doNotTrack === "1" || nav.globalPrivacyControl === true || readCookie(d.cookie, OPT_OUT_COOKIE) === "1") return;
  started = true;

  let endpoint = config.endpoint;
  try {
    // Debug mode (product reference §7.3): ?analytics_debug=1 switches this tab to /debug-track, which logs and echoes each record.
    if (location.search.includes("analytics_debug=1")) sessionStorage.setItem("analytics_debug", "1");
    if (sessionStorage.getItem("analytics_debug")) endpoint = endpoint.replace(/track$/, "debug-track");
  } catch {
    // storage blocked: no debug mode
  }

  const secure = location.protocol === "https:";
  const setCookie = (name: string, value: string, maxAge: number) => {
    d.cookie = analyticsCookie(name, value, maxAge, secure);
  };
  let visitor = parseVisitorCookie(readCookie(d.cookie, VISITOR_COOKIE));
  const knownVisitor = visitor !== null;
  if (!visitor) setCookie(VISITOR_COOKIE, (visitor = randomId()), VISITOR_COOKIE_MAX_AGE);

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  let visible = d.visibilityState !== "hidden";
  let lastActivity: number | null = Date.now();
  let lastSent: number | null = null;
  let errors = 0;

  /** Reads the shared session cookie (other tabs and the server move it too) and moves it on. */
  function touch(pageView: boolean) {
    const session = continueSession(parseSessionCookie(readCookie(d.cookie, SESSION_COOKIE)), {
      now: Date.now(),
      pageView,
      knownVisitor,
    });
    setCookie(SESSION_COOKIE, formatSessionCookie(session), SESSION_COOKIE_MAX_AGE);
    return session;
  }

  function send(kind: string, extra: Record<string, unknown> = {}) {
    const now = Date.now();
    const session = touch(kind === "pageview");
    lastSent = now;
    const body = JSON.stringify({
      kind,
      session_id: session.id,
      visitor_identifier: visitor, // also the cookie_identifier: the server copies it
      // The server reads device, browser and platform from the request's User-Agent, the
      // UTM parameters and referral code from page_url, normalises the language and
      // derives language_category and is_bounce: it keeps this script small.
      language_code: nav.language,
      screen_resolution: `${screen.width}x${screen.height}`,
      timezone: zone,
      timezone_offset: new Date().getTimezoneOffset(),
      page_url: location.href,
      page_title: d.title,
      referrer: d.referrer,
      session_start: session.start,
      last_activity: now,
      page_views: session.pageViews,
      is_active: kind !== "hidden",
      is_returning_visitor: session.returning,
      ...extra,
    });
    if (!nav.sendBeacon?.(endpoint, body)) void fetch(endpoint, { method: "POST", body, keepalive: true }).catch(() => {});
  }

  function reportError(code: number, message: string) {
    if (errors++ < MAX_ERRORS_PER_PAGE) send("error", { error_code: code, error_message: message.slice(0, 2000), error_url: location.href });
  }

  /** The root error boundary's h1 says "Page Not Found" (product reference §8.4). */
  function reportNotFound() {
    if (/page not found/i.test(d.querySelector("h1")?.textContent ?? "")) reportError(404, "Page Not Found");
  }

  function page() {
    errors = 0;
    send("pageview");
    reportNotFound();
  }

  const hide = () => {
    if (visible) {
      visible = false;
      send("hidden");
    }
  };
  const show = () => {
    if (!visible) {
      visible = true;
      lastActivity = Date.now();
      send("visible");
    }
  };
  d.addEventListener("visibilitychange", () => (d.visibilityState === "hidden" ? hide() : show()));
  w.addEventListener("pagehide", hide);
  // Back from the back/forward cache (on a fresh load the tab is already visible: no-op).
  w.addEventListener("pageshow", show);

  const onActivity = () => {
    lastActivity = throttleActivity(lastActivity, Date.now()).lastRecordedAt;
  };
  for (const type of ["pointerdown", "pointermove", "keydown", "scroll"]) {
    w.addEventListener(type, onActivity, { passive: true, capture: true });
  }
  // Ticks every second so a heartbeat leaves 5 s after the last send, not up to 10 s.
  setInterval(() => {
    if (shouldSendHeartbeat({ sessionActive: visible, lastActivityAt: lastActivity, lastSentAt: lastSent, now: Date.now() })) {
      send("heartbeat");
    }
  }, SEND_INTERVAL_MS / 5);

  w.addEventListener("error", (event) => reportError(500, `${event.message} (${event.filename}:${event.lineno})`));

  const api: SiteAnalytics = {
    track(name, data) {
      if (typeof name === "string" && name.trim()) {
        send("custom", { event_type: "custom", event_name: name.trim().slice(0, 100), event_data: data ?? null, event_timestamp: Date.now() });
      }
    },
    page,
  };
  const waiting = w.siteAnalytics?.q ?? [];
  w.siteAnalytics = api;

  const begin = () => {
    page();
    for (const [method, args] of waiting) (api[method as keyof SiteAnalytics] as (...a: unknown[]) => void)?.(...args);
  };
  // A prerendered page is counted when the visitor actually opens it.
  if ((d as Document & { prerendering?: boolean }).prerendering) d.addEventListener("prerenderingchange", begin, { once: true });
  else begin();
}
