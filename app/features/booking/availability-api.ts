import { isCalendarDate, wallClockIn } from "~/utils/time-zones";
import { BOOKING_TIME_ZONES, ianaZoneOf, type BookingZoneCode } from "./time-zones";

/** One free start as `GET /api/availability` lists it: the instant, and the wizard's step-3 fields in the visitor's zone. */
export interface AvailabilitySlot {
  starts_at: string;
  start_hour: string;
  start_minute: string;
  start_period: "AM" | "PM";
  end_hour: string;
  end_minute: string;
  end_period: "AM" | "PM";
}

export type AvailabilityQuery =
  | { ok: true; date: string; timeZone: BookingZoneCode; zone: string }
  | { ok: false; message: string };

const ZONE_CODES = BOOKING_TIME_ZONES.map((zone) => zone.code).join(", ");

/** `?date=YYYY-MM-DD&time_zone=CT`: a real calendar date and one of the wizard's zones, each refused with a message of its own. */
export function parseAvailabilityQuery(params: URLSearchParams): AvailabilityQuery {
  const date = params.get("date") ?? "";
  const timeZone = params.get("time_zone") ?? "";
  if (!isCalendarDate(date)) return { ok: false, message: "date must be a calendar date written YYYY-MM-DD." };
  const zone = ianaZoneOf(timeZone);
  if (!zone) return { ok: false, message: `time_zone must be one of ${ZONE_CODES}.` };
  return { ok: true, date, timeZone: timeZone as BookingZoneCode, zone };
}

/** "2026-11-02T09:30" in a zone as the wizard's 12-hour fields. */
function clockFields(instant: Date, zone: string) {
  const [hours = 0, minutes = 0] = wallClockIn(instant, zone).slice(11).split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    hour: String(hour12).padStart(2, "0"),
    minute: String(minutes).padStart(2, "0"),
    period: (hours < 12 ? "AM" : "PM") as "AM" | "PM",
  };
}

/** A free slot in the API's shape, its clock fields read in the visitor's zone. */
export function availabilitySlot(slot: { startsAt: Date; endsAt: Date }, zone: string): AvailabilitySlot {
  const start = clockFields(slot.startsAt, zone);
  const end = clockFields(slot.endsAt, zone);
  return {
    starts_at: slot.startsAt.toISOString(),
    start_hour: start.hour,
    start_minute: start.minute,
    start_period: start.period,
    end_hour: end.hour,
    end_minute: end.minute,
    end_period: end.period,
  };
}
