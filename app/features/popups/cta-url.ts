import { allowedHttpsUrl, hasControlOrSpace, isSiteRelativePath } from "~/utils/safe-url";

/** Where the call to action goes when the pop-up names no (usable) URL (product reference §4.1). */
export const DEFAULT_CTA_URL = "/consult";

/**
 * A link from the database that the pop-up may render or redirect to: a site-relative
 * path, or an https URL on an allowed host. Anything else (javascript:, data:,
 * protocol-relative //host, http:, credentials in the URL, another host) gives null, so
 * the pop-up can never be turned into an open redirect.
 */
export function safeCtaUrl(url: string | null | undefined, allowedHosts: readonly string[]): string | null {
  const value = url?.trim();
  if (!value || hasControlOrSpace(value)) return null;
  if (isSiteRelativePath(value)) return value.includes("\\") ? null : value;
  return allowedHttpsUrl(value, allowedHosts);
}

/** The destination of a click: the safe cta_url, or the consultation page. */
export function ctaDestination(url: string | null | undefined, allowedHosts: readonly string[]): string {
  return safeCtaUrl(url, allowedHosts) ?? DEFAULT_CTA_URL;
}
