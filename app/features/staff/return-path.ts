import { isSiteRelativePath } from "~/utils/safe-url";

/** The staff area's front door, which sends each role to its first screen. */
export const DEFAULT_AFTER_SIGN_IN = "/admin";

/**
 * Where a staff member goes after signing in: only a path inside /admin, or a page's
 * preview link (`?preview=`, decision 088), else the inbox. The value comes from the query
 * string or the form, so it is untrusted: no other host (//host, /\host), no scheme, no
 * control characters (which would also break the Location header) and nothing else
 * outside the staff area.
 */
export function afterSignInPath(value: string | null | undefined): string {
  const path = value?.trim() ?? "";
  const staffPlace = /^\/admin(?:[/?#]|$)/.test(path) || /^\/[^?#]*\?(?:[^#]*&)?preview=/.test(path);
  const safe = isSiteRelativePath(path) && !path.includes("\\") && staffPlace;
  return safe ? path : DEFAULT_AFTER_SIGN_IN;
}
