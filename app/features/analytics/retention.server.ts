import type Database from "better-sqlite3";

/*
 * Raw analytics events are kept ANALYTICS_RETENTION_DAYS (env.server.ts). Leads,
 * referrals and pop-up counts are business records and are not touched.
 */
const DAY_MS = 86_400_000;
/** Rows deleted per statement: short enough that the batched writer never waits long. */
const DELETE_BATCH = 5_000;

export function retentionCutoff(now: number, retentionDays: number): number {
  return now - retentionDays * DAY_MS;
}

/**
 * Deletes events older than the retention window in batches, yielding between them
 * (`yieldBetweenBatches`) so a large backlog never holds the database for long. Returns how many rows went.
 * `retentionDays` 0 keeps everything.
 */
export async function pruneAnalyticsEvents(
  sqlite: Database.Database,
  options: { now: number; retentionDays: number; yieldBetweenBatches?: () => Promise<void> },
): Promise<number> {
  if (options.retentionDays <= 0) return 0;
  const cutoff = retentionCutoff(options.now, options.retentionDays);
  const yieldBetweenBatches = options.yieldBetweenBatches ?? (() => new Promise<void>((resolveTick) => setImmediate(resolveTick)));
  const deleteBatch = sqlite.prepare(
    "delete from analytics_events where id in (select id from analytics_events where occurred_at < ? order by occurred_at limit ?)",
  );
  let deleted = 0;
  for (;;) {
    const { changes } = deleteBatch.run(cutoff, DELETE_BATCH);
    deleted += changes;
    if (changes < DELETE_BATCH) return deleted;
    await yieldBetweenBatches();
  }
}
