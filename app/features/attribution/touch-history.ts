import { DIRECT, type Touch } from "./classify-touch";

/**
 * A visitor's first and last touch (decision 076), as HubSpot's "original source" and
 * "latest source": the first never changes; the last is the latest touch that was not
 * direct ("last non-direct", as analytics tools count it), so typing the address after
 * an ad still credits the ad. A visitor who has only ever come direct has a direct last
 * touch too.
 */
export interface TouchHistory {
  first: Touch;
  last: Touch;
}

/** How long the history is kept after its last change: 90 days, a long B2B buying cycle's worth. */
export const TOUCH_HISTORY_DAYS = 90;

/** The history after `touch`; the same object when nothing changes. */
export function withTouch(history: TouchHistory | null, touch: Touch): TouchHistory {
  if (!history) return { first: touch, last: touch };
  if (touch.source === DIRECT && touch.medium === DIRECT) return history;
  // The same source, medium and campaign again (a /share/ click and the page it lands on, a
  // reload, the newsletter opened twice) keeps the touch as it arrived, with its link code.
  if (isSameSource(touch, history.last)) return history;
  return { first: history.first, last: touch };
}

function isSameSource(a: Touch, b: Touch): boolean {
  return a.source === b.source && a.medium === b.medium && a.campaign === b.campaign;
}
