import { describe, expect, it } from "vitest";
import { isStaffTimeZone, STAFF_TIME_ZONES } from "./staff-time-zones";

describe("a staff member's time zone", () => {
  it("takes IANA names, UTC first in the list", () => {
    expect(STAFF_TIME_ZONES[0]).toBe("UTC");
    for (const zone of ["UTC", "America/New_York", "America/Phoenix", "Pacific/Honolulu", "Asia/Kolkata", "America/Argentina/Buenos_Aires"]) {
      expect(isStaffTimeZone(zone), zone).toBe(true);
    }
  });

  it("refuses abbreviations, other spellings and names no database knows", () => {
    for (const zone of ["EST", "est", "america/chicago", "Mars/Olympus", "", "America/New_York "]) {
      expect(isStaffTimeZone(zone), zone).toBe(false);
    }
  });
});
