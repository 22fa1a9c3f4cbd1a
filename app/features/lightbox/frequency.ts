/**
 * When the pop-up may appear, and what a browser remembers about it. Pure rules shared
 * by the server (which decides whether to send the pop-up at all) and the browser
 * (which runs the trigger and writes the markers).
 */

/** Spec §9: shown 3 s after the page opens, unless exit-triggered. */
export const DISPLAY_DELAY_MS = 3000;
/** Exit intent is ignored this soon after arrival: a visitor passing the top edge on the way in is not leaving. */
export const EXIT_INTENT_MIN_DWELL_MS = 2000;

/** Pop-ups the visitor closed: not shown again for a day (then spec §4's "re-shows each visit" applies). */
export const CLOSED_COOKIE = "lightbox_closed";
export const CLOSED_MAX_AGE_S = 24 * 60 * 60;
/** show_once pop-ups the browser has displayed: never again. */
export const SEEN_COOKIE = "lightbox_seen";
export const SEEN_MAX_AGE_S = 365 * 24 * 60 * 60;
/** A cookie never grows past this many ids; the oldest are forgotten first. */
export const MAX_REMEMBERED_IDS = 20;

/** Spec §4: the show_once marker in local storage, named after the lightbox id. */
export function showOnceMarkerKey(id: number): string {
  return `lightbox_shown_${id}`;
}

/** One cookie's value from a Cookie header (or document.cookie), undecoded. */
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

export interface VisitorMemory {
  /** The visitor sent a lead in the last day (consult's recent_lead cookie). */
  recentLead: boolean;
  closedIds: readonly number[];
  seenIds: readonly number[];
}

/** Whether the server should send this pop-up to the visitor at all. */
export function mayOffer(lightbox: { id: number; showOnce: boolean }, memory: VisitorMemory): boolean {
  if (memory.recentLead || memory.closedIds.includes(lightbox.id)) return false;
  return !(lightbox.showOnce && memory.seenIds.includes(lightbox.id));
}

export type Trigger = { kind: "delay"; ms: number } | { kind: "exit"; minDwellMs: number };

export function triggerFor(lightbox: { showOnExit: boolean }): Trigger {
  return lightbox.showOnExit
    ? { kind: "exit", minDwellMs: EXIT_INTENT_MIN_DWELL_MS }
    : { kind: "delay", ms: DISPLAY_DELAY_MS };
}

/**
 * A `mouseout` that means "leaving through the top edge": the pointer left the document
 * (no element it moved to) above the viewport, after the minimum dwell.
 */
export function isExitIntent(event: { clientY: number; relatedTarget: unknown }, dwellMs: number): boolean {
  return event.relatedTarget == null && event.clientY <= 0 && dwellMs >= EXIT_INTENT_MIN_DWELL_MS;
}

/** The browser's own check, for what the server cannot know (a marker in local storage). */
export function mayShowInBrowser(lightbox: { showOnce: boolean }, hasShowOnceMarker: boolean): boolean {
  return !(lightbox.showOnce && hasShowOnceMarker);
}
