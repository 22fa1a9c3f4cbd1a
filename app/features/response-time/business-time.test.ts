import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/features/booking/types";
import { businessMidpoint, businessMinutesBetween, oneBusinessDayAfter, type BusinessCalendar } from "./business-time";

const weekdays = (blocks: { start: string; end: string }[]): WeeklyHours => ({ mon: blocks, tue: blocks, wed: blocks, thu: blocks, fri: blocks });
const nineToFive = weekdays([{ start: "09:00", end: "17:00" }]);
const chicago = (holidays: string[] = [], weeklyHours = nineToFive): BusinessCalendar => ({
  timeZone: "America/Chicago",
  weeklyHours,
  holidays: new Set(holidays),
});
const due = (arrival: string, calendar: BusinessCalendar) => oneBusinessDayAfter(new Date(arrival), calendar)?.toISOString() ?? null;

describe("oneBusinessDayAfter", () => {
  it("carries Friday 4 PM to Monday 4 PM, and over a Monday holiday to Tuesday", () => {
    // 2026-12-04 is a Friday; 4 PM Central is 22:00 UTC in winter.
    expect(due("2026-12-04T22:00:00Z", chicago())).toBe("2026-12-07T22:00:00.000Z");
    expect(due("2026-12-04T22:00:00Z", chicago(["2026-12-07"]))).toBe("2026-12-08T22:00:00.000Z");
  });

  it("makes a lead that arrives at night, before opening or on a weekend due when the next business day closes", () => {
    // Tuesday 11 PM → Wednesday 5 PM; Wednesday 7 AM → Wednesday 5 PM; Saturday noon → Monday 5 PM.
    expect(due("2026-12-09T05:00:00Z", chicago())).toBe("2026-12-09T23:00:00.000Z");
    expect(due("2026-12-09T13:00:00Z", chicago())).toBe("2026-12-09T23:00:00.000Z");
    expect(due("2026-12-05T18:00:00Z", chicago())).toBe("2026-12-07T23:00:00.000Z");
    // At closing time exactly, the day's open time is over.
    expect(due("2026-12-04T23:00:00Z", chicago())).toBe("2026-12-07T23:00:00.000Z");
  });

  it("counts only open time around a lunch break", () => {
    const withLunch = chicago([], weekdays([{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }]));
    // Monday 11 AM: an hour before lunch and four after make five of Tuesday's seven; two more on Tuesday → 11 AM.
    expect(due("2026-12-07T17:00:00Z", withLunch)).toBe("2026-12-08T17:00:00.000Z");
    // Arriving during lunch counts from 1 PM: four hours on Monday, then Tuesday's three morning hours → noon.
    expect(due("2026-12-07T18:30:00Z", withLunch)).toBe("2026-12-08T18:00:00.000Z");
  });

  it("keeps the wall clock across a change of clocks: Friday 4 PM CST to Monday 4 PM CDT", () => {
    expect(due("2026-03-06T22:00:00Z", chicago())).toBe("2026-03-09T21:00:00.000Z");
    expect(due("2026-10-30T21:00:00Z", chicago())).toBe("2026-11-02T22:00:00.000Z");
  });

  it("reads the hours in the calendar's own zone", () => {
    const newYork: BusinessCalendar = { timeZone: "America/New_York", weeklyHours: nineToFive, holidays: new Set() };
    // 22:00 UTC on Friday is 5 PM in New York (closed) but 4 PM in Chicago (an hour left).
    expect(due("2026-12-04T22:00:00Z", newYork)).toBe("2026-12-07T22:00:00.000Z");
    expect(due("2026-12-04T21:00:00Z", newYork)).toBe("2026-12-07T21:00:00.000Z");
  });

  it("has no answer for a calendar that never opens", () => {
    expect(due("2026-12-04T22:00:00Z", chicago([], {}))).toBeNull();
  });
});

describe("businessMinutesBetween", () => {
  const minutes = (from: string, to: string, calendar: BusinessCalendar) => businessMinutesBetween(new Date(from), new Date(to), calendar);

  it("counts open time within a day, and nothing for an empty or reversed span", () => {
    // Monday 2026-12-07, 10:00 to 11:30 Central.
    expect(minutes("2026-12-07T16:00:00Z", "2026-12-07T17:30:00Z", chicago())).toBe(90);
    expect(minutes("2026-12-07T17:30:00Z", "2026-12-07T16:00:00Z", chicago())).toBe(0);
    expect(minutes("2026-12-07T16:00:00Z", "2026-12-07T16:00:00Z", chicago())).toBe(0);
  });

  it("skips a weekend: Friday 4 PM to Monday 10 AM is two hours", () => {
    expect(minutes("2026-12-04T22:00:00Z", "2026-12-07T16:00:00Z", chicago())).toBe(120);
  });

  it("skips a holiday", () => {
    // Friday 4 PM to Tuesday 10 AM over a closed Monday: an hour on Friday, an hour on Tuesday.
    expect(minutes("2026-12-04T22:00:00Z", "2026-12-08T16:00:00Z", chicago(["2026-12-07"]))).toBe(120);
    expect(minutes("2026-12-04T22:00:00Z", "2026-12-08T16:00:00Z", chicago())).toBe(120 + 8 * 60);
  });

  it("counts a night arrival from the next opening, and skips a lunch break", () => {
    // Tuesday 11 PM to Wednesday 9:45 AM: 45 minutes.
    expect(minutes("2026-12-09T05:00:00Z", "2026-12-09T15:45:00Z", chicago())).toBe(45);
    const withLunch = chicago([], weekdays([{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }]));
    // Monday 11 AM to 2 PM: an hour before lunch and an hour after.
    expect(minutes("2026-12-07T17:00:00Z", "2026-12-07T20:00:00Z", withLunch)).toBe(120);
  });

  it("keeps the wall clock across a change of clocks", () => {
    // Friday 4 PM CST (22:00 UTC) to Monday 10 AM CDT (15:00 UTC): still two hours, though 65 hours of UTC passed.
    expect(minutes("2026-03-06T22:00:00Z", "2026-03-09T15:00:00Z", chicago())).toBe(120);
    // Friday 4 PM CDT (21:00 UTC) to Monday 10 AM CST (16:00 UTC).
    expect(minutes("2026-10-30T21:00:00Z", "2026-11-02T16:00:00Z", chicago())).toBe(120);
  });

  it("counts fractions of a minute, and nothing on a calendar that never opens", () => {
    expect(minutes("2026-12-07T16:00:00Z", "2026-12-07T16:00:30Z", chicago())).toBe(0.5);
    expect(minutes("2026-12-04T22:00:00Z", "2026-12-14T22:00:00Z", chicago([], {}))).toBe(0);
  });
});

const halfway = (from: string, to: string, calendar: BusinessCalendar) => businessMidpoint(new Date(from), new Date(to), calendar)?.toISOString() ?? null;

describe("businessMidpoint", () => {
  it("puts halfway between Friday 4 PM and Monday 4 PM at Monday noon, not on the weekend", () => {
    expect(halfway("2026-12-04T22:00:00Z", "2026-12-07T22:00:00Z", chicago())).toBe("2026-12-07T18:00:00.000Z");
  });

  it("skips a holiday: Friday 4 PM to Tuesday 4 PM over a closed Monday is halfway at Tuesday noon", () => {
    expect(halfway("2026-12-04T22:00:00Z", "2026-12-08T22:00:00Z", chicago(["2026-12-07"]))).toBe("2026-12-08T18:00:00.000Z");
  });

  it("keeps the wall clock across a change of clocks: Friday 4 PM CST to Monday 4 PM CDT is halfway at Monday noon CDT", () => {
    // 8 March 2026: Chicago moves from CST (UTC-6) to CDT (UTC-5) over the weekend.
    expect(halfway("2026-03-06T22:00:00Z", "2026-03-09T21:00:00Z", chicago())).toBe("2026-03-09T17:00:00.000Z");
    // 1 November 2026: back to CST.
    expect(halfway("2026-10-30T21:00:00Z", "2026-11-02T22:00:00Z", chicago())).toBe("2026-11-02T18:00:00.000Z");
  });

  it("counts a lead that arrives at night from the next opening, and leaves out a lunch break", () => {
    // Tuesday 11 PM → due Wednesday 5 PM: eight open hours, halfway at 1 PM.
    expect(halfway("2026-12-09T05:00:00Z", "2026-12-09T23:00:00Z", chicago())).toBe("2026-12-09T19:00:00.000Z");
    const withLunch = chicago([], weekdays([{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }]));
    // Monday 9 AM to 5 PM with lunch: seven open hours, halfway at 12:30 of open time → 1:30 PM.
    expect(halfway("2026-12-07T15:00:00Z", "2026-12-07T23:00:00Z", withLunch)).toBe("2026-12-07T19:30:00.000Z");
  });

  it("agrees with oneBusinessDayAfter: the halfway of a due time is half a business day after arrival", () => {
    const arrival = "2026-12-04T20:30:00Z";
    const dueAt = oneBusinessDayAfter(new Date(arrival), chicago())!;
    // Friday 2:30 PM: 2.5 hours on Friday, 5.5 on Monday; halfway is 1.5 hours into Monday.
    expect(dueAt.toISOString()).toBe("2026-12-07T20:30:00.000Z");
    expect(halfway(arrival, dueAt.toISOString(), chicago())).toBe("2026-12-07T16:30:00.000Z");
  });

  it("has no halfway without open time between the two, or when the second is not later", () => {
    expect(halfway("2026-12-05T15:00:00Z", "2026-12-06T15:00:00Z", chicago())).toBeNull();
    expect(halfway("2026-12-07T22:00:00Z", "2026-12-07T22:00:00Z", chicago())).toBeNull();
    expect(halfway("2026-12-07T22:00:00Z", "2026-12-07T16:00:00Z", chicago())).toBeNull();
  });
});
