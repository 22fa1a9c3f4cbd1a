/**
 * What a browser remembers about pop-ups in cookies: plain lists of ids, written by the
 * server and by the pop-up's script alike (so they hold no secret and are parsed
 * defensively, never trusted for more than "do not show this one").
 */

/** Pop-ups the visitor closed: not shown again for a day (then it re-shows on each visit again, product reference §4.1). */
export const CLOSED_COOKIE = "lightbox_closed";
export const CLOSED_MAX_AGE_S = 24 * 60 * 60;
/** show_once pop-ups the browser has displayed: never again. */
export const SEEN_COOKIE = "lightbox_seen";
export const SEEN_MAX_AGE_S = 365 * 24 * 60 * 60;
/** A cookie never grows past this many ids; the oldest are forgotten first. */
export const MAX_REMEMBERED_IDS = 20;

/**
 * One cookie's value from a Cookie header (or document.cookie), undecoded. The same six
 * lines as the analytics cookies' readCookie, on purpose: if the pop-up's chunk imported
 * that module, the build would move it into a chunk shared with the tracker, and every
 * page would load one more script to count its visit.
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** "3.12.7" → [3, 12, 7]; anything malformed is ignored (the cookie is not trusted). */
export function parseIdList(value: string | null | undefined): number[] {
  if (!value || value.length > 400) return [];
  const ids = value.split(".").flatMap((part) => (/^[1-9]\d{0,9}$/.test(part) ? [Number(part)] : []));
  return [...new Set(ids)].slice(-MAX_REMEMBERED_IDS);
}

/** The list with `id` added last (moved there when already present), capped. */
export function withId(ids: readonly number[], id: number): number[] {
  return [...ids.filter((known) => known !== id), id].slice(-MAX_REMEMBERED_IDS);
}

/**
 * A Set-Cookie / document.cookie string for an id list. It holds no secret; it is HttpOnly
 * when only the server reads it (lightbox_seen), readable when page script adds to it
 * (lightbox_closed).
 */
export function idListCookie(
  name: string,
  ids: readonly number[],
  maxAgeSeconds: number,
  options: { secure: boolean; httpOnly?: boolean },
): string {
  return `${name}=${ids.join(".")}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${options.httpOnly ? "; HttpOnly" : ""}${options.secure ? "; Secure" : ""}`;
}
