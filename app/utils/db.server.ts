import { sql, type SQL } from "drizzle-orm";
import { openDatabase, type AppDatabase, type OpenedDatabase } from "#db/open";
import { seedDemoData } from "#db/seed";
import { getEnv } from "./env.server";

/**
 * The process-wide database. Opened on first use: migrations run, the demo data is
 * loaded into empty tables (SEED_DEMO_DATA=false skips it), and the start-up tasks the
 * features registered run (the staff account named by STAFF_EMAIL/STAFF_PASSWORD, see
 * `app/features/staff/staff-from-env.server.ts`).
 */
let opened: OpenedDatabase | undefined;
let ready: Promise<void> = Promise.resolve();
let closesAtExit = false;
const beforeCloseTasks: (() => void)[] = [];
const whenOpenedTasks: ((db: AppDatabase) => Promise<void>)[] = [];

/**
 * Registers work to do each time the database is opened, before `databaseReady()`
 * resolves. Features register it (this module sits below them and cannot call them).
 */
export function whenDatabaseOpens(task: (db: AppDatabase) => Promise<void>): void {
  whenOpenedTasks.push(task);
  if (opened) ready = ready.then(() => task(opened!.db));
}

/**
 * Registers work that must reach the database before it is closed at process exit, such
 * as rows still waiting in a write queue. Tasks run in registration order.
 */
export function beforeDatabaseCloses(task: () => void): void {
  beforeCloseTasks.push(task);
}

/** Exit (clean or forced): finish queued writes, then close so the WAL is checkpointed. */
function closeAtExit(): void {
  for (const task of beforeCloseTasks) {
    try {
      task();
    } catch (error) {
      console.error("a write before closing the database failed", error);
    }
  }
  closeDatabase();
}

export function getDatabase(): OpenedDatabase {
  if (!opened) {
    const env = getEnv();
    opened = openDatabase(env.DATABASE_URL);
    if (!closesAtExit) {
      closesAtExit = true;
      process.once("exit", closeAtExit);
    }
    if (env.SEED_DEMO_DATA === "true") seedDemoData(opened.db);
    const db = opened.db;
    ready = whenOpenedTasks.reduce((previous, task) => previous.then(() => task(db)), Promise.resolve());
  }
  return opened;
}

/** Resolves once start-up work (the staff account from env) is done. */
export function databaseReady(): Promise<void> {
  getDatabase();
  return ready;
}

export function getDb(): AppDatabase {
  return getDatabase().db;
}

/** For tests and shutdown: closes the connection so the next use opens it again. */
export function closeDatabase(): void {
  opened?.sqlite.close();
  opened = undefined;
}

/**
 * One transaction at a time per process: SQLite has one connection here, so a second
 * BEGIN while one is open would fail. Each waits for the one before it.
 */
let transactionQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` in one write transaction (BEGIN IMMEDIATE … COMMIT; ROLLBACK when it throws)
 * and returns what it returns. `work` may await queries on `tx`. On SQLite the connection
 * is shared by the process, so keep `work` to the queries it needs: a statement another
 * request runs while it awaits lands in the same transaction. `database` is for a
 * connection a script opened itself (`npm run staff:add`); the app's by default.
 */
export function inTransaction<T>(work: (tx: AppDatabase) => Promise<T>, database?: AppDatabase): Promise<T> {
  const run = transactionQueue.then(async () => {
    const db = database ?? getDb();
    db.run(sql`begin immediate`);
    try {
      const result = await work(db);
      db.run(sql`commit`);
      return result;
    } catch (error) {
      db.run(sql`rollback`);
      throw error;
    }
  });
  transactionQueue = run.catch(() => undefined);
  return run;
}

/** A raw SELECT's rows as objects (for reports that the query builder cannot express). */
export async function selectRows<T>(query: SQL): Promise<T[]> {
  return getDb().all<T>(query);
}
