import type { HeadersFunction } from "@remix-run/node";

/**
 * For pages whose action can answer 429: Remix renders the page with the headers of
 * the route's `headers` export only, so without this the action's Retry-After is lost.
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of Object.entries(retryAfterOf(actionHeaders))) headers.set(name, value);
  return headers;
};

/** The action's Retry-After as headers to merge into a route's own (empty when there is none). */
export function retryAfterOf(actionHeaders: Headers): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}
