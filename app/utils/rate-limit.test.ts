import { describe, expect, it } from "vitest";
import { slidingWindow } from "./rate-limit";

describe("slidingWindow", () => {
  it("allows up to the limit within the window", () => {
    expect(slidingWindow([], 1000, 2, 60_000).allowed).toBe(true);
    expect(slidingWindow([1000], 2000, 2, 60_000).allowed).toBe(true);
    expect(slidingWindow([1000, 2000], 3000, 2, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
  });

  it("forgets events older than the window", () => {
    expect(slidingWindow([1000, 2000], 61_001, 2, 60_000).allowed).toBe(true);
  });
});
