import { describe, expect, it } from "vitest";
import { observedDate, usFederalHolidays } from "./us-federal-holidays.server";

const OBSERVED_2026 = [
  { date: "2026-01-01", name: "New Year's Day" },
  { date: "2026-01-19", name: "Martin Luther King Jr. Day" },
  { date: "2026-02-16", name: "Washington's Birthday" },
  { date: "2026-05-25", name: "Memorial Day" },
  { date: "2026-06-19", name: "Juneteenth" },
  { date: "2026-07-03", name: "Independence Day (observed)" },
  { date: "2026-09-07", name: "Labor Day" },
  { date: "2026-10-12", name: "Columbus Day" },
  { date: "2026-11-11", name: "Veterans Day" },
  { date: "2026-11-26", name: "Thanksgiving Day" },
  { date: "2026-12-25", name: "Christmas Day" },
];

const OBSERVED_2027 = [
  { date: "2027-01-01", name: "New Year's Day" },
  { date: "2027-01-18", name: "Martin Luther King Jr. Day" },
  { date: "2027-02-15", name: "Washington's Birthday" },
  { date: "2027-05-31", name: "Memorial Day" },
  { date: "2027-06-18", name: "Juneteenth (observed)" },
  { date: "2027-07-05", name: "Independence Day (observed)" },
  { date: "2027-09-06", name: "Labor Day" },
  { date: "2027-10-11", name: "Columbus Day" },
  { date: "2027-11-11", name: "Veterans Day" },
  { date: "2027-11-25", name: "Thanksgiving Day" },
  { date: "2027-12-24", name: "Christmas Day (observed)" },
  { date: "2027-12-31", name: "New Year's Day (observed)" },
];

describe("usFederalHolidays", () => {
  it("lists 2026 as observed: Independence Day on Friday 3 July", () => {
    expect(usFederalHolidays(2026, 2026)).toEqual(OBSERVED_2026);
  });

  it("lists 2027 as observed, with New Year's Day 2028 on Friday 31 December", () => {
    expect(usFederalHolidays(2027, 2027)).toEqual(OBSERVED_2027);
  });

  it("moves Veterans Day 2028 to Friday like the others, and leaves 2028 without a New Year's Day of its own", () => {
    const holidays = usFederalHolidays(2028, 2028);
    expect(holidays.map((holiday) => holiday.date)).toEqual([
      "2028-01-17", "2028-02-21", "2028-05-29", "2028-06-19", "2028-07-04",
      "2028-09-04", "2028-10-09", "2028-11-10", "2028-11-23", "2028-12-25",
    ]);
    expect(holidays).toContainEqual({ date: "2028-11-10", name: "Veterans Day (observed)" });
  });

  it("spans several years in date order, and nothing for an empty range", () => {
    expect(usFederalHolidays(2026, 2027)).toEqual([...OBSERVED_2026, ...OBSERVED_2027]);
    expect(usFederalHolidays(2027, 2026)).toEqual([]);
  });
});

describe("observedDate", () => {
  it("moves a Saturday to the Friday before and a Sunday to the Monday after, across months and years", () => {
    expect(observedDate("2026-07-04")).toBe("2026-07-03");
    expect(observedDate("2027-07-04")).toBe("2027-07-05");
    expect(observedDate("2028-01-01")).toBe("2027-12-31");
    expect(observedDate("2026-11-11")).toBe("2026-11-11");
  });
});
