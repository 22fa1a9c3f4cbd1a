import {
  ACTIVE_WINDOW_MS,
  ACTIVITY_THROTTLE_MS,
  BOUNCE_WINDOW_MS,
  SEND_INTERVAL_MS,
  SESSION_REUSE_WINDOW_MS,
} from "./constants";

/**
 * Pure timing rules of the analytics session (product reference §4.7, §7.3, §9.1). Every function takes the
 * clock as a parameter (`now`, epoch milliseconds) so it can be tested without waiting.
 *
 * Shared conventions:
 * - windows are half-open: "within W" means elapsed < W, so at exactly W it has passed;
 * - a timestamp that is null or not a finite number means "never happened";
 * - a timestamp later than `now` (clock skew between browser and server) counts as "just
 *   now" (elapsed 0).
 */

/** Milliseconds since `at`, or null when `at` is missing or unusable. */
export function elapsedSince(at: number | null | undefined, now: number): number | null {
  if (at === null || at === undefined || !Number.isFinite(at) || !Number.isFinite(now)) return null;
  return Math.max(0, now - at);
}

/** The session is reused when its last activity was less than 30 minutes ago. */
export function shouldReuseSession(lastActivityAt: number | null, now: number): boolean {
  const elapsed = elapsedSince(lastActivityAt, now);
  return elapsed !== null && elapsed < SESSION_REUSE_WINDOW_MS;
}

/** The visitor is active when their last recorded activity was less than 90 s ago. */
export function isActive(lastActivityAt: number | null, now: number): boolean {
  const elapsed = elapsedSince(lastActivityAt, now);
  return elapsed !== null && elapsed < ACTIVE_WINDOW_MS;
}

export interface BounceInput {
  /** Page views counted in the session so far. */
  pageViews: number;
  /** When the session started, epoch ms. */
  sessionStart: number;
  /** The time of the event being recorded (the session's latest activity), epoch ms. */
  now: number;
}

/**
 * The bounce rule ("a single page view within 30 s of session start").
 *
 * A session is a bounce when it has at most one page view AND its latest activity is less
 * than 30 s after it started. is_bounce is recomputed on every tracked event with `now` =
 * that event's time, so the value stored last describes the whole session: it is true
 * exactly for sessions that ended with a single page view and no activity from 30 s on.
 * That is the reading a bounce-rate dashboard needs (sessions that left quickly without
 * going further), and because the beacon keeps sending every 5 s while the visitor is
 * active, someone who reads one page for two minutes is not counted as a bounce.
 *
 * Consequences: a fresh session starts as a bounce; it stops being one on its second page
 * view or once an event arrives 30 s or more after the start. A session with zero page
 * views (an event before the first page view) is treated like a one-page session. An
 * unusable sessionStart gives false (unknown is not counted as a bounce).
 */
export function isBounce({ pageViews, sessionStart, now }: BounceInput): boolean {
  const elapsed = elapsedSince(sessionStart, now);
  if (elapsed === null) return false;
  return !(pageViews >= 2) && elapsed < BOUNCE_WINDOW_MS;
}

export interface HeartbeatInput {
  /** False while the session is inactive (page hidden or unloaded, product reference §4.7). Defaults to true. */
  sessionActive?: boolean;
  lastActivityAt: number | null;
  /** When the last beacon was sent, or null when none was. */
  lastSentAt: number | null;
  now: number;
}

/**
 * Whether the 5-second tick should send a beacon: the session is active (visible), the
 * visitor was active in the last 90 s, and at least 5 s passed since the last beacon.
 */
export function shouldSendHeartbeat({ sessionActive = true, lastActivityAt, lastSentAt, now }: HeartbeatInput): boolean {
  if (!sessionActive || !isActive(lastActivityAt, now)) return false;
  const sinceSent = elapsedSince(lastSentAt, now);
  return sinceSent === null || sinceSent >= SEND_INTERVAL_MS;
}

export interface ThrottleResult {
  /** True when this activity should be recorded now. */
  record: boolean;
  /** The new "last recorded" time to keep: `now` when recorded, else the previous value. */
  lastRecordedAt: number | null;
}

/** Activity updates are recorded at most once every 30 s. */
export function throttleActivity(lastRecordedAt: number | null, now: number): ThrottleResult {
  const elapsed = elapsedSince(lastRecordedAt, now);
  if (elapsed === null || elapsed >= ACTIVITY_THROTTLE_MS) return { record: true, lastRecordedAt: now };
  return { record: false, lastRecordedAt };
}
