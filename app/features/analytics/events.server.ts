import type Database from "better-sqlite3";
import { getTableColumns } from "drizzle-orm";
import { analyticsEvents, type NewAnalyticsEvent } from "#db/schema";
import { assertNoTransactionBeside, beforeDatabaseCloses, getDatabase, getDb, isRefusedValue } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { createIngestQueue, installShutdownFlush, type IngestQueue } from "./ingest-queue.server";
import { pruneAnalyticsEvents, pruneReferralClicks } from "./retention.server";
import { describeUserAgent, MAX_USER_AGENT_LENGTH, type UserAgentDescription } from "./user-agent";

/**
 * Where analytics rows go: one queue per process, written into analytics_events in
 * transactions of up to 250 rows at the end of each turn of the event loop (group
 * commit). A row is acknowledged only once it is committed, so a process killed
 * outright loses nothing it acknowledged; several processes write to the same SQLite
 * file, one transaction at a time (WAL, busy_timeout). On PostgreSQL a batch is one
 * multi-row INSERT, acknowledged once it resolves.
 */

type Statement = ReturnType<Database.Database["prepare"]>;

const columns = Object.entries(getTableColumns(analyticsEvents));
const insertSql = `INSERT INTO analytics_events (${columns.map(([, column]) => `"${column.name}"`).join(", ")}) VALUES (${columns
  .map(() => "?")
  .join(", ")})`;
type BatchWriter = (rows: NewAnalyticsEvent[]) => void;
/** Per connection: the prepared INSERT inside a transaction function (which prepares BEGIN/COMMIT once). */
const writers = new WeakMap<Database.Database, BatchWriter>();

const keys = columns.map(([key]) => key);
/** Plain text, integer and real columns store the value as it is; the others (JSON, booleans) map it. */
const PLAIN_COLUMN_TYPES = new Set(["SQLiteText", "SQLiteInteger", "SQLiteReal"]);
const mappers = columns.map(([, column]) => (PLAIN_COLUMN_TYPES.has(column.columnType) ? null : column));

function batchWriter(sqlite: Database.Database): BatchWriter {
  const insert: Statement = sqlite.prepare(insertSql);
  const values: unknown[] = new Array(keys.length);
  return sqlite.transaction((batch: NewAnalyticsEvent[]) => {
    for (const row of batch) {
      const record = row as Record<string, unknown>;
      for (let index = 0; index < keys.length; index++) {
        const value = record[keys[index]!];
        const mapper = mappers[index];
        values[index] = value === undefined || value === null ? null : mapper ? mapper.mapToDriverValue(value) : value;
      }
      insert.run(values);
    }
  });
}

/**
 * Writes one batch in one transaction. On SQLite, through one prepared single-row INSERT
 * reused for every row: building a 250-row INSERT with the query builder costs about
 * 100 ms, this about 2 ms. Values go through each column's own driver mapping (JSON,
 * booleans). On PostgreSQL the batch is one multi-row INSERT (one statement is one
 * transaction there), and the promise resolves once it is committed.
 */
export function writeAnalyticsEvents(rows: NewAnalyticsEvent[]): void | Promise<void> {
  if (rows.length === 0) return;
  const opened = getDatabase();
  if (opened.dialect === "postgres") return writeWithOneInsert(rows);
  let write = writers.get(opened.sqlite);
  if (!write) {
    write = batchWriter(opened.sqlite);
    writers.set(opened.sqlite, write);
  }
  assertNoTransactionBeside();
  write(rows);
}

async function writeWithOneInsert(rows: NewAnalyticsEvent[]): Promise<void> {
  await getDb().insert(analyticsEvents).values(rows);
}

let queue: IngestQueue<NewAnalyticsEvent> | undefined;

export function getAnalyticsQueue(): IngestQueue<NewAnalyticsEvent> {
  if (!queue) {
    queue = createIngestQueue({ flush: writeAnalyticsEvents, maxDelayMs: 0, isRowFault: isRefusedValue });
    installShutdownFlush(queue);
    const created = queue;
    beforeDatabaseCloses(() => created.flush());
    scheduleRetention();
  }
  return queue;
}

const RETENTION_FIRST_RUN_MS = 60_000;
const RETENTION_EVERY_MS = 86_400_000;

/** In production, old events and referral clicks are pruned a minute after start and then once a day. */
function scheduleRetention(): void {
  const { NODE_ENV, ANALYTICS_RETENTION_DAYS: retentionDays } = getEnv();
  if (NODE_ENV !== "production" || retentionDays === 0) return;
  const pruneOne = (what: string, prune: typeof pruneAnalyticsEvents) =>
    prune(getDb(), { now: Date.now(), retentionDays })
      .then((deleted) => {
        if (deleted > 0) console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg: `${what} pruned`, deleted, retentionDays }));
      })
      .catch((error: unknown) => console.error(`analytics: pruning old ${what} failed`, error));
  const prune = () => {
    void pruneOne("analytics events", pruneAnalyticsEvents).then(() => pruneOne("referral clicks", pruneReferralClicks));
  };
  // Neither timer may keep the process alive at shutdown.
  setTimeout(prune, RETENTION_FIRST_RUN_MS).unref();
  setInterval(prune, RETENTION_EVERY_MS).unref();
}

/**
 * "written": committed. "busy": the queue is full or the write was given up on (the
 * caller answers 503 and the sender may retry). "refused": the database refused this
 * row's own values (the caller answers 400; the rest of its batch was written).
 */
export type RecordOutcome = "written" | "busy" | "refused";

/** Queues a row and resolves once it is committed, or why not. */
export function recordAnalyticsEvent(row: NewAnalyticsEvent): Promise<RecordOutcome> {
  return new Promise((resolve) => {
    const told = (written: boolean, refused?: boolean) => resolve(written ? "written" : refused ? "refused" : "busy");
    if (!getAnalyticsQueue().enqueue(row, told)) resolve("busy");
  });
}

/** Writes everything queued now (dashboards read after it; tests and the benchmark too). */
export function flushAnalytics(): number {
  return queue?.flush() ?? 0;
}

/** `flushAnalytics`, resolving once those rows are committed (on PostgreSQL a batch is written asynchronously). */
export async function flushAnalyticsCommitted(): Promise<void> {
  flushAnalytics();
  await queue?.idle();
}

/* User agents ------------------------------------------------------------------------ */

/**
 * ua-parser-js takes a fraction of a millisecond per call and a visitor sends the same
 * header with every beacon, so recent answers are kept (least recently added go first).
 */
const agentCache = new Map<string, UserAgentDescription>();
const AGENT_CACHE_SIZE = 2000;

export function describeRequestAgent(request: Request): { userAgent: string | null; ua: UserAgentDescription } {
  const userAgent = request.headers.get("User-Agent")?.trim().slice(0, MAX_USER_AGENT_LENGTH) || null;
  if (!userAgent) return { userAgent, ua: describeUserAgent(null) };
  let ua = agentCache.get(userAgent);
  if (!ua) {
    ua = describeUserAgent(userAgent);
    if (agentCache.size >= AGENT_CACHE_SIZE) agentCache.delete(agentCache.keys().next().value as string);
    agentCache.set(userAgent, ua);
  }
  return { userAgent, ua };
}
