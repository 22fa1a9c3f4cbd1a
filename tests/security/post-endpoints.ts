import type { Endpoint, EndpointEncoding } from "~/utils/endpoint.server";
import { declaredEndpoints, type DeclaredEndpoint } from "../support/endpoints";
import type { HeaderMap, HttpVisitor } from "../support/http-visitor";
import { streamedBody } from "../support/streamed-body";

/**
 * Every route that accepts a state-changing request (tests/support/action-routes.ts reads
 * them from app/routes). Its rules (who may call it, anti-forgery, body cap, rate limits)
 * are the route's own endpoint declaration, read from its action (decision 093); this
 * table only adds what a test needs to send: a path, a well-formed request, and for a rate
 * limit the request that is counted. `inventory.test.ts` fails when this table and
 * app/routes disagree, so a new endpoint cannot ship untested.
 */
export type Encoding = EndpointEncoding;

export interface RateLimit {
  /** What is limited, in words (the declaration's). */
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
  /** The route's declaration. */
  declared: DeclaredEndpoint;
  /** Staff endpoints are tested signed in (signed out they only redirect, see staff-access.test.ts). */
  access: "public" | "staff";
  encoding: Encoding;
  /** A well-formed request: sent from the site's own page (with the token, where one is needed) it is answered without a 403. */
  fields: Record<string, string>;
  antiForgery: Endpoint["antiForgery"];
  /** The declared cap (answered 413), or the status with which the endpoint refuses every post before reading it. */
  bodyLimit: { maxBytes: number } | { exempt: string; answers: 405 | 410 };
  rateLimits: RateLimit[] | { exempt: string };
}

/** How the suite sends one of an endpoint's counted requests, by the limit's scope. */
type CountedRequest = { fields?: Record<string, string>; firstPost?: Record<string, string> } | { testedThrough: string };

interface TestCase {
  pattern: string;
  path?: string;
  fields: Record<string, string>;
  counted?: Record<string, CountedRequest>;
}

const callback = { name: "Sam Ortiz", phone: "228 555 0199", best_time: "morning" };
const DEAD_LINK = "bm90LWEtbGluaw.bm90LWEtc2lnbmF0dXJl";

const REFERRAL_PATH = "ref_partner42_newsletter-email-spring_abc123";
/** A track body that makes REFERRAL_PATH (the path must be the link code of the body, decision 013). */
const REFERRAL_TRACK = { ref: "partner42", code: "abc123", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring" };

const TEST_CASES: TestCase[] = [
  // An unknown time zone: refused by validation, the suite's own account stays as it is.
  // Its password checks spend the sign-in budget, which the sign-in form's test exhausts.
  {
    pattern: "/admin/account",
    fields: { intent: "profile", name: "Security", time_zone: "Mars/Olympus", version: "1" },
    counted: { "sign-in": { testedThrough: "/admin/login" } },
  },
  { pattern: "/admin/analytics", fields: { tracking: "on" } },
  // The editors' "Preview": the Markdown rendered back, nothing saved.
  { pattern: "/admin/articles/:id", path: "/admin/articles/1", fields: { intent: "preview", title: "Preview", slug: "preview", body: "Hello" } },
  // Hours that are no time of day, and settings off the grid: refused by validation, nothing saved.
  { pattern: "/admin/availability", fields: { intent: "hours", mon_1_start: "25:00", mon_1_end: "12:00" } },
  {
    pattern: "/admin/availability/settings",
    fields: {
      intent: "settings",
      version: "1",
      meeting_minutes: "40",
      slot_grid_minutes: "20",
      buffer_minutes: "0",
      minimum_notice_minutes: "120",
      horizon_days: "30",
    },
  },
  // Changes nothing: the form's values are previewed, not saved.
  { pattern: "/admin/brands", fields: { intent: "save", kind: "partner", brand_id: "", business_name: "" } },
  // A live preview of a shipped page's body: nothing is stored.
  { pattern: "/admin/content/*", path: "/admin/content/surcharge", fields: { intent: "preview", body: "Hello" } },
  // Discarding a draft of the home page's texts that nobody has edited: nothing changes.
  { pattern: "/admin/content/home", fields: { intent: "discard", version: "0" } },
  // A retry of a job that does not exist (the suite's database has no failed job): refused, nothing changes.
  { pattern: "/admin/jobs", fields: { intent: "retry", id: "999999" } },
  // Deleting a rule that does not exist: refused (404), nothing changes.
  { pattern: "/admin/routing", fields: { intent: "delete-rule", id: "999999" } },
  // Removing a redirect that does not exist: refused (404), nothing changes.
  { pattern: "/admin/redirects", fields: { intent: "delete", id: "999999", confirm: "on" } },
  { pattern: "/admin/leads/:id", path: "/admin/leads/1", fields: { intent: "note", note: "Called back, left a message." } },
  // A meeting the suite's database does not have: 404, nothing changes.
  { pattern: "/admin/meetings/:id/outcome", path: "/admin/meetings/999999/outcome", fields: { outcome: "kept" } },
  // Describing an image that does not exist: 404, nothing changes.
  { pattern: "/admin/media", fields: { intent: "describe", name: "00000000000000000000000000000000.png", alt_text: "A chart" } },
  { pattern: "/admin/navigation", fields: { intent: "preview", section_type: "partnerships", title: "Preview only", slug: "preview-only" } },
  { pattern: "/admin/pages/:id", path: "/admin/pages/1", fields: { intent: "preview", title: "Preview", slug: "preview", body: "Hello" } },
  // A role outside the list: refused by validation, so the suite's own admin account stays as it is.
  { pattern: "/admin/staff/:id", path: "/admin/staff/1", fields: { intent: "role", role: "owner", version: "1" } },
  { pattern: "/admin/staff/new", fields: { email: "not an address", role: "sales" } },
  // Failed sign-ins per account are throttled too (rate-limits.test.ts, "login throttling").
  // Empty fields: counted, then refused by validation without hashing a password.
  { pattern: "/admin/login", fields: { email: "nobody@example.com", password: "not the password" }, counted: { "sign-in": { fields: { email: "", password: "" } } } },
  { pattern: "/admin/logout", fields: {} },
  { pattern: "/api/chat-callback", fields: { ...callback, name: "" } },
  { pattern: "/api/consult", fields: {} },
  { pattern: "/api/lightboxes/:id", path: "/api/lightboxes/1", fields: {} },
  { pattern: "/api/lightboxes/:id/click", path: "/api/lightboxes/1/click", fields: {} },
  { pattern: "/api/lightboxes/:id/impression", path: "/api/lightboxes/1/impression", fields: {} },
  {
    pattern: "/api/referrals/:linkCode/track",
    path: `/api/referrals/${REFERRAL_PATH}/track`,
    fields: { landing_page: "https://www.example.com/", ...REFERRAL_TRACK },
  },
  {
    pattern: "/api/referrals/convert/:linkCode",
    path: `/api/referrals/convert/${REFERRAL_PATH}`,
    fields: { conversion_type: "signup", conversion_value: "99999", user_id: "u-1" },
  },
  { pattern: "/api/website-analytics/debug-track", fields: { session_id: "security-suite" } },
  { pattern: "/api/website-analytics/track", fields: { session_id: "security-suite" } },
  {
    pattern: "/chat",
    fields: { intent: "message", message: "Tell me about point of sale" },
    counted: { "chat-callback": { fields: { intent: "callback", ...callback, name: "" }, firstPost: { intent: "option", option: "main-representative" } } },
  },
  { pattern: "/consult", fields: { step: "1", intent: "next" }, counted: { consult: { fields: { step: "4", intent: "submit" } } } },
  // An index route: its own forms post to "?index". Adding a partner without a name: refused with the form's errors.
  { pattern: "/admin/partners", path: "/admin/partners?index", fields: { intent: "add", ref: "security-suite" } },
  // Deleting the demo partner without ticking the confirmation: refused with a message, nothing changes.
  { pattern: "/admin/partners/:id", path: "/admin/partners/1", fields: { intent: "delete" } },
  // An index route: its own forms post to "?index".
  { pattern: "/lightbox-config", path: "/lightbox-config?index", fields: { intent: "activate", id: "1" } },
  // Delete without ticking the confirmation: refused with a message, nothing changes.
  { pattern: "/lightbox-config/:id", path: "/lightbox-config/1", fields: { intent: "delete" } },
  { pattern: "/lightbox-config/new", fields: { intent: "preview", name: "Preview", header: "Preview", page: "home" } },
  // A link that was never signed: refused with the one page for every dead link (decision 067).
  { pattern: "/meetings/cancel/:token", path: `/meetings/cancel/${DEAD_LINK}`, fields: {} },
  { pattern: "/meetings/reschedule/:token", path: `/meetings/reschedule/${DEAD_LINK}`, fields: { slot_start: "2030-01-07T15:00:00.000Z" } },
  { pattern: "/merchant-onboarding", fields: {} },
  { pattern: "/partnership-forms/:type", path: "/partnership-forms/agent", fields: {} },
  { pattern: "/survey", fields: {} },
];

const DECLARED = declaredEndpoints();

function postEndpoint(testCase: TestCase): PostEndpoint {
  const declared = DECLARED.get(testCase.pattern);
  if (!declared) throw new Error(`${testCase.pattern} is not a route with an action.`);
  const { body, rateLimits } = declared;
  return {
    pattern: testCase.pattern,
    path: testCase.path ?? testCase.pattern,
    declared,
    access: declared.access === "anyone" ? "public" : "staff",
    encoding: declared.encoding,
    fields: testCase.fields,
    antiForgery: declared.antiForgery,
    bodyLimit: "maxBytes" in body ? { maxBytes: body.maxBytes } : { exempt: body.reason, answers: body.refusesEveryPost },
    rateLimits:
      "exempt" in rateLimits
        ? rateLimits
        : rateLimits.flatMap((limit) => {
            const counted = testCase.counted?.[limit.scope] ?? {};
            return "testedThrough" in counted ? [] : [{ what: limit.what, perIp: limit.budget.limit, ...counted }];
          }),
  };
}

export const POST_ENDPOINTS: PostEndpoint[] = TEST_CASES.map(postEndpoint);

/** Limits a test case sends through another endpoint: that one must count the same budget. */
export const LIMITS_TESTED_THROUGH = TEST_CASES.flatMap((testCase) =>
  Object.entries(testCase.counted ?? {}).flatMap(([scope, counted]) =>
    "testedThrough" in counted ? [{ pattern: testCase.pattern, scope, through: counted.testedThrough }] : [],
  ),
);

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
