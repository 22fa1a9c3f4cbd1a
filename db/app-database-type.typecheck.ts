import type { AppDatabase } from "./open";
import { navigationItems } from "./schema.sqlite";

/*
 * What the features' database type refuses: a check for the type checker alone (`npm
 * test` runs tsc first), never run. better-sqlite3 answers `.all()`, `.get()` and a
 * synchronous transaction at once; PostgreSQL's query builders have no such calls, so code
 * written against `AppDatabase` must await. Each `@ts-expect-error` below fails the check
 * once the call it marks compiles again, and the awaited calls must keep compiling.
 */
export function synchronousCalls(db: AppDatabase) {
  const query = db.select({ id: navigationItems.id }).from(navigationItems);
  // @ts-expect-error .all() as a value: SQLite only
  const rows: { id: number }[] = query.all();
  // @ts-expect-error .get() as a value: SQLite only
  const row: { id: number } | undefined = query.get();
  // @ts-expect-error a synchronous transaction: SQLite only
  const counted: number = db.transaction(() => 1);
  return { rows, row, counted };
}

export async function awaitedCalls(db: AppDatabase) {
  const rows: { id: number }[] = await db.select({ id: navigationItems.id }).from(navigationItems);
  const counted: number = await db.transaction(async () => 1);
  return { rows, counted };
}
