import { REP_REFUSALS, repRefusal, type RepRefusal } from "./rep-refusal";
import { type BookingSettings } from "./settings";
import { type CompanyHoliday, type ExistingBooking, type RepAvailability, type RepId } from "./types";
import { wallTimeReader, type WallTime } from "./wall-clock";

/**
 * The server's re-check of one chosen start, whatever the page showed: the same rules
 * that list the free times, so a time is bookable exactly when it would be listed.
 */
export type SlotRefusal = "past" | "notice" | "horizon" | RepRefusal;

export interface SlotRules {
  now: Date;
  reps: readonly RepAvailability[];
  holidays: readonly CompanyHoliday[];
  settings: BookingSettings;
  bookings: readonly ExistingBooking[];
}

export type SlotCheck =
  | { ok: true; startsAt: Date; endsAt: Date; repIds: RepId[] }
  | { ok: false; reason: SlotRefusal };

export interface CheckSlotQuestion extends SlotRules {
  /** The chosen start, as posted (already turned from the visitor's zone into an instant). */
  startsAt: Date;
}

export function checkSlot(question: CheckSlotQuestion): SlotCheck {
  return checkPreparedSlot(question.startsAt, prepareSlotRules(question));
}

/** What every start of one listing shares, worked out once. */
export interface PreparedSlotRules extends SlotRules {
  holidayDates: ReadonlySet<string>;
  bookingsByRep: ReadonlyMap<RepId, ExistingBooking[]>;
  wallTime: (instant: Date, timeZone: string) => WallTime;
}

export function prepareSlotRules(rules: SlotRules): PreparedSlotRules {
  const bookingsByRep = new Map<RepId, ExistingBooking[]>();
  for (const booking of rules.bookings) {
    bookingsByRep.set(booking.repId, [...(bookingsByRep.get(booking.repId) ?? []), booking]);
  }
  return {
    ...rules,
    holidayDates: new Set(rules.holidays.map((holiday) => holiday.date)),
    bookingsByRep,
    wallTime: wallTimeReader(),
  };
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function checkPreparedSlot(startsAt: Date, rules: PreparedSlotRules): SlotCheck {
  const timing = timingRefusal(startsAt, rules);
  if (timing) return { ok: false, reason: timing };
  const meeting = { startsAt, endsAt: new Date(startsAt.getTime() + rules.settings.meetingMinutes * MINUTE) };
  const refusals = new Map<RepId, RepRefusal | null>();
  for (const rep of rules.reps) {
    refusals.set(
      rep.repId,
      repRefusal(rep, meeting, {
        holidayDates: rules.holidayDates,
        slotGridMinutes: rules.settings.slotGridMinutes,
        bufferMinutes: rules.settings.bufferMinutes,
        bookings: rules.bookingsByRep.get(rep.repId) ?? [],
        wallTime: rules.wallTime,
      }),
    );
  }
  const repIds = [...refusals].flatMap(([repId, refusal]) => (refusal === null ? [repId] : [])).sort((a, b) => a - b);
  if (repIds.length > 0) return { ok: true, ...meeting, repIds };
  return { ok: false, reason: closestRefusal([...refusals.values()] as RepRefusal[]) };
}

/** Past, too soon, too far: the same for every rep, so tried before any of them. */
function timingRefusal(startsAt: Date, rules: SlotRules): SlotRefusal | null {
  const start = startsAt.getTime();
  const now = rules.now.getTime();
  // An unreadable start (an Invalid Date) is on no grid; no clock can read it.
  if (!Number.isFinite(start)) return "off-grid";
  if (start < now) return "past";
  if (start < now + rules.settings.minimumNoticeMinutes * MINUTE) return "notice";
  if (start > now + rules.settings.horizonDays * DAY) return "horizon";
  return null;
}

/**
 * When no rep is free, the reason of the rep who came closest: a visitor whose time
 * clashes with one rep's meeting while the other rep is off that day is told "taken".
 * With no rep at all, nobody works then: "outside-hours".
 */
function closestRefusal(refusals: readonly RepRefusal[]): RepRefusal {
  return refusals.reduce<RepRefusal>(
    (closest, refusal) => (REP_REFUSALS.indexOf(refusal) > REP_REFUSALS.indexOf(closest) ? refusal : closest),
    refusals[0] ?? "outside-hours",
  );
}
