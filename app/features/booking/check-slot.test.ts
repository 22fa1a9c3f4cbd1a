import { describe, expect, it } from "vitest";
import { checkSlot, type CheckSlotQuestion } from "./check-slot";
import { chicagoSundayNights, chicagoWeekdays, settingsWith } from "./test-fixtures";

/** Monday 9 March 2026, 8:00 in Chicago (CDT, UTC−5). */
const now = new Date("2026-03-09T13:00:00Z");

function check(startsAt: string, changes: Partial<CheckSlotQuestion> = {}) {
  return checkSlot({
    startsAt: new Date(startsAt),
    now,
    reps: [chicagoWeekdays],
    holidays: [],
    settings: settingsWith({ bufferMinutes: 15, minimumNoticeMinutes: 120 }),
    bookings: [{ repId: 1, startsAt: new Date("2026-03-10T16:00:00Z"), endsAt: new Date("2026-03-10T16:30:00Z") }],
    ...changes,
  });
}

const reasonOf = (startsAt: string, changes: Partial<CheckSlotQuestion> = {}) => {
  const result = check(startsAt, changes);
  return result.ok ? "ok" : result.reason;
};

describe("checkSlot", () => {
  it("accepts a free start on the grid inside the hours, naming the free reps and the end", () => {
    expect(check("2026-03-10T14:00:00Z")).toEqual({
      ok: true,
      startsAt: new Date("2026-03-10T14:00:00Z"),
      endsAt: new Date("2026-03-10T14:30:00Z"),
      repIds: [1],
    });
  });

  it("refuses what the page could never have offered", () => {
    expect(reasonOf("2026-03-09T12:30:00Z")).toBe("past");
    // 10:30 in Chicago is inside the hours but within two hours of 8:00.
    expect(reasonOf("2026-03-09T14:30:00Z")).toBe("notice");
    expect(reasonOf("2026-03-09T15:00:00Z")).toBe("ok");
    // 30 days of 24 hours from now end at 13:00 UTC on 8 April, 8:00 in Chicago.
    expect(reasonOf("2026-04-07T21:30:00Z")).toBe("ok");
    expect(reasonOf("2026-04-08T14:00:00Z")).toBe("horizon");
    expect(reasonOf("2026-03-10T14:15:00Z")).toBe("off-grid");
    expect(reasonOf("2026-03-10T14:00:30Z")).toBe("off-grid");
    expect(reasonOf("not a time")).toBe("off-grid");
    // Lunch (12 to 1), the end of the day (a 4:45 start would end after 5) and the night.
    expect(reasonOf("2026-03-10T17:00:00Z")).toBe("outside-hours");
    expect(reasonOf("2026-03-10T21:30:00Z")).toBe("ok");
    expect(reasonOf("2026-03-10T22:00:00Z")).toBe("outside-hours");
    expect(reasonOf("2026-03-10T21:45:00Z", { settings: settingsWith({ slotGridMinutes: 15 }) })).toBe("outside-hours");
    expect(reasonOf("2026-03-11T03:00:00Z")).toBe("outside-hours");
    expect(reasonOf("2026-03-14T15:00:00Z")).toBe("outside-hours");
  });

  it("counts the grid from the rep's hour, not from the start of a block", () => {
    const lateStart = { ...chicagoWeekdays, weeklyHours: { tue: [{ start: "09:10", end: "12:00" }] } };
    expect(reasonOf("2026-03-10T14:10:00Z", { reps: [lateStart] })).toBe("off-grid");
    expect(reasonOf("2026-03-10T14:00:00Z", { reps: [lateStart] })).toBe("outside-hours");
    expect(reasonOf("2026-03-10T14:30:00Z", { reps: [lateStart] })).toBe("ok");
  });

  it("refuses a time taken or inside the buffer of a meeting already booked", () => {
    expect(reasonOf("2026-03-10T16:00:00Z")).toBe("taken");
    expect(reasonOf("2026-03-10T15:45:00Z", { settings: settingsWith({ slotGridMinutes: 15, bufferMinutes: 15 }) })).toBe("taken");
    expect(reasonOf("2026-03-10T15:30:00Z")).toBe("buffer");
    expect(reasonOf("2026-03-10T16:30:00Z")).toBe("buffer");
    expect(reasonOf("2026-03-10T16:30:00Z", { settings: settingsWith({ bufferMinutes: 0 }) })).toBe("ok");
    expect(reasonOf("2026-03-10T15:15:00Z", { settings: settingsWith({ slotGridMinutes: 15, bufferMinutes: 15 }) })).toBe("ok");
  });

  it("refuses holidays and time off, read on the rep's own calendar", () => {
    expect(reasonOf("2026-07-03T15:00:00Z", { now: new Date("2026-06-20T12:00:00Z"), holidays: [{ date: "2026-07-03", name: "Independence Day (observed)" }] })).toBe("holiday");
    expect(reasonOf("2026-03-12T15:00:00Z", { reps: [{ ...chicagoWeekdays, timeOff: [{ from: "2026-03-12", to: "2026-03-12" }] }] })).toBe("time-off");
  });

  it("offers the time when any one rep is free, and otherwise says why the closest one was not", () => {
    const second = { ...chicagoWeekdays, repId: 2, timeOff: [{ from: "2026-03-10", to: "2026-03-10" }] };
    expect(reasonOf("2026-03-10T16:00:00Z", { reps: [chicagoWeekdays, second] })).toBe("taken");
    const third = { ...chicagoWeekdays, repId: 3 };
    expect(check("2026-03-10T16:00:00Z", { reps: [third, chicagoWeekdays, second] })).toMatchObject({ ok: true, repIds: [3] });
    expect(reasonOf("2026-03-10T16:00:00Z", { reps: [] })).toBe("outside-hours");
  });

  it("does not offer a meeting across the hour the clock repeats", () => {
    const nights = { reps: [chicagoSundayNights], now: new Date("2026-10-25T12:00:00Z"), settings: settingsWith({ slotGridMinutes: 15 }) };
    // 1:45 CDT to 1:15 CST: the clock goes back at 2:00 CDT (07:00 UTC) in the middle.
    expect(reasonOf("2026-11-01T06:45:00Z", nights)).toBe("outside-hours");
    expect(reasonOf("2026-11-01T06:30:00Z", nights)).toBe("ok");
    expect(reasonOf("2026-11-01T07:00:00Z", nights)).toBe("ok");
  });
});
