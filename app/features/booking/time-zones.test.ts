import { describe, expect, it } from "vitest";
import { BOOKING_TIME_ZONES, ianaZoneOf, zoneNameOf } from "./time-zones";
import { TIME_ZONES } from "~/features/consult/options";
import { isValidTimeZone, wallClockIn } from "~/utils/time-zones";

describe("the wizard's time zones for booking", () => {
  it("are the spec's six plus Arizona, the same list the wizard offers", () => {
    expect(TIME_ZONES.map((zone) => zone.value)).toEqual(["ET", "CT", "MT", "AZ", "PT", "AKT", "HT"]);
    expect(TIME_ZONES.map((zone) => [zone.value, zone.iana])).toEqual(BOOKING_TIME_ZONES.map((zone) => [zone.code, zone.iana]));
    expect(ianaZoneOf("AZ")).toBe("America/Phoenix");
    expect(BOOKING_TIME_ZONES.every((zone) => isValidTimeZone(zone.iana))).toBe(true);
  });

  it("keep Arizona on standard time: with Denver in winter, an hour behind it in summer", () => {
    const winter = new Date("2026-01-15T17:00:00Z");
    const summer = new Date("2026-07-15T17:00:00Z");
    expect(wallClockIn(winter, ianaZoneOf("AZ")!)).toBe(wallClockIn(winter, ianaZoneOf("MT")!));
    expect([wallClockIn(summer, ianaZoneOf("AZ")!), wallClockIn(summer, ianaZoneOf("MT")!)]).toEqual(["2026-07-15T10:00", "2026-07-15T11:00"]);
  });

  it("spell each zone out, and know no other code", () => {
    expect(zoneNameOf("AZ")).toBe("Arizona Time (no daylight saving)");
    expect(zoneNameOf("HT")).toBe("Hawaii Time");
    expect(ianaZoneOf("EST")).toBeUndefined();
    expect(zoneNameOf("")).toBeUndefined();
  });
});
