/**
 * URL allow-listing for anything that comes from the database or the query string
 * before it is rendered as a link or followed as a redirect.
 */

/** Control characters and whitespace: browsers strip some of them, which hides a scheme. */
export function hasControlOrSpace(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || /\s/.test(char)) return true;
  }
  return false;
}

/** "/path" but not "//host" or "/\host" (both are protocol-relative in browsers). */
export function isSiteRelativePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url) && !hasControlOrSpace(url);
}

/** An absolute http(s) URL, parsed strictly. */
export function isHttpUrl(url: string): boolean {
  if (hasControlOrSpace(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}

/** Site-relative or absolute http(s): never javascript:, data:, mailto: or protocol-relative. */
export function isSafeLinkUrl(url: string): boolean {
  return isSiteRelativePath(url) || isHttpUrl(url);
}

/** "shop.example.com, Partner.example " → ["shop.example.com", "partner.example"]. */
export function parseHostList(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase().replace(/\.$/, ""))
    .filter(Boolean);
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
