import { AsyncLocalStorage } from "node:async_hooks";
import type Database from "better-sqlite3";
import { is, sql, type SQL } from "drizzle-orm";
import { PgDatabase, PgTable } from "drizzle-orm/pg-core";
import type pg from "pg";
import { databaseDialect } from "#db/dialect";
import { asAppDatabase, openDatabase, type AppDatabase, type SqliteDatabase } from "#db/open";
import { createPostgres, migratePostgres, whileHoldingStartLock, type PostgresDatabase } from "#db/open-pg";
import * as tables from "#db/schema";
import { seedDemoData } from "#db/seed";
import { getEnv, isProduction } from "./env.server";

/**
 * The process-wide database: SQLite by default, PostgreSQL when DATABASE_URL is a
 * postgres:// or postgresql:// URL. Opened on first use: migrations run, the demo data is
 * loaded into empty tables (SEED_DEMO_DATA=false skips it), and the start-up tasks the
 * features registered run (the staff account named by STAFF_EMAIL/STAFF_PASSWORD, see
 * `app/features/staff/staff-from-env.server.ts`).
 *
 * SQLite is migrated and seeded before `getDb()` returns. PostgreSQL cannot be reached
 * synchronously: `getDb()` hands out the pool's drizzle instance at once and the
 * migrations, seed and start-up tasks run in `databaseReady()`, which the server awaits
 * before it answers anything (`prepareDatabaseAtStart`).
 *
 * Both are typed `AppDatabase` (db/open.ts) for the reason the tables are (db/schema.ts):
 * features use only the awaited query builder both share. The SQLite connection's
 * synchronous type (`sqliteDb`) is for the SQLite-only paths here and in the two
 * group-commit writers.
 */
export type OpenedAppDatabase =
  | { dialect: "sqlite"; db: AppDatabase; sqlite: Database.Database; sqliteDb: SqliteDatabase }
  | { dialect: "postgres"; db: AppDatabase; pool: pg.Pool };

let opened: OpenedAppDatabase | undefined;
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
  void closeDatabase();
}

const runStartupTasks = (db: AppDatabase) =>
  whenOpenedTasks.reduce((previous, task) => previous.then(() => task(db)), Promise.resolve());

function open(url: string, seed: boolean): OpenedAppDatabase {
  const dialect = databaseDialect(url);
  // db/schema.ts picks its tables once, when it loads: loaded under another DATABASE_URL,
  // every query would be built for the other database and fail in puzzling ways.
  if ((dialect === "postgres") !== is(tables.leads, PgTable)) {
    throw new Error(
      `DATABASE_URL names a ${dialect} database, but db/schema.ts was loaded with the other database's tables: set DATABASE_URL before the app's modules load`
    );
  }
  if (dialect === "postgres") {
    const postgres = createPostgres(url);
    const db = postgres.db as unknown as AppDatabase;
    // Machines starting together on one database take turns (an advisory lock).
    ready = whileHoldingStartLock(url, async () => {
      await migratePostgres(postgres);
      if (seed) await seedDemoData(postgres.db);
      await runStartupTasks(db);
    });
    // Awaited by the server at start and by every caller of databaseReady(); this only
    // keeps a failure nobody awaited yet from ending the process as unhandled.
    ready.catch(() => undefined);
    return { dialect: "postgres", db, pool: postgres.pool };
  }
  const { db: sqliteDb, sqlite } = openDatabase(url);
  refuseWritesBesideTransaction(sqlite);
  if (seed) seedDemoData(sqliteDb);
  const db = asAppDatabase(sqliteDb);
  ready = runStartupTasks(db);
  return { dialect: "sqlite", db, sqlite, sqliteDb };
}

export function getDatabase(): OpenedAppDatabase {
  if (!opened) {
    const env = getEnv();
    opened = open(env.DATABASE_URL, env.SEED_DEMO_DATA === "true");
    if (!closesAtExit) {
      closesAtExit = true;
      process.once("exit", closeAtExit);
    }
  }
  return opened;
}

/** Resolves once the database is migrated and seeded and start-up work (the staff account from env) is done. */
export function databaseReady(): Promise<void> {
  getDatabase();
  return ready;
}

/**
 * For the server's start: on PostgreSQL, connects, migrates and seeds before the first
 * request is answered, and fails with a message naming the database when it cannot
 * (a server without its database should stop, not answer 500s). SQLite keeps opening on
 * first use: a local file needs no connection that could be missing.
 */
export async function prepareDatabaseAtStart(): Promise<void> {
  const { DATABASE_URL } = getEnv();
  if (databaseDialect(DATABASE_URL) !== "postgres") return;
  try {
    await databaseReady();
  } catch (error) {
    await closeDatabase();
    const { host, pathname } = new URL(DATABASE_URL);
    // drizzle wraps the driver's error in the query it was running; the driver's says why.
    let reason = error;
    while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
    throw new Error(
      `Could not open the PostgreSQL database ${pathname.slice(1)} at ${host} named by DATABASE_URL: ${
        (reason as Error).message
      }`,
      { cause: error }
    );
  }
}

export function getDb(): AppDatabase {
  return getDatabase().db;
}

/** True when the process-wide database is PostgreSQL (for the few writers that differ). */
export function onPostgres(): boolean {
  return getDatabase().dialect === "postgres";
}

/** For tests and shutdown: closes the connection (ends the pool) so the next use opens it again. */
export async function closeDatabase(): Promise<void> {
  const closing = opened;
  opened = undefined;
  if (closing?.dialect === "sqlite") closing.sqlite.close();
  else if (closing?.dialect === "postgres") await closing.pool.end();
}

/**
 * One transaction at a time per process: SQLite has one connection here, so a second
 * BEGIN while one is open would fail. Each waits for the one before it.
 */
let transactionQueue: Promise<unknown> = Promise.resolve();

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The async context of each `inTransaction` call's work, to tell its statements from everyone else's. */
const transactionScope = new AsyncLocalStorage<object>();
/** The transaction open on the process's SQLite connection, if any. */
let openSqliteTransaction: object | undefined;

/**
 * Throws when a transaction is open on the process's SQLite connection and the caller is
 * not inside it. The connection is shared and a transaction's work awaits its queries, so
 * another chain of work (a second job worker, a loader running beside an action) can run
 * between them: a write of its own would land inside the transaction, and vanish if it
 * rolled back. It is an error instead. Reads may run (they see the open transaction's
 * rows). Writers that run statements prepared earlier call this themselves; the query
 * builder's writes are checked as they are prepared (`refuseWritesBesideTransaction`).
 */
export function assertNoTransactionBeside(): void {
  if (openSqliteTransaction && transactionScope.getStore() !== openSqliteTransaction) {
    throw new Error(
      "A write ran on the SQLite connection while another transaction was open on it: run it in that transaction, or after it"
    );
  }
}

function refuseWritesBesideTransaction(sqlite: Database.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    if (!statement.readonly) assertNoTransactionBeside();
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * A transaction of the process's SQLite connection that was still open when the event
 * loop turned again: its work awaited something besides its queries, holding the
 * database's write lock meanwhile, and anything else the process wrote in that time was
 * refused. Outside production (tests, development) that is an error, so the rule is kept;
 * in production the transaction still commits, with a warning in the log.
 */
function refuseLongTransaction(): void {
  const message =
    "A SQLite transaction awaited something besides its queries (it outlived its turn of the event loop): do that work before or after the transaction";
  if (!isProduction()) throw new Error(message);
  console.warn(message);
}

/**
 * Runs `work` in one write transaction and returns what it returns; it rolls back when
 * `work` throws. `work` may await queries on `tx`, and should await nothing that waits on
 * the outside world. On PostgreSQL it is drizzle's transaction on a connection of its
 * own. On SQLite (BEGIN IMMEDIATE … COMMIT) the connection is shared by the process:
 * transactions take turns, each begins in a turn of the event loop of its own, and a
 * write something else runs while `work` awaits fails (`assertNoTransactionBeside`)
 * instead of landing inside this transaction. Calling `inTransaction` again inside
 * `work` is an error on both databases: pass `tx` down. `database` is for a connection a
 * script opened itself (`npm run staff:add`); the app's by default.
 */
export function inTransaction<T>(work: (tx: AppDatabase) => Promise<T>, database?: AppDatabase): Promise<T> {
  if (transactionScope.getStore()) {
    return Promise.reject(
      new Error("inTransaction was called inside an open transaction: run the statements on the tx it gave you")
    );
  }
  const target = database ?? getDb();
  const scope = {};
  if (is(target, PgDatabase)) {
    return transactionScope.run(scope, () =>
      (target as unknown as PostgresDatabase).transaction((tx) => work(tx as unknown as AppDatabase))
    );
  }
  const guarded = target === opened?.db;
  // On SQLite the connection answers at once: BEGIN, COMMIT and ROLLBACK are synchronous calls.
  const sqliteTarget = target as unknown as SqliteDatabase;
  // Each begins in a turn of the event loop of its own: work that awaits only its queries
  // (which SQLite answers at once) then ends before any other work of the process runs.
  const run = transactionQueue.then(nextTurn).then(() =>
    transactionScope.run(scope, async () => {
      sqliteTarget.run(sql`begin immediate`);
      if (guarded) openSqliteTransaction = scope;
      // Work that awaits only its queries ends within this turn of the event loop.
      let outlivedItsTurn = false;
      const turn = setImmediate(() => (outlivedItsTurn = true));
      try {
        const result = await work(target);
        if (guarded && outlivedItsTurn) refuseLongTransaction();
        sqliteTarget.run(sql`commit`);
        return result;
      } catch (error) {
        sqliteTarget.run(sql`rollback`);
        throw error;
      } finally {
        clearImmediate(turn);
        if (guarded) openSqliteTransaction = undefined;
      }
    })
  );
  transactionQueue = run.catch(() => undefined);
  return run;
}

/**
 * Decisions that read several rows and then write one of them: two app machines deciding
 * at the same moment from the same reading would both be right alone and wrong together
 * (two admins demoting each other leave none). Each has its own lock key.
 */
const DECISION_LOCK_KEYS = {
  /** Whether a change leaves the site an active admin (app/features/staff/). */
  "last-admin": 1,
  /** Whether anything still shows an uploaded file before it is deleted (app/features/uploads/). */
  "upload-references": 2,
  /** Whether a consultation's time is still free, and for which rep (app/features/booking/). */
  booking: 3,
  /** Who gets a new or waiting lead: whose turn it is, who is under their daily cap (app/features/lead-routing/). */
  routing: 4,
  /** Where a redirect leads once chains are collapsed, and whether it would loop (app/features/redirects/). */
  redirects: 5,
} as const;
export type SerialisedDecision = keyof typeof DECISION_LOCK_KEYS;

/** The first key of the two-key advisory locks this site takes (apart from the start lock's one-key space in db/open-pg.ts). */
const SITE_LOCK_CLASS = 380_417;

/**
 * Call first inside `inTransaction`, before the reads a decision rests on: whoever decides
 * the same thing next waits until this transaction ends, then reads what it wrote.
 * PostgreSQL (READ COMMITTED, where each transaction would read only its own snapshot of
 * the other rows): a transaction-level advisory lock, released at commit or rollback, even
 * when the process dies. SQLite: nothing to take, as `inTransaction` began with BEGIN
 * IMMEDIATE, which already holds the database's one write lock against every other
 * connection and process until the end of the transaction.
 */
export async function lockForDecision(tx: AppDatabase, decision: SerialisedDecision): Promise<void> {
  if (!is(tx, PgDatabase)) return;
  await (tx as unknown as PostgresDatabase).execute(
    sql`select pg_advisory_xact_lock(${SITE_LOCK_CLASS}::int, ${DECISION_LOCK_KEYS[decision]}::int)`
  );
}

/** A raw SELECT's rows as objects (for reports that the query builder cannot express). */
export async function selectRows<T>(query: SQL): Promise<T[]> {
  const opened = getDatabase();
  if (opened.dialect === "postgres") {
    const db = opened.db as unknown as PostgresDatabase;
    return (await db.execute(query)).rows as T[];
  }
  return opened.sqliteDb.all<T>(query);
}

/**
 * True when the database refused a statement because of the values it was given (a
 * value it cannot store, a constraint), not because it was busy or out of reach: the
 * same values would be refused again. PostgreSQL: SQLSTATE classes 22 (data exception,
 * e.g. U+0000 in text) and 23 (integrity constraint); SQLite: its constraint, type and
 * size errors. Looks through the causes drizzle wraps.
 */
export function isRefusedValue(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code !== "string") continue;
    if (/^2[23][0-9A-Z]{3}$/.test(code)) return true;
    if (/^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG)/.test(code)) return true;
  }
  return false;
}
