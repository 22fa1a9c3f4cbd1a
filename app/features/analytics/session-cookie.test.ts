import { describe, expect, it } from "vitest";
import {
  analyticsCookie,
  continueSession,
  formatSessionCookie,
  parseSessionCookie,
  parseVisitorCookie,
  randomId,
  readCookie,
  type AnalyticsSession,
} from "./session-cookie";

const T0 = Date.UTC(2026, 4, 1, 9, 0, 0);
const MIN = 60_000;
const session: AnalyticsSession = { id: "a".repeat(32), start: T0, last: T0 + 5 * MIN, pageViews: 3, returning: true };

describe("session cookie format", () => {
  it("round-trips through base 36", () => {
    const value = formatSessionCookie(session);
    expect(value).toMatch(/^a{32}\.[0-9a-z]+\.[0-9a-z]+\.3\.1$/);
    expect(parseSessionCookie(value)).toEqual(session);
  });

  it.each([
    null,
    "",
    "abc",
    `${"a".repeat(32)}.1.2.3`,
    `${"a".repeat(32)}.1.2.3.2`,
    `${"A".repeat(32)}.1.2.3.0`,
    `${"a".repeat(8)}.1.2.3.0`,
    `${"a".repeat(32)}.zz.1.3.0`, // last before start
    `${"a".repeat(32)}.1.2.-3.0`,
    `${"a".repeat(32)}.1.2.3.0.extra`,
  ])("refuses %j", (value) => {
    expect(parseSessionCookie(value)).toBeNull();
  });

  it("reads a visitor id only when it looks like one", () => {
    const id = randomId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(randomId()).not.toBe(id);
    expect(parseVisitorCookie(id)).toBe(id);
    expect(parseVisitorCookie("<script>")).toBeNull();
    expect(parseVisitorCookie(null)).toBeNull();
  });
});

describe("continueSession (30-minute reuse window)", () => {
  const newId = () => "b".repeat(32);

  it("reuses a session whose last activity was under 30 minutes ago, counting the page view", () => {
    const next = continueSession(session, { now: session.last + 29 * MIN, pageView: true, knownVisitor: true, newId });
    expect(next).toEqual({ ...session, last: session.last + 29 * MIN, pageViews: 4 });
  });

  it("keeps the page count for activity that is not a page view", () => {
    expect(continueSession(session, { now: session.last + MIN, pageView: false, knownVisitor: true, newId }).pageViews).toBe(3);
  });

  it("starts a new session at exactly 30 minutes", () => {
    const now = session.last + 30 * MIN;
    expect(continueSession(session, { now, pageView: true, knownVisitor: true, newId })).toEqual({
      id: newId(),
      start: now,
      last: now,
      pageViews: 1,
      returning: true,
    });
  });

  it("starts a first session, returning only for a known visitor", () => {
    expect(continueSession(null, { now: T0, pageView: true, knownVisitor: false, newId }).returning).toBe(false);
    expect(continueSession(null, { now: T0, pageView: false, knownVisitor: true, newId })).toMatchObject({ pageViews: 0, returning: true });
  });

  it("never moves last activity backwards (clock skew between tabs)", () => {
    expect(continueSession(session, { now: session.last - MIN, pageView: false, knownVisitor: true, newId }).last).toBe(session.last);
  });
});

describe("cookie helpers", () => {
  it("reads one cookie from a header", () => {
    expect(readCookie("a=1; sid=xyz; b=2", "sid")).toBe("xyz");
    expect(readCookie("xsid=1", "sid")).toBeNull();
    expect(readCookie(null, "sid")).toBeNull();
  });

  it("writes a first-party, SameSite=Lax cookie, Secure when asked", () => {
    expect(analyticsCookie("sid", "v", 1800, false)).toBe("sid=v; Path=/; Max-Age=1800; SameSite=Lax");
    expect(analyticsCookie("sid", "v", 1800, true)).toMatch(/; Secure$/);
  });
});
