import { checkPreparedSlot, prepareSlotRules, type SlotRules } from "./check-slot";
import { type RepId } from "./types";
import { nextDate } from "./wall-clock";
import { zonedTimeToUtc } from "~/utils/time-zones";

export interface FreeSlot {
  startsAt: Date;
  endsAt: Date;
  /** The reps free for this meeting, ascending: the round robin picks among them. */
  repIds: RepId[];
}

export interface FreeSlotsQuestion extends SlotRules {
  /** The visitor's calendar date, YYYY-MM-DD. */
  date: string;
  /** The visitor's IANA zone (ianaZoneOf turns the wizard's code into one). */
  zone: string;
}

/**
 * Every zone in use is a whole number of quarter hours from UTC, so the starts of every
 * rep's grid, in any zone, fall on the quarter hours of UTC: trying each quarter hour of
 * the visitor's day misses none.
 */
const QUARTER_HOUR = 15 * 60_000;

/**
 * The free starts of one date of the visitor's calendar, in order: each quarter hour of
 * their day put through the same check as a submitted time (checkSlot).
 */
export function freeSlots(question: FreeSlotsQuestion): FreeSlot[] {
  const rules = prepareSlotRules(question);
  const dayStart = zonedTimeToUtc(question.date, 0, question.zone).getTime();
  const dayEnd = zonedTimeToUtc(nextDate(question.date), 0, question.zone).getTime();
  const slots: FreeSlot[] = [];
  for (let time = Math.ceil(dayStart / QUARTER_HOUR) * QUARTER_HOUR; time < dayEnd; time += QUARTER_HOUR) {
    const startsAt = new Date(time);
    if (rules.wallTime(startsAt, question.zone).date !== question.date) continue;
    const check = checkPreparedSlot(startsAt, rules);
    if (check.ok) slots.push({ startsAt: check.startsAt, endsAt: check.endsAt, repIds: check.repIds });
  }
  return slots;
}
