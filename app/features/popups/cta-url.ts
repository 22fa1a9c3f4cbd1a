import { hasControlOrSpace, isSiteRelativePath } from "~/utils/safe-url";

/** Where the call to action goes when the pop-up names no (usable) URL (product reference §4.1). */
export const DEFAULT_CTA_URL = "/consult";

/** "shop.example.com, Partner.example " → ["shop.example.com", "partner.example"]. */
export function parseHostList(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase().replace(/\.$/, ""))
    .filter(Boolean);
}

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

/** An absolute https URL whose host is on the list, normalised; otherwise null. */
export function allowedHttpsUrl(value: string, allowedHosts: readonly string[]): string | null {
  if (!/^https:\/\//i.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase().replace(/\.$/, "");
  return allowedHosts.includes(host) ? parsed.toString() : null;
}

/** The destination of a click: the safe cta_url, or the consultation page. */
export function ctaDestination(url: string | null | undefined, allowedHosts: readonly string[]): string {
  return safeCtaUrl(url, allowedHosts) ?? DEFAULT_CTA_URL;
}
