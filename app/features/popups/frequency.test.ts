import { describe, expect, it } from "vitest";
import {
  DISPLAY_DELAY_MS,
  EXIT_INTENT_MIN_DWELL_MS,
  isExitIntent,
  mayOffer,
  mayShowInBrowser,
  showOnceMarkerKey,
  triggerFor,
} from "./frequency";

describe("mayOffer", () => {
  const fresh = { recentLead: false, closedIds: [], seenIds: [] };
  const popup = { id: 5, showOnce: false };

  it("offers to a fresh visitor", () => {
    expect(mayOffer(popup, fresh)).toBe(true);
  });

  it("stays away from a visitor who just sent a lead", () => {
    expect(mayOffer(popup, { ...fresh, recentLead: true })).toBe(false);
  });

  it("stays away after the visitor closed this pop-up, not another one", () => {
    expect(mayOffer(popup, { ...fresh, closedIds: [5] })).toBe(false);
    expect(mayOffer(popup, { ...fresh, closedIds: [4] })).toBe(true);
  });

  it("honours show_once: a seen marker hides it; without show_once it re-shows", () => {
    expect(mayOffer({ id: 5, showOnce: true }, { ...fresh, seenIds: [5] })).toBe(false);
    expect(mayOffer({ id: 5, showOnce: false }, { ...fresh, seenIds: [5] })).toBe(true);
    expect(mayShowInBrowser({ showOnce: true }, () => true)).toBe(false);
    expect(mayShowInBrowser({ showOnce: true }, () => false)).toBe(true);
    const markerNotRead = () => {
      throw new Error("the marker of a pop-up without show_once is never read");
    };
    expect(mayShowInBrowser({ showOnce: false }, markerNotRead)).toBe(true);
  });
});

describe("triggers", () => {
  it("names the show_once marker after the pop-up id", () => {
    expect(showOnceMarkerKey(7)).toBe("lightbox_shown_7");
  });

  it("waits 3 s unless exit-triggered (product reference §9.1)", () => {
    expect(DISPLAY_DELAY_MS).toBe(3000);
    expect(triggerFor({ showOnExit: false })).toEqual({ kind: "delay", ms: 3000 });
    expect(triggerFor({ showOnExit: true })).toEqual({ kind: "exit", minDwellMs: EXIT_INTENT_MIN_DWELL_MS });
  });

  it("sees exit intent only when the pointer leaves through the top, after the dwell", () => {
    const dwell = EXIT_INTENT_MIN_DWELL_MS;
    expect(isExitIntent({ clientY: -3, relatedTarget: null }, dwell)).toBe(true);
    expect(isExitIntent({ clientY: 0, relatedTarget: null }, dwell + 5000)).toBe(true);
    expect(isExitIntent({ clientY: 40, relatedTarget: null }, dwell)).toBe(false);
    expect(isExitIntent({ clientY: -3, relatedTarget: {} }, dwell)).toBe(false);
    expect(isExitIntent({ clientY: -3, relatedTarget: null }, dwell - 1)).toBe(false);
  });
});
