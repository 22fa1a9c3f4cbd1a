/**
 * When a pop-up runs: switched on (`active`) and inside its optional start/end window.
 * Times are epoch milliseconds, as stored.
 */
export interface PopupSchedule {
  id: number;
  active: boolean;
  startsAt: number | null;
  endsAt: number | null;
}

export type PopupStatus = "live" | "scheduled" | "ended" | "off";

export function popupStatus(schedule: Omit<PopupSchedule, "id">, now: Date): PopupStatus {
  if (!schedule.active) return "off";
  const at = now.getTime();
  if (schedule.startsAt !== null && schedule.startsAt > at) return "scheduled";
  if (schedule.endsAt !== null && schedule.endsAt <= at) return "ended";
  return "live";
}

export const STATUS_LABELS: Record<PopupStatus, string> = {
  live: "Live",
  scheduled: "Scheduled",
  ended: "Ended",
  off: "Off",
};

/**
 * The live pop-ups of a page, the one to show first. A campaign with dates beats an
 * always-on pop-up while its window is open (a seasonal offer overrides the evergreen
 * one without switching it off); otherwise the newest wins.
 */
export function liveInShowOrder<T extends PopupSchedule>(rows: readonly T[], now: Date): T[] {
  const dated = (row: T) => (row.startsAt !== null || row.endsAt !== null ? 1 : 0);
  return rows.filter((row) => popupStatus(row, now) === "live").sort((a, b) => dated(b) - dated(a) || b.id - a.id);
}
