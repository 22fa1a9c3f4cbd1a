import * as z from "zod";

/**
 * The booking settings an admin edits, with the defaults a fresh site starts with
 * (decision 060 says why each default).
 */
export interface BookingSettings {
  /** Length of a consultation; the product's end time is start + 30 minutes. */
  meetingMinutes: number;
  /** Starts are offered every this many minutes of the rep's own clock, from the hour. */
  slotGridMinutes: number;
  /** Free time a rep keeps before and after each meeting. */
  bufferMinutes: number;
  /** How soon from now the earliest offered meeting may start. */
  minimumNoticeMinutes: number;
  /** How far ahead a meeting may start, in days of 24 hours from now. */
  horizonDays: number;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  meetingMinutes: 30,
  slotGridMinutes: 30,
  bufferMinutes: 0,
  minimumNoticeMinutes: 120,
  horizonDays: 30,
};

/**
 * The wizard's minute picker has 00, 15, 30 and 45, and every US zone is a whole number
 * of hours from every other: a grid that divides the hour in quarters keeps every offered
 * start expressible on the picker, in whichever zone the visitor chose.
 */
export const SLOT_GRID_CHOICES = [15, 30, 60] as const;

const minutes = (min: number, max: number) => z.number().int().min(min).max(max);

export const bookingSettingsSchema = z.object({
  meetingMinutes: minutes(15, 240).refine((value) => value % 15 === 0, "Use a multiple of 15 minutes"),
  slotGridMinutes: z.union(SLOT_GRID_CHOICES.map((choice) => z.literal(choice))),
  bufferMinutes: minutes(0, 120),
  minimumNoticeMinutes: minutes(0, 14 * 24 * 60),
  horizonDays: minutes(1, 365),
});
