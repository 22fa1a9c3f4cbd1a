import type { ContactKind } from "~/components/ui/contact-value";
import { formatDateTimeInZone } from "~/utils/format";
import { isoInstant } from "~/utils/instants";

/** How the inbox shows a lead's instants, contact details and referral to a staff member. */

/** A stored instant as the signed-in staff member reads it: in their zone, named ("Tue, Dec 15, 2026, 2:30 PM CST"). */
export interface StaffTime {
  /** The stored instant as ISO-8601 UTC, for the <time> element. */
  at: string;
  when: string;
}

export function staffTime(instant: number, timeZone: string): StaffTime {
  return { at: isoInstant(instant), when: formatDateTimeInZone(new Date(instant), timeZone) };
}

/** One line of a lead's answers; `contact` marks the visitor's phone number or e-mail address, shown as a link. */
export interface LeadDetailRow {
  label: string;
  value: string;
  contact?: ContactKind;
}

/**
 * Marks the answers that are the lead's own phone and e-mail, whichever form they came
 * from: every form fills the lead's phone and e-mail columns from those answers.
 */
export function markContactRows(rows: readonly [string, string][], lead: { phone: string | null; email: string | null }): LeadDetailRow[] {
  return rows.map(([label, value]) => {
    if (lead.phone && value === lead.phone) return { label, value, contact: "phone" };
    if (lead.email && value === lead.email) return { label, value, contact: "email" };
    return { label, value };
  });
}

/** A lead's referral: the link code, and whose link it is when a partner's link has that code. */
export interface LeadReferral {
  code: string;
  /** "Gulf Coast Community Bank (Spring mailing)", or the name alone for a link without a label. */
  partner: string | null;
}

export function leadReferral(
  linkCode: string | null,
  partnerLinks: ReadonlyMap<string, { partnerName: string; linkLabel: string }>,
): LeadReferral | null {
  if (!linkCode) return null;
  const link = partnerLinks.get(linkCode);
  if (!link) return { code: linkCode, partner: null };
  return { code: linkCode, partner: link.linkLabel ? `${link.partnerName} (${link.linkLabel})` : link.partnerName };
}
