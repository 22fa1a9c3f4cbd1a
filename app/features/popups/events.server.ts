import { and, count, countDistinct, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { leads, lightboxEvents } from "#db/schema";
import { dayBuckets, type DateRange } from "~/utils/date-range";
import { getDb, inTransaction, selectRows } from "~/utils/db.server";
import { countOf } from "~/utils/sql-reports.server";
import type { DayCount } from "./metrics";

export type PopupEventKind = "impression" | "click";

/**
 * The same browser reporting the same event for the same pop-up within this window is
 * one event (a double click, a retried request, a reload storm), not several.
 */
export const DUPLICATE_WINDOW_MS = 60_000;

/** Stores an impression or click; false when it was a duplicate and nothing was stored. */
export function recordPopupEvent(
  lightboxId: number,
  kind: PopupEventKind,
  visitorKey: string | null,
  now: Date = new Date()
): Promise<boolean> {
  return inTransaction(async (tx) => {
    if (visitorKey) {
      const since = now.getTime() - DUPLICATE_WINDOW_MS;
      const [duplicate] = await tx
        .select({ id: lightboxEvents.id })
        .from(lightboxEvents)
        .where(
          and(
            eq(lightboxEvents.lightboxId, lightboxId),
            eq(lightboxEvents.kind, kind),
            gte(lightboxEvents.createdAt, since),
            eq(lightboxEvents.visitorKey, visitorKey)
          )
        )
        .limit(1);
      if (duplicate) return false;
    }
    await tx.insert(lightboxEvents).values({ lightboxId, kind, visitorKey, createdAt: now.getTime() });
    return true;
  });
}

export interface PopupTotals {
  impressions: number;
  clicks: number;
  /** Distinct browsers that saw it. */
  visitors: number;
  /** Consultations stored after a click on it (leads.lightbox_id). */
  leads: number;
}

const emptyTotals = (): PopupTotals => ({ impressions: 0, clicks: 0, visitors: 0, leads: 0 });

/** Totals of every pop-up over the range, by id (pop-ups without activity are absent). */
export async function totalsByPopup(range: DateRange): Promise<Map<number, PopupTotals>> {
  const { start, end } = range;
  const db = getDb();
  const totals = new Map<number, PopupTotals>();
  const entry = (id: number) => {
    let value = totals.get(id);
    if (!value) {
      value = emptyTotals();
      totals.set(id, value);
    }
    return value;
  };
  const events = await db
    .select({
      id: lightboxEvents.lightboxId,
      kind: lightboxEvents.kind,
      n: count(),
      visitors: countDistinct(lightboxEvents.visitorKey),
    })
    .from(lightboxEvents)
    .where(and(gte(lightboxEvents.createdAt, start), lt(lightboxEvents.createdAt, end)))
    .groupBy(lightboxEvents.lightboxId, lightboxEvents.kind);
  for (const row of events) {
    const value = entry(row.id);
    if (row.kind === "impression") {
      value.impressions = row.n;
      value.visitors = row.visitors;
    } else if (row.kind === "click") {
      value.clicks = row.n;
    }
  }
  const leadRows = await db
    .select({ id: leads.lightboxId, n: count() })
    .from(leads)
    .where(and(isNotNull(leads.lightboxId), gte(leads.createdAt, start), lt(leads.createdAt, end)))
    .groupBy(leads.lightboxId);
  for (const row of leadRows) if (row.id !== null) entry(row.id).leads = row.n;
  return totals;
}

export async function totalsFor(id: number, range: DateRange): Promise<PopupTotals> {
  return (await totalsByPopup(range)).get(id) ?? emptyTotals();
}

/**
 * Impressions, clicks and leads of one pop-up per day of the range, each day from
 * midnight to midnight in the staff member's zone.
 */
export async function dailyCounts(id: number, range: DateRange): Promise<DayCount[]> {
  const days = dayBuckets(range);
  if (days.length === 0) return [];
  const daySpans = sql.join(
    // Typed, as PostgreSQL reads an untyped parameter in VALUES as text.
    days.map((day) => sql`(${day.label}, cast(${day.start} as bigint), cast(${day.end} as bigint))`),
    sql`, `,
  );
  const events = await selectRows<{ day: string; kind: string; n: number }>(sql`
    WITH d(day, s, e) AS (VALUES ${daySpans})
    SELECT d.day AS day, ${lightboxEvents.kind} AS kind, ${countOf(sql`*`)} AS n
    FROM d JOIN ${lightboxEvents} ON ${lightboxEvents.createdAt} >= d.s AND ${lightboxEvents.createdAt} < d.e
    WHERE ${lightboxEvents.lightboxId} = ${id}
    GROUP BY d.day, ${lightboxEvents.kind}`);
  const leadRows = await selectRows<{ day: string; n: number }>(sql`
    WITH d(day, s, e) AS (VALUES ${daySpans})
    SELECT d.day AS day, ${countOf(sql`*`)} AS n
    FROM d JOIN ${leads} ON ${leads.createdAt} >= d.s AND ${leads.createdAt} < d.e
    WHERE ${leads.lightboxId} = ${id}
    GROUP BY d.day`);
  return [
    ...events.flatMap((row): DayCount[] =>
      row.kind === "impression" || row.kind === "click" ? [{ day: row.day, kind: row.kind, n: row.n }] : []
    ),
    ...leadRows.map((row): DayCount => ({ day: row.day, kind: "lead", n: row.n })),
  ];
}
