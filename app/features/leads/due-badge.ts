import { dateFormatPerZone } from "~/utils/format";
import { addDays } from "~/utils/date-range";
import { todayIn, wallClockIn } from "~/utils/time-zones";
import { isoInstant } from "~/utils/instants";

/**
 * The one line the inbox, a lead's page and the rep's day show for how urgent a lead is
 * (decision 072), on the reader's own clock: "Overdue since Tue 4:00 PM", "Meeting Thu
 * 10:00 AM", "Due today 4:00 PM", "Due Dec 3 4:00 PM", "Answered".
 */
export type DueBadgeState = "overdue" | "meeting" | "due" | "answered";

export interface DueBadge {
  state: DueBadgeState;
  text: string;
  /** The instant the badge is about (ISO, for a `<time>` element); null for "Answered". */
  at: string | null;
}

export interface DueBadgeInput {
  /** The lead's next due time (nextDueAt in lead-tasks), epoch ms; null when nothing is due. */
  nextDueAt: number | null;
  /** True once the lead had its first reply (or left New). */
  answered: boolean;
  /** The start of its booked meeting that has not ended yet, epoch ms; null when none. */
  meetingAt: number | null;
}

const clockTime = dateFormatPerZone({ hour: "numeric", minute: "2-digit" });
const weekday = dateFormatPerZone({ weekday: "short" });
const monthDay = dateFormatPerZone({ month: "short", day: "numeric" });
const monthDayYear = dateFormatPerZone({ month: "short", day: "numeric", year: "numeric" });

/**
 * "today", "tomorrow", "yesterday", a weekday within six days either side, otherwise the
 * date (with its year when it is not this year's): days of the reader's zone.
 */
export function dayWords(instant: Date, timeZone: string, now: Date): string {
  const day = wallClockIn(instant, timeZone).slice(0, 10);
  const today = todayIn(timeZone, now);
  if (day === today) return "today";
  if (day === addDays(today, 1)) return "tomorrow";
  if (day === addDays(today, -1)) return "yesterday";
  if (day > addDays(today, -7) && day < addDays(today, 7)) return weekday(timeZone).format(instant);
  return (day.slice(0, 4) === today.slice(0, 4) ? monthDay : monthDayYear)(timeZone).format(instant);
}

function dayAndTime(instant: Date, timeZone: string, now: Date): string {
  return `${dayWords(instant, timeZone, now)} ${clockTime(timeZone).format(instant)}`;
}

/**
 * What matters first: something overdue; then whichever comes first of a meeting to come
 * and the next due time (a booked consultation's reply is due at its meeting: the meeting
 * says more); then "Answered"; null when there is nothing to say (a closed lead without
 * open tasks).
 */
export function dueBadge(input: DueBadgeInput, timeZone: string, now: Date): DueBadge | null {
  const { nextDueAt, meetingAt } = input;
  if (nextDueAt !== null && nextDueAt < now.getTime()) {
    return { state: "overdue", text: `Overdue since ${dayAndTime(new Date(nextDueAt), timeZone, now)}`, at: isoInstant(nextDueAt) };
  }
  if (meetingAt !== null && (nextDueAt === null || meetingAt <= nextDueAt)) {
    return { state: "meeting", text: `Meeting ${dayAndTime(new Date(meetingAt), timeZone, now)}`, at: isoInstant(meetingAt) };
  }
  if (nextDueAt !== null) {
    return { state: "due", text: `Due ${dayAndTime(new Date(nextDueAt), timeZone, now)}`, at: isoInstant(nextDueAt) };
  }
  return input.answered ? { state: "answered", text: "Answered", at: null } : null;
}
