/**
 * Fixed-window request counters per key, kept in memory (one server process serves the
 * site, docs/architecture.md "Data"; a shared store is the path to several). Each key may make `limit`
 * requests per window that starts with its first request; memory is one counter per key
 * and bounded by `maxKeys`. A client can get up to twice the limit through in a short
 * span around the end of a window: the price of constant memory, acceptable for limits
 * meant to stop scripts rather than meter people.
 *
 * Pure (the clock is a parameter), so it is tested without timers.
 */
export interface RateLimit {
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the window ends (at least 1) when refused; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts a request of `key` when allowed; a refused one is not counted. */
  take(key: string, now?: number): RateLimitDecision;
  /** Keys with a window in memory. */
  readonly size: number;
}

export const ALLOWED: RateLimitDecision = { allowed: true, retryAfterSeconds: 0 };

export function createRateLimiter({ limit, windowMs, maxKeys = 50_000 }: RateLimit & { maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
    // Memory stays bounded even under a flood of distinct keys: then all limits restart.
    if (windows.size >= maxKeys) windows.clear();
  }

  return {
    take(key, now = Date.now()) {
      let window = windows.get(key);
      // A clock that went backwards also starts a new window, rather than blocking for long.
      if (!window || now - window.start >= windowMs || now < window.start) {
        if (!window && windows.size >= maxKeys) sweep(now);
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
      }
      window.count++;
      return ALLOWED;
    },
    get size() {
      return windows.size;
    },
  };
}
