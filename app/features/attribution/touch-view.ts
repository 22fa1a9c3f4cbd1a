import type { LeadAttributionRow } from "#db/schema";
import type { Touch } from "./classify-touch";
import type { TouchHistory } from "./touch-history";

/** A stored lead attribution read back as the two touches it was made from. */
export function touchesOfRow(row: LeadAttributionRow): TouchHistory {
  const touch = (prefix: "first" | "last"): Touch => ({
    source: row[`${prefix}Source`],
    medium: row[`${prefix}Medium`],
    campaign: row[`${prefix}Campaign`],
    term: row[`${prefix}Term`],
    content: row[`${prefix}Content`],
    referrerHost: row[`${prefix}ReferrerHost`],
    landingPage: row[`${prefix}LandingPage`],
    referralLinkCode: row[`${prefix}ReferralLinkCode`],
    at: row[`${prefix}At`],
  });
  return { first: touch("first"), last: touch("last") };
}

/** "google / organic", as marketers write a source and its medium. */
export function sourceLabel(touch: Pick<Touch, "source" | "medium">): string {
  return touch.source === touch.medium ? touch.source : `${touch.source} / ${touch.medium}`;
}
