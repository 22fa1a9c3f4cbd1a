/**
 * When the pop-up may appear. Pure rules shared by the server (which decides whether to
 * send the pop-up at all) and the browser (which runs the trigger). What a browser
 * remembers in cookies is in visitor-cookies.ts.
 */

/** Product reference §9.1: shown 3 s after the page opens, unless exit-triggered. */
export const DISPLAY_DELAY_MS = 3000;
/** Exit intent is ignored this soon after arrival: a visitor passing the top edge on the way in is not leaving. */
export const EXIT_INTENT_MIN_DWELL_MS = 2000;

/** Product reference §4.1: the show_once marker in local storage, named after the pop-up id. */
export function showOnceMarkerKey(id: number): string {
  return `lightbox_shown_${id}`;
}

export interface VisitorMemory {
  /** The visitor sent a lead in the last day (the recent_lead cookie every lead form sets). */
  recentLead: boolean;
  closedIds: readonly number[];
  seenIds: readonly number[];
}

/** Whether the server should send this pop-up to the visitor at all. */
export function mayOffer(popup: { id: number; showOnce: boolean }, memory: VisitorMemory): boolean {
  if (memory.recentLead || memory.closedIds.includes(popup.id)) return false;
  return !(popup.showOnce && memory.seenIds.includes(popup.id));
}

export type Trigger = { kind: "delay"; ms: number } | { kind: "exit"; minDwellMs: number };

export function triggerFor(popup: { showOnExit: boolean }): Trigger {
  return popup.showOnExit
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

/**
 * The browser's own check, for what the server cannot know (a marker in local storage).
 * The marker is only looked up for a show_once pop-up: reading storage is not free.
 */
export function mayShowInBrowser(popup: { showOnce: boolean }, hasShowOnceMarker: () => boolean): boolean {
  return !(popup.showOnce && hasShowOnceMarker());
}
