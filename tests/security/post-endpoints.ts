import type { HeaderMap, HttpVisitor } from "../support/http-visitor";
import { streamedBody } from "../support/streamed-body";

/**
 * Every route that accepts a state-changing request (tests/support/action-routes.ts
 * reads them from app/routes), with what the security suite needs to know about it.
 * `inventory.test.ts` fails when this table and app/routes disagree, so a new endpoint
 * cannot ship without a decision on anti-forgery, body size and per-IP limits.
 */
export type Encoding =
  /** A plain HTML form post (works without JavaScript); a staff form's token is the `csrf` field. */
  | "form"
  /** A form posted by page script with X-Requested-With. */
  | "script-form"
  /** JSON from page script with X-Requested-With; a token, where one is needed, is the X-CSRF-Token header. */
  | "json"
  /** navigator.sendBeacon: text/plain JSON, no custom headers possible. */
  | "beacon";

export interface RateLimit {
  /** What is limited, in words. */
  what: string;
  /** Requests allowed per client IP in the window; the next one is a 429 with Retry-After. */
  perIp: number;
  /** The request that is counted (the endpoint's `fields` when absent). */
  fields?: Record<string, string>;
  /**
   * A post the visitor makes first, keeping its cookies from then on: for a form that a
   * page only shows at that point of a conversation (where its refusal is displayed).
   * Without it the requests come from a script that keeps no cookie but the token's.
   */
  firstPost?: Record<string, string>;
}

export interface PostEndpoint {
  /** The route pattern, exactly as actionRoutes() reports it. */
  pattern: string;
  /** A concrete path to post to. */
  path: string;
  /** Staff endpoints are tested signed in (signed out they only redirect, see staff-access.test.ts). */
  access: "public" | "staff";
  encoding: Encoding;
  /** A well-formed request: sent from the site's own page (with the token, where one is needed) it is answered without a 403. */
  fields: Record<string, string>;
  /**
   * "token": the staff forms' signed token (cookie + field or header). "same-origin": an
   * anonymous public form whose page is cacheable, checked with Sec-Fetch-Site, else
   * Origin or Referer (decision 036). Otherwise why neither applies and what protects it.
   */
  antiForgery: "token" | "same-origin" | { exempt: string; protectedBy: string };
  /** A cap answered 413, or the status with which the endpoint refuses every post before reading it. */
  bodyLimit: "413" | { exempt: string; answers: 405 | 410 };
  rateLimits: RateLimit[] | { exempt: string };
}

const STAFF_ONLY = { exempt: "staff only: every request needs a signed-in staff session first" };
const NEVER_READS_A_BODY = "answers every POST with 405 before reading anything; it changes nothing";
const RETIRED = "retired (decision 029): answers every request with 410 before reading anything; it changes nothing";

const SUBMISSIONS_PER_IP = 8;
const CONVERSATION_POSTS_PER_IP = 60;

const callback = { name: "Sam Ortiz", phone: "228 555 0199", best_time: "morning" };

/** Most endpoints: the token, a body cap, and the given per-IP limits. */
function guarded(
  pattern: string,
  encoding: Encoding,
  fields: Record<string, string>,
  rateLimits: RateLimit[],
  path: string = pattern,
): PostEndpoint {
  return { pattern, path, access: "public", encoding, fields, antiForgery: "token", bodyLimit: "413", rateLimits };
}

/** An anonymous public form or its script call: same-origin check (decision 036), a body cap, and the given per-IP limits. */
function publicForm(
  pattern: string,
  encoding: Encoding,
  fields: Record<string, string>,
  rateLimits: RateLimit[],
  path: string = pattern,
): PostEndpoint {
  return { ...guarded(pattern, encoding, fields, rateLimits, path), antiForgery: "same-origin" };
}

/**
 * The visitor's links from the booking e-mails (decision 067): the page's own form, checked
 * like every anonymous form, acting only with a token signed for one booking.
 */
function meetingLink(pattern: string, path: string, fields: Record<string, string>): PostEndpoint {
  return {
    ...publicForm(pattern, "form", fields, [], path),
    rateLimits: {
      exempt: "acts only with a link signed for one booking, on that one meeting: a cancellation happens once, a move is re-checked under the booking lock",
    },
  };
}

/** A form of the staff area (tested signed in). */
function staffForm(pattern: string, path: string, fields: Record<string, string>): PostEndpoint {
  return { ...guarded(pattern, "form", fields, [], path), access: "staff", rateLimits: STAFF_ONLY };
}

/** The tracker's two endpoints (product reference §7.1: /debug-track is /track that also echoes the record). */
function analyticsBeacon(path: string): PostEndpoint {
  return {
    ...guarded(path, "beacon", { session_id: "security-suite" }, [
      { what: "analytics beacons, one budget for /track and /debug-track", perIp: 600 },
    ]),
    antiForgery: {
      exempt: "navigator.sendBeacon cannot send a token or any custom header",
      protectedBy:
        "Sec-Fetch-Site: a beacon from another site is refused; it only adds analytics rows and acts on no cookie (SameSite=Lax cookies are not sent cross-site)",
    },
  };
}

/** Decision 020: a token would set a cookie on the home page and make it uncacheable. */
const POPUP_EVENTS = {
  exempt: "pop-up counters only; the same events are counted without JavaScript through plain GET links",
  protectedBy:
    "X-Requested-With (a cross-site form cannot send it; a cross-origin script needs a CORS preflight the server never grants) and Sec-Fetch-Site",
};

const REFERRAL_PATH = "ref_partner42_newsletter-email-spring_abc123";
/** A track body that makes REFERRAL_PATH (the path must be the link code of the body, decision 013). */
const REFERRAL_TRACK = { ref: "partner42", code: "abc123", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" };

export const POST_ENDPOINTS: PostEndpoint[] = [
  // An unknown time zone: refused by validation, the suite's own account stays as it is.
  staffForm("/admin/account", "/admin/account", { intent: "profile", name: "Security", time_zone: "Mars/Olympus", version: "1" }),
  staffForm("/admin/analytics", "/admin/analytics", { tracking: "on" }),
  // The editors' "Preview": the Markdown rendered back, nothing saved.
  staffForm("/admin/articles/:id", "/admin/articles/1", { intent: "preview", title: "Preview", slug: "preview", body: "Hello" }),
  // Hours that are no time of day, and settings off the grid: refused by validation, nothing saved.
  staffForm("/admin/availability", "/admin/availability", { intent: "hours", mon_1_start: "25:00", mon_1_end: "12:00" }),
  staffForm("/admin/availability/settings", "/admin/availability/settings", {
    intent: "settings",
    version: "1",
    meeting_minutes: "40",
    slot_grid_minutes: "20",
    buffer_minutes: "0",
    minimum_notice_minutes: "120",
    horizon_days: "30",
  }),
  // Changes nothing: the form's values are previewed, not saved.
  staffForm("/admin/brands", "/admin/brands", { intent: "save", kind: "partner", brand_id: "", business_name: "" }),
  // A retry of a job that does not exist (the suite's database has no failed job): refused, nothing changes.
  // A live preview of a shipped page's body: nothing is stored.
  staffForm("/admin/content/*", "/admin/content/surcharge", { intent: "preview", body: "Hello" }),
  // Discarding a draft of the home page's texts that nobody has edited: nothing changes.
  staffForm("/admin/content/home", "/admin/content/home", { intent: "discard", version: "0" }),
  staffForm("/admin/jobs", "/admin/jobs", { intent: "retry", id: "999999" }),
  // Deleting a rule that does not exist: refused (404), nothing changes.
  staffForm("/admin/routing", "/admin/routing", { intent: "delete-rule", id: "999999" }),
  // Removing a redirect that does not exist: refused (404), nothing changes.
  staffForm("/admin/redirects", "/admin/redirects", { intent: "delete", id: "999999", confirm: "on" }),
  staffForm("/admin/leads/:id", "/admin/leads/1", { intent: "note", note: "Called back, left a message." }),
  // A meeting the suite's database does not have: 404, nothing changes.
  staffForm("/admin/meetings/:id/outcome", "/admin/meetings/999999/outcome", { outcome: "kept" }),
  // Describing an image that does not exist: 404, nothing changes.
  staffForm("/admin/media", "/admin/media", { intent: "describe", name: "00000000000000000000000000000000.png", alt_text: "A chart" }),
  staffForm("/admin/navigation", "/admin/navigation", { intent: "preview", section_type: "partnerships", title: "Preview only", slug: "preview-only" }),
  staffForm("/admin/pages/:id", "/admin/pages/1", { intent: "preview", title: "Preview", slug: "preview", body: "Hello" }),
  // A role outside the list: refused by validation, so the suite's own admin account stays as it is.
  staffForm("/admin/staff/:id", "/admin/staff/1", { intent: "role", role: "owner", version: "1" }),
  staffForm("/admin/staff/new", "/admin/staff/new", { email: "not an address", role: "sales" }),
  // Failed sign-ins per account are throttled too (rate-limits.test.ts, "login throttling").
  guarded("/admin/login", "form", { email: "nobody@example.com", password: "not the password" }, [
    // Empty fields: counted, then refused by validation without hashing a password.
    { what: "sign-in attempts, whatever the account", perIp: 20, fields: { email: "", password: "" } },
  ]),
  {
    ...guarded("/admin/logout", "form", {}, []),
    rateLimits: { exempt: "only ends the caller's own session: no work or data for a script to multiply" },
  },
  publicForm("/api/chat-callback", "script-form", { ...callback, name: "" }, [
    { what: "callback requests (leads), shared with /chat", perIp: SUBMISSIONS_PER_IP },
  ]),
  publicForm("/api/consult", "json", {}, [{ what: "consultation submissions, shared with /consult", perIp: SUBMISSIONS_PER_IP }]),
  {
    ...guarded("/api/lightboxes/:id", "json", {}, [], "/api/lightboxes/1"),
    antiForgery: { exempt: NEVER_READS_A_BODY, protectedBy: "405 Method Not Allowed" },
    bodyLimit: { exempt: NEVER_READS_A_BODY, answers: 405 },
    rateLimits: { exempt: NEVER_READS_A_BODY },
  },
  {
    ...guarded(
      "/api/lightboxes/:id/click",
      "json",
      {},
      [{ what: "pop-up events from one address (each browser also has its own, lower limit)", perIp: 600 }],
      "/api/lightboxes/1/click",
    ),
    antiForgery: POPUP_EVENTS,
  },
  {
    ...guarded(
      "/api/lightboxes/:id/impression",
      "json",
      {},
      [{ what: "pop-up events from one address, shared with /click", perIp: 600 }],
      "/api/lightboxes/1/impression",
    ),
    antiForgery: POPUP_EVENTS,
  },
  {
    ...guarded(
      "/api/referrals/:linkCode/track",
      "json",
      { landing_page: "https://www.example.com/", ...REFERRAL_TRACK },
      [{ what: "referral clicks, shared with those captured on page requests (/share/{code}, landing pages)", perIp: 60 }],
      `/api/referrals/${REFERRAL_PATH}/track`,
    ),
    antiForgery: {
      exempt: "product reference §7.1: referral clicks are reported by script clients that only mark the request as script",
      protectedBy:
        "X-Requested-With: a cross-site form cannot send it and a cross-origin script needs a CORS preflight the server never grants",
    },
  },
  {
    ...guarded("/api/referrals/convert/:linkCode", "json", { conversion_type: "signup", conversion_value: "99999", user_id: "u-1" }, [], `/api/referrals/convert/${REFERRAL_PATH}`),
    antiForgery: { exempt: RETIRED, protectedBy: "410 Gone: conversions are recorded only from stored leads" },
    bodyLimit: { exempt: RETIRED, answers: 410 },
    rateLimits: { exempt: RETIRED },
  },
  analyticsBeacon("/api/website-analytics/debug-track"),
  analyticsBeacon("/api/website-analytics/track"),
  publicForm("/chat", "form", { intent: "message", message: "Tell me about point of sale" }, [
    { what: "chat messages and choices", perIp: CONVERSATION_POSTS_PER_IP },
    {
      what: "callback requests (leads), shared with /api/chat-callback",
      perIp: SUBMISSIONS_PER_IP,
      fields: { intent: "callback", ...callback, name: "" },
      firstPost: { intent: "option", option: "main-representative" },
    },
  ]),
  publicForm("/consult", "form", { step: "1", intent: "next" }, [
    { what: "wizard steps", perIp: CONVERSATION_POSTS_PER_IP },
    { what: "consultation submissions, shared with /api/consult", perIp: SUBMISSIONS_PER_IP, fields: { step: "4", intent: "submit" } },
  ]),
  // An index route: its own forms post to "?index". Adding a partner without a name: refused with the form's errors.
  staffForm("/admin/partners", "/admin/partners?index", { intent: "add", ref: "security-suite" }),
  // Deleting the demo partner without ticking the confirmation: refused with a message, nothing changes.
  staffForm("/admin/partners/:id", "/admin/partners/1", { intent: "delete" }),
  // An index route: its own forms post to "?index".
  staffForm("/lightbox-config", "/lightbox-config?index", { intent: "activate", id: "1" }),
  // Delete without ticking the confirmation: refused with a message, nothing changes.
  staffForm("/lightbox-config/:id", "/lightbox-config/1", { intent: "delete" }),
  staffForm("/lightbox-config/new", "/lightbox-config/new", { intent: "preview", name: "Preview", header: "Preview", page: "home" }),
  // A link that was never signed: refused with the one page for every dead link (decision 067).
  meetingLink("/meetings/cancel/:token", "/meetings/cancel/bm90LWEtbGluaw.bm90LWEtc2lnbmF0dXJl", {}),
  meetingLink("/meetings/reschedule/:token", "/meetings/reschedule/bm90LWEtbGluaw.bm90LWEtc2lnbmF0dXJl", { slot_start: "2030-01-07T15:00:00.000Z" }),
  publicForm("/merchant-onboarding", "form", {}, [
    { what: "lead form submissions, shared with /partnership-forms", perIp: SUBMISSIONS_PER_IP },
  ]),
  publicForm(
    "/partnership-forms/:type",
    "form",
    {},
    [{ what: "lead form submissions, shared with /merchant-onboarding", perIp: SUBMISSIONS_PER_IP }],
    "/partnership-forms/agent",
  ),
  publicForm("/survey", "form", {}, [{ what: "survey answers", perIp: SUBMISSIONS_PER_IP }]),
];

export interface PostOptions {
  /** The staff anti-forgery token to send: the visitor's own (if any) by default, null for none. */
  token?: string | null;
  fields?: Record<string, string>;
  /** Replaces the body (for size limits); `chunked` streams it without a Content-Length. */
  rawBody?: { text: string; chunked: boolean };
  headers?: HeaderMap;
}

function contentHeaders(endpoint: PostEndpoint, token: string | null): HeaderMap {
  switch (endpoint.encoding) {
    case "form":
      return { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" };
    case "script-form":
      return { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest" };
    case "json":
      return {
        "Content-Type": "application/json",
        "X-Requested-With": "XMLHttpRequest",
        ...(token === null ? {} : { "X-CSRF-Token": token }),
      };
    case "beacon":
      return { "Content-Type": "text/plain;charset=UTF-8" };
  }
}

/** The body the endpoint's own page or script would send. */
export function bodyOf(endpoint: PostEndpoint, visitor: HttpVisitor, options: PostOptions = {}): string {
  const fields = options.fields ?? endpoint.fields;
  if (endpoint.encoding === "json" || endpoint.encoding === "beacon") return JSON.stringify(fields);
  return visitor.formBody(fields, { token: options.token }).toString();
}

/** Posts to the endpoint as its page or script would (optionally without the token or with another body). */
export function postTo(visitor: HttpVisitor, endpoint: PostEndpoint, options: PostOptions = {}): Promise<Response> {
  const headers = { ...contentHeaders(endpoint, visitor.tokenFor(options)), ...options.headers };
  if (options.rawBody?.chunked) {
    return visitor.fetch(endpoint.path, {
      method: "POST",
      headers,
      body: streamedBody(new TextEncoder().encode(options.rawBody.text), 64 * 1024),
      duplex: "half",
    });
  }
  return visitor.fetch(endpoint.path, { method: "POST", headers, body: options.rawBody?.text ?? bodyOf(endpoint, visitor, options) });
}
