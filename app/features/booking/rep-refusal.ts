import { type ExistingBooking, type RepAvailability, type TimeOff } from "./types";
import { minutesOfClock } from "~/utils/date-range";
import { type WallTime } from "./wall-clock";

/**
 * Why one rep cannot take a meeting, in the order the rules are tried; a later reason
 * means the rep came closer to being free (checkSlot reports the closest).
 */
export const REP_REFUSALS = ["off-grid", "outside-hours", "holiday", "time-off", "taken", "buffer"] as const;
export type RepRefusal = (typeof REP_REFUSALS)[number];

export interface Meeting {
  startsAt: Date;
  endsAt: Date;
}

export interface RepContext {
  /** Holiday dates, read on the rep's own calendar (decision 060). */
  holidayDates: ReadonlySet<string>;
  slotGridMinutes: number;
  bufferMinutes: number;
  /** This rep's meetings only. */
  bookings: readonly ExistingBooking[];
  wallTime: (instant: Date, timeZone: string) => WallTime;
}

const MINUTE = 60_000;

export function repRefusal(rep: RepAvailability, meeting: Meeting, context: RepContext): RepRefusal | null {
  const start = context.wallTime(meeting.startsAt, rep.timeZone);
  if (!isOnGrid(meeting.startsAt, start, context.slotGridMinutes)) return "off-grid";
  const lastMinute = context.wallTime(new Date(meeting.endsAt.getTime() - MINUTE), rep.timeZone);
  if (!isInsideHours(rep, meeting, start, lastMinute)) return "outside-hours";
  if (context.holidayDates.has(start.date)) return "holiday";
  if (isOnTimeOff(rep.timeOff, start.date)) return "time-off";
  return clashWithBookings(context.bookings, meeting, context.bufferMinutes);
}

/**
 * The grid runs on the rep's own clock from the top of the hour (09:00, 09:30, …), so a
 * rep in a zone a half hour off the visitor's still starts meetings on their hour.
 */
function isOnGrid(instant: Date, start: WallTime, gridMinutes: number): boolean {
  return instant.getTime() % MINUTE === 0 && start.minutes % gridMinutes === 0;
}

/**
 * The whole meeting lies inside one block of that weekday, judged on the rep's clock at
 * its first and its last minute. When the clock goes back an hour during the meeting the
 * wall clock of its last minute reads earlier than the length says: such a meeting (only
 * ever in the repeated hour of a November night) is not offered rather than judged
 * across the jump.
 */
function isInsideHours(rep: RepAvailability, meeting: Meeting, start: WallTime, lastMinute: WallTime): boolean {
  if (lastMinute.date !== start.date) return false;
  const lengthMinutes = (meeting.endsAt.getTime() - meeting.startsAt.getTime()) / MINUTE;
  if (lastMinute.minutes - start.minutes < lengthMinutes - 1) return false;
  return (rep.weeklyHours[start.weekday] ?? []).some(
    (block) => minutesOfClock(block.start) <= start.minutes && lastMinute.minutes < minutesOfClock(block.end),
  );
}

/** Time off is whole days of the rep's calendar, both ends included. */
function isOnTimeOff(timeOff: readonly TimeOff[], date: string): boolean {
  return timeOff.some((range) => range.from <= date && date <= range.to);
}

/** An overlap is "taken"; a meeting closer than the buffer to another is "buffer". */
function clashWithBookings(bookings: readonly ExistingBooking[], meeting: Meeting, bufferMinutes: number): RepRefusal | null {
  const start = meeting.startsAt.getTime();
  const end = meeting.endsAt.getTime();
  const buffer = bufferMinutes * MINUTE;
  let refusal: RepRefusal | null = null;
  for (const booking of bookings) {
    const bookedStart = booking.startsAt.getTime();
    const bookedEnd = booking.endsAt.getTime();
    if (bookedStart < end && start < bookedEnd) return "taken";
    if (bookedStart < end + buffer && start < bookedEnd + buffer) refusal = "buffer";
  }
  return refusal;
}
