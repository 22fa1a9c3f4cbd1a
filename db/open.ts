import { mkdirSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { databaseDialect } from "./dialect";
import * as schema from "./schema.sqlite";

/** The tables, as drizzle's database types take them. */
export type AppSchema = typeof schema;

/** A SQLite connection with better-sqlite3's synchronous calls, for the code that only runs on SQLite. */
export type SqliteDatabase = BetterSQLite3Database<typeof schema>;

/**
 * The database as features see it, on SQLite and PostgreSQL alike: the query builder
 * whose results are awaited. Typed as drizzle's asynchronous SQLite database, so a
 * synchronous call (`.all()`, `.get()`, `.run()` used as a value, a synchronous
 * `transaction`) fails to compile: it would throw on PostgreSQL, whose builders have none.
 * Both databases' builders are awaitable, and db/schema.ts explains why one static type.
 */
export type AppDatabase = BaseSQLiteDatabase<"async", unknown, typeof schema>;

/** The SQLite connection seen as the features see every database. */
export function asAppDatabase(db: SqliteDatabase): AppDatabase {
  return db as unknown as AppDatabase;
}

export interface OpenedDatabase {
  db: SqliteDatabase;
  sqlite: Database.Database;
  path: string;
}

/**
 * Turns DATABASE_URL into a file path. Accepts `file:./data/app.db`, `file:///abs/app.db`,
 * a plain path, or `:memory:`; a PostgreSQL URL is refused (it names no file).
 */
export function resolveDatabasePath(url: string, cwd = process.cwd()): string {
  if (databaseDialect(url) === "postgres") throw new Error("DATABASE_URL names a PostgreSQL database, not a SQLite file");
  if (url === ":memory:" || url === "file::memory:") return ":memory:";
  let path = url;
  if (path.startsWith("file://")) path = new URL(path).pathname;
  else if (path.startsWith("file:")) path = path.slice("file:".length);
  path = path.split("?")[0] ?? path;
  if (!path) throw new Error(`DATABASE_URL "${url}" does not name a file`);
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/** Migrations live beside the schema; the server runs from the project root. */
export const migrationsFolder = resolve(process.cwd(), "db/migrations");

/**
 * A migration that changes a column's type rebuilds the table (SQLite cannot alter it in
 * place) and drops the old one; with foreign keys on, that drop would delete or clear the
 * rows of other tables that refer to it. SQLite ignores the setting inside a transaction,
 * and each migration runs in one, so it is turned off around them; when any was applied,
 * every reference is checked before anything else runs.
 */
function migrateWithForeignKeysOff(db: SqliteDatabase, sqlite: Database.Database): void {
  sqlite.pragma("foreign_keys = OFF");
  const applied = () => (sqlite.prepare("select count(*) as n from __drizzle_migrations").get() as { n: number }).n;
  const hasJournal = () => sqlite.prepare("select 1 from sqlite_master where name = '__drizzle_migrations'").get() !== undefined;
  const before = hasJournal() ? applied() : 0;
  migrate(db, { migrationsFolder });
  if (applied() === before) return;
  const broken = sqlite.pragma("foreign_key_check") as { table: string; rowid: number; parent: string }[];
  if (broken.length > 0) {
    const first = broken[0]!;
    throw new Error(`after the migrations, ${broken.length} rows refer to rows that do not exist (first: ${first.table} row ${first.rowid} → ${first.parent})`);
  }
}

/**
 * Opens SQLite with the settings every connection needs and applies pending migrations.
 * WAL lets readers run while one writer writes; busy_timeout waits for a lock instead of
 * failing with SQLITE_BUSY.
 */
export function openDatabase(url: string): OpenedDatabase {
  const path = resolveDatabasePath(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Reports scan a range of a large table (the analytics dashboard, decision 079): pages
  // read through a memory map and a 64 MB page cache instead of SQLite's 2 MB default and
  // a copy per read.
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 268435456");
  const db = drizzle(sqlite, { schema });
  try {
    migrateWithForeignKeysOff(db, sqlite);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  sqlite.pragma("foreign_keys = ON");
  return { db, sqlite, path };
}
