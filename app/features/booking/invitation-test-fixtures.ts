import ICAL from "ical.js";
import { expect } from "vitest";
import { type Invitation } from "./invitation.server";

/** Meetings, people and a real iCalendar parser shared by the invitation, feed and e-mail tests. */

/** Monday 2 November 2026, 9:00 to 9:30 AM in Chicago (CST, the day after the clocks went back). */
export const mondayMorning = { startsAt: new Date("2026-11-02T15:00:00.000Z"), endsAt: new Date("2026-11-02T15:30:00.000Z") };

/** Sunday 1 November 2026, the second 1:30 AM in Chicago (CST), in the hour the clock repeats. */
export const repeatedHour = { startsAt: new Date("2026-11-01T07:30:00.000Z"), endsAt: new Date("2026-11-01T08:00:00.000Z") };

export const rep = { name: "José Müller-Łukasiewicz", email: "jose.muller@magnoliapayments.example" };
export const visitor = { name: "Zoë Ångström, \"Núñez\"; Søren", email: "zoe@example.com" };

export const invitation: Invitation = {
  uid: "booking-42@www.magnoliapayments.example",
  sequence: 0,
  ...mondayMorning,
  dtstamp: new Date("2026-10-30T18:04:05.000Z"),
  summary: "Consultation with Magnolia Payments: Café Zoë, Bar; Grill",
  description:
    "Reference 7K2QM-XD9RF.\nPlease have a recent processing statement at hand; questions? Call 1-800-555-0100, or reply.\n" +
    "Notes: «Crème brûlée» façade, naïve coöperation — ça marche. 日本語のテキストも折り返します。",
  location: "Phone: +1 (601) 555-0142, ext. 7",
  organizer: rep,
  attendee: visitor,
  url: "https://www.magnoliapayments.example/booking/manage?token=eyJhYmMiOjF9.c2lnbmF0dXJl",
};

/** Parses a calendar with ical.js and returns the calendar and its events. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** RFC 5545 §3.1: every line ends in CRLF and holds at most 75 octets. */
export function expectWellFormedLines(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
}

/** The decoded body of the MIME part whose headers match `contentType`. */
export function mimePart(raw: string, contentType: RegExp): { headers: string; body: string } {
  const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find((candidate) => contentType.test(candidate.split(/\r?\n\r?\n/)[0] ?? ""));
  if (!part) throw new Error(`no part of type ${contentType}`);
  const [headers = "", ...rest] = part.split(/\r?\n\r?\n/);
  const encoded = rest.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return { headers, body: Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8") };
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = encoded.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { headers, body: Buffer.from(bytes, "latin1").toString("utf8") };
  }
  return { headers, body: encoded };
}
