/**
 * A sliding-window counter: at most `limit` events per `windowMs` for one key.
 * Pure (timestamps in, decision out) so it is tested without a clock.
 */
export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export function slidingWindow(history: number[], now: number, limit: number, windowMs: number): RateLimitDecision {
  const recent = history.filter((time) => now - time < windowMs);
  if (recent.length < limit) return { allowed: true, retryAfterSeconds: 0 };
  const oldest = Math.min(...recent);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
}
