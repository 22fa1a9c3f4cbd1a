import { dateFormatPerZone } from "~/utils/format";

/** A meeting and the zone of the person reading about it (IANA). */
export interface MeetingTime {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

const longDate = dateFormatPerZone({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
const clockTime = dateFormatPerZone({ hour: "numeric", minute: "2-digit" });
const zoneName = dateFormatPerZone({ timeZoneName: "long" });

/** "Central Standard Time": the zone spelled out as it is on that date (daylight or standard). */
function zoneNameAt(instant: Date, timeZone: string): string {
  return zoneName(timeZone).formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * "Monday, November 2, 2026, 9:00 AM – 9:30 AM Central Standard Time": the meeting as
 * the reader's clock shows it. The zone's name for that date also tells the two 1:30 AMs
 * of a November night apart.
 */
export function formatMeetingTime({ startsAt, endsAt, timeZone }: MeetingTime): string {
  const startZone = zoneNameAt(startsAt, timeZone);
  const endZone = zoneNameAt(endsAt, timeZone);
  const start = clockTime(timeZone).format(startsAt);
  const end = clockTime(timeZone).format(endsAt);
  const range = startZone === endZone ? `${start} – ${end} ${startZone}` : `${start} ${startZone} – ${end} ${endZone}`;
  return `${longDate(timeZone).format(startsAt)}, ${range}`;
}

/** "9:30 AM": a start or end on the reader's clock. */
export function formatClockTime(instant: Date, timeZone: string): string {
  return clockTime(timeZone).format(instant);
}
