/**
 * A per-key fixed-window request counter, kept in memory (one process serves the site;
 * see GUIDE §4). Used per client IP by the beacon and referral endpoints.
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string, now?: number): RateDecision;
}

export interface RateLimitOptions {
  /** Requests allowed per key and window. */
  limit: number;
  windowMs: number;
  /** Above this many keys, expired windows are swept (and, failing that, all are dropped). */
  maxKeys?: number;
}

export function createRateLimiter({ limit, windowMs, maxKeys = 50_000 }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
    // Memory stays bounded even under a flood of distinct keys; limits restart for all.
    if (windows.size >= maxKeys) windows.clear();
  }

  return {
    take(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs || now < window.start) {
        if (!window && windows.size >= maxKeys) sweep(now);
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
      }
      window.count++;
      return { allowed: true };
    },
  };
}
