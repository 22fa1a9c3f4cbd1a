import { describe, expect, it } from "vitest";
import { bookingSettingsSchema, DEFAULT_BOOKING_SETTINGS } from "./settings";

describe("booking settings", () => {
  it("start from defaults the schema accepts: 30-minute meetings on a 30-minute grid", () => {
    expect(DEFAULT_BOOKING_SETTINGS).toEqual({ meetingMinutes: 30, slotGridMinutes: 30, bufferMinutes: 0, minimumNoticeMinutes: 120, horizonDays: 30 });
    expect(bookingSettingsSchema.safeParse(DEFAULT_BOOKING_SETTINGS).success).toBe(true);
  });

  it("refuse a grid or a length the wizard's quarter-hour picker could not show", () => {
    const refused = (changes: object) => bookingSettingsSchema.safeParse({ ...DEFAULT_BOOKING_SETTINGS, ...changes }).success === false;
    expect(refused({ slotGridMinutes: 20 })).toBe(true);
    expect(refused({ slotGridMinutes: 45 })).toBe(true);
    expect(refused({ meetingMinutes: 25 })).toBe(true);
    expect(refused({ bufferMinutes: -5 })).toBe(true);
    expect(refused({ horizonDays: 0 })).toBe(true);
    expect(refused({ slotGridMinutes: 15, bufferMinutes: 10, meetingMinutes: 45 })).toBe(false);
  });
});
