import { shouldReuseSession } from "./session-rules";

/**
 * The analytics session and visitor, kept in two first-party cookies that the server
 * (document requests, JavaScript off) and the tracker (JavaScript on) both read and
 * write, so a visit is one session whichever of them counts it (decision 012).
 *
 *   sid = {sessionId}.{start}.{last}.{pageViews}.{returning}   30-minute sliding lifetime
 *   vid = {visitorId}                                           1 year
 *
 * Numbers are base 36 to keep the cookie short. Neither cookie is HttpOnly: the tracker
 * must read them, and they only hold random ids that authorise nothing.
 *
 * Shared by server and browser code: no Node or DOM APIs beyond globalThis.crypto.
 */

export const SESSION_COOKIE = "sid";
export const VISITOR_COOKIE = "vid";
/** Seconds: the session cookie lives as long as the reuse window (30 minutes). */
export const SESSION_COOKIE_MAX_AGE = 30 * 60;
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface AnalyticsSession {
  id: string;
  /** Epoch ms */
  start: number;
  /** Epoch ms of the last activity counted for the session. */
  last: number;
  pageViews: number;
  /** The visitor had been seen before this session started. */
  returning: boolean;
}

const ID = /^[a-z0-9]{16,40}$/;
const SESSION_VALUE = /^([a-z0-9]{16,40})\.([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([0-9a-z]{1,11})\.([01])$/;

/** 32 random hex characters. */
export function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function parseSessionCookie(value: string | null | undefined): AnalyticsSession | null {
  const match = SESSION_VALUE.exec(value ?? "");
  if (!match) return null;
  const [, id = "", start = "", last = "", views = "", returning] = match;
  const session = {
    id,
    start: parseInt(start, 36),
    last: parseInt(last, 36),
    pageViews: parseInt(views, 36),
    returning: returning === "1",
  };
  return session.last >= session.start ? session : null;
}

export function formatSessionCookie(session: AnalyticsSession): string {
  const n = (value: number) => Math.max(0, Math.floor(value)).toString(36);
  return [session.id, n(session.start), n(session.last), n(session.pageViews), session.returning ? "1" : "0"].join(".");
}

export function parseVisitorCookie(value: string | null | undefined): string | null {
  return value && ID.test(value) ? value : null;
}

/**
 * The session for an activity at `now`: the stored one when it is still within the
 * 30-minute reuse window, else a new one (returning when the visitor was known).
 * `pageView` counts one more page view. The stored value is never modified.
 */
export function continueSession(
  stored: AnalyticsSession | null,
  options: { now: number; pageView: boolean; knownVisitor: boolean; newId?: () => string },
): AnalyticsSession {
  const { now, pageView, knownVisitor, newId = randomId } = options;
  const views = pageView ? 1 : 0;
  if (stored && shouldReuseSession(stored.last, now)) {
    return { ...stored, last: Math.max(stored.last, now), pageViews: stored.pageViews + views };
  }
  return { id: newId(), start: now, last: now, pageViews: views, returning: knownVisitor };
}

/** Reads one cookie from a Cookie header (or document.cookie). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? "").split(";")) {
    const index = pair.indexOf("=");
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return null;
}

/** A Set-Cookie value (or document.cookie assignment) for one of the analytics cookies. */
export function analyticsCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
