import type { LeadRow } from "#db/schema";
import { creditLeadSources, leadSources, type LeadSources } from "~/features/attribution/attribution.server";
import { isProduction } from "~/utils/env.server";
import { siteOrigin } from "~/utils/origin.server";
import { createLead, type NewLead } from "./leads.server";

/** What a lead form knows about its lead; where the visitor came from is read from the request. */
export type SubmittedLead = Omit<NewLead, "referral" | "linkCode" | "lightboxId" | "attribution">;

export interface SubmitLeadOptions {
  /**
   * Credit the pop-up whose call to action the visitor followed (leads.lightbox_id). Only
   * consultation requests ask for it: a pop-up's results count "consultations after a
   * click" (decision 010), so the other forms leave their leads uncredited.
   */
  creditPopupClick?: boolean;
}

/**
 * Marks the browser as having just sent a lead, so the promotional pop-up stays away
 * (decision 009).
 */
export function recentLeadCookie(): string {
  return `recent_lead=1; Path=/; Max-Age=${24 * 60 * 60}; SameSite=Lax; HttpOnly${isProduction() ? "; Secure" : ""}`;
}

/** A lead form's lead with what the request knows of where the visitor came from (decision 076). */
export interface PreparedLead {
  lead: NewLead;
  sources: LeadSources;
}

export async function prepareLead(request: Request, newLead: SubmittedLead, options: SubmitLeadOptions = {}): Promise<PreparedLead> {
  const sources = await leadSources(request);
  return {
    lead: {
      ...newLead,
      ...sources.referral,
      lightboxId: options.creditPopupClick ? sources.popupId : null,
      attribution: sources.attribution,
    },
    sources,
  };
}

/**
 * Once a prepared lead is stored: records its referral's conversion and returns the
 * Set-Cookie values to send: the recent-lead marker and, after a conversion, the cleared
 * referral.
 */
export async function leadStoredCookies(prepared: PreparedLead, lead: LeadRow): Promise<string[]> {
  const setCookies = [recentLeadCookie()];
  const clearedReferral = await creditLeadSources(prepared.sources, lead);
  if (clearedReferral) setCookies.push(clearedReferral);
  return setCookies;
}

/**
 * Every lead form's submission once its answers are valid: stores the lead (and e-mails
 * sales) credited to the visitor's stored referral (decision 013), records that referral's
 * conversion, and returns the Set-Cookie values to send.
 */
export async function submitLead(
  request: Request,
  newLead: SubmittedLead,
  options: SubmitLeadOptions = {},
): Promise<{ lead: LeadRow; setCookies: string[] }> {
  const prepared = await prepareLead(request, newLead, options);
  const lead = await createLead(prepared.lead, siteOrigin(request));
  return { lead, setCookies: await leadStoredCookies(prepared, lead) };
}
