/**
 * What the availability rules read: reps' hours and time off, the company's holidays,
 * the settings and the bookings already made (decision 060). Plain data, so the rules
 * are plain functions the database layer and the routes feed.
 */

/** A staff member's id (staff_users.id) as a rep who takes consultations. */
export type RepId = number;

/** Weekdays as `Date#getUTCDay` numbers them, Sunday first. */
export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One stretch of work on the rep's wall clock, "09:00" to "12:00" (end exclusive; "24:00"
 * for midnight). Several per day leave room for lunch; a block never crosses midnight.
 */
export interface HoursBlock {
  start: string;
  end: string;
}

/** A weekday without blocks is a day off. */
export type WeeklyHours = Partial<Record<Weekday, readonly HoursBlock[]>>;

/** Whole days off, both ends included, read in the rep's own zone. */
export interface TimeOff {
  from: string;
  to: string;
}

export interface RepAvailability {
  repId: RepId;
  /** IANA zone the hours and the time off are written in, e.g. America/Chicago. */
  timeZone: string;
  weeklyHours: WeeklyHours;
  timeOff: readonly TimeOff[];
  /** Share of round-robin bookings: a rep of weight 2 gets twice a rep of weight 1. */
  weight: number;
}

/** A company holiday: no rep takes consultations on this date of their own calendar. */
export interface CompanyHoliday {
  date: string;
  name: string;
}

/** A meeting booked and not cancelled, as instants (Date is UTC underneath). */
export interface ExistingBooking {
  repId: RepId;
  startsAt: Date;
  endsAt: Date;
}

/** One past assignment of a consultation to a rep, for the round robin. */
export interface Assignment {
  repId: RepId;
  bookedAt: Date;
}
