import { asc, inArray, lt } from "drizzle-orm";
import type { AppDatabase } from "#db/open";
import { analyticsEvents, referralClicks } from "#db/schema";

/*
 * Raw analytics events and referral clicks are kept ANALYTICS_RETENTION_DAYS
 * (env.server.ts): both are visitor-level records that only feed dashboards. Leads,
 * referral conversions and pop-up counts are business records and are not touched.
 */
const DAY_MS = 86_400_000;
/** Rows deleted per statement: short enough that the batched writer never waits long. */
const DELETE_BATCH = 5_000;

export function retentionCutoff(now: number, retentionDays: number): number {
  return now - retentionDays * DAY_MS;
}

interface PruneOptions {
  now: number;
  retentionDays: number;
  yieldBetweenBatches?: () => Promise<void>;
}

/**
 * Deletes rows older than the retention window in batches, yielding between them
 * (`yieldBetweenBatches`) so a large backlog never holds the database for long. Returns how many rows went.
 * `retentionDays` 0 keeps everything. The statement is valid on SQLite and PostgreSQL
 * alike (neither offers DELETE … LIMIT portably, so the batch is a subquery of ids).
 */
async function pruneTable(
  db: AppDatabase,
  table: typeof analyticsEvents | typeof referralClicks,
  timeColumn: typeof analyticsEvents.occurredAt | typeof referralClicks.createdAt,
  options: PruneOptions,
): Promise<number> {
  if (options.retentionDays <= 0) return 0;
  const cutoff = retentionCutoff(options.now, options.retentionDays);
  const yieldBetweenBatches = options.yieldBetweenBatches ?? (() => new Promise<void>((resolveTick) => setImmediate(resolveTick)));
  const oldest = db.select({ id: table.id }).from(table).where(lt(timeColumn, cutoff)).orderBy(asc(timeColumn)).limit(DELETE_BATCH);
  let deleted = 0;
  for (;;) {
    const batch = await db.delete(table).where(inArray(table.id, oldest)).returning({ id: table.id });
    deleted += batch.length;
    if (batch.length < DELETE_BATCH) return deleted;
    await yieldBetweenBatches();
  }
}

export function pruneAnalyticsEvents(db: AppDatabase, options: PruneOptions): Promise<number> {
  return pruneTable(db, analyticsEvents, analyticsEvents.occurredAt, options);
}

export function pruneReferralClicks(db: AppDatabase, options: PruneOptions): Promise<number> {
  return pruneTable(db, referralClicks, referralClicks.createdAt, options);
}
