/**
 * Fixed-window request counters per key, kept in memory (one server process serves the
 * site, docs/architecture.md "Data"; a shared store is the path to several). Each key may make `limit`
 * requests per window that starts with its first request; memory is one counter per key
 * and bounded by `maxKeys`. A client can get up to twice the limit through in a short
 * span around the end of a window: the price of constant memory, acceptable for limits
 * meant to stop scripts rather than meter people.
 *
 * Windows are kept in the order they started, so expired ones are dropped from the front
 * as time passes, and when `maxKeys` windows are all live, the oldest one makes room for
 * a new key. A flood of new keys therefore only ever frees the windows closest to their
 * end; it never resets the limits of everybody else.
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
  /** In the order the windows started (a Map iterates in insertion order). */
  const windows = new Map<string, { start: number; count: number }>();

  /** Drops the expired windows at the front; each window is dropped once, so this is cheap on average. */
  function dropExpired(now: number) {
    for (const [key, window] of windows) {
      if (now - window.start < windowMs) return;
      windows.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      dropExpired(now);
      let window = windows.get(key);
      // A clock that went backwards also starts a new window, rather than blocking for long.
      if (!window || now - window.start >= windowMs || now < window.start) {
        if (window) windows.delete(key);
        else if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
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
