import ical, { escape, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from "ical-generator";

/**
 * The iCalendar (RFC 5545, scheduling by RFC 5546) invitation and cancellation a booking
 * sends (decision 062), written by ical-generator: CRLF line ends, lines folded at 75
 * octets without splitting a character, text escaped, times in UTC ("Z", so no client
 * needs a VTIMEZONE to place them).
 */
export type InvitationMethod = "REQUEST" | "CANCEL";

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface Invitation {
  /** Stable for the life of the booking (`bookingUid`): a client matches updates and cancellations by it. */
  uid: string;
  /** 0 when booked, one more at every change (reschedule, cancellation): a client keeps the highest. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** When this version of the invitation was made. */
  dtstamp: Date;
  summary: string;
  description: string;
  /** Where the meeting happens: for a phone consultation, the number that will be called. */
  location: string | null;
  /** The rep: replies (Accept, Decline) go to this address. */
  organizer: CalendarPerson;
  /** The visitor. */
  attendee: CalendarPerson;
  /** The page to manage the booking (a signed link), or null. */
  url: string | null;
}

export const PRODUCT_ID = { company: "Magnolia Payments", product: "Consultation booking", language: "EN" };

/**
 * "booking-42@www.example.com": the booking's id, which never changes, and the site's
 * host, which makes it unique across every calendar the invitation lands in (RFC 5545
 * §3.8.4.7 suggests a domain on the right-hand side).
 */
export function bookingUid(bookingId: number, siteHost: string): string {
  if (!Number.isSafeInteger(bookingId) || bookingId < 1) throw new Error(`not a booking id: ${bookingId}`);
  const host = siteHost.toLowerCase().replace(/:\d+$/, "");
  if (!/^[a-z0-9.-]+$/.test(host)) throw new Error(`not a host name: ${siteHost}`);
  return `booking-${bookingId}@${host}`;
}

/**
 * A name as a quoted CN parameter can hold it: RFC 5545 parameter values have no escape
 * for a double quote and no line breaks (ical-generator would write a backslash, which
 * parsers read as part of the name), so those become an apostrophe and a space.
 */
function parameterSafe(name: string): string {
  return name.replace(/"/g, "'").replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
}

function person(who: CalendarPerson) {
  return { name: parameterSafe(who.name), email: who.email.trim() };
}

/** The event of one meeting, shared by the invitation and the rep's feed. */
export function meetingEvent(event: Omit<Invitation, "attendee"> & { cancelled: boolean; attendee: CalendarPerson | null }) {
  if (!Number.isInteger(event.sequence) || event.sequence < 0) throw new Error(`not a sequence number: ${event.sequence}`);
  if (!(event.endsAt.getTime() > event.startsAt.getTime())) throw new Error("a meeting ends after it starts");
  return {
    id: event.uid,
    sequence: event.sequence,
    start: event.startsAt,
    end: event.endsAt,
    stamp: event.dtstamp,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    organizer: person(event.organizer),
    attendees: event.attendee
      ? [{ ...person(event.attendee), rsvp: true, status: ICalAttendeeStatus.NEEDSACTION, role: ICalAttendeeRole.REQ }]
      : [],
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    // A cancelled meeting frees the time in the calendar it stays in.
    transparency: event.cancelled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
  };
}

/** The text/calendar body of an invitation (`REQUEST`) or a cancellation (`CANCEL`, with STATUS:CANCELLED). */
export function buildInvitation(invitation: Invitation & { method: InvitationMethod }): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: invitation.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent(meetingEvent({ ...invitation, cancelled: invitation.method === "CANCEL" }));
  return calendarText(calendar);
}

/** The calendar's text with its last line ended by CRLF too, as RFC 5545 §3.1 has every line (ical-generator stops after END:VCALENDAR). */
export function calendarText(calendar: { toString(): string }): string {
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** The calendar feed's name, escaped as TEXT (ical-generator writes it as given). */
export function calendarName(name: string): string {
  return escape(name.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim(), false);
}

/** The next version of an invitation when the meeting moves: same UID, a higher SEQUENCE, a new DTSTAMP. */
export function rescheduledInvitation(previous: Invitation, change: { startsAt: Date; endsAt: Date; dtstamp: Date; url?: string | null }): Invitation {
  return { ...previous, ...change, sequence: previous.sequence + 1 };
}

/** The cancellation of an invitation: same UID, a higher SEQUENCE, to send with METHOD:CANCEL. */
export function cancelledInvitation(previous: Invitation, dtstamp: Date): Invitation & { method: "CANCEL" } {
  return { ...previous, dtstamp, url: null, sequence: previous.sequence + 1, method: "CANCEL" };
}
