import { formatDateTimeInZone } from "~/utils/format";
import { onOneLine } from "~/utils/single-line";

/**
 * The plain-text e-mails staff get about a lead (decision 071): the halfway reminder, the
 * overdue alert and "assigned to you". Times are on the reader's own clock with the zone
 * named; the subject holds only our own words, the reference and times, never anything a
 * visitor typed; the visitor's name is a labelled line of its own in the body.
 */
export type LeadAlert =
  | { kind: "reminder"; dueAt: Date }
  /** `owner`: the lead's owner's name, null when it has none; `toOwner`: the reader is that owner. */
  | { kind: "overdue"; dueAt: Date; owner: string | null; toOwner: boolean }
  /** `reason`: how it came to the reader ("Reassigned"); `dueAt` while the lead is still unanswered. */
  | { kind: "assigned"; reason: string; dueAt: Date | null };

export interface AlertLead {
  reference: string;
  typeLabel: string;
  fullName: string;
  adminUrl: string;
}

/** Who reads it: a staff member by name, or the shared sales address (null name), and the zone their times are shown in. */
export interface AlertReader {
  name: string | null;
  timeZone: string;
}

/** "Mon, Dec 7, 2026, 12:00 PM CST (America/Chicago)": an instant on the reader's clock, its zone named. */
export function readerTime(instant: Date, timeZone: string): string {
  return `${formatDateTimeInZone(instant, timeZone)} (${timeZone})`;
}

const REPLY_COUNTS = "A call or an e-mail logged on the lead, or a change of its status from New, is its reply.";

function subjectOf(alert: LeadAlert, lead: AlertLead, reader: AlertReader): string {
  switch (alert.kind) {
    case "reminder":
      return `Reply due by ${formatDateTimeInZone(alert.dueAt, reader.timeZone)}: lead ${lead.reference}`;
    case "overdue":
      return `Overdue: lead ${lead.reference} has no reply`;
    case "assigned":
      return `Assigned to you: lead ${lead.reference}`;
  }
}

function openingOf(alert: LeadAlert, lead: AlertLead): string[] {
  const which = `Lead ${lead.reference} (${lead.typeLabel})`;
  switch (alert.kind) {
    case "reminder":
      return [`${which} is waiting for its first reply, and half of its business day has passed.`];
    case "overdue": {
      const whose = alert.toOwner ? "It is yours." : alert.owner ? `Its owner, ${onOneLine(alert.owner)}, has been told too.` : "Nobody owns it yet.";
      return [`${which} has passed its reply time with no reply. ${whose}`];
    }
    case "assigned":
      return [`${which} is now yours: ${alert.reason}.`];
  }
}

export function composeLeadAlert(alert: LeadAlert, lead: AlertLead, reader: AlertReader): { subject: string; text: string } {
  const dueAt = alert.dueAt;
  const facts = [`Reference: ${lead.reference}`, `Name: ${onOneLine(lead.fullName)}`];
  if (dueAt) facts.push(`${alert.kind === "overdue" ? "Reply was due by" : "Reply due by"}: ${readerTime(dueAt, reader.timeZone)}`);
  const lines = [
    reader.name ? `Hello ${onOneLine(reader.name)},` : "Hello,",
    "",
    ...openingOf(alert, lead),
    "",
    ...facts,
    "",
    `Open the lead: ${lead.adminUrl}`,
    // Said only while a reply is still awaited.
    ...(dueAt ? ["", REPLY_COUNTS] : []),
  ];
  return { subject: subjectOf(alert, lead, reader), text: `${lines.join("\n")}\n` };
}
