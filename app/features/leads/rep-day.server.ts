import { meetingsStartingBetween } from "~/features/booking/lead-meetings.server";
import { dueWorkOf } from "~/features/lead-tasks/due-work.server";
import type { StaffMember } from "~/features/staff/session.server";
import { endOfDay, startOfDay } from "~/utils/date-range";
import { formatLongDate } from "~/utils/format";
import { todayIn } from "~/utils/time-zones";
import { planRepDay } from "./rep-day";

/** The signed-in member's day, in their zone: their meetings today and what is due on the leads they own. */
export async function loadRepDay(staff: StaffMember, now: Date = new Date()) {
  const today = todayIn(staff.timeZone, now);
  const [from, until] = [startOfDay(today, staff.timeZone), endOfDay(today, staff.timeZone)];
  const [work, meetings] = await Promise.all([dueWorkOf(staff.id, until), meetingsStartingBetween(staff.id, from, until)]);
  return { today: formatLongDate(today), timeZone: staff.timeZone, ...planRepDay(work, meetings, staff.timeZone, now) };
}
