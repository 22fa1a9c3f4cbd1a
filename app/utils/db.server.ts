import { openDatabase, type AppDatabase, type OpenedDatabase } from "#db/open";
import { seedDemoData } from "#db/seed";
import { getEnv } from "./env.server";

/**
 * The process-wide database. Opened on first use: migrations run, then the demo data
 * is loaded into empty tables (SEED_DEMO_DATA=false skips it).
 */
let opened: OpenedDatabase | undefined;

export function getDatabase(): OpenedDatabase {
  if (!opened) {
    const env = getEnv();
    opened = openDatabase(env.DATABASE_URL);
    if (env.SEED_DEMO_DATA === "true") seedDemoData(opened.db);
  }
  return opened;
}

export function getDb(): AppDatabase {
  return getDatabase().db;
}

/** For tests and shutdown: closes the connection so the next use opens it again. */
export function closeDatabase(): void {
  opened?.sqlite.close();
  opened = undefined;
}
