import { endTimeFor, toMinutesOfDay, type ClockTime } from "./end-time";
import {
  GOALS,
  INDUSTRY_TYPES,
  PROCESSING_VOLUMES,
  TIME_ZONES,
  ianaZone,
  labelOf,
  type Hour,
  type Minute,
  type Period,
} from "./options";
import { formatDateTimeInZone } from "~/utils/format";
import { isCalendarDate, zonedTimeToUtc } from "~/utils/time-zones";

export interface ConsultationSlot {
  /** As the visitor asked: "2026-11-24, 10:30 AM – 11:00 AM Central (CT)". */
  visitor: string;
  /** The start in the staff member's own zone: "Tue, Nov 24, 2026, 11:30 AM EST". */
  staff: string;
}

function clock(hour: unknown, minute: unknown, period: unknown): ClockTime | null {
  const time = endTimeFor(String(hour), String(minute), String(period));
  return time ? { hour: hour as Hour, minute: minute as Minute, period: period as Period } : null;
}

const show = (time: ClockTime) => `${Number(time.hour)}:${time.minute} ${time.period}`;

/** The preferred consultation slot in the visitor's chosen zone and in the staff member's. */
export function describeConsultationSlot(payload: Record<string, unknown>, staffTimeZone: string): ConsultationSlot | null {
  const date = String(payload.preferred_date ?? "");
  const zone = ianaZone(String(payload.time_zone ?? ""));
  const start = clock(payload.start_hour, payload.start_minute, payload.start_period);
  if (!isCalendarDate(date) || !zone || !start) return null;
  const end = clock(payload.end_hour, payload.end_minute, payload.end_period) ?? endTimeFor(start.hour, start.minute, start.period);
  const instant = zonedTimeToUtc(date, toMinutesOfDay(start), zone);
  return {
    visitor: `${date}, ${show(start)}${end ? ` – ${show(end)}` : ""} ${labelOf(TIME_ZONES, String(payload.time_zone))}`,
    staff: formatDateTimeInZone(instant, staffTimeZone),
  };
}

/** Every label consultationRows can write, in its order (the conditional rows included): the CSV's answer columns. */
export function consultationAnswerLabels(): string[] {
  return consultationRows({ other_goal_specification: "-", integration_software: "-" }).map(([label]) => label);
}

/** Label → value rows of a consultation payload, in wizard order, for the detail page. */
export function consultationRows(payload: Record<string, unknown>): [string, string][] {
  const text = (key: string) => {
    const value = payload[key];
    return value === null || value === undefined || value === "" ? "—" : String(value);
  };
  const goals = GOALS.filter((goal) => payload[goal.name] === true).map((goal) => goal.label);
  const rows: [string, string][] = [
    ["Full name", text("full_name")],
    ["Business name", text("business_name")],
    ["Phone", text("phone_number")],
    ["E-mail", text("email")],
    ["Industry", labelOf(INDUSTRY_TYPES, String(payload.industry_type ?? "")) || "—"],
    ["Monthly volume", payload.processing_volume ? labelOf(PROCESSING_VOLUMES, String(payload.processing_volume)) : "—"],
    ["Locations", text("num_locations")],
    ["Terminals", text("num_terminals")],
    ["Goals", goals.length > 0 ? goals.join(", ") : "—"],
  ];
  if (payload.other_goal_specification) rows.push(["Other goal", text("other_goal_specification")]);
  if (payload.integration_software) rows.push(["Software to integrate", text("integration_software")]);
  rows.push(["Comments", text("comments")]);
  return rows;
}
