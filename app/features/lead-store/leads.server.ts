import { and, asc, count, desc, eq, gt, gte, isNull, like, lt, or, sql, type SQL } from "drizzle-orm";
import { bookings, leadNotes, leads, staffUsers, type LeadNoteRow, type LeadRow } from "#db/schema";
import { hasOpenTaskDue, soonestOpenTaskDue } from "~/features/lead-tasks/lead-tasks.server";
import { recordAudit, type AuditActor } from "~/features/audit/audit-log.server";
import { describeChanges, withChanges } from "~/features/audit/describe-changes";
import { endOfDay, startOfDay } from "~/utils/date-range";
import type { AppDatabase } from "#db/open";
import { dueAfterArrival } from "~/features/response-time/due-times.server";
import { cancelEscalations, scheduleEscalations } from "~/features/response-time/escalation-schedule.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { isStorableText } from "~/utils/storable-text";
import { todayIn } from "~/utils/time-zones";
import type { LeadFilters } from "./lead-filters";
import { newLeadReference, normaliseLeadReference } from "./lead-reference";
import { leadStatusLabel, type LeadNoteKind, type LeadStatus, type LeadType } from "./lead-types";
import { nudgeJobWorker } from "~/features/jobs/job-worker.server";
import { routeOnArrival } from "~/features/lead-routing/routing.server";
import { enqueueLeadNotification, type LeadNotification } from "./notify.server";
import { attributionCondition, storeLeadAttribution, type LeadAttributionInput } from "~/features/attribution/lead-attributions.server";

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
  /** Where the visitor came from (decision 076); none when nothing was recorded. */
  attribution?: LeadAttributionInput | null;
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
        const { dueCalendar, ...stored } = await routeOnArrival(tx, await insertLead(tx, input, reference, null, await dueAfterArrival(now, tx)), now);
        await scheduleEscalations(tx, stored, { arrivedAt: now, calendar: dueCalendar ?? undefined, now });
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
  if (input.attribution) await storeLeadAttribution(db, row.id, input.attribution);
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

/** A lead still waiting for its first reply: the clock has not been stopped (decision 069). */
const waitingForReply = () => and(isNull(leads.firstResponseAt), eq(leads.status, "pending"));

/** The reply's due time while the lead waits for it, else null. */
const replyDue = () => sql`case when ${waitingForReply()} then ${leads.dueAt} end`;

/**
 * The lead's next due time (task-rules.ts' nextDueAt in SQL): the earlier of its reply
 * due and its soonest open task, whichever exists. Spelled with CASE, since SQLite's
 * two-argument min() is null when either is, and PostgreSQL has least() instead.
 */
function nextDue(): SQL {
  const reply = replyDue();
  return sql`case when ${reply} is null then ${soonestOpenTaskDue} when ${soonestOpenTaskDue} is null then ${reply} when ${soonestOpenTaskDue} < ${reply} then ${soonestOpenTaskDue} else ${reply} end`;
}

/** The start of the lead's soonest booked meeting that has not ended at `now`, else null. */
const nextMeeting = (now: number) =>
  sql`(select min(${bookings.startsAt}) from ${bookings} where ${and(eq(bookings.leadId, leads.id), eq(bookings.status, "booked"), gt(bookings.endsAt, now))})`;

/** The inbox's order (lead-filters.ts' LEAD_SORTS): the chosen time first, nulls last, then newest first. */
function sortOrder(filters: LeadFilters, now: number): SQL[] {
  const newest = [desc(leads.createdAt), desc(leads.id)];
  const key = filters.sort === "due" ? nextDue() : filters.sort === "meeting" ? nextMeeting(now) : null;
  return key ? [sql`case when ${key} is null then 1 else 0 end`, asc(key), ...newest] : newest;
}

function filterConditions(filters: LeadFilters, now: number): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.type) conditions.push(eq(leads.type, filters.type));
  if (filters.from) conditions.push(gte(leads.createdAt, startOfDay(filters.from, filters.timeZone)));
  if (filters.to) conditions.push(lt(leads.createdAt, endOfDay(filters.to, filters.timeZone)));
  if (filters.owner === "unassigned") conditions.push(isNull(leads.ownerId));
  const fromSource = attributionCondition(filters);
  if (fromSource) conditions.push(fromSource);
  if (filters.owner === "mine" && filters.viewerId !== null) conditions.push(eq(leads.ownerId, filters.viewerId));
  if (filters.due) {
    // A reply still awaited, or an open task (decision 072), due before now or within the reader's today.
    if (filters.due === "overdue") conditions.push(or(and(waitingForReply(), lt(leads.dueAt, now)), hasOpenTaskDue({ until: now }))!);
    else {
      const today = todayIn(filters.timeZone, new Date(now));
      const [from, until] = [startOfDay(today, filters.timeZone), endOfDay(today, filters.timeZone)];
      conditions.push(or(and(waitingForReply(), gte(leads.dueAt, from), lt(leads.dueAt, until)), hasOpenTaskDue({ from, until }))!);
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

export async function listLeads(filters: LeadFilters, now: Date = new Date()): Promise<{ items: LeadRow[]; total: number; pages: number }> {
  const db = getDb();
  const where = filterConditions(filters, now.getTime());
  const [counted] = await db.select({ n: count() }).from(leads).where(where).limit(1);
  const total = counted?.n ?? 0;
  const items = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(...sortOrder(filters, now.getTime()))
    .limit(LEADS_PER_PAGE)
    .offset((filters.page - 1) * LEADS_PER_PAGE);
  return { items, total, pages: Math.max(1, Math.ceil(total / LEADS_PER_PAGE)) };
}

/** Every lead matching the filters, in the inbox's order, for CSV export. */
export async function exportLeads(filters: LeadFilters, now: Date = new Date()): Promise<LeadRow[]> {
  return getDb()
    .select()
    .from(leads)
    .where(filterConditions(filters, now.getTime()))
    .orderBy(...sortOrder(filters, now.getTime()));
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
    await tx.update(leads).set({ status, updatedAt: now.getTime() }).where(eq(leads.id, id));
    // The first change from New is the first reply: it stops the due clock (decision 069).
    if (current.status === "pending") {
      await tx.update(leads).set({ firstResponseAt: now.getTime() }).where(and(eq(leads.id, id), isNull(leads.firstResponseAt)));
      await cancelEscalations(tx, id, now);
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
      await cancelEscalations(tx, id);
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

/** How many leads of each type arrived since an instant (epoch ms). */
export async function countLeadsByTypeSince(since: number): Promise<Map<string, number>> {
  const rows = await getDb()
    .select({ type: leads.type, n: count() })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(leads.type);
  return new Map(rows.map((row) => [row.type, row.n]));
}
