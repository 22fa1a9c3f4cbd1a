import { describe, expect, it } from "vitest";
import { afterFailure, retryDelayMs, shortError } from "./job-rules";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const minutes = (count: number) => count * 60_000;

describe("retryDelayMs", () => {
  it("doubles from one minute and stops at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(retryDelayMs)).toEqual([
      minutes(1), minutes(2), minutes(4), minutes(8), minutes(16), minutes(32), minutes(60), minutes(60), minutes(60),
    ]);
  });

  it("refuses a count that is not a whole number of attempts", () => {
    expect(() => retryDelayMs(0)).toThrow(/not a number of attempts/);
    expect(() => retryDelayMs(1.5)).toThrow(/not a number of attempts/);
  });
});

describe("afterFailure", () => {
  it("puts the job back after the backoff while attempts remain", () => {
    expect(afterFailure({ attempts: 1, maxAttempts: 3 }, NOW)).toEqual({ status: "pending", runAt: NOW.getTime() + minutes(1) });
    expect(afterFailure({ attempts: 2, maxAttempts: 3 }, NOW)).toEqual({ status: "pending", runAt: NOW.getTime() + minutes(2) });
  });

  it("fails the job for good on its last attempt", () => {
    expect(afterFailure({ attempts: 3, maxAttempts: 3 }, NOW)).toEqual({ status: "failed", finishedAt: NOW.getTime() });
    expect(afterFailure({ attempts: 1, maxAttempts: 1 }, NOW)).toEqual({ status: "failed", finishedAt: NOW.getTime() });
  });
});

describe("shortError", () => {
  it("keeps the first line of the message, without the stack", () => {
    const error = new Error("connect ECONNREFUSED 127.0.0.1:587\nmore detail");
    expect(shortError(error)).toBe("connect ECONNREFUSED 127.0.0.1:587");
    expect(shortError(new TypeError("bad value"))).toBe("TypeError: bad value");
    expect(shortError("plain text")).toBe("plain text");
    expect(shortError(new Error(""))).toBe("unknown error");
  });

  it("cuts a long message and hides a password in a URL", () => {
    expect(shortError(new Error("x".repeat(2000)))).toHaveLength(500);
    expect(shortError(new Error("cannot reach smtps://mailer:hunter2@smtp.example.com:465"))).toBe("cannot reach smtps://mailer:***@smtp.example.com:465");
  });
});
