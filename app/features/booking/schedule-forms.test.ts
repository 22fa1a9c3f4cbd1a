import { describe, expect, it } from "vitest";
import { federalYearChoices, parseBookingSettings, parseWeeklyHours, TimeOffSchema } from "./schedule-forms";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("parseWeeklyHours", () => {
  it("reads the filled rows of each weekday in order, an empty row as no block and an end of 00:00 as midnight", () => {
    const parsed = parseWeeklyHours(
      form({
        mon_2_start: "13:00",
        mon_2_end: "17:00",
        mon_1_start: "09:10",
        mon_1_end: "12:00",
        sun_1_start: "20:00",
        sun_1_end: "00:00",
        tue_3_start: "",
        tue_3_end: "",
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      hours: {
        mon: [
          { start: "09:10", end: "12:00" },
          { start: "13:00", end: "17:00" },
        ],
        sun: [{ start: "20:00", end: "24:00" }],
      },
    });
  });

  it("names the weekday and the field of a half-filled row, a time that is none, an end before its start and overlapping blocks", () => {
    const parsed = parseWeeklyHours(
      form({
        mon_1_start: "09:00",
        wed_1_start: "25:00",
        wed_1_end: "26:00",
        thu_1_start: "12:00",
        thu_1_end: "09:00",
        fri_1_start: "09:00",
        fri_1_end: "12:00",
        fri_2_start: "11:30",
        fri_2_end: "14:00",
      }),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        mon_1_end: "Monday: enter an end time such as 17:00",
        wed_1_start: "Wednesday: enter a start time such as 09:00",
        thu_1_end: "Thursday: the end must be after the start (12:00)",
        fri_1_start: "Friday: two blocks overlap",
      },
    });
  });
});

describe("the other forms", () => {
  it("checks the settings with bookingSettingsSchema, one message per field", () => {
    const valid = {
      meeting_minutes: "45",
      slot_grid_minutes: "15",
      buffer_minutes: "0",
      minimum_notice_minutes: "60",
      horizon_days: "30",
    };
    expect(parseBookingSettings(form(valid))).toEqual({
      ok: true,
      settings: {
        meetingMinutes: 45,
        slotGridMinutes: 15,
        bufferMinutes: 0,
        minimumNoticeMinutes: 60,
        horizonDays: 30,
      },
    });
    const refused = parseBookingSettings(
      form({ ...valid, meeting_minutes: "50", slot_grid_minutes: "20", horizon_days: "1e3" }),
    );
    expect(refused.ok ? [] : Object.keys(refused.errors).sort()).toEqual([
      "horizon_days",
      "meeting_minutes",
      "slot_grid_minutes",
    ]);
  });

  it("refuses time off that ends before it starts or on a date that does not exist", () => {
    expect(TimeOffSchema.safeParse({ starts_on: "2027-01-05", ends_on: "2027-01-05" }).success).toBe(true);
    expect(TimeOffSchema.safeParse({ starts_on: "2027-01-05", ends_on: "2027-01-04" }).success).toBe(false);
    expect(TimeOffSchema.safeParse({ starts_on: "2027-02-30", ends_on: "2027-03-01" }).success).toBe(false);
  });

  it("offers the federal holidays of last year to two years ahead", () => {
    expect(federalYearChoices("2026-11-26")).toEqual([2025, 2026, 2027, 2028]);
  });
});
