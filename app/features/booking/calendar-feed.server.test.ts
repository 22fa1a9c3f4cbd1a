import { describe, expect, it } from "vitest";
import { buildRepFeed, FEED_REFRESH_SECONDS, type FeedMeeting } from "./calendar-feed.server";
import { expectWellFormedLines, invitation, mondayMorning, parseCalendar, repeatedHour, rep } from "./invitation-test-fixtures";

function meeting(id: number, times: { startsAt: Date; endsAt: Date }, changes: Partial<FeedMeeting> = {}): FeedMeeting {
  return {
    uid: `booking-${id}@www.magnoliapayments.example`,
    sequence: 0,
    ...times,
    dtstamp: new Date("2026-10-30T18:04:05.000Z"),
    status: "booked",
    summary: `Consultation: Zoë Ångström (Café ${id}, Bar; Grill)`,
    description: invitation.description,
    location: "+1 (601) 555-0142",
    url: `https://www.magnoliapayments.example/admin/leads/${id}`,
    ...changes,
  };
}

describe("buildRepFeed", () => {
  const feed = buildRepFeed({
    name: "Consultations, José Müller",
    rep,
    meetings: [
      meeting(43, mondayMorning, { sequence: 2 }),
      meeting(42, repeatedHour),
      meeting(44, { startsAt: new Date("2026-11-04T15:00:00.000Z"), endsAt: new Date("2026-11-04T15:30:00.000Z") }, { status: "cancelled", sequence: 1 }),
    ],
  });

  it("is a published calendar of the booked meetings, in order, with their invitations' UIDs and SEQUENCEs", () => {
    const { calendar, events } = parseCalendar(feed);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    // Written as TEXT, escaped (ical.js reads unknown properties raw, so the line itself is checked).
    expect(feed).toContain("\r\nNAME:Consultations\\, José Müller\r\nX-WR-CALNAME:Consultations\\, José Müller\r\n");
    expect(events.map((event) => [event.uid, event.sequence, event.startDate.toJSDate().toISOString()])).toEqual([
      ["booking-42@www.magnoliapayments.example", 0, "2026-11-01T07:30:00.000Z"],
      ["booking-43@www.magnoliapayments.example", 2, "2026-11-02T15:00:00.000Z"],
    ]);
  });

  it("leaves a cancelled meeting out, so it disappears at the next refresh", () => {
    expect(feed).not.toContain("booking-44@");
    expect(feed).not.toContain("CANCELLED");
  });

  it("invites no one: no attendees, the rep as organizer, the lead as the link", () => {
    const { events } = parseCalendar(feed);
    for (const event of events) {
      expect(event.component.getAllProperties("attendee")).toHaveLength(0);
      expect(event.component.getFirstPropertyValue("organizer")).toBe(`mailto:${rep.email}`);
      expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    }
    expect(events[0]?.component.getFirstPropertyValue("url")).toBe("https://www.magnoliapayments.example/admin/leads/42");
    expect(events[0]?.summary).toBe("Consultation: Zoë Ångström (Café 42, Bar; Grill)");
    expect(events[0]?.description).toBe(invitation.description);
  });

  it("asks clients to refresh every 15 minutes, with CRLF lines folded at 75 octets", () => {
    expect(FEED_REFRESH_SECONDS).toBe(900);
    expect(feed).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");
    expect(feed).toContain("\r\nX-PUBLISHED-TTL:PT15M\r\n");
    expectWellFormedLines(feed);
  });

  it("is an empty calendar, still valid, when the rep has no meetings", () => {
    const { calendar, events } = parseCalendar(buildRepFeed({ name: "Consultations", rep, meetings: [] }));
    expect(calendar.name).toBe("vcalendar");
    expect(events).toHaveLength(0);
  });
});
