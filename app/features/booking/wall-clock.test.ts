import { describe, expect, it } from "vitest";
import { minutesOfClock } from "~/utils/date-range";
import { nextDate, wallTimeReader } from "./wall-clock";
import { wallClockIn } from "~/utils/time-zones";

const HOUR = 3_600_000;

describe("wallTimeReader", () => {
  it("reads every quarter hour around clock changes as Intl does", () => {
    // Each change with the day around it: Chicago's (UTC−6/−5), Lord Howe's half-hour ones, Kathmandu's odd offset.
    const changes: [string, string][] = [
      ["America/Chicago", "2026-03-08T08:00:00Z"],
      ["America/Chicago", "2026-11-01T07:00:00Z"],
      ["America/Chicago", "2027-03-14T08:00:00Z"],
      ["Australia/Lord_Howe", "2026-04-04T15:00:00Z"],
      ["Australia/Lord_Howe", "2026-10-03T15:30:00Z"],
      ["Asia/Kathmandu", "2026-03-08T08:00:00Z"],
    ];
    const read = wallTimeReader();
    for (const [timeZone, change] of changes) {
      for (let millis = Date.parse(change) - 12 * HOUR; millis < Date.parse(change) + 12 * HOUR; millis += HOUR / 4) {
        const instant = new Date(millis);
        const wall = read(instant, timeZone);
        const clock = `${String(Math.floor(wall.minutes / 60)).padStart(2, "0")}:${String(wall.minutes % 60).padStart(2, "0")}`;
        expect(`${wall.date}T${clock}`, `${timeZone} ${instant.toISOString()}`).toBe(wallClockIn(instant, timeZone));
      }
    }
  });

  it("names the weekday of the rep's date", () => {
    const read = wallTimeReader();
    // 03:00 UTC on Monday 9 March is still Sunday evening in Chicago.
    expect(read(new Date("2026-03-09T03:00:00Z"), "America/Chicago")).toEqual({ date: "2026-03-08", weekday: "sun", minutes: 22 * 60 });
    expect(read(new Date("2026-03-09T03:00:00Z"), "UTC")).toEqual({ date: "2026-03-09", weekday: "mon", minutes: 3 * 60 });
  });
});

describe("calendar arithmetic", () => {
  it("step to the next date across months and years", () => {
    expect(nextDate("2026-02-28")).toBe("2026-03-01");
    expect(nextDate("2028-02-28")).toBe("2028-02-29");
    expect(nextDate("2026-12-31")).toBe("2027-01-01");
  });

  it("read a clock time as minutes since midnight", () => {
    expect(minutesOfClock("09:30")).toBe(570);
    expect(minutesOfClock("24:00")).toBe(1440);
    expect(minutesOfClock("9:30")).toBeNaN();
  });
});
