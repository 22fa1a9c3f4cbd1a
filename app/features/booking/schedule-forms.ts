import * as z from "zod";
import { isCalendarDate, isValidTimeZone } from "~/utils/time-zones";
import { singleLineText } from "~/utils/single-line";
import { storableText } from "~/utils/storable-text";
import { bookingSettingsSchema, type BookingSettings } from "./settings";
import { WEEKDAYS, type HoursBlock, type Weekday, type WeeklyHours } from "./types";
import { minutesOfClock } from "~/utils/date-range";

/**
 * The availability screens' forms as plain rules (decision 061): the weekly hours grid,
 * time off, a rep's profile, holidays and the booking settings. The routes parse with
 * these and the data layer stores what they return.
 */

/** Rows of the weekly hours form per weekday: a morning, an afternoon and an evening block is plenty. */
export const BLOCKS_PER_DAY = 3;

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** Monday first, as a working week reads. */
export const WEEK_ORDER: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export const hoursFieldName = (weekday: Weekday, row: number, edge: "start" | "end") => `${weekday}_${row}_${edge}`;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type HoursResult = { ok: true; hours: WeeklyHours } | { ok: false; errors: Record<string, string> };

/**
 * The weekly hours grid (fields `mon_1_start`, `mon_1_end`, …, as a time input sends
 * them, "09:00"). A row with both empty is no block; an end of "00:00" is midnight, the
 * end of the day ("24:00" in storage). Blocks of one day may not overlap.
 */
export function parseWeeklyHours(form: { get(name: string): unknown }): HoursResult {
  const errors: Record<string, string> = {};
  const hours: WeeklyHours = {};
  for (const weekday of WEEK_ORDER) {
    const blocks: HoursBlock[] = [];
    for (let row = 1; row <= BLOCKS_PER_DAY; row++) {
      const startName = hoursFieldName(weekday, row, "start");
      const endName = hoursFieldName(weekday, row, "end");
      const start = String(form.get(startName) ?? "").trim();
      const end = String(form.get(endName) ?? "").trim();
      if (start === "" && end === "") continue;
      if (!CLOCK.test(start)) {
        errors[startName] = `${WEEKDAY_LABELS[weekday]}: enter a start time such as 09:00`;
        continue;
      }
      if (!CLOCK.test(end)) {
        errors[endName] = `${WEEKDAY_LABELS[weekday]}: enter an end time such as 17:00`;
        continue;
      }
      const block = { start, end: end === "00:00" ? "24:00" : end };
      if (minutesOfClock(block.end) <= minutesOfClock(block.start)) {
        errors[endName] = `${WEEKDAY_LABELS[weekday]}: the end must be after the start (${start})`;
        continue;
      }
      blocks.push(block);
    }
    blocks.sort((a, b) => minutesOfClock(a.start) - minutesOfClock(b.start));
    for (let index = 1; index < blocks.length; index++) {
      if (minutesOfClock(blocks[index]!.start) < minutesOfClock(blocks[index - 1]!.end)) {
        errors[hoursFieldName(weekday, 1, "start")] = `${WEEKDAY_LABELS[weekday]}: two blocks overlap`;
      }
    }
    if (blocks.length > 0) hours[weekday] = blocks;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, hours };
}

/** A block as the time input shows it: midnight at the end of the day is "00:00". */
export const clockForInput = (clock: string) => (clock === "24:00" ? "00:00" : clock);

const calendarDate = (message: string) => storableText(message).trim().refine(isCalendarDate, message);

export const TimeOffSchema = z
  .object({
    starts_on: calendarDate("Enter the first day off"),
    ends_on: calendarDate("Enter the last day off"),
    note: singleLineText("Notes are one line of up to 200 characters")
      .max(200, "Notes are one line of up to 200 characters")
      .optional(),
  })
  .refine((value) => value.starts_on <= value.ends_on, {
    path: ["ends_on"],
    message: "The last day off cannot be before the first",
  });

export const RepProfileSchema = z.object({
  takes_consultations: z.literal("on").optional(),
  weight: z.coerce
    .number({ message: "Enter a whole number from 1 to 10" })
    .int("Enter a whole number from 1 to 10")
    .min(1, "Enter a whole number from 1 to 10")
    .max(10, "Enter a whole number from 1 to 10"),
  time_zone: storableText("Use a time zone name such as America/Chicago")
    .trim()
    .max(64, "Use a time zone name such as America/Chicago")
    .refine(isValidTimeZone, "Use a time zone name such as America/Chicago"),
});

const holidayName = singleLineText("Name the holiday (up to 100 characters)")
  .trim()
  .min(1, "Name the holiday (up to 100 characters)")
  .max(100, "Name the holiday (up to 100 characters)");

export const NewHolidaySchema = z.object({ date: calendarDate("Enter the holiday's date"), name: holidayName });
export const RenameHolidaySchema = z.object({ id: z.coerce.number().int().positive(), name: holidayName });

/** Years an admin may fill with the federal holidays: a few either side of now, never a typo's year 20266. */
export function federalYearChoices(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1, year + 2];
}

/** The settings form: whole minutes (and days) as typed; bookingSettingsSchema says what is allowed. */
export type SettingsResult = { ok: true; settings: BookingSettings } | { ok: false; errors: Record<string, string> };

export const SETTINGS_FIELDS = {
  meetingMinutes: "meeting_minutes",
  slotGridMinutes: "slot_grid_minutes",
  bufferMinutes: "buffer_minutes",
  minimumNoticeMinutes: "minimum_notice_minutes",
  horizonDays: "horizon_days",
} as const satisfies Record<keyof BookingSettings, string>;

const SETTINGS_MESSAGES: Record<keyof BookingSettings, string> = {
  meetingMinutes: "Meetings last 15 to 240 minutes, in steps of 15",
  slotGridMinutes: "Choose 15, 30 or 60 minutes",
  bufferMinutes: "Enter 0 to 120 minutes",
  minimumNoticeMinutes: "Enter 0 to 20160 minutes (14 days)",
  horizonDays: "Enter 1 to 365 days",
};

export function parseBookingSettings(form: { get(name: string): unknown }): SettingsResult {
  const raw: Record<string, number> = {};
  for (const [key, field] of Object.entries(SETTINGS_FIELDS)) {
    const text = String(form.get(field) ?? "").trim();
    raw[key] = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  }
  const parsed = bookingSettingsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BookingSettings;
    errors[SETTINGS_FIELDS[key]] = SETTINGS_MESSAGES[key];
  }
  return { ok: false, errors };
}
