import { describe, expect, it } from "vitest";
import { browserMinDate, isBeforeTodayInChosenZone, serverMinDate, todayInChosenZone } from "./date-rule";

// 01:30 on Nov 21 in New York (EST, UTC-5), still 20:30 on Nov 20 in Honolulu (UTC-10).
const EAST_AFTER_MIDNIGHT = new Date("2026-11-21T06:30:00Z");

describe("today in the visitor's chosen zone", () => {
  it("is the chosen zone's date, not the server's or Honolulu's", () => {
    expect(todayInChosenZone("ET", EAST_AFTER_MIDNIGHT)).toBe("2026-11-21");
    expect(todayInChosenZone("CT", EAST_AFTER_MIDNIGHT)).toBe("2026-11-21");
    expect(todayInChosenZone("PT", EAST_AFTER_MIDNIGHT)).toBe("2026-11-20");
    expect(todayInChosenZone("HT", EAST_AFTER_MIDNIGHT)).toBe("2026-11-20");
    expect(todayInChosenZone("XT", EAST_AFTER_MIDNIGHT)).toBeNull();
  });

  it("refuses a day that has passed in the chosen zone and accepts today and later", () => {
    expect(isBeforeTodayInChosenZone("2026-11-20", "ET", EAST_AFTER_MIDNIGHT)).toBe(true);
    expect(isBeforeTodayInChosenZone("2026-11-21", "ET", EAST_AFTER_MIDNIGHT)).toBe(false);
    // The same day is still today in Honolulu.
    expect(isBeforeTodayInChosenZone("2026-11-20", "HT", EAST_AFTER_MIDNIGHT)).toBe(false);
    expect(isBeforeTodayInChosenZone("2026-11-19", "HT", EAST_AFTER_MIDNIGHT)).toBe(true);
  });
});

describe("the date picker's minimum", () => {
  it("drawn by the server, is the earliest today of the zones a visitor can choose", () => {
    expect(serverMinDate(EAST_AFTER_MIDNIGHT)).toBe("2026-11-20");
    // Midday in every US zone: one date everywhere.
    expect(serverMinDate(new Date("2026-11-21T22:00:00Z"))).toBe("2026-11-21");
  });

  it("in the browser, follows the chosen zone", () => {
    expect(browserMinDate({ chosenZone: "ET", browserZone: "Pacific/Honolulu", now: EAST_AFTER_MIDNIGHT })).toBe("2026-11-21");
    expect(browserMinDate({ chosenZone: "HT", browserZone: "America/New_York", now: EAST_AFTER_MIDNIGHT })).toBe("2026-11-20");
  });

  it("before a zone is chosen, follows the browser's zone, within the choosable zones' todays", () => {
    const now = EAST_AFTER_MIDNIGHT;
    expect(browserMinDate({ browserZone: "America/New_York", now })).toBe("2026-11-21");
    expect(browserMinDate({ chosenZone: "", browserZone: "America/Los_Angeles", now })).toBe("2026-11-20");
    // Tokyo is already on Nov 22; the latest US today is Nov 21.
    expect(browserMinDate({ browserZone: "Asia/Tokyo", now: new Date("2026-11-21T20:00:00Z") })).toBe("2026-11-21");
    // Pago Pago (UTC-11) is still on Nov 20 when Honolulu, the earliest US zone, is on Nov 21.
    expect(browserMinDate({ browserZone: "Pacific/Pago_Pago", now: new Date("2026-11-21T10:30:00Z") })).toBe("2026-11-21");
    expect(browserMinDate({ browserZone: "Not/A_Zone", now })).toBe("2026-11-20");
    expect(browserMinDate({ now })).toBe("2026-11-20");
  });
});
