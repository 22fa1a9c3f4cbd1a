import { desc, eq, and, type SQL } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { auditLog, type AuditLogRow } from "#db/schema";
import { getDb } from "~/utils/db.server";

/** What the back office changes; the audit screen filters by it. */
export type AuditEntity =
  | "article"
  | "page"
  | "navigation"
  | "brand"
  | "partner"
  | "referral-link"
  | "staff"
  | "lightbox"
  /** A lead's status changes, notes and assignments. */
  | "lead"
  /** CSV downloads of lead and referral data. */
  | "export"
  /** Sign-ins (successful or not) and sign-outs. */
  | "session"
  | "availability"
  | "holiday"
  | "booking-settings"
  /** A failed job retried from the jobs screen. */
  | "job"
  /** Lead routing rules, pools and their members (decision 070). */
  | "routing"
  /** Redirects added, edited or removed on the redirects screen (decision 082). */
  | "redirect"
  /** Images of the media library: uploads, alt text, deletions (decision 083). */
  | "upload"
  /** Edits of the content pages shipped as files, by path (decision 088). */
  | "content-page";

export interface AuditEntry {
  action: string;
  entityType: AuditEntity;
  entityId?: string | number | null;
  /** One line a person reads: `Published “Fees explained”`. */
  summary: string;
}

export interface AuditActor {
  /** Null for a sign-in that failed: nobody is signed in, the line keeps the e-mail that was tried. */
  id: number | null;
  email: string;
}

/**
 * Records one change made in the back office. Pass the transaction that made the change
 * (`inTransaction`), so the line is written if and only if the change is.
 */
export async function recordAudit(actor: AuditActor, entry: AuditEntry, db: AppDatabase = getDb()): Promise<void> {
  await db.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary.slice(0, 500),
  });
}

/**
 * A CSV download of lead or referral data: which file, with which filters, how many rows.
 * Personal data leaving the site is worth a line even though nothing changed. A HEAD
 * request gets the headers only: nothing left the site, so no line.
 */
export async function recordCsvExport(request: Request, actor: AuditActor, what: string, filters: string, rows: number): Promise<void> {
  if (request.method === "HEAD") return;
  const count = `${rows.toLocaleString("en-US")} row${rows === 1 ? "" : "s"}`;
  return recordAudit(actor, { action: "export", entityType: "export", summary: `Downloaded ${what} as CSV: ${count} (${filters})` });
}

/** The latest lines, newest first; optionally of one kind of thing, or one row. */
export async function listAudit(
  filter: { entityType?: AuditEntity; entityId?: string | number; limit?: number } = {},
): Promise<AuditLogRow[]> {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, String(filter.entityId)));
  return getDb()
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 200, 1000));
}
