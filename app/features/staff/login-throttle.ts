/** Spec of the issue: 5 failed sign-ins per 15 minutes per account + IP are slowed down. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface FailureRecord {
  failures: number;
  windowStartedAt: number;
}

export interface ThrottleState {
  blocked: boolean;
  retryAfterSeconds: number;
}

/** Whether another attempt is allowed now. */
export function throttleState(record: FailureRecord | null, now: number): ThrottleState {
  if (!record || now - record.windowStartedAt >= FAILURE_WINDOW_MS || record.failures < MAX_FAILURES) {
    return { blocked: false, retryAfterSeconds: 0 };
  }
  return { blocked: true, retryAfterSeconds: Math.ceil((record.windowStartedAt + FAILURE_WINDOW_MS - now) / 1000) };
}

/** The record after one more failure: a new window starts when the old one is over. */
export function recordFailure(record: FailureRecord | null, now: number): FailureRecord {
  if (!record || now - record.windowStartedAt >= FAILURE_WINDOW_MS) return { failures: 1, windowStartedAt: now };
  return { failures: record.failures + 1, windowStartedAt: record.windowStartedAt };
}

/**
 * Sign-in attempts per client IP, whatever the account: stops one address from trying a
 * password against many accounts, and from keeping the server busy hashing passwords.
 */
export const SIGN_IN_ATTEMPTS_PER_IP = { limit: 20, windowMs: FAILURE_WINDOW_MS };

export function throttleKey(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}
