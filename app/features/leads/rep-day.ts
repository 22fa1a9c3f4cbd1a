import type { UpcomingMeeting } from "~/features/booking/lead-meetings.server";
import { formatClockTime } from "~/features/booking/meeting-time";
import type { DueWorkItem } from "~/features/lead-tasks/due-work.server";
import { dueBadge, type DueBadge } from "./due-badge";

/**
 * A rep's day (decision 072), on their own clock: today's meetings first, then what is
 * overdue, then what is still due today, each line a lead to open.
 */
export interface RepDayWork {
  key: string;
  leadId: number;
  leadName: string;
  businessName: string | null;
  /** "Reply to the lead" or the task's title. */
  what: string;
  badge: DueBadge;
}

export interface RepDayMeeting {
  leadId: number;
  fullName: string;
  businessName: string | null;
  phone: string | null;
  at: string;
  /** "10:00 AM – 10:30 AM" on the rep's clock. */
  when: string;
}

export interface RepDay {
  meetings: RepDayMeeting[];
  overdue: RepDayWork[];
  dueToday: RepDayWork[];
}

/** Sorts `work` (due before the end of today) into overdue and due later today; meetings stay in their order. */
export function planRepDay(work: readonly DueWorkItem[], meetings: readonly UpcomingMeeting[], timeZone: string, now: Date): RepDay {
  const line = (item: DueWorkItem): RepDayWork => ({
    key: `${item.kind}-${item.leadId}-${item.dueAt}-${item.title ?? ""}`,
    leadId: item.leadId,
    leadName: item.leadName,
    businessName: item.businessName,
    what: item.kind === "reply" ? "Reply to the lead" : item.title ?? "Task",
    badge: dueBadge({ nextDueAt: item.dueAt, answered: false, meetingAt: null }, timeZone, now)!,
  });
  const sorted = [...work].sort((a, b) => a.dueAt - b.dueAt);
  return {
    meetings: meetings.map((meeting) => ({
      leadId: meeting.leadId,
      fullName: meeting.fullName,
      businessName: meeting.businessName,
      phone: meeting.phone,
      at: meeting.startsAt.toISOString(),
      when: `${formatClockTime(meeting.startsAt, timeZone)} – ${formatClockTime(meeting.endsAt, timeZone)}`,
    })),
    overdue: sorted.filter((item) => item.dueAt < now.getTime()).map(line),
    dueToday: sorted.filter((item) => item.dueAt >= now.getTime()).map(line),
  };
}
