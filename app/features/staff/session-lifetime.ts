/**
 * How long a staff session lasts (decision 028). A session ends after IDLE_MINUTES
 * without a request (sliding: each request moves the end forward) and at the latest
 * MAX_SESSION_HOURS after signing in, whatever the activity. The end is the session
 * row's `expires_at`, so the check on every request stays one indexed look-up.
 */
export const IDLE_MINUTES = 30;
export const MAX_SESSION_HOURS = 12;
const IDLE_MS = IDLE_MINUTES * 60 * 1000;
const MAX_SESSION_MS = MAX_SESSION_HOURS * 60 * 60 * 1000;
/** Moving the end at most once a minute spares a database write on every staff request. */
const EXTEND_AFTER_MS = 60 * 1000;

/** When a session signed in at `now` ends if nothing else happens (epoch ms). */
export function firstSessionExpiry(now: number): number {
  return now + IDLE_MS;
}

/**
 * The session's new end after a request at `now` (IDLE_MINUTES from now, never past the
 * maximum lifetime), or null when it needs no update: moved less than a minute ago, or
 * already at the maximum.
 */
export function extendedSessionExpiry(session: { createdAt: number; expiresAt: number }, now: number): number | null {
  const latest = session.createdAt + MAX_SESSION_MS;
  const next = Math.min(now + IDLE_MS, latest);
  return next - session.expiresAt >= EXTEND_AFTER_MS ? next : null;
}
