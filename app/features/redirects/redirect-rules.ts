import { allowedHttpsUrl, hasControlOrSpace } from "~/utils/safe-url";

/**
 * The rules of a redirect (decision 082), pure so the screen, the answering and the tests
 * share them: what an old address may be, where a redirect may lead, and how a chain of
 * stored redirects is followed to its end.
 */

/** Longer addresses are refused when typed and never looked up. */
export const REDIRECT_PATH_MAX_LENGTH = 1000;

export const REDIRECT_MESSAGES = {
  fromRequired: "Enter the old address: a path on this site, such as /old-page",
  toRequired: "Enter where it leads: a path on this site, such as /new-page, or an https:// address",
  tooLong: `Keep the address to ${REDIRECT_PATH_MAX_LENGTH} characters or fewer`,
  fromNotPath: "The old address is a path on this site: start it with /, such as /old-page, without https:// and the host",
  otherSite: "An address that starts with // or holds a backslash names another site: enter a path on this site, such as /old-page",
  spaces: "Leave out spaces and control characters (write a space as %20)",
  fromQuery: "The old address is matched without a query string or #fragment: leave out ? or # and what follows (a visitor's query string is passed on)",
  doubleSlash: "Use single slashes between the parts of the path",
  toFragment: "Leave out the #fragment: browsers keep the one the visitor had",
  toScheme: "Only a path on this site (starting with /) or an https:// address can be a destination",
  toHttp: "Use the https:// address of the other site: plain http:// is refused",
  toCredentials: "Leave out the user name and password from the address",
  toSelf: "A redirect cannot lead to its own old address",
  loop: "This would make a loop: the destination already redirects back to the old address",
  fromTaken: "A redirect from this address already exists: edit that one instead",
} as const;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A path as stored and looked up: percent-encoded as browsers send it, dot segments resolved, no trailing slash but the root's. */
function canonicalPath(path: string): string {
  const resolved = new URL(path, "http://site.invalid").pathname;
  return resolved.length > 1 ? resolved.replace(/\/+$/, "") : resolved;
}

/** The common checks of a typed site path (before its query): where it starts, what it contains. */
function sitePathProblem(value: string): string | null {
  if (value.startsWith("//") || value.includes("\\")) return REDIRECT_MESSAGES.otherSite;
  if (hasControlOrSpace(value)) return REDIRECT_MESSAGES.spaces;
  if (value.includes("//")) return REDIRECT_MESSAGES.doubleSlash;
  return null;
}

/** The old address of a redirect, normalised (`/Old-Page/` is stored as `/Old-Page`), or why it cannot be one. */
export function checkSourcePath(input: string): Checked<string> {
  const value = input.trim();
  if (!value) return fail(REDIRECT_MESSAGES.fromRequired);
  if (value.length > REDIRECT_PATH_MAX_LENGTH) return fail(REDIRECT_MESSAGES.tooLong);
  if (!value.startsWith("/")) return fail(REDIRECT_MESSAGES.fromNotPath);
  const problem = sitePathProblem(value);
  if (problem) return fail(problem);
  if (value.includes("?") || value.includes("#")) return fail(REDIRECT_MESSAGES.fromQuery);
  return { ok: true, value: canonicalPath(value) };
}

/** Where a redirect leads: a site path (with an optional query) or an https address on an allowed host. */
export type Destination = { kind: "site"; path: string; query: string } | { kind: "outside"; url: string; host: string };

/** The destination as stored in `to_path`. */
export function destinationText(destination: Destination): string {
  return destination.kind === "site" ? `${destination.path}${destination.query}` : destination.url;
}

/**
 * Where a redirect may lead, normalised, or why not: `javascript:`, `data:`, `http:`,
 * protocol-relative `//host` and every other scheme are refused, and another site only
 * when its host is on the allowed list (REDIRECT_ALLOWED_HOSTS).
 */
export function checkDestination(input: string, allowedHosts: readonly string[]): Checked<Destination> {
  const value = input.trim();
  if (!value) return fail(REDIRECT_MESSAGES.toRequired);
  if (value.length > REDIRECT_PATH_MAX_LENGTH) return fail(REDIRECT_MESSAGES.tooLong);
  if (value.includes("#")) return fail(REDIRECT_MESSAGES.toFragment);
  if (value.startsWith("/")) {
    const queryAt = value.indexOf("?");
    const path = queryAt === -1 ? value : value.slice(0, queryAt);
    const problem = sitePathProblem(path) ?? (hasControlOrSpace(value) ? REDIRECT_MESSAGES.spaces : null);
    if (problem) return fail(problem);
    const query = queryAt === -1 || queryAt === value.length - 1 ? "" : value.slice(queryAt);
    return { ok: true, value: { kind: "site", path: canonicalPath(path), query } };
  }
  if (hasControlOrSpace(value)) return fail(REDIRECT_MESSAGES.spaces);
  if (/^https:\/\//i.test(value)) {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return fail(REDIRECT_MESSAGES.toScheme);
    }
    if (parsed.username || parsed.password) return fail(REDIRECT_MESSAGES.toCredentials);
    const host = parsed.hostname.toLowerCase().replace(/\.$/, "");
    const url = allowedHttpsUrl(value, allowedHosts);
    if (!url) return fail(outsideHostMessage(host));
    return { ok: true, value: { kind: "outside", url, host } };
  }
  if (/^http:/i.test(value)) return fail(REDIRECT_MESSAGES.toHttp);
  if (value.startsWith("\\") || SCHEME.test(value)) return fail(REDIRECT_MESSAGES.toScheme);
  return fail(REDIRECT_MESSAGES.toScheme);
}

/** The refusal of a host that is not on the list, saying who can change that. */
export function outsideHostMessage(host: string): string {
  // Begins with a capital like every other message, whatever the host's first character.
  return `The site ${host} is not an allowed outside site: redirects may lead to another site only when an admin adds its host to REDIRECT_ALLOWED_HOSTS`;
}

/**
 * A stored destination as the answering reads it at request time: a plain site path, or
 * an https URL whose host is still allowed. Null otherwise (a row edited by hand, a host
 * taken off the list), and the address is a 404 again.
 */
export function followableDestination(stored: string, allowedHosts: readonly string[]): string | null {
  const path = sitePathOf(stored);
  if (path !== null) return sitePathProblem(path) || hasControlOrSpace(stored) || stored.includes("#") ? null : stored;
  return allowedHttpsUrl(stored, allowedHosts);
}

/** The path a request is looked up by: as sent, without a trailing slash but the root's. */
export function lookupPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** Query parameters that belong to Remix's own data requests, never to a page's address. */
const FRAMEWORK_PARAMETERS = ["_routes", "_data", "index"];

/**
 * The Location of a redirect: the destination with the visitor's query string carried
 * over (after the destination's own parameters, so co-branding and campaign parameters
 * survive the hop).
 */
export function locationWithQuery(destination: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of FRAMEWORK_PARAMETERS) params.delete(name);
  const carried = params.toString();
  if (!carried) return destination;
  return `${destination}${destination.includes("?") ? "&" : "?"}${carried}`;
}

/** The site path of a stored destination (without its query), or null for another site. */
export function sitePathOf(stored: string): string | null {
  if (!stored.startsWith("/")) return null;
  const queryAt = stored.indexOf("?");
  return queryAt === -1 ? stored : stored.slice(0, queryAt);
}

/** No stored chain is longer than this: the rows are collapsed when written. */
const LONGEST_CHAIN = 20;

/**
 * Where a redirect from `from` must lead so that visitors take one hop: `to`, or, when
 * `to` is itself redirected (and no page answers there), the end of that chain. Null when
 * the chain comes back to `from` (a loop) or never ends.
 */
export async function endOfChain(
  from: string,
  to: string,
  next: (path: string) => Promise<string | null>,
): Promise<string | null> {
  const seen = new Set([from]);
  let current = to;
  for (let hop = 0; hop <= LONGEST_CHAIN; hop++) {
    const path = sitePathOf(current);
    if (path === null) return current;
    if (seen.has(path)) return null;
    seen.add(path);
    const onward = await next(path);
    if (onward === null) return current;
    current = onward;
  }
  return null;
}
