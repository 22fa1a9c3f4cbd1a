import { allowedHttpsUrl, hasControlOrSpace } from "~/utils/safe-url";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The pop-up image as the browser should load it (product reference §7.1: a missing leading slash is
 * added): "images/promo.png" → "/images/promo.png". An https URL is kept only on an
 * allowed host; other schemes, protocol-relative URLs, backslashes and parent-directory
 * tricks give null, which means "no image" (the pop-up is then text only).
 */
export function normaliseImagePath(image: string | null | undefined, allowedHosts: readonly string[]): string | null {
  const value = image?.trim();
  if (!value || hasControlOrSpace(value) || value.includes("\\")) return null;
  if (SCHEME.test(value)) return allowedHttpsUrl(value, allowedHosts);
  if (value.startsWith("//")) return null;
  const path = `/${value.replace(/^(\.\/)+/, "").replace(/^\/+/, "")}`;
  if (path.split(/[/?#]/).includes("..") || path === "/") return null;
  return path;
}

/** The absolute image URL of the replies of product reference §7.1 (`full_image_url`). */
export function fullImageUrl(path: string | null, origin: string): string | null {
  if (!path) return null;
  return path.startsWith("/") ? `${origin}${path}` : path;
}
