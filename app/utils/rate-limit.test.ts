import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows `limit` requests per key and window, then says when to retry", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect(limiter.take("1.2.3.4", 1000 + i)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(limiter.take("1.2.3.4", 2000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(limiter.take("5.6.7.8", 2000).allowed).toBe(true);
  });

  it("does not count refused requests: the window still ends when it would have", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 });
    limiter.take("k", 0);
    for (let time = 1000; time < 10_000; time += 1000) expect(limiter.take("k", time).allowed).toBe(false);
    expect(limiter.take("k", 10_000).allowed).toBe(true);
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

  it("starts over when the clock goes backwards", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    limiter.take("k", 50_000);
    expect(limiter.take("k", 10_000).allowed).toBe(true);
  });

  it("keeps memory bounded under many distinct keys", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 10 });
    for (let i = 0; i < 100; i++) expect(limiter.take(`key-${i}`, i).allowed).toBe(true);
    expect(limiter.size).toBeLessThanOrEqual(10);
    // Expired windows go first: a key seen again after its window is counted afresh.
    limiter.take("late", 5000);
    expect(limiter.size).toBe(1);
  });

  it("makes room by evicting the oldest windows, never by resetting every limit", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    expect(limiter.take("attacker", 0).allowed).toBe(true);
    expect(limiter.take("attacker", 1).allowed).toBe(false);
    // A flood of fresh keys (say, one per address of an IPv6 range) fills the table...
    for (let i = 0; i < 500; i++) limiter.take(`flood-${i}`, 10 + i);
    expect(limiter.size).toBe(100);
    // ...but a key that spent its budget after the flood began keeps its window.
    expect(limiter.take("flood-499", 600).allowed).toBe(false);
    expect(limiter.take("flood-450", 600).allowed).toBe(false);
  });

  it("evicts in the order windows started, moving a key whose window restarted to the back", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 });
    limiter.take("a", 0);
    limiter.take("b", 500);
    limiter.take("a", 1000); // a's new window starts after b's
    limiter.take("c", 1200); // room for c: b's window is the oldest... and has not expired yet
    expect(limiter.take("a", 1300).allowed).toBe(false);
    expect(limiter.take("b", 1300).allowed).toBe(true); // b was evicted, so it starts afresh
  });
});
