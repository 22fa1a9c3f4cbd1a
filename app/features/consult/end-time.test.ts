import { describe, expect, it } from "vitest";
import { computeEndTime, endTimeFor, toMinutesOfDay } from "./end-time";
import { HOURS, MINUTES, PERIODS } from "./options";

describe("computeEndTime", () => {
  it.each([
    ["09", "00", "AM", "09", "30", "AM"],
    ["09", "30", "AM", "10", "00", "AM"],
    ["09", "45", "AM", "10", "15", "AM"],
    ["11", "30", "AM", "12", "00", "PM"],
    ["11", "45", "AM", "12", "15", "PM"],
    ["12", "00", "PM", "12", "30", "PM"],
    ["12", "45", "PM", "01", "15", "PM"],
    ["11", "30", "PM", "12", "00", "AM"],
    ["11", "45", "PM", "12", "15", "AM"],
    ["12", "00", "AM", "12", "30", "AM"],
    ["12", "30", "AM", "01", "00", "AM"],
    ["12", "45", "AM", "01", "15", "AM"],
    ["01", "15", "PM", "01", "45", "PM"],
  ] as const)("%s:%s %s ends at %s:%s %s", (hour, minute, period, endHour, endMinute, endPeriod) => {
    expect(computeEndTime({ hour, minute, period })).toEqual({ hour: endHour, minute: endMinute, period: endPeriod });
  });

  it("is always exactly 30 minutes later for every start on the clock", () => {
    for (const hour of HOURS) {
      for (const minute of MINUTES) {
        for (const period of PERIODS) {
          const start = { hour, minute, period };
          const end = computeEndTime(start);
          expect((toMinutesOfDay(end) - toMinutesOfDay(start) + 1440) % 1440).toBe(30);
          expect(HOURS).toContain(end.hour);
          expect(MINUTES).toContain(end.minute);
        }
      }
    }
  });
});

describe("endTimeFor", () => {
  it("needs hour, minute and period", () => {
    expect(endTimeFor("10", "15", "AM")).toEqual({ hour: "10", minute: "45", period: "AM" });
    expect(endTimeFor("10", "15", undefined)).toBeNull();
    expect(endTimeFor("", "15", "AM")).toBeNull();
    expect(endTimeFor("13", "15", "AM")).toBeNull();
    expect(endTimeFor("10", "20", "AM")).toBeNull();
    expect(endTimeFor("10", "15", "XM")).toBeNull();
  });
});
