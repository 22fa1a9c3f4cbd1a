import { describe, expect, it } from "vitest";
import {
  delayAfter,
  FAILURE_MEMORY_MS,
  FIRST_DELAY_MS,
  FREE_FAILURES,
  MAX_DELAY_MS,
  recordFailure,
  throttleKey,
  throttleState,
  type FailureRecord,
} from "./login-throttle";

const T0 = 1_000_000;
const MINUTE = 60_000;

/** Fails `count` times, each as soon as allowed; returns the record and when the last failure happened. */
function failInARow(count: number, start = T0): FailureRecord | null {
  let record: FailureRecord | null = null;
  let now = start;
  for (let attempt = 0; attempt < count; attempt++) {
    const state = throttleState(record, now);
    now += state.retryAfterSeconds * 1000;
    expect(throttleState(record, now).blocked).toBe(false);
    record = recordFailure(record, now);
  }
  return record;
}

describe("login throttling per account", () => {
  it("lets the first four failures through at once, then makes each attempt wait", () => {
    let record: FailureRecord | null = null;
    for (let attempt = 1; attempt < FREE_FAILURES; attempt++) {
      record = recordFailure(record, T0 + attempt);
      expect(throttleState(record, T0 + attempt).blocked).toBe(false);
    }
    record = recordFailure(record, T0 + FREE_FAILURES);
    expect(throttleState(record, T0 + FREE_FAILURES)).toEqual({ blocked: true, retryAfterSeconds: 60 });
    expect(throttleState(record, T0 + FREE_FAILURES + FIRST_DELAY_MS).blocked).toBe(false);
  });

  it("doubles the wait with every further failure, up to 15 minutes", () => {
    expect([4, 5, 6, 7, 8, 9, 10, 50].map(delayAfter)).toEqual([
      0,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      MAX_DELAY_MS,
      MAX_DELAY_MS,
      MAX_DELAY_MS,
    ]);
    const record = failInARow(7);
    expect(record?.failures).toBe(7);
    expect(throttleState(record, record!.lastFailureAt).retryAfterSeconds).toBe(4 * 60);
  });

  it("never locks the owner out for longer than 15 minutes, however long the attack", () => {
    const record = failInARow(40);
    expect(throttleState(record, record!.lastFailureAt).retryAfterSeconds).toBe(MAX_DELAY_MS / 1000);
    expect(throttleState(record, record!.lastFailureAt + MAX_DELAY_MS).blocked).toBe(false);
  });

  it("allows about a hundred guesses a day once the waits are at their longest", () => {
    let record: FailureRecord | null = null;
    let now = T0;
    let guesses = 0;
    while (now < T0 + FAILURE_MEMORY_MS) {
      now += throttleState(record, now).retryAfterSeconds * 1000;
      record = recordFailure(record, now);
      guesses++;
    }
    expect(guesses).toBeLessThan(110);
  });

  it("forgets the failures after a day without one", () => {
    const record = { failures: 12, lastFailureAt: T0 };
    expect(throttleState(record, T0 + FAILURE_MEMORY_MS).blocked).toBe(false);
    expect(recordFailure(record, T0 + FAILURE_MEMORY_MS)).toEqual({ failures: 1, lastFailureAt: T0 + FAILURE_MEMORY_MS });
  });

  it("treats a last failure in the future (clock skew) as just now, never as a longer wait", () => {
    const record = { failures: 5, lastFailureAt: T0 + 10 * MINUTE };
    expect(throttleState(record, T0)).toEqual({ blocked: true, retryAfterSeconds: 60 });
  });

  it("keys by account whatever the address, or by the trusted browser", () => {
    expect(throttleKey(" Sales@Example.com ", null)).toBe("account:sales@example.com");
    expect(throttleKey("sales@example.com", "d3v1c3")).toBe("device:d3v1c3");
  });
});
