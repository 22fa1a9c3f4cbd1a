import { isStorableText } from "~/utils/storable-text";

/**
 * The dashboard's filters (decision 079): `?source=google&device=mobile&from=…&to=…`.
 * Every breakdown row is a link that adds its value to the address, and every figure of
 * the dashboard is then computed for the sessions that match all active filters. Pure:
 * the SQL lives in dashboard.server.ts.
 */

/**
 * Which page view of a session the filter reads: its first (where the visit came from,
 * where it landed), its last (where it left), or any (a page it saw, or what stays the
 * same through a visit: device, browser, language, country).
 */
export type FilterScope = "first" | "last" | "any";

export interface FilterDimension {
  /** The query parameter. */
  key: string;
  label: string;
  /** The analytics_events column or expression (trusted SQL, never from the request). */
  column: string;
  scope: FilterScope;
  /** How the tables show a missing value; a filter with this value matches the missing value. */
  missing: string | null;
}

/** The session's source: its campaign's utm_source, else the site it came from. */
export const SOURCE_EXPRESSION = "coalesce(utm_source, referrer_host)";
export const DIRECT = "Direct / none";

export const FILTER_DIMENSIONS = [
  { key: "source", label: "Source", column: SOURCE_EXPRESSION, scope: "first", missing: DIRECT },
  { key: "referrer", label: "Referrer", column: "referrer_host", scope: "first", missing: DIRECT },
  { key: "medium", label: "Medium", column: "utm_medium", scope: "first", missing: null },
  { key: "campaign", label: "Campaign", column: "utm_campaign", scope: "first", missing: null },
  { key: "term", label: "Term", column: "utm_term", scope: "first", missing: null },
  { key: "content", label: "Content", column: "utm_content", scope: "first", missing: null },
  { key: "page", label: "Page", column: "page_path", scope: "any", missing: "(unknown)" },
  { key: "entry", label: "Entry page", column: "page_path", scope: "first", missing: "(unknown)" },
  { key: "exit", label: "Exit page", column: "page_path", scope: "last", missing: "(unknown)" },
  { key: "country", label: "Country", column: "country", scope: "any", missing: "Unknown" },
  { key: "device", label: "Device", column: "device_type", scope: "any", missing: "Unknown" },
  { key: "browser", label: "Browser", column: "browser_name", scope: "any", missing: "Unknown" },
  { key: "language", label: "Language", column: "language_code", scope: "any", missing: "Unknown" },
] as const satisfies readonly FilterDimension[];

export type FilterKey = (typeof FILTER_DIMENSIONS)[number]["key"];

export interface DashboardFilter {
  dimension: FilterDimension;
  /** The value shown (and in the address). */
  value: string;
  /** The stored value to match; null matches rows without one. */
  match: string | null;
}

/** Stored values are capped at 200 characters (event-row.ts); paths at 500. */
export const MAX_FILTER_VALUE_LENGTH = 500;

/**
 * The active filters of a query string, in the order of FILTER_DIMENSIONS. Unknown
 * parameters are ignored (the date range and anything an old link carries); a blank, overlong or
 * unstorable value is ignored too, so a hand-edited address shows the unfiltered figures
 * rather than an error.
 */
export function parseDashboardFilters(query: URLSearchParams): DashboardFilter[] {
  const filters: DashboardFilter[] = [];
  for (const dimension of FILTER_DIMENSIONS) {
    const value = query.get(dimension.key)?.trim();
    if (!value || value.length > MAX_FILTER_VALUE_LENGTH || !isStorableText(value)) continue;
    filters.push({ dimension, value, match: value === dimension.missing ? null : value });
  }
  return filters;
}

/** The range and filters as a query string ("?from=…&to=…&source=…"). */
export function dashboardQuery(range: { from: string; to: string }, filters: readonly { key: string; value: string }[]): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  for (const filter of filters) query.set(filter.key, filter.value);
  return `?${query}`;
}

export interface ActiveFilter {
  key: string;
  label: string;
  value: string;
}

export function activeFilters(filters: readonly DashboardFilter[]): ActiveFilter[] {
  return filters.map((filter) => ({ key: filter.dimension.key, label: filter.dimension.label, value: filter.value }));
}

/** The address with one more filter (or another value for the same key). */
export function withFilter(range: { from: string; to: string }, active: readonly ActiveFilter[], key: string, value: string): string {
  return dashboardQuery(range, [...active.filter((filter) => filter.key !== key), { key, value }]);
}

/** The address without one filter. */
export function withoutFilter(range: { from: string; to: string }, active: readonly ActiveFilter[], key: string): string {
  return dashboardQuery(
    range,
    active.filter((filter) => filter.key !== key),
  );
}
