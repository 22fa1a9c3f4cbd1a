/**
 * Failed sign-ins are throttled per account, whatever address they come from: a new
 * address (or a new IPv6 address of the same network) gets no fresh attempts at the same
 * password. The first failures cost nothing (people mistype); from the fifth on, every
 * further attempt waits, and the wait doubles with each failure up to 15 minutes, so a
 * guesser gets about a hundred tries a day while the owner is never shut out for longer
 * than that. A browser the account has signed in from before carries a trusted-device
 * cookie and is throttled on its own key instead (trusted-device.server.ts), so a
 * stranger hammering the account does not lock its owner out at all.
 *
 * Pure (the clock is a parameter), so it is tested without timers.
 */
export const FREE_FAILURES = 5;
/** The wait after the fifth failure; it doubles with each further one. */
export const FIRST_DELAY_MS = 60 * 1000;
/** The longest wait, however many failures. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** Failures are forgotten once the key has had none for this long. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

export interface FailureRecord {
  failures: number;
  lastFailureAt: number;
}

export interface ThrottleState {
  blocked: boolean;
  retryAfterSeconds: number;
}

/** How long the next attempt must wait after `failures` failures in a row. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

function isForgotten(record: FailureRecord | null, now: number): record is null {
  return !record || now - record.lastFailureAt >= FAILURE_MEMORY_MS;
}

/** Whether another attempt is allowed now. A last failure "in the future" (clock skew) counts as just now. */
export function throttleState(record: FailureRecord | null, now: number): ThrottleState {
  if (isForgotten(record, now)) return { blocked: false, retryAfterSeconds: 0 };
  const waited = Math.max(0, now - record.lastFailureAt);
  const remaining = delayAfter(record.failures) - waited;
  return remaining > 0 ? { blocked: true, retryAfterSeconds: Math.ceil(remaining / 1000) } : { blocked: false, retryAfterSeconds: 0 };
}

/** The record after one more failure. */
export function recordFailure(record: FailureRecord | null, now: number): FailureRecord {
  if (isForgotten(record, now)) return { failures: 1, lastFailureAt: now };
  return { failures: record.failures + 1, lastFailureAt: now };
}

/**
 * Sign-in attempts per client address (IPv6 by /64), whatever the account: stops one
 * address from trying a password against many accounts, and from keeping the server busy
 * hashing passwords.
 */
export const SIGN_IN_ATTEMPTS_PER_IP = { limit: 20, windowMs: 15 * 60 * 1000 };

/** Failures count per account, or per trusted browser when the attempt comes from one. */
export function throttleKey(email: string, trustedDevice: string | null): string {
  return trustedDevice ? `device:${trustedDevice}` : `account:${email.trim().toLowerCase()}`;
}
