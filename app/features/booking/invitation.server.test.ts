import { describe, expect, it } from "vitest";
import { bookingUid, buildInvitation, cancelledInvitation, rescheduledInvitation } from "./invitation.server";
import { expectWellFormedLines, invitation, parseCalendar, repeatedHour, rep, visitor } from "./invitation-test-fixtures";

describe("bookingUid", () => {
  it("names the booking and the site's host", () => {
    expect(bookingUid(42, "www.magnoliapayments.example")).toBe("booking-42@www.magnoliapayments.example");
    expect(bookingUid(7, "LocalHost:3000")).toBe("booking-7@localhost");
  });

  it("refuses what is not a booking id or a host", () => {
    expect(() => bookingUid(0, "example.com")).toThrow();
    expect(() => bookingUid(1.5, "example.com")).toThrow();
    expect(() => bookingUid(1, "exa mple.com")).toThrow();
    expect(() => bookingUid(1, "evil.com\r\nMETHOD:PUBLISH")).toThrow();
  });
});

describe("buildInvitation", () => {
  const request = buildInvitation({ ...invitation, method: "REQUEST" });

  it("is a REQUEST a calendar parser reads back field by field", () => {
    const { calendar, events } = parseCalendar(request);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.uid).toBe("booking-42@www.magnoliapayments.example");
    expect(event?.sequence).toBe(0);
    expect(event?.startDate.toJSDate().toISOString()).toBe("2026-11-02T15:00:00.000Z");
    expect(event?.endDate.toJSDate().toISOString()).toBe("2026-11-02T15:30:00.000Z");
    expect(event?.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event?.component.getFirstPropertyValue("url")).toBe(invitation.url);
    expect(String(event?.component.getFirstPropertyValue("dtstamp"))).toBe("2026-10-30T18:04:05Z");
  });

  it("writes every instant in UTC, with no zone a client would need to know", () => {
    expect(request).toContain("\r\nDTSTART:20261102T150000Z\r\n");
    expect(request).toContain("\r\nDTEND:20261102T153000Z\r\n");
    expect(request).toContain("\r\nDTSTAMP:20261030T180405Z\r\n");
    expect(request).not.toContain("TZID");
    const { events } = parseCalendar(request);
    expect(events[0]?.startDate.zone?.tzid).toBe("UTC");
  });

  it("places a meeting in the hour the clock repeats at its own instant", () => {
    const { events } = parseCalendar(buildInvitation({ ...invitation, ...repeatedHour, method: "REQUEST" }));
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe("2026-11-01T07:30:00.000Z");
    expect(events[0]?.endDate.toJSDate().toISOString()).toBe("2026-11-01T08:00:00.000Z");
  });

  it("names the rep as organizer and invites the visitor to answer", () => {
    const { events } = parseCalendar(request);
    const vevent = events[0]?.component;
    const organizer = vevent?.getFirstProperty("organizer");
    expect(organizer?.getFirstValue()).toBe(`mailto:${rep.email}`);
    expect(organizer?.getParameter("cn")).toBe(rep.name);
    const attendees = vevent?.getAllProperties("attendee") ?? [];
    expect(attendees).toHaveLength(1);
    const [attendee] = attendees;
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe(`mailto:${visitor.email}`);
    // A double quote cannot stand in a parameter value: it is written as an apostrophe.
    expect(attendee?.getParameter("cn")).toBe("Zoë Ångström, 'Núñez'; Søren");
    expect(attendee?.getParameter("rsvp")).toBe("TRUE");
    expect(attendee?.getParameter("partstat")).toBe("NEEDS-ACTION");
    expect(attendee?.getParameter("role")).toBe("REQ-PARTICIPANT");
  });

  it("keeps text with commas, semicolons, line breaks and any script through a round trip", () => {
    const { events } = parseCalendar(request);
    expect(events[0]?.summary).toBe(invitation.summary);
    expect(events[0]?.description).toBe(invitation.description);
    expect(events[0]?.location).toBe(invitation.location);
    expect(request).toContain("SUMMARY:Consultation with Magnolia Payments: Café Zoë\\, Bar\\; Grill");
  });

  it("ends every line with CRLF and folds long lines at 75 octets without splitting a character", () => {
    expectWellFormedLines(request);
    expect(request).toMatch(/\r\n /); // the long description is folded
    expect(request).not.toContain("\uFFFD");
  });

  it("cannot be made to grow a line of its own by a name or a text", () => {
    const hostile = buildInvitation({
      ...invitation,
      summary: "Hi\r\nMETHOD:PUBLISH",
      attendee: { name: "Eve\r\nATTENDEE:mailto:mallory@example.com", email: "eve@example.com" },
      method: "REQUEST",
    });
    expectWellFormedLines(hostile);
    const { calendar, events } = parseCalendar(hostile);
    expect(calendar.getAllProperties("method")).toHaveLength(1);
    expect(events[0]?.component.getAllProperties("attendee")).toHaveLength(1);
    expect(events[0]?.summary).toBe("Hi\nMETHOD:PUBLISH");
    expect(events[0]?.component.getFirstProperty("attendee")?.getParameter("cn")).toBe("Eve ATTENDEE:mailto:mallory@example.com");
  });

  it("refuses a meeting that does not end after it starts, and a negative sequence", () => {
    expect(() => buildInvitation({ ...invitation, endsAt: invitation.startsAt, method: "REQUEST" })).toThrow();
    expect(() => buildInvitation({ ...invitation, sequence: -1, method: "REQUEST" })).toThrow();
  });
});

describe("a booking's later invitations", () => {
  const moved = rescheduledInvitation(invitation, {
    startsAt: new Date("2026-11-03T16:00:00.000Z"),
    endsAt: new Date("2026-11-03T16:30:00.000Z"),
    dtstamp: new Date("2026-10-31T09:00:00.000Z"),
  });

  it("a reschedule keeps the UID, raises the SEQUENCE and carries the new time", () => {
    const { calendar, events } = parseCalendar(buildInvitation({ ...moved, method: "REQUEST" }));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(events[0]?.uid).toBe(invitation.uid);
    expect(events[0]?.sequence).toBe(1);
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe("2026-11-03T16:00:00.000Z");
    expect(String(events[0]?.component.getFirstPropertyValue("dtstamp"))).toBe("2026-10-31T09:00:00Z");
  });

  it("a cancellation is METHOD:CANCEL with the same UID, a higher SEQUENCE and STATUS:CANCELLED", () => {
    const cancellation = buildInvitation(cancelledInvitation(moved, new Date("2026-11-01T12:00:00.000Z")));
    expectWellFormedLines(cancellation);
    const { calendar, events } = parseCalendar(cancellation);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(events[0]?.uid).toBe(invitation.uid);
    expect(events[0]?.sequence).toBe(2);
    expect(events[0]?.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe("2026-11-03T16:00:00.000Z");
    expect(events[0]?.component.getAllProperties("attendee")).toHaveLength(1);
    expect(events[0]?.component.getFirstPropertyValue("url")).toBeNull();
  });
});
