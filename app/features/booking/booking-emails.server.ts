import { dateFormatPerZone } from "~/utils/format";
import { type InvitationMethod } from "./invitation.server";
import { formatMeetingTime, type MeetingTime } from "./meeting-time";


/**
 * What the booking e-mails say, as plain functions returning `{ subject, text, html }`
 * (decision 062). The sending stays with the caller, like the lead notification
 * (`leads/notify.server.ts`): nodemailer, or an .eml file in the outbox without SMTP.
 * Every value a visitor typed is kept on one line in the text and escaped in the HTML.
 */
export interface BookingEmail {
  subject: string;
  text: string;
  html: string;
}

/** The company's side of every e-mail: its name and the phone number visitors call (the site configuration's). */
export interface SiteContact {
  name: string;
  phone: string;
}

/** One meeting as instants, and the IANA zone of the person the e-mail is for. */

const STATEMENT_ADVICE =
  "Please have a recent processing statement at hand (last month's, from your current provider): " +
  "it lets us compare your rates line by line.";
const ONE_BUSINESS_DAY = "A specialist replies within one business day.";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const CONTROLS_AND_BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/** Text a visitor typed, on one line: nothing they type can start a line (or a header) of its own. */
function oneLine(text: string): string {
  return text.replace(CONTROLS_AND_BREAKS, " ").trim();
}

const shortDateTime = dateFormatPerZone({ weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" });

/** "Mon, Nov 2, 9:00 AM CST": short enough for a subject line. */
function subjectTime({ startsAt, timeZone }: MeetingTime): string {
  return shortDateTime(timeZone).format(startsAt);
}

type Block = { paragraph: string } | { facts: [string, string][] } | { links: [string, string][] };

/** The same blocks as plain text and as HTML, so the two versions never say different things. */
function render(subject: string, greeting: string, blocks: Block[], site: SiteContact): BookingEmail {
  const closing = `${site.name}, ${site.phone}`;
  const text: string[] = [greeting, ""];
  const html: string[] = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    if ("paragraph" in block) {
      text.push(block.paragraph, "");
      html.push(`<p>${escapeHtml(block.paragraph)}</p>`);
    } else if ("facts" in block) {
      text.push(...block.facts.map(([label, value]) => `${label}: ${value}`), "");
      html.push(`<table role="presentation">${block.facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`);
    } else {
      text.push(...block.links.map(([label, href]) => `${label}: ${href}`), "");
      html.push(`<p>${block.links.map(([label, href]) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join("<br>")}</p>`);
    }
  }
  text.push(closing);
  html.push(`<p>${escapeHtml(closing)}</p>`);
  return { subject: oneLine(subject), text: `${text.join("\n")}\n`, html: `<!doctype html><html><body>${html.join("\n")}</body></html>` };
}

function callUs(site: SiteContact): Block {
  return { paragraph: `Questions before then? Call us directly on ${site.phone}.` };
}

/** What the visitor's booking e-mails share: who they are, the meeting, the links to change it. */
export interface VisitorBooking {
  site: SiteContact;
  reference: string;
  visitorName: string;
  repName: string;
  meeting: MeetingTime;
  /** Signed links (manage-token.ts) to the pages that reschedule and cancel; opening one only shows a page. */
  rescheduleUrl: string;
  cancelUrl: string;
}

function manageLinks(booking: VisitorBooking): Block {
  return { links: [["Reschedule", booking.rescheduleUrl], ["Cancel", booking.cancelUrl]] };
}

function meetingFacts(booking: VisitorBooking): Block {
  return {
    facts: [
      ["When", formatMeetingTime(booking.meeting)],
      ["With", oneLine(booking.repName)],
      ["Reference", booking.reference],
    ],
  };
}

/** The visitor's confirmation of a booked consultation; the invitation goes with it (`invitationMailParts`). */
export function visitorBookingEmail(booking: VisitorBooking): BookingEmail {
  return render(
    `Your consultation is booked: ${subjectTime(booking.meeting)} (reference ${booking.reference})`,
    `Hello ${oneLine(booking.visitorName)},`,
    [
      { paragraph: `Your free consultation with ${oneLine(booking.repName)} is booked. The invitation is attached: accept it to keep the time in your calendar.` },
      meetingFacts(booking),
      { paragraph: STATEMENT_ADVICE },
      callUs(booking.site),
      { paragraph: "Need another time, or cannot make it? These links work until the meeting starts:" },
      manageLinks(booking),
    ],
    booking.site,
  );
}

/** " It was on …;" for a moved meeting, or nothing when the earlier time is not known. */
function wasOn(meeting: MeetingTime, previousStartsAt: Date | null): string {
  if (!previousStartsAt) return "";
  const length = meeting.endsAt.getTime() - meeting.startsAt.getTime();
  return ` It was on ${formatMeetingTime({ ...meeting, startsAt: previousStartsAt, endsAt: new Date(previousStartsAt.getTime() + length) })}.`;
}

/** The visitor's notice that a meeting moved; the raised invitation goes with it. */
export function visitorRescheduleEmail(booking: VisitorBooking & { previousStartsAt: Date | null }): BookingEmail {
  return render(
    `Your consultation has moved to ${subjectTime(booking.meeting)} (reference ${booking.reference})`,
    `Hello ${oneLine(booking.visitorName)},`,
    [
      { paragraph: `Your consultation has moved.${wasOn(booking.meeting, booking.previousStartsAt)} The new time is below, and the updated invitation is attached.` },
      meetingFacts(booking),
      { paragraph: STATEMENT_ADVICE },
      callUs(booking.site),
      manageLinks(booking),
    ],
    booking.site,
  );
}

/** The visitor's notice of a cancellation; the cancellation (METHOD:CANCEL) goes with it. */
export function visitorCancellationEmail(booking: Omit<VisitorBooking, "rescheduleUrl" | "cancelUrl"> & { bookAgainUrl: string }): BookingEmail {
  return render(
    `Your consultation on ${subjectTime(booking.meeting)} is cancelled (reference ${booking.reference})`,
    `Hello ${oneLine(booking.visitorName)},`,
    [
      { paragraph: `Your consultation with ${oneLine(booking.repName)} on ${formatMeetingTime(booking.meeting)} is cancelled, and it has been removed from the calendars.` },
      { facts: [["Reference", booking.reference]] },
      { paragraph: `To choose another time, book again, or call us directly on ${booking.site.phone}.` },
      { links: [["Book a consultation", booking.bookAgainUrl]] },
    ],
    booking.site,
  );
}

export type ReminderKind = "day-before" | "hour-before";

const REMINDER_LEAD: Record<ReminderKind, string> = { "day-before": "tomorrow", "hour-before": "in one hour" };

/** The reminders 24 hours and 1 hour before the meeting. */
export function visitorReminderEmail(booking: VisitorBooking, kind: ReminderKind): BookingEmail {
  return render(
    `Reminder: your consultation ${REMINDER_LEAD[kind]}, ${subjectTime(booking.meeting)} (reference ${booking.reference})`,
    `Hello ${oneLine(booking.visitorName)},`,
    [
      { paragraph: `A reminder: your free consultation with ${oneLine(booking.repName)} is ${REMINDER_LEAD[kind]}.` },
      meetingFacts(booking),
      { paragraph: STATEMENT_ADVICE },
      callUs(booking.site),
      manageLinks(booking),
    ],
    booking.site,
  );
}

/** The lead as the rep reads it in their copy: everything the visitor typed, to call them back. */
export interface LeadContact {
  fullName: string;
  businessName: string | null;
  phone: string | null;
  email: string | null;
}

/** The rep's copy of a new booking, in the rep's zone, with the link to the lead in the back office. */
export function repBookingEmail(booking: { site: SiteContact; reference: string; repName: string; meeting: MeetingTime; lead: LeadContact; leadUrl: string }): BookingEmail {
  const { lead } = booking;
  const who = `${oneLine(lead.fullName)}${lead.businessName ? ` (${oneLine(lead.businessName)})` : ""}`;
  return render(
    `New consultation: ${who}, ${subjectTime(booking.meeting)}`,
    `Hello ${oneLine(booking.repName)},`,
    [
      { paragraph: `A consultation was booked with you. The invitation is attached.` },
      {
        facts: [
          ["When", formatMeetingTime(booking.meeting)],
          ["Name", oneLine(lead.fullName)],
          ["Business", lead.businessName ? oneLine(lead.businessName) : "not given"],
          ["Phone", lead.phone ? oneLine(lead.phone) : "not given"],
          ["E-mail", lead.email ? oneLine(lead.email) : "not given"],
          ["Reference", booking.reference],
        ],
      },
      { links: [["Open the lead", booking.leadUrl]] },
    ],
    booking.site,
  );
}

/** The rep's copy of a change: the meeting moved (the raised invitation goes with it) or was cancelled (METHOD:CANCEL). */
export function repBookingChangeEmail(booking: {
  site: SiteContact;
  reference: string;
  repName: string;
  meeting: MeetingTime;
  change: "rescheduled" | "cancelled";
  previousStartsAt: Date | null;
  lead: LeadContact;
  leadUrl: string;
}): BookingEmail {
  const who = `${oneLine(booking.lead.fullName)}${booking.lead.businessName ? ` (${oneLine(booking.lead.businessName)})` : ""}`;
  const moved = booking.change === "rescheduled";
  return render(
    moved ? `Consultation moved: ${who}, now ${subjectTime(booking.meeting)}` : `Consultation cancelled: ${who}, ${subjectTime(booking.meeting)}`,
    `Hello ${oneLine(booking.repName)},`,
    [
      {
        paragraph: moved
          ? `The visitor moved their consultation.${wasOn(booking.meeting, booking.previousStartsAt)} The updated invitation is attached.`
          : "The visitor cancelled their consultation; the cancellation attached removes it from your calendar.",
      },
      { facts: [[moved ? "New time" : "Was on", formatMeetingTime(booking.meeting)], ["Name", oneLine(booking.lead.fullName)], ["Reference", booking.reference]] },
      { links: [["Open the lead", booking.leadUrl]] },
    ],
    booking.site,
  );
}

/** The confirmation for a visitor whose time was only requested (no free time suited them): the reference and the promise. */
export function timeRequestedEmail(request: { site: SiteContact; reference: string; visitorName: string }): BookingEmail {
  return render(
    `We have your consultation request (reference ${request.reference})`,
    `Hello ${oneLine(request.visitorName)},`,
    [
      { paragraph: `Thank you for your consultation request. ${ONE_BUSINESS_DAY} We will call you to agree on a time.` },
      { facts: [["Reference", request.reference]] },
      { paragraph: STATEMENT_ADVICE },
      { paragraph: `You can also call us directly on ${request.site.phone}; please give your reference.` },
    ],
    request.site,
  );
}

/**
 * The nodemailer message fields for an e-mail with its invitation: `icalEvent` makes
 * nodemailer add the calendar as a `text/calendar; method=…` alternative beside the text
 * and the HTML (what Google, Outlook and Apple Mail read to offer Accept and Decline) and
 * as an .ics attachment for the others. The part's method must be the calendar's METHOD.
 */
export function invitationMailParts(email: BookingEmail, invitation: { method: InvitationMethod; calendar: string }) {
  return {
    subject: email.subject,
    text: email.text,
    html: email.html,
    icalEvent: {
      method: invitation.method,
      filename: invitation.method === "CANCEL" ? "cancellation.ics" : "invitation.ics",
      content: invitation.calendar,
    },
  };
}
