import { describe, expect, it } from "vitest";
import {
  DISPLAY_DELAY_MS,
  EXIT_INTENT_MIN_DWELL_MS,
  idListCookie,
  isExitIntent,
  mayOffer,
  mayShowInBrowser,
  MAX_REMEMBERED_IDS,
  parseIdList,
  readCookie,
  showOnceMarkerKey,
  triggerFor,
  withId,
} from "./frequency";

describe("cookies", () => {
  it("reads one cookie from a header", () => {
    expect(readCookie("a=1; lightbox_closed=3.4; b=2", "lightbox_closed")).toBe("3.4");
    expect(readCookie("xlightbox_closed=3", "lightbox_closed")).toBeNull();
    expect(readCookie(null, "lightbox_closed")).toBeNull();
  });

  it("parses id lists defensively", () => {
    expect(parseIdList("3.12.7")).toEqual([3, 12, 7]);
    expect(parseIdList("3.3.x.-1.0.07.<script>")).toEqual([3]);
    expect(parseIdList("")).toEqual([]);
    expect(parseIdList("1.".repeat(300))).toEqual([]);
  });

  it("adds an id once, newest last, and caps the list", () => {
    expect(withId([1, 2], 1)).toEqual([2, 1]);
    const many = Array.from({ length: MAX_REMEMBERED_IDS }, (_, index) => index + 1);
    const next = withId(many, 99);
    expect(next).toHaveLength(MAX_REMEMBERED_IDS);
    expect(next[0]).toBe(2);
    expect(next.at(-1)).toBe(99);
  });

  it("writes a cookie string both the server and the browser can use", () => {
    expect(idListCookie("lightbox_closed", [1, 4], 86400, { secure: false })).toBe(
      "lightbox_closed=1.4; Path=/; Max-Age=86400; SameSite=Lax"
    );
    expect(idListCookie("lightbox_seen", [2], 60, { secure: true, httpOnly: true })).toMatch(/; HttpOnly; Secure$/);
  });

  it("names the show_once marker after the lightbox id", () => {
    expect(showOnceMarkerKey(7)).toBe("lightbox_shown_7");
  });
});

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
    expect(mayShowInBrowser({ showOnce: true }, true)).toBe(false);
    expect(mayShowInBrowser({ showOnce: true }, false)).toBe(true);
    expect(mayShowInBrowser({ showOnce: false }, true)).toBe(true);
  });
});

describe("triggers", () => {
  it("waits 3 s unless exit-triggered (spec §9)", () => {
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
