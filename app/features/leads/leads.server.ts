import { and, asc, count, desc, eq, gte, isNull, like, lt, or, sql, type SQL } from "drizzle-orm";
import { leadNotes, leads, staffUsers, type LeadNoteRow, type LeadRow } from "#db/schema";
import { recordAudit, type AuditActor } from "~/features/audit/audit-log.server";
import { describeChanges, withChanges } from "~/features/audit/describe-changes";
import { endOfDay, startOfDay } from "~/utils/date-range";
import type { AppDatabase } from "#db/open";
import { dueAfterArrival } from "~/features/response-time/due-times.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { isStorableText } from "~/utils/storable-text";
import { todayIn } from "~/utils/time-zones";
import type { LeadFilters } from "./lead-filters";
import { newLeadReference, normaliseLeadReference } from "./lead-reference";
import { leadStatusLabel, type LeadNoteKind, type LeadStatus, type LeadType } from "./lead-types";
import { nudgeJobWorker } from "~/features/jobs/job-worker.server";
import { routeOnArrival } from "~/features/lead-routing/routing.server";
import { enqueueLeadNotification, type LeadNotification } from "./notify.server";

export interface NewLead {
  type: LeadType;
  fullName: string;
  businessName?: string | null;
  email?: string | null;
  phone?: string | null;
  payload: Record<string, unknown>;
  referral?: Record<string, unknown> | null;
  linkCode?: string | null;
  /** The pop-up whose call to action brought the visitor, if any. */
  lightboxId?: number | null;
  channel: "form" | "api";
  /** Label → value lines for the notification e-mail. */
  details: [string, string][];
}

/** How many fresh references to try when one is taken (at 50 bits, a second try is already rare). */
const REFERENCE_ATTEMPTS = 5;

/** SQLite's and PostgreSQL's (23505) unique violation on the reference, as thrown or as the cause drizzle wraps. */
function isReferenceTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "SQLITE_CONSTRAINT_UNIQUE" && cause.message.includes("leads.reference")) return true;
    if (code === "23505" && constraint === "leads_reference_unique") return true;
  }
  return false;
}

/**
 * Stores a lead under a fresh reference (lead-reference.ts) with the job that notifies
 * sales, so the visitor never waits for the e-mail.
 */
export async function createLead(
  input: NewLead,
  origin: string,
  newReference: () => string = newLeadReference,
): Promise<LeadRow> {
  const row = await withFreshReference(
    (reference) =>
      inTransaction(async (tx) => {
        const now = new Date();
        // An owner by the routing rules, due on the owner's calendar; else due on the company's (decision 070).
        const stored = await routeOnArrival(tx, await insertLead(tx, input, reference, null, await dueAfterArrival(now, tx)), now);
        // The notification commits with the lead, so a process stopped right after the reply loses neither (decision 063).
        await enqueueLeadNotification(tx, leadNotification(stored, input.details), origin);
        return stored;
      }),
    newReference,
  );
  nudgeJobWorker();
  return row;
}

/**
 * Runs `store` with a fresh reference until one is not taken. A caller that stores the
 * lead inside a transaction passes the whole transaction as `store`: on PostgreSQL a
 * refused insert ends the transaction, so the retry must begin a new one.
 */
export async function withFreshReference<T>(
  store: (reference: string) => Promise<T>,
  newReference: () => string = newLeadReference,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store(newReference());
    } catch (error) {
      if (!isReferenceTaken(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/** One lead row, in `db` (the site's database or an open transaction); nobody is told yet. */
export async function insertLead(
  db: AppDatabase,
  input: NewLead,
  reference: string,
  ownerId: number | null = null,
  /** When a reply is due (decision 069); null when no calendar gives one. */
  dueAt: Date | null = null,
): Promise<LeadRow> {
  const [row] = await db
    .insert(leads)
    .values({
      reference,
      type: input.type,
      status: "pending",
      fullName: input.fullName,
      businessName: input.businessName ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      payload: input.payload,
      referral: input.referral ?? null,
      linkCode: input.linkCode ?? null,
      lightboxId: input.lightboxId ?? null,
      channel: input.channel,
      ownerId,
      dueAt: dueAt?.getTime() ?? null,
    })
    .returning();
  if (!row) throw new Error("storing a lead returned no row");
  return row;
}

/** What the sales notification says about a stored lead (its job's payload, decision 063). */
export function leadNotification(row: LeadRow, details: [string, string][]): LeadNotification {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    fullName: row.fullName,
    businessName: row.businessName,
    email: row.email,
    phone: row.phone,
    details,
  };
}

export const LEADS_PER_PAGE = 50;

function filterConditions(filters: LeadFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.type) conditions.push(eq(leads.type, filters.type));
  if (filters.from) conditions.push(gte(leads.createdAt, new Date(startOfDay(filters.from, filters.timeZone)).toISOString()));
  if (filters.to) conditions.push(lt(leads.createdAt, new Date(endOfDay(filters.to, filters.timeZone)).toISOString()));
  if (filters.owner === "unassigned") conditions.push(isNull(leads.ownerId));
  if (filters.owner === "mine" && filters.viewerId !== null) conditions.push(eq(leads.ownerId, filters.viewerId));
  if (filters.due) {
    // Unanswered and still open: the clock has not been stopped by a reply.
    const unanswered = and(isNull(leads.firstResponseAt), eq(leads.status, "pending"));
    const now = Date.now();
    if (filters.due === "overdue") conditions.push(and(unanswered, lt(leads.dueAt, now))!);
    else {
      const today = todayIn(filters.timeZone);
      conditions.push(and(unanswered, gte(leads.dueAt, startOfDay(today, filters.timeZone)), lt(leads.dueAt, endOfDay(today, filters.timeZone)))!);
    }
  }
  // No lead holds what the database cannot store (PostgreSQL would refuse the pattern): none matches.
  if (filters.q && !isStorableText(filters.q)) conditions.push(sql`1 = 0`);
  else if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const matches = (column: Parameters<typeof like>[0]) => like(column, pattern);
    // A reference read out on the phone may come without its hyphen or in lower case.
    const reference = normaliseLeadReference(filters.q);
    const search = or(
      matches(leads.fullName),
      matches(leads.businessName),
      matches(leads.email),
      matches(leads.phone),
      matches(leads.reference),
      reference ? eq(leads.reference, reference) : undefined,
    );
    if (search) conditions.push(search);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listLeads(filters: LeadFilters): Promise<{ items: LeadRow[]; total: number; pages: number }> {
  const db = getDb();
  const where = filterConditions(filters);
  const [counted] = await db.select({ n: count() }).from(leads).where(where).limit(1);
  const total = counted?.n ?? 0;
  const items = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PER_PAGE)
    .offset((filters.page - 1) * LEADS_PER_PAGE);
  return { items, total, pages: Math.max(1, Math.ceil(total / LEADS_PER_PAGE)) };
}

/** Every lead matching the filters, newest first, for CSV export. */
export async function exportLeads(filters: LeadFilters): Promise<LeadRow[]> {
  return getDb().select().from(leads).where(filterConditions(filters)).orderBy(desc(leads.createdAt), desc(leads.id));
}

export interface LeadNoteView extends LeadNoteRow {
  staffEmail: string | null;
}

export async function getLead(id: number): Promise<{ lead: LeadRow; notes: LeadNoteView[] } | null> {
  const db = getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return null;
  const notes = await db
    .select({ note: leadNotes, staffEmail: staffUsers.email })
    .from(leadNotes)
    .leftJoin(staffUsers, eq(leadNotes.staffId, staffUsers.id))
    .where(eq(leadNotes.leadId, id))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  return { lead, notes: notes.map(({ note, staffEmail }) => ({ ...note, staffEmail })) };
}

/**
 * Sets a lead's status with its history note and its audit line, all or nothing; true
 * when the lead exists (a status it already has changes nothing and writes nothing).
 */
export function changeLeadStatus(id: number, status: LeadStatus, staff: AuditActor & { id: number }, noteText: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [current] = await tx.select({ status: leads.status, reference: leads.reference }).from(leads).where(eq(leads.id, id)).limit(1);
    if (!current) return false;
    if (current.status === status) return true;
    const now = new Date();
    await tx.update(leads).set({ status, updatedAt: now.toISOString() }).where(eq(leads.id, id));
    // The first change from New is the first reply: it stops the due clock (decision 069).
    if (current.status === "pending") {
      await tx.update(leads).set({ firstResponseAt: now.getTime() }).where(and(eq(leads.id, id), isNull(leads.firstResponseAt)));
    }
    await tx.insert(leadNotes).values({ leadId: id, staffId: staff.id, kind: "status", body: noteText });
    const changes = describeChanges({ status: leadStatusLabel(current.status) }, { status: leadStatusLabel(status) });
    await recordAudit(
      staff,
      { action: "status", entityType: "lead", entityId: current.reference, summary: withChanges(`Changed lead ${current.reference}`, changes) },
      tx,
    );
    return true;
  });
}

/**
 * Adds a note with its audit line. The line names the lead and the note's length, never
 * its text: a note often repeats what the lead told us (personal data), and the audit log
 * keeps every line for good while a lead and its notes can be erased (decision 057).
 */
const NOTE_AUDIT_WORDS: Record<LeadNoteKind, string> = { note: "a note", call: "a call", email: "an e-mail" };

export function addLeadNote(id: number, staff: AuditActor & { id: number }, body: string, kind: LeadNoteKind = "note"): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [lead] = await tx.select({ reference: leads.reference }).from(leads).where(eq(leads.id, id)).limit(1);
    if (!lead) return false;
    await tx.insert(leadNotes).values({ leadId: id, staffId: staff.id, kind, body });
    // A logged call or e-mail is a reply: the first one stops the due clock (decision 069).
    if (kind !== "note") {
      await tx.update(leads).set({ firstResponseAt: Date.now() }).where(and(eq(leads.id, id), isNull(leads.firstResponseAt)));
    }
    const length = `${body.length.toLocaleString("en-US")} character${body.length === 1 ? "" : "s"}`;
    await recordAudit(
      staff,
      { action: "note", entityType: "lead", entityId: lead.reference, summary: `Added ${NOTE_AUDIT_WORDS[kind]} to lead ${lead.reference} (${length})` },
      tx,
    );
    return true;
  });
}

/** How many leads of each type arrived since an instant (ISO). */
export async function countLeadsByTypeSince(sinceIso: string): Promise<Map<string, number>> {
  const rows = await getDb()
    .select({ type: leads.type, n: count() })
    .from(leads)
    .where(gte(leads.createdAt, sinceIso))
    .groupBy(leads.type);
  return new Map(rows.map((row) => [row.type, row.n]));
}
