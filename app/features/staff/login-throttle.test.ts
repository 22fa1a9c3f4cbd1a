import { describe, expect, it } from "vitest";
import { FAILURE_WINDOW_MS, MAX_FAILURES, recordFailure, throttleKey, throttleState } from "./login-throttle";

const T0 = 1_000_000;

describe("login throttling", () => {
  it("allows five failures, then blocks until the window ends", () => {
    let record = null as ReturnType<typeof recordFailure> | null;
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt++) {
      expect(throttleState(record, T0 + attempt).blocked).toBe(false);
      record = recordFailure(record, T0 + attempt);
    }
    expect(record).toEqual({ failures: 5, windowStartedAt: T0 + 1 });
    const blocked = throttleState(record, T0 + 60_000);
    expect(blocked.blocked).toBe(true);
    expect(blocked.retryAfterSeconds).toBe(Math.ceil((FAILURE_WINDOW_MS - 60_000 + 1) / 1000));
    expect(throttleState(record, T0 + 1 + FAILURE_WINDOW_MS).blocked).toBe(false);
  });

  it("starts a new window after 15 minutes", () => {
    const old = { failures: 4, windowStartedAt: T0 };
    expect(recordFailure(old, T0 + FAILURE_WINDOW_MS)).toEqual({ failures: 1, windowStartedAt: T0 + FAILURE_WINDOW_MS });
  });

  it("keys by account and IP, case-insensitively", () => {
    expect(throttleKey(" Sales@Example.com ", "10.0.0.1")).toBe("sales@example.com|10.0.0.1");
  });
});
