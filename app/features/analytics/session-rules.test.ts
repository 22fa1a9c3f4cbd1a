import { describe, expect, it } from "vitest";
import {
  elapsedSince,
  isActive,
  isBounce,
  shouldReuseSession,
  shouldSendHeartbeat,
  throttleActivity,
} from "./session-rules";

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const S = 1000;
const MIN = 60 * S;

describe("elapsedSince", () => {
  it("measures, clamps the future to 0 and rejects unusable values", () => {
    expect(elapsedSince(T0, T0 + 5 * S)).toBe(5 * S);
    expect(elapsedSince(T0 + 5 * S, T0)).toBe(0);
    expect(elapsedSince(null, T0)).toBeNull();
    expect(elapsedSince(undefined, T0)).toBeNull();
    expect(elapsedSince(Number.NaN, T0)).toBeNull();
    expect(elapsedSince(T0, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe("shouldReuseSession (30 minutes)", () => {
  it("reuses a session active less than 30 minutes ago", () => {
    expect(shouldReuseSession(T0, T0)).toBe(true);
    expect(shouldReuseSession(T0, T0 + 29 * MIN)).toBe(true);
    expect(shouldReuseSession(T0, T0 + 30 * MIN - 1)).toBe(true);
  });
  it("starts a new session from 30 minutes on", () => {
    expect(shouldReuseSession(T0, T0 + 30 * MIN)).toBe(false);
    expect(shouldReuseSession(T0, T0 + 3 * 60 * MIN)).toBe(false);
  });
  it("starts a new session when there was no activity", () => {
    expect(shouldReuseSession(null, T0)).toBe(false);
    expect(shouldReuseSession(Number.NaN, T0)).toBe(false);
  });
  it("treats a last activity slightly in the future as just now", () => {
    expect(shouldReuseSession(T0 + 2 * S, T0)).toBe(true);
  });
});

describe("isActive (90 s)", () => {
  it("is active under 90 s and inactive from 90 s on", () => {
    expect(isActive(T0, T0 + 89_999)).toBe(true);
    expect(isActive(T0, T0 + 90 * S)).toBe(false);
    expect(isActive(null, T0)).toBe(false);
  });
});

describe("isBounce (one page view, activity within 30 s of start)", () => {
  it("a fresh one-page session is a bounce", () => {
    expect(isBounce({ pageViews: 1, sessionStart: T0, now: T0 })).toBe(true);
    expect(isBounce({ pageViews: 1, sessionStart: T0, now: T0 + 29_999 })).toBe(true);
  });
  it("one page with activity from 30 s on is not a bounce", () => {
    expect(isBounce({ pageViews: 1, sessionStart: T0, now: T0 + 30 * S })).toBe(false);
    expect(isBounce({ pageViews: 1, sessionStart: T0, now: T0 + 2 * MIN })).toBe(false);
  });
  it("a second page view is never a bounce", () => {
    expect(isBounce({ pageViews: 2, sessionStart: T0, now: T0 + 5 * S })).toBe(false);
    expect(isBounce({ pageViews: 7, sessionStart: T0, now: T0 })).toBe(false);
  });
  it("zero page views counts like one", () => {
    expect(isBounce({ pageViews: 0, sessionStart: T0, now: T0 + S })).toBe(true);
  });
  it("an unusable start is not a bounce", () => {
    expect(isBounce({ pageViews: 1, sessionStart: Number.NaN, now: T0 })).toBe(false);
  });
  it("follows a session event by event: the last value stored is the session's", () => {
    const events = [
      { pageViews: 1, now: T0 },
      { pageViews: 1, now: T0 + 5 * S },
      { pageViews: 1, now: T0 + 35 * S },
    ];
    expect(events.map((e) => isBounce({ ...e, sessionStart: T0 }))).toEqual([true, true, false]);
  });
});

describe("shouldSendHeartbeat (every 5 s while active)", () => {
  it("sends when active and 5 s passed since the last beacon", () => {
    expect(shouldSendHeartbeat({ lastActivityAt: T0, lastSentAt: T0, now: T0 + 5 * S })).toBe(true);
    expect(shouldSendHeartbeat({ lastActivityAt: T0, lastSentAt: null, now: T0 })).toBe(true);
  });
  it("waits until 5 s passed", () => {
    expect(shouldSendHeartbeat({ lastActivityAt: T0, lastSentAt: T0, now: T0 + 4_999 })).toBe(false);
  });
  it("stops when the visitor was inactive for 90 s", () => {
    expect(shouldSendHeartbeat({ lastActivityAt: T0, lastSentAt: T0 + 85 * S, now: T0 + 90 * S })).toBe(false);
    expect(shouldSendHeartbeat({ lastActivityAt: null, lastSentAt: null, now: T0 })).toBe(false);
  });
  it("stops while the session is inactive (hidden tab)", () => {
    expect(shouldSendHeartbeat({ sessionActive: false, lastActivityAt: T0, lastSentAt: null, now: T0 + S })).toBe(false);
  });
});

describe("throttleActivity (30 s)", () => {
  it("records the first activity", () => {
    expect(throttleActivity(null, T0)).toEqual({ record: true, lastRecordedAt: T0 });
  });
  it("skips activity within 30 s and keeps the previous time", () => {
    expect(throttleActivity(T0, T0 + 29_999)).toEqual({ record: false, lastRecordedAt: T0 });
  });
  it("records again from 30 s on", () => {
    expect(throttleActivity(T0, T0 + 30 * S)).toEqual({ record: true, lastRecordedAt: T0 + 30 * S });
  });
  it("simulates a stream of activity with a fake clock", () => {
    let last: number | null = null;
    const recorded: number[] = [];
    for (let t = 0; t <= 100 * S; t += 10 * S) {
      const result = throttleActivity(last, T0 + t);
      last = result.lastRecordedAt;
      if (result.record) recorded.push(t / S);
    }
    expect(recorded).toEqual([0, 30, 60, 90]);
  });
});
