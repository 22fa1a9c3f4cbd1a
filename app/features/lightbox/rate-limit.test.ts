import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("allows the limit per window, per key", () => {
    const limiter = new RateLimiter(2, 1000);
    expect(limiter.hit("a", 0)).toBe(true);
    expect(limiter.hit("a", 10)).toBe(true);
    expect(limiter.hit("a", 20)).toBe(false);
    expect(limiter.hit("b", 20)).toBe(true);
    expect(limiter.hit("a", 1000)).toBe(true);
  });

  it("keeps memory bounded", () => {
    const limiter = new RateLimiter(1, 1000, 3);
    for (const key of ["a", "b", "c"]) limiter.hit(key, 0);
    limiter.hit("d", 2000);
    expect(limiter.size).toBe(1);
    for (const key of ["e", "f"]) limiter.hit(key, 2000);
    limiter.hit("g", 2001);
    expect(limiter.size).toBeLessThanOrEqual(3);
  });
});
