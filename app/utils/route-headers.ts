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

/**
 * For form pages: the action's Retry-After (as keepRetryAfter), and the loader's
 * Cache-Control when the loader marks the page personal (a one-time confirmation,
 * answers saved for this visitor), which Remix would otherwise drop from the page.
 */
export const formPageHeaders: HeadersFunction = (args) => {
  const headers = new Headers(keepRetryAfter(args));
  const cacheControl = args.loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

/** The action's Retry-After as headers to merge into a route's own (empty when there is none). */
export function retryAfterOf(actionHeaders: Headers): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}
