import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  invitationMailParts,
  repBookingChangeEmail,
  repBookingEmail,
  timeRequestedEmail,
  visitorBookingEmail,
  visitorCancellationEmail,
  visitorReminderEmail,
  visitorRescheduleEmail,
  type VisitorBooking,
} from "./booking-emails.server";
import { formatMeetingTime } from "./meeting-time";
import { buildInvitation, cancelledInvitation } from "./invitation.server";
import { invitation, mimePart, mondayMorning, parseCalendar } from "./invitation-test-fixtures";

const site = { name: "Magnolia Payments", phone: "1-800-555-0100" };
const chicago = "America/Chicago";

const booking: VisitorBooking = {
  site,
  reference: "7K2QM-XD9RF",
  visitorName: "Zoë Ångström",
  repName: "José Müller",
  meeting: { ...mondayMorning, timeZone: chicago },
  rescheduleUrl: "https://www.magnoliapayments.example/booking/reschedule?token=abc.def",
  cancelUrl: "https://www.magnoliapayments.example/booking/cancel?token=ghi.jkl",
};

describe("formatMeetingTime", () => {
  it("reads the meeting on the reader's clock, with the zone spelled out for that date", () => {
    expect(formatMeetingTime({ ...mondayMorning, timeZone: chicago })).toBe("Monday, November 2, 2026, 9:00 AM – 9:30 AM Central Standard Time");
    expect(formatMeetingTime({ ...mondayMorning, timeZone: "America/Phoenix" })).toBe("Monday, November 2, 2026, 8:00 AM – 8:30 AM Mountain Standard Time");
    expect(formatMeetingTime({ ...mondayMorning, timeZone: "Pacific/Honolulu" })).toBe("Monday, November 2, 2026, 5:00 AM – 5:30 AM Hawaii-Aleutian Standard Time");
    expect(formatMeetingTime({ startsAt: new Date("2026-07-15T14:00:00Z"), endsAt: new Date("2026-07-15T14:30:00Z"), timeZone: chicago })).toBe(
      "Wednesday, July 15, 2026, 9:00 AM – 9:30 AM Central Daylight Time",
    );
  });

  it("tells the two 1:30 AMs of the night the clocks go back apart", () => {
    expect(formatMeetingTime({ startsAt: new Date("2026-11-01T06:30:00Z"), endsAt: new Date("2026-11-01T07:00:00Z"), timeZone: chicago })).toBe(
      "Sunday, November 1, 2026, 1:30 AM Central Daylight Time – 1:00 AM Central Standard Time",
    );
    expect(formatMeetingTime({ startsAt: new Date("2026-11-01T07:30:00Z"), endsAt: new Date("2026-11-01T08:00:00Z"), timeZone: chicago })).toBe(
      "Sunday, November 1, 2026, 1:30 AM – 2:00 AM Central Standard Time",
    );
  });
});

describe("the visitor's booking e-mails", () => {
  it("the confirmation gives the reference, the time in the visitor's zone, the rep, what to have at hand, the phone and the links", () => {
    const email = visitorBookingEmail(booking);
    expect(email.subject).toBe("Your consultation is booked: Mon, Nov 2, 9:00 AM CST (reference 7K2QM-XD9RF)");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("Hello Zoë Ångström,");
      expect(part).toContain("Monday, November 2, 2026, 9:00 AM – 9:30 AM Central Standard Time");
      expect(part).toContain("José Müller");
      expect(part).toContain("7K2QM-XD9RF");
      expect(part).toContain("recent processing statement");
      expect(part).toContain("1-800-555-0100");
      expect(part).toContain(booking.rescheduleUrl);
      expect(part).toContain(booking.cancelUrl);
    }
    expect(email.text).toContain(`Reschedule: ${booking.rescheduleUrl}\nCancel: ${booking.cancelUrl}`);
    expect(email.html).toContain(`<a href="${booking.cancelUrl}">Cancel</a>`);
  });

  it("a visitor in Honolulu reads the same meeting on their own clock", () => {
    const email = visitorBookingEmail({ ...booking, meeting: { ...booking.meeting, timeZone: "Pacific/Honolulu" } });
    expect(email.text).toContain("Monday, November 2, 2026, 5:00 AM – 5:30 AM Hawaii-Aleutian Standard Time");
    expect(email.subject).toContain("Mon, Nov 2, 5:00 AM HST");
  });

  it("the reschedule notice gives the old and the new time and fresh links", () => {
    const email = visitorRescheduleEmail({
      ...booking,
      previousStartsAt: new Date("2026-11-01T07:30:00Z"),
      rescheduleUrl: "https://www.magnoliapayments.example/booking/reschedule?token=new",
    });
    expect(email.subject).toBe("Your consultation has moved to Mon, Nov 2, 9:00 AM CST (reference 7K2QM-XD9RF)");
    expect(email.text).toContain("It was on Sunday, November 1, 2026, 1:30 AM – 2:00 AM Central Standard Time");
    expect(email.text).toContain("When: Monday, November 2, 2026, 9:00 AM – 9:30 AM Central Standard Time");
    expect(email.text).toContain("token=new");
  });

  it("the cancellation notice names the cancelled time and offers to book again, with no management links", () => {
    const email = visitorCancellationEmail({ ...booking, bookAgainUrl: "https://www.magnoliapayments.example/consult" });
    expect(email.subject).toBe("Your consultation on Mon, Nov 2, 9:00 AM CST is cancelled (reference 7K2QM-XD9RF)");
    expect(email.text).toContain("on Monday, November 2, 2026, 9:00 AM – 9:30 AM Central Standard Time is cancelled");
    expect(email.text).toContain("Book a consultation: https://www.magnoliapayments.example/consult");
    expect(email.text).not.toContain("token=");
  });

  it("the reminders say when, 24 hours and 1 hour ahead", () => {
    const dayBefore = visitorReminderEmail(booking, "day-before");
    const hourBefore = visitorReminderEmail(booking, "hour-before");
    expect(dayBefore.subject).toBe("Reminder: your consultation tomorrow, Mon, Nov 2, 9:00 AM CST (reference 7K2QM-XD9RF)");
    expect(hourBefore.subject).toBe("Reminder: your consultation in one hour, Mon, Nov 2, 9:00 AM CST (reference 7K2QM-XD9RF)");
    for (const email of [dayBefore, hourBefore]) {
      expect(email.text).toContain("recent processing statement");
      expect(email.text).toContain(booking.cancelUrl);
    }
  });

  it("the request confirmation gives the reference and the one-business-day promise, and no time", () => {
    const email = timeRequestedEmail({ site, reference: "7K2QM-XD9RF", visitorName: "Zoë" });
    expect(email.subject).toBe("We have your consultation request (reference 7K2QM-XD9RF)");
    expect(email.text).toContain("A specialist replies within one business day.");
    expect(email.html).toContain("A specialist replies within one business day.");
    expect(email.text).toContain("Reference: 7K2QM-XD9RF");
    expect(email.text).toContain("1-800-555-0100");
  });
});

describe("the rep's copy", () => {
  const lead = { fullName: "Zoë Ångström", businessName: "Café Zoë, Bar; Grill", phone: "(601) 555-0142", email: "zoe@example.com" };

  it("gives the lead's name, business, phone, e-mail, reference and link, in the rep's zone", () => {
    const email = repBookingEmail({ site, reference: "7K2QM-XD9RF", repName: "Ana", meeting: { ...mondayMorning, timeZone: "America/Los_Angeles" }, lead, leadUrl: "https://www.magnoliapayments.example/admin/leads/42" });
    expect(email.subject).toBe("New consultation: Zoë Ångström (Café Zoë, Bar; Grill), Mon, Nov 2, 7:00 AM PST");
    expect(email.text).toContain("When: Monday, November 2, 2026, 7:00 AM – 7:30 AM Pacific Standard Time");
    expect(email.text).toContain("Name: Zoë Ångström\nBusiness: Café Zoë, Bar; Grill\nPhone: (601) 555-0142\nE-mail: zoe@example.com\nReference: 7K2QM-XD9RF");
    expect(email.text).toContain("Open the lead: https://www.magnoliapayments.example/admin/leads/42");
  });

  it("tells the rep of a move, with the old time when it is known, and of a cancellation", () => {
    const base = { site, reference: "7K2QM-XD9RF", repName: "Ana", meeting: { ...mondayMorning, timeZone: chicago }, lead, leadUrl: "https://x.example/admin/leads/42" };
    const moved = repBookingChangeEmail({ ...base, change: "rescheduled", previousStartsAt: new Date("2026-11-01T07:30:00Z") });
    expect(moved.subject).toBe("Consultation moved: Zoë Ångström (Café Zoë, Bar; Grill), now Mon, Nov 2, 9:00 AM CST");
    expect(moved.text).toContain("It was on Sunday, November 1, 2026, 1:30 AM – 2:00 AM Central Standard Time.");
    expect(moved.text).toContain("New time: Monday, November 2, 2026, 9:00 AM – 9:30 AM Central Standard Time");
    expect(repBookingChangeEmail({ ...base, change: "rescheduled", previousStartsAt: null }).text).not.toContain("It was on");
    const cancelled = repBookingChangeEmail({ ...base, change: "cancelled", previousStartsAt: null });
    expect(cancelled.subject).toBe("Consultation cancelled: Zoë Ångström (Café Zoë, Bar; Grill), Mon, Nov 2, 9:00 AM CST");
    expect(cancelled.text).toContain("Was on: Monday, November 2, 2026, 9:00 AM – 9:30 AM Central Standard Time");
    expect(cancelled.text).toContain("Open the lead: https://x.example/admin/leads/42");
  });

  it("says what the visitor did not give", () => {
    const email = repBookingEmail({ site, reference: "7K2QM-XD9RF", repName: "Ana", meeting: { ...mondayMorning, timeZone: chicago }, lead: { ...lead, businessName: null, email: null }, leadUrl: "https://x.example/admin/leads/1" });
    expect(email.text).toContain("Business: not given");
    expect(email.text).toContain("E-mail: not given");
  });
});

describe("what a visitor typed", () => {
  const hostile = "<script>alert(\"x\")</script> & 'Bob'\r\nBcc: eve@example.com";

  it("is escaped in the HTML", () => {
    const email = repBookingEmail({ site, reference: "7K2QM-XD9RF", repName: "Ana", meeting: { ...mondayMorning, timeZone: chicago }, lead: { fullName: hostile, businessName: hostile, phone: hostile, email: hostile }, leadUrl: "https://x.example/admin/leads/1" });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Bob&#39; Bcc: eve@example.com");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("stays on its line in the subject and the text", () => {
    const email = visitorBookingEmail({ ...booking, visitorName: hostile, repName: "Ana\nBcc: x@example.com" });
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.text).not.toMatch(/^Bcc:/m);
    expect(email.text).toContain("Hello <script>alert(\"x\")</script> & 'Bob' Bcc: eve@example.com,");
  });
});

describe("invitationMailParts", () => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const addresses = { from: "Magnolia Payments <no-reply@magnoliapayments.example>", to: "zoe@example.com" };

  async function rawMessage(parts: ReturnType<typeof invitationMailParts>): Promise<string> {
    const info = (await transport.sendMail({ ...addresses, ...parts })) as { message: Buffer };
    return info.message.toString("utf8");
  }

  it("sends the invitation as a text/calendar; method=REQUEST alternative beside the text and the HTML", async () => {
    const calendar = buildInvitation({ ...invitation, method: "REQUEST" });
    const raw = await rawMessage(invitationMailParts(visitorBookingEmail(booking), { method: "REQUEST", calendar }));
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    const part = mimePart(raw, /Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(part.body.replace(/\r\n/g, "\n")).toBe(calendar.replace(/\r\n/g, "\n"));
    const { calendar: parsed, events } = parseCalendar(part.body);
    expect(parsed.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(events[0]?.uid).toBe(invitation.uid);
    expect(events[0]?.description).toBe(invitation.description);
    expect(mimePart(raw, /Content-Type: text\/plain/).body).toContain("7K2QM-XD9RF");
    expect(mimePart(raw, /Content-Type: text\/html/).body).toContain("José Müller");
    // nodemailer also attaches the same calendar as a file, for clients that ignore the alternative.
    expect(raw).toMatch(/Content-Type: application\/ics; name=invitation\.ics/);
  });

  it("sends a cancellation with method=CANCEL, matching the calendar's METHOD", async () => {
    const calendar = buildInvitation(cancelledInvitation(invitation, new Date("2026-11-01T12:00:00Z")));
    const raw = await rawMessage(invitationMailParts(visitorCancellationEmail({ ...booking, bookAgainUrl: "https://x.example/consult" }), { method: "CANCEL", calendar }));
    const part = mimePart(raw, /Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
    expect(parseCalendar(part.body).calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(raw).toMatch(/name=cancellation\.ics/);
  });

  it("gives nodemailer the message's fields and the calendar with its method", async () => {
    const calendar = buildInvitation({ ...invitation, method: "REQUEST" });
    const email = visitorBookingEmail(booking);
    const parts = invitationMailParts(email, { method: "REQUEST", calendar });
    expect(parts).toEqual({ ...email, icalEvent: { method: "REQUEST", filename: "invitation.ics", content: calendar } });
    const json = nodemailer.createTransport({ jsonTransport: true });
    const info = (await json.sendMail({ ...addresses, ...parts })) as { message: string };
    const sent = JSON.parse(info.message) as { subject: string; icalEvent: { method: string; content: string } };
    expect(sent.subject).toBe(email.subject);
    expect(sent.icalEvent.method).toBe("REQUEST");
    expect(sent.icalEvent.content).toBe(calendar);
  });
});
