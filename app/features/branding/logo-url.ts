import { isSiteRelativePath } from "~/utils/safe-url";

/** Image placeholder services: a logo from one of these is never shown (product reference §8.2). */
const PLACEHOLDER_HOSTS = [
  "placeholder.com",
  "placehold.co",
  "placehold.it",
  "placekitten.com",
  "placeimg.com",
  "dummyimage.com",
  "picsum.photos",
  "fakeimg.pl",
  "loremflickr.com",
  "lorempixel.com",
  "fpoimg.com",
];

export function isPlaceholderImageHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return PLACEHOLDER_HOSTS.some((placeholder) => host === placeholder || host.endsWith(`.${placeholder}`));
}

/**
 * A logo is used only when it is a site-relative path or an https URL on an allowed
 * host, and never from a placeholder service. Anything else means "default logo".
 */
export function safeLogoUrl(url: string | null | undefined, allowedHosts: readonly string[]): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (isSiteRelativePath(value)) return value;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || isPlaceholderImageHost(parsed.hostname)) return null;
  const host = parsed.hostname.toLowerCase();
  return allowedHosts.some((allowed) => host === allowed.toLowerCase()) ? parsed.toString() : null;
}
