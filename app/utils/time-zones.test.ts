import { describe, expect, it } from "vitest";
import { instantsAtWallTime, isCalendarDate, todayIn, wallClockIn, zonedTimeToUtc } from "./time-zones";

describe("zonedTimeToUtc", () => {
  it("converts wall-clock times in US zones, in and out of daylight saving time", () => {
    expect(zonedTimeToUtc("2026-07-15", 9 * 60, "America/New_York").toISOString()).toBe("2026-07-15T13:00:00.000Z");
    expect(zonedTimeToUtc("2026-12-15", 9 * 60, "America/New_York").toISOString()).toBe("2026-12-15T14:00:00.000Z");
    expect(zonedTimeToUtc("2026-12-15", 14 * 60 + 30, "America/Chicago").toISOString()).toBe("2026-12-15T20:30:00.000Z");
    expect(zonedTimeToUtc("2026-07-15", 8 * 60, "Pacific/Honolulu").toISOString()).toBe("2026-07-15T18:00:00.000Z");
    expect(zonedTimeToUtc("2026-07-15", 8 * 60, "America/Anchorage").toISOString()).toBe("2026-07-15T16:00:00.000Z");
  });

  it("lands on the right side of the DST switch days", () => {
    // 2026-03-08: clocks go 2:00 → 3:00 in New York; 9:00 is already EDT (UTC-4).
    expect(zonedTimeToUtc("2026-03-08", 9 * 60, "America/New_York").toISOString()).toBe("2026-03-08T13:00:00.000Z");
    // 2026-11-01: clocks go 2:00 → 1:00; 9:00 is EST (UTC-5).
    expect(zonedTimeToUtc("2026-11-01", 9 * 60, "America/New_York").toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });
});

describe("todayIn and wallClockIn", () => {
  it("gives the local date of the zone", () => {
    const now = new Date("2026-11-21T03:30:00Z");
    expect(todayIn("America/New_York", now)).toBe("2026-11-20");
    expect(todayIn("UTC", now)).toBe("2026-11-21");
  });

  it("gives the local time to the minute, midnight as 00", () => {
    expect(wallClockIn(new Date("2026-07-15T14:30:00Z"), "America/Chicago")).toBe("2026-07-15T09:30");
    expect(wallClockIn(new Date("2026-01-01T06:00:00Z"), "America/Chicago")).toBe("2026-01-01T00:00");
  });
});

describe("isCalendarDate", () => {
  it("accepts real dates only", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(isCalendarDate("tomorrow")).toBe(false);
  });
});

describe("instantsAtWallTime", () => {
  const iso = (instants: Date[]) => instants.map((instant) => instant.toISOString());

  it("finds the one instant of an ordinary time", () => {
    expect(iso(instantsAtWallTime("2026-07-15", 9 * 60 + 30, "America/Chicago"))).toEqual(["2026-07-15T14:30:00.000Z"]);
    expect(iso(instantsAtWallTime("2026-07-15", 9 * 60 + 30, "America/Phoenix"))).toEqual(["2026-07-15T16:30:00.000Z"]);
  });

  it("finds both instants of the hour repeated when clocks go back, earliest first", () => {
    expect(iso(instantsAtWallTime("2026-11-01", 90, "America/Chicago"))).toEqual([
      "2026-11-01T06:30:00.000Z",
      "2026-11-01T07:30:00.000Z",
    ]);
  });

  it("finds none in the hour skipped when clocks go forward", () => {
    expect(instantsAtWallTime("2026-03-08", 2 * 60 + 30, "America/Chicago")).toEqual([]);
    expect(iso(instantsAtWallTime("2026-03-08", 3 * 60, "America/Chicago"))).toEqual(["2026-03-08T08:00:00.000Z"]);
  });

  it("reads midnight and the last minute of the day", () => {
    expect(iso(instantsAtWallTime("2026-12-31", 0, "Pacific/Honolulu"))).toEqual(["2026-12-31T10:00:00.000Z"]);
    expect(iso(instantsAtWallTime("2026-12-31", 23 * 60 + 59, "America/New_York"))).toEqual(["2027-01-01T04:59:00.000Z"]);
  });
});
