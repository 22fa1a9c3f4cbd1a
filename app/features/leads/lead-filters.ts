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
  page: number;
}

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
  return {
    q,
    status: isLeadStatus(status) ? status : null,
    type: LEAD_TYPES.some((item) => item.value === type) ? type : null,
    from: readDay(query, "from"),
    to: readDay(query, "to"),
    timeZone,
    owner: owner === "mine" && viewerId === null ? null : owner,
    viewerId,
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
  return parts.length ? parts.join(", ") : "no filters";
}
