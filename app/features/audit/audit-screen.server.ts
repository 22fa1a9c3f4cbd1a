import { formatDateTimeInZone } from "~/utils/format";
import { listAudit } from "./audit-log.server";
import { AUDIT_ENTITY_LABELS, moreLinesQuery, parseAuditQuery } from "./audit-screen";
import { isoInstant } from "~/utils/instants";

export interface AuditLineView {
  id: number;
  /** In the viewer's time zone. */
  when: string;
  /** The instant (ISO-8601), for the <time> element. */
  at: string;
  who: string;
  kind: string;
  summary: string;
}

/** The audit screen: the latest lines, newest first, optionally of one kind; times in the viewer's zone. */
export async function loadAuditScreen(query: URLSearchParams, timeZone: string) {
  const parsed = parseAuditQuery(query);
  // One line more than shown tells whether a "Show more" link is worth offering.
  const rows = await listAudit({ entityType: parsed.entityType ?? undefined, limit: parsed.limit + 1 });
  const lines: AuditLineView[] = rows.slice(0, parsed.limit).map((row) => ({
    id: row.id,
    when: formatDateTimeInZone(new Date(row.createdAt), timeZone),
    at: isoInstant(row.createdAt),
    who: row.staffEmail,
    kind: Object.hasOwn(AUDIT_ENTITY_LABELS, row.entityType)
      ? AUDIT_ENTITY_LABELS[row.entityType as keyof typeof AUDIT_ENTITY_LABELS]
      : row.entityType,
    summary: row.summary,
  }));
  return {
    lines,
    entityType: parsed.entityType,
    moreQuery: moreLinesQuery(parsed, rows.length > parsed.limit),
    kinds: Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label })),
    timeZone,
  };
}
