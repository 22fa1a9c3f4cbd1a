/**
 * Analytics timing constants (product reference §4.7, §7.3, §9.1).
 *
 * Windows are half-open: "within W ms of t" means t <= time < t + W, so at exactly W ms
 * the window has passed. See session-rules.ts for how each one is applied.
 */

/** A session is reused when its last activity was less than 30 minutes ago; else a new one starts. */
export const SESSION_REUSE_WINDOW_MS = 30 * 60 * 1000;

/** Activity updates (mouse, keys, scroll, touch) are recorded at most once every 30 s. */
export const ACTIVITY_THROTTLE_MS = 30 * 1000;

/** While the visitor is active, a tracking beacon is sent every 5 s. */
export const SEND_INTERVAL_MS = 5 * 1000;

/** A visitor counts as active when their last recorded activity was less than 90 s ago. */
export const ACTIVE_WINDOW_MS = 90 * 1000;

/** A bounce is a session with a single page view whose activity stayed within 30 s of its start. */
export const BOUNCE_WINDOW_MS = 30 * 1000;
