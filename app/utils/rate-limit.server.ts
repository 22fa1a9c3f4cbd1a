import type { SubmissionResult } from "@conform-to/react";
import { clientIp } from "./client-ip.server";
import { jsonResponse } from "./http.server";
import { slidingWindow, type RateLimitDecision } from "./rate-limit";

/**
 * In-process per-IP limits (one server process; a shared store is the path to several).
 * Without a proxy header the client cannot be told apart (see docs/decisions/006), so no
 * per-IP limit applies rather than one shared by every visitor.
 */
const buckets = new Map<string, number[]>();
let lastSweep = Date.now();

function sweep(now: number, windowMs: number) {
  if (now - lastSweep < windowMs) return;
  lastSweep = now;
  for (const [key, history] of buckets) {
    if (history.every((time) => now - time >= windowMs)) buckets.delete(key);
  }
}

export function checkRateLimit(
  request: Request,
  scope: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  now = Date.now(),
): RateLimitDecision {
  const ip = clientIp(request);
  if (ip === "direct") return { allowed: true, retryAfterSeconds: 0 };
  sweep(now, windowMs);
  const key = `${scope}|${ip}`;
  const history = buckets.get(key) ?? [];
  const decision = slidingWindow(history, now, limit, windowMs);
  if (decision.allowed) buckets.set(key, [...history.filter((time) => now - time < windowMs), now]);
  return decision;
}

/** Form submissions: generous for people, tight for scripts. */
export const SUBMISSION_LIMIT = { limit: 8, windowMs: 10 * 60 * 1000 };

/** Every post of a conversation (chat messages, wizard steps): one every 10 s on average. */
export const CONVERSATION_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

function tooManySubmissionsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `You've sent several requests in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or give us a call.`;
}

function retryAfterHeader(decision: RateLimitDecision): Record<string, string> {
  return { "Retry-After": String(decision.retryAfterSeconds) };
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

/** The 429 of the JSON endpoints, with the same friendly message as the forms. */
export function tooManySubmissionsResponse(decision: RateLimitDecision): Response {
  return jsonResponse(
    { success: false, message: tooManySubmissionsMessage(decision.retryAfterSeconds) },
    { status: 429, headers: retryAfterHeader(decision) },
  );
}
