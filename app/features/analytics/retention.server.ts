import type Database from "better-sqlite3";

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

/** The tables pruned, with the column that holds each row's time (epoch ms, indexed). */
const PRUNED = {
  analytics_events: "occurred_at",
  referral_clicks: "created_at",
} as const;

/**
 * Deletes rows older than the retention window in batches, yielding between them
 * (`yieldBetweenBatches`) so a large backlog never holds the database for long. Returns how many rows went.
 * `retentionDays` 0 keeps everything.
 */
async function pruneTable(sqlite: Database.Database, table: keyof typeof PRUNED, options: PruneOptions): Promise<number> {
  if (options.retentionDays <= 0) return 0;
  const cutoff = retentionCutoff(options.now, options.retentionDays);
  const yieldBetweenBatches = options.yieldBetweenBatches ?? (() => new Promise<void>((resolveTick) => setImmediate(resolveTick)));
  const column = PRUNED[table];
  const deleteBatch = sqlite.prepare(
    `delete from ${table} where id in (select id from ${table} where ${column} < ? order by ${column} limit ?)`,
  );
  let deleted = 0;
  for (;;) {
    const { changes } = deleteBatch.run(cutoff, DELETE_BATCH);
    deleted += changes;
    if (changes < DELETE_BATCH) return deleted;
    await yieldBetweenBatches();
  }
}

export function pruneAnalyticsEvents(sqlite: Database.Database, options: PruneOptions): Promise<number> {
  return pruneTable(sqlite, "analytics_events", options);
}

export function pruneReferralClicks(sqlite: Database.Database, options: PruneOptions): Promise<number> {
  return pruneTable(sqlite, "referral_clicks", options);
}
