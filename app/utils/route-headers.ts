import type { HeadersFunction } from "@remix-run/node";

/**
 * For pages whose action can answer 429: Remix renders the page with the headers of
 * the route's `headers` export only, so without this the action's Retry-After is lost.
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
