import { asAppDatabase, openDatabase, type AppDatabase } from "#db/open";
import { createPostgres } from "#db/open-pg";
import { onPostgres } from "~/utils/db.server";

/** A second connection to this test file's database, as another app process would have; close it after the file. */
export function openSecondConnection(): { db: AppDatabase; close: () => Promise<void> } {
  const url = process.env.DATABASE_URL ?? "";
  if (onPostgres()) {
    const opened = createPostgres(url);
    return { db: opened.db as unknown as AppDatabase, close: () => opened.pool.end() };
  }
  const opened = openDatabase(url);
  return { db: asAppDatabase(opened.db), close: async () => void opened.sqlite.close() };
}
