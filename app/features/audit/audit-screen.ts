import type { AuditEntity } from "./audit-log.server";

/** The kinds of thing the audit log records, as the filter lists them (every AuditEntity, checked by the type). */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  article: "Articles",
  page: "Pages",
  navigation: "Navigation",
  brand: "Co-brands",
  partner: "Partners",
  "referral-link": "Referral links",
  lightbox: "Pop-ups",
  staff: "Staff accounts",
  lead: "Leads",
  export: "Exports",
  session: "Sign-ins and sign-outs",
  availability: "Reps' hours and time off",
  holiday: "Holidays",
  "booking-settings": "Booking settings",
  job: "Jobs",
  routing: "Lead routing",
  redirect: "Redirects",
  upload: "Media library",
  "content-page": "Product, industry and guide pages",
};

export const AUDIT_PAGE_SIZE = 50;
/** The most lines one page shows, however often "Show more" is followed. */
export const AUDIT_MAX_LINES = 1000;

export function isAuditEntity(value: unknown): value is AuditEntity {
  return typeof value === "string" && Object.hasOwn(AUDIT_ENTITY_LABELS, value);
}

export interface AuditQuery {
  entityType: AuditEntity | null;
  limit: number;
}

/**
 * The filter and length from the query string. Anything unknown falls back to the
 * default (every kind, the first page) rather than a refusal: the screen only reads.
 */
export function parseAuditQuery(query: URLSearchParams): AuditQuery {
  const type = query.get("type");
  const rawLimit = query.get("limit") ?? "";
  const limit = /^\d{1,4}$/.test(rawLimit) ? Number(rawLimit) : AUDIT_PAGE_SIZE;
  return {
    entityType: isAuditEntity(type) ? type : null,
    limit: Math.min(Math.max(limit, AUDIT_PAGE_SIZE), AUDIT_MAX_LINES),
  };
}

/** The query string of the "Show more" link: the same filter, one page longer; null when nothing more can be shown. */
export function moreLinesQuery(query: AuditQuery, hasMore: boolean): string | null {
  if (!hasMore || query.limit >= AUDIT_MAX_LINES) return null;
  const params = new URLSearchParams();
  if (query.entityType) params.set("type", query.entityType);
  params.set("limit", String(Math.min(query.limit + AUDIT_PAGE_SIZE, AUDIT_MAX_LINES)));
  return `?${params.toString()}`;
}
