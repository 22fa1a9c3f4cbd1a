import { touchValue } from "~/features/attribution/classify-touch";
import { readDay } from "~/utils/date-range";
import { isLeadStatus, LEAD_TYPES, leadStatusLabel, leadTypeLabel, type LeadStatus } from "./lead-types";

export interface LeadFilters {
  q: string;
  status: LeadStatus | null;
  type: string | null;
  /** Inclusive YYYY-MM-DD bounds on the submission date, days of the staff member's zone. */
  from: string | null;
  to: string | null;
  timeZone: string;
  /** "mine": owned by the staff member looking (`viewerId`); "unassigned": owned by nobody. */
  owner: LeadOwnerFilter | null;
  viewerId: number | null;
  /** Unanswered leads due today (the staff member's day) or already overdue (decision 069). */
  due: LeadDueFilter | null;
  /** The order; null: newest first (the default, as the inbox always was). */
  sort: LeadSort | null;
  /** Leads whose first or last touch came from this source, or belongs to this campaign (decision 076). */
  source: string | null;
  campaign: string | null;
  page: number;
}

/**
 * A source or campaign from the address, cleaned as touches are stored (trimmed,
 * lower-case, no control characters, capped), so it compares with them and any database
 * can take it as a parameter.
 */
function readTouchValue(query: URLSearchParams, name: string): string | null {
  return touchValue(query.get(name));
}

/**
 * Orders other than the default, newest first (decision 072): "due" puts the soonest next
 * due time first (a waiting lead's reply due or an open task's, overdue ones at the top)
 * and leads with nothing due last; "meeting" puts the soonest booked meeting that has not
 * ended first and leads without one last. Ties, and the leads at the end, stay newest first.
 */
export const LEAD_SORTS = [
  { value: "due", label: "Due soonest" },
  { value: "meeting", label: "Meeting soonest" },
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number]["value"];

/** The inbox's views by urgency, each a plain link to its filters. */
export const LEAD_VIEWS = [
  { label: "Mine", query: "?owner=mine" },
  { label: "Unassigned", query: "?owner=unassigned" },
  { label: "Due today", query: "?due=today&sort=due" },
  { label: "Overdue", query: "?due=overdue&sort=due" },
] as const;

export const LEAD_DUE_FILTERS = [
  { value: "today", label: "Due today" },
  { value: "overdue", label: "Overdue" },
] as const;
export type LeadDueFilter = (typeof LEAD_DUE_FILTERS)[number]["value"];

export const LEAD_OWNER_FILTERS = [
  { value: "mine", label: "Mine" },
  { value: "unassigned", label: "Unassigned" },
] as const;
export type LeadOwnerFilter = (typeof LEAD_OWNER_FILTERS)[number]["value"];

/**
 * Reads the inbox filters from the query string (bookmarkable: /admin/leads?q=…).
 * Anything malformed is dropped rather than rejected, so an old bookmark still opens.
 */
export function parseLeadFilters(query: URLSearchParams, timeZone: string, viewerId: number | null = null): LeadFilters {
  const q = (query.get("q") ?? "").trim().slice(0, 100);
  const status = query.get("status");
  const type = query.get("type");
  const page = Number(query.get("page") ?? "1");
  const owner = LEAD_OWNER_FILTERS.find((item) => item.value === query.get("owner"))?.value ?? null;
  const due = LEAD_DUE_FILTERS.find((item) => item.value === query.get("due"))?.value ?? null;
  const sort = LEAD_SORTS.find((item) => item.value === query.get("sort"))?.value ?? null;
  return {
    q,
    status: isLeadStatus(status) ? status : null,
    type: LEAD_TYPES.some((item) => item.value === type) ? type : null,
    from: readDay(query, "from"),
    to: readDay(query, "to"),
    timeZone,
    owner: owner === "mine" && viewerId === null ? null : owner,
    viewerId,
    due,
    sort,
    source: readTouchValue(query, "source"),
    campaign: readTouchValue(query, "campaign"),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filters as a query string (without page), for export links and pagination. */
export function filtersToQuery(filters: LeadFilters, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (filters.q) query.set("q", filters.q);
  if (filters.status) query.set("status", filters.status);
  if (filters.type) query.set("type", filters.type);
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  if (filters.owner) query.set("owner", filters.owner);
  if (filters.due) query.set("due", filters.due);
  if (filters.sort) query.set("sort", filters.sort);
  if (filters.source) query.set("source", filters.source);
  if (filters.campaign) query.set("campaign", filters.campaign);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The filters in words, for the audit line of an export: `search “Reyes”, status New, from 2026-11-01`. */
export function describeLeadFilters(filters: LeadFilters): string {
  const parts: string[] = [];
  if (filters.q) parts.push(`search “${filters.q}”`);
  if (filters.status) parts.push(`status ${leadStatusLabel(filters.status)}`);
  if (filters.type) parts.push(`type ${leadTypeLabel(filters.type)}`);
  if (filters.from) parts.push(`from ${filters.from}`);
  if (filters.to) parts.push(`to ${filters.to}`);
  if (filters.owner) parts.push(`owner ${filters.owner === "mine" ? "me" : "nobody"}`);
  if (filters.due) parts.push(filters.due === "today" ? "due today" : "overdue");
  if (filters.source) parts.push(`source “${filters.source}”`);
  if (filters.campaign) parts.push(`campaign “${filters.campaign}”`);
  if (filters.sort) parts.push(`sorted ${filters.sort === "due" ? "by due time" : "by meeting time"}`);
  return parts.length ? parts.join(", ") : "no filters";
}
