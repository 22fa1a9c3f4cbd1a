import ical, { ICalCalendarMethod } from "ical-generator";
import { calendarName, calendarText, meetingEvent, PRODUCT_ID, type CalendarPerson } from "./invitation.server";

/**
 * A rep's private calendar subscription (decision 062): their meetings as one
 * VCALENDAR with METHOD:PUBLISH (a calendar to show, not an invitation to answer), one
 * VEVENT per meeting with the UID and SEQUENCE of its invitation, no attendees (so no
 * client offers to reply). A cancelled meeting is left out: a subscribed calendar is
 * replaced whole at every refresh, so the meeting disappears in every client, while
 * clients differ on a STATUS:CANCELLED event (some still show it as if it were on).
 */
export interface FeedMeeting {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** When the meeting last changed (its invitation's DTSTAMP). */
  dtstamp: Date;
  status: "booked" | "cancelled";
  summary: string;
  description: string;
  location: string | null;
  /** The lead in the back office. */
  url: string | null;
}

/** How often a client should fetch the feed again (REFRESH-INTERVAL and X-PUBLISHED-TTL), in seconds. */
export const FEED_REFRESH_SECONDS = 15 * 60;

export function buildRepFeed(feed: { name: string; rep: CalendarPerson; meetings: readonly FeedMeeting[] }): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: ICalCalendarMethod.PUBLISH,
    name: calendarName(feed.name),
    ttl: FEED_REFRESH_SECONDS,
  });
  const booked = feed.meetings.filter((meeting) => meeting.status === "booked");
  for (const meeting of [...booked].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    calendar.createEvent(meetingEvent({ ...meeting, organizer: feed.rep, attendee: null, cancelled: false }));
  }
  return calendarText(calendar);
}
