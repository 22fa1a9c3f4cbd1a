import { leadStatusLabel } from "~/features/lead-store/lead-types";

/** What a step of an unanswered lead needs to know about it when it runs. */
export interface LeadClock {
  status: string;
  firstResponseAt: number | null;
  dueAt: number | null;
}

/**
 * Why a step made for the due time `dueAt` has nothing left to do, or null when it still
 * has (decision 071): the lead must exist, have no reply (`first_response_at`), still be
 * New (any other status was set by a person, and the first change from New is a reply;
 * Won and Lost are closed), and still be due at the instant the step was made for (a
 * step of an earlier due time is stale).
 */
export function stepStale(lead: LeadClock | null | undefined, dueAt: number): string | null {
  if (!lead) return "the lead no longer exists";
  if (lead.firstResponseAt !== null) return "the lead has been answered";
  if (lead.status !== "pending") return `the lead is ${leadStatusLabel(lead.status)}`;
  if (lead.dueAt !== dueAt) return "the lead's due time changed";
  return null;
}
