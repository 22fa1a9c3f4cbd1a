import { describe, expect, it } from "vitest";
import { availabilitySlot, parseAvailabilityQuery } from "./availability-api";

const query = (search: string) => parseAvailabilityQuery(new URLSearchParams(search));

describe("the availability query", () => {
  it("takes a calendar date and one of the wizard's zones, Arizona included", () => {
    expect(query("date=2026-12-01&time_zone=CT")).toEqual({ ok: true, date: "2026-12-01", timeZone: "CT", zone: "America/Chicago" });
    expect(query("date=2026-12-01&time_zone=AZ")).toMatchObject({ ok: true, zone: "America/Phoenix" });
  });

  it.each(["", "date=2026-02-30&time_zone=CT", "date=12/01/2026&time_zone=CT", "date=2026-12-01", "date=2026-12-01&time_zone=America/Chicago", "date=2026-12-01&time_zone=ct"])(
    "refuses %j with a message naming the field",
    (search) => {
      const parsed = query(search);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/^(date|time_zone) must be/);
    },
  );
});

describe("a slot as the API lists it", () => {
  it("reads the wizard's 12-hour fields in the visitor's zone", () => {
    // 15:30Z on 2 November 2026: 9:30 AM in Chicago (standard time), 8:30 AM in Phoenix.
    const slot = { startsAt: new Date("2026-11-02T15:30:00Z"), endsAt: new Date("2026-11-02T16:00:00Z") };
    expect(availabilitySlot(slot, "America/Chicago")).toEqual({
      starts_at: "2026-11-02T15:30:00.000Z",
      start_hour: "09",
      start_minute: "30",
      start_period: "AM",
      end_hour: "10",
      end_minute: "00",
      end_period: "AM",
    });
    expect(availabilitySlot(slot, "America/Phoenix")).toMatchObject({ start_hour: "08", start_period: "AM", end_hour: "09" });
  });

  it("writes noon as 12 PM and midnight as 12 AM", () => {
    const noon = { startsAt: new Date("2026-07-01T17:00:00Z"), endsAt: new Date("2026-07-01T17:30:00Z") };
    expect(availabilitySlot(noon, "America/Chicago")).toMatchObject({ start_hour: "12", start_period: "PM" });
    const lateNight = { startsAt: new Date("2026-07-01T04:30:00Z"), endsAt: new Date("2026-07-01T05:00:00Z") };
    expect(availabilitySlot(lateNight, "America/Chicago")).toMatchObject({ start_hour: "11", start_period: "PM", end_hour: "12", end_period: "AM" });
  });
});
