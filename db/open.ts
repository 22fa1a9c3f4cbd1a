import { mkdirSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { databaseDialect } from "./dialect";
import * as schema from "./schema.sqlite";

export type AppDatabase = BetterSQLite3Database<typeof schema>;

export interface OpenedDatabase {
  db: AppDatabase;
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
 * Opens SQLite with the settings every connection needs and applies pending migrations.
 * WAL lets readers run while one writer writes; busy_timeout waits for a lock instead of
 * failing with SQLITE_BUSY.
 */
export function openDatabase(url: string): OpenedDatabase {
  const path = resolveDatabasePath(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // Reports scan a range of a large table (the analytics dashboard, decision 079): pages
  // read through a memory map and a 64 MB page cache instead of SQLite's 2 MB default and
  // a copy per read.
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 268435456");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return { db, sqlite, path };
}
