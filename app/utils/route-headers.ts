import type { HeadersFunction } from "@remix-run/node";

/**
 * A document only carries the headers its route's `headers` export returns (Set-Cookie
 * aside, which Remix always keeps). Routes whose action can answer 429 pass the action's
 * Retry-After on with this, so a form refused for too many posts says when to retry.
 */
export function retryAfterOf(actionHeaders: Headers): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

export const formPageHeaders: HeadersFunction = ({ actionHeaders }) => retryAfterOf(actionHeaders);
