import { describe, expect, it } from "vitest";
import { oneBusinessDayAfter } from "~/features/response-time/business-time";
import { businessCalendarOf, dayAround, isAvailableAt, nextStartAfter, type PersonCalendar } from "./availability";

const NINE_TO_FIVE = [{ start: "09:00", end: "17:00" }];
const person = (extra: Partial<PersonCalendar> = {}): PersonCalendar => ({
  staffId: 1, active: true, timeZone: "America/Chicago",
  weeklyHours: { mon: NINE_TO_FIVE, tue: NINE_TO_FIVE, wed: NINE_TO_FIVE, thu: NINE_TO_FIVE, fri: NINE_TO_FIVE },
  timeOff: [], holidays: new Set(), ...extra,
});
// Tuesday 3 March 2026, 10 AM in Chicago (CST, UTC-6).
const tuesdayMorning = new Date("2026-03-03T16:00:00Z");

describe("a person's availability", () => {
  it("is inside their weekly hours, on their own clock", () => {
    expect(isAvailableAt(person(), tuesdayMorning)).toBe(true);
    expect(isAvailableAt(person(), new Date("2026-03-03T23:30:00Z"))).toBe(false); // 5:30 PM
    // 10 AM in Chicago is 8 AM in Los Angeles: not yet.
    expect(isAvailableAt(person({ timeZone: "America/Los_Angeles" }), tuesdayMorning)).toBe(false);
  });

  it("is off on time off, a company holiday (their date) and for an inactive account", () => {
    expect(isAvailableAt(person({ timeOff: [{ from: "2026-03-02", to: "2026-03-03" }] }), tuesdayMorning)).toBe(false);
    expect(isAvailableAt(person({ holidays: new Set(["2026-03-03"]) }), tuesdayMorning)).toBe(false);
    expect(isAvailableAt(person({ active: false }), tuesdayMorning)).toBe(false);
  });

  it("works the company's hours on their own clock when none are on record", () => {
    expect(isAvailableAt(person({ weeklyHours: null, timeZone: "America/New_York" }), new Date("2026-03-03T14:30:00Z"))).toBe(true); // 9:30 in New York
    expect(isAvailableAt(person({ weeklyHours: {}, timeZone: "America/New_York" }), new Date("2026-03-07T16:00:00Z"))).toBe(false); // Saturday
  });

  it("names the next start of work and their own calendar day", () => {
    // Friday 6 March, 6 PM in Chicago: next Monday 9 AM.
    expect(nextStartAfter(person(), new Date("2026-03-07T00:00:00Z"))?.toISOString()).toBe("2026-03-09T14:00:00.000Z");
    expect(nextStartAfter(person({ active: false }), tuesdayMorning)).toBeNull();
    expect(dayAround(person(), tuesdayMorning)).toEqual({ start: Date.parse("2026-03-03T06:00:00Z"), end: Date.parse("2026-03-04T06:00:00Z") });
  });
});

describe("a reply due on the owner's calendar", () => {
  it("counts the owner's hours across a weekend and their time off", () => {
    // Friday 4 PM in Chicago: an hour on Friday and seven on Monday.
    expect(oneBusinessDayAfter(new Date("2026-03-06T22:00:00Z"), businessCalendarOf(person()))?.toISOString()).toBe("2026-03-09T21:00:00.000Z");
    const away = person({ timeOff: [{ from: "2026-03-09", to: "2026-03-09" }] });
    expect(oneBusinessDayAfter(new Date("2026-03-06T22:00:00Z"), businessCalendarOf(away))?.toISOString()).toBe("2026-03-10T21:00:00.000Z");
  });

  it("keeps the owner's wall clock across the spring clock change", () => {
    // Friday 6 March 4 PM CST (UTC-6); clocks go forward on Sunday 8 March: Monday 4 PM is CDT (UTC-5).
    const owner = person({ weeklyHours: { mon: NINE_TO_FIVE, fri: NINE_TO_FIVE } });
    expect(oneBusinessDayAfter(new Date("2026-03-06T22:00:00Z"), businessCalendarOf(owner))?.toISOString()).toBe("2026-03-09T21:00:00.000Z");
    // The same arrival in New York (6 PM there, after hours): due at the close of Monday, 5 PM EDT.
    expect(oneBusinessDayAfter(new Date("2026-03-06T22:00:00Z"), businessCalendarOf({ ...owner, timeZone: "America/New_York" }))?.toISOString()).toBe(
      "2026-03-09T21:00:00.000Z",
    );
  });
});
