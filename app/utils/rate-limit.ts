/**
 * The shapes of a rate limit and of its answer. The counting itself happens in the
 * database (rate-limit.server.ts), so every app process shares one budget per key.
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

export const ALLOWED: RateLimitDecision = { allowed: true, retryAfterSeconds: 0 };
