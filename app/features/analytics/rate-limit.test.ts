import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows `limit` requests per key and window, then says when to retry", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect(limiter.take("1.2.3.4", 1000 + i)).toEqual({ allowed: true });
    expect(limiter.take("1.2.3.4", 2000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(limiter.take("5.6.7.8", 2000)).toEqual({ allowed: true });
  });

  it("starts a new window once the old one has passed", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.take("k", 0).allowed).toBe(true);
    expect(limiter.take("k", 999).allowed).toBe(false);
    expect(limiter.take("k", 1000).allowed).toBe(true);
  });

  it("never answers a Retry-After under one second", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.take("k", 0);
    expect(limiter.take("k", 999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("keeps memory bounded under many distinct keys", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 10 });
    for (let i = 0; i < 100; i++) expect(limiter.take(`key-${i}`, i).allowed).toBe(true);
  });
});
