import type { SubmissionResult } from "@conform-to/react";
import { clientAddressKey } from "./client-ip.server";
import { jsonResponse } from "./http.server";
import { ALLOWED, createRateLimiter, type RateLimit, type RateLimitDecision, type RateLimiter } from "./rate-limit";

/**
 * Per-IP limits: each named limit (its scope) has one budget per client IP, shared by
 * every endpoint that uses the scope (the wizard and POST /api/consult share "consult").
 * A request without an address (no proxy header: local requests, or a proxy that named
 * nobody; decisions 006 and 022) gets the key "direct": one budget for all of them would
 * refuse everybody at once, so no per-IP limit applies. IPv6 clients are counted by their
 * /64 network, the block one subscriber usually gets (`addressKey`).
 */
const limiters = new Map<string, { limiter: RateLimiter; budget: RateLimit }>();

function limiterFor(scope: string, budget: RateLimit): RateLimiter {
  const known = limiters.get(scope);
  if (!known) {
    const limiter = createRateLimiter(budget);
    limiters.set(scope, { limiter, budget });
    return limiter;
  }
  if (known.budget.limit !== budget.limit || known.budget.windowMs !== budget.windowMs) {
    throw new Error(`The rate limit "${scope}" is used with two different budgets.`);
  }
  return known.limiter;
}

/** Counts the request against its client IP's budget for `scope`; refused once the budget is spent. */
export function checkRateLimit(request: Request, scope: string, budget: RateLimit, now = Date.now()): RateLimitDecision {
  const key = clientAddressKey(request);
  if (key === "direct") return ALLOWED;
  return limiterFor(scope, budget).take(key, now);
}

/** Form submissions: generous for people, tight for scripts. */
export const SUBMISSION_LIMIT = { limit: 8, windowMs: 10 * 60 * 1000 };

/** Every post of a conversation (chat messages, wizard steps): one every 10 s on average. */
export const CONVERSATION_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

/** "3 minutes": how long a refused visitor waits, rounded up to whole minutes. */
export function retryInMinutes(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

function tooManySubmissionsMessage(retryAfterSeconds: number): string {
  return `You've sent several requests in a short time. Please try again in ${retryInMinutes(retryAfterSeconds)}, or give us a call.`;
}

export function retryAfterHeader({ retryAfterSeconds }: Pick<RateLimitDecision, "retryAfterSeconds">): Record<string, string> {
  return { "Retry-After": String(retryAfterSeconds) };
}

/** A refused form post: the form-level message a Conform form shows, and the 429 to send it with. */
export function tooManySubmissionsForm(decision: RateLimitDecision): {
  message: string;
  result: SubmissionResult<string[]>;
  init: ResponseInit;
} {
  const message = tooManySubmissionsMessage(decision.retryAfterSeconds);
  return { message, result: { status: "error", error: { "": [message] } }, init: { status: 429, headers: retryAfterHeader(decision) } };
}

/** The 429 of the JSON endpoints that visitors' scripts call without them knowing (beacons, pop-up events, referrals). */
export function tooManyRequestsResponse(decision: RateLimitDecision): Response {
  return jsonResponse(
    { success: false, message: "Too many requests. Please slow down." },
    { status: 429, headers: retryAfterHeader(decision) },
  );
}

/** The 429 of the JSON endpoints, with the same friendly message as the forms. */
export function tooManySubmissionsResponse(decision: RateLimitDecision): Response {
  return jsonResponse(
    { success: false, message: tooManySubmissionsMessage(decision.retryAfterSeconds) },
    { status: 429, headers: retryAfterHeader(decision) },
  );
}
