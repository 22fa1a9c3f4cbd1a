import { resolve } from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema.pg";

export type PostgresDatabase = NodePgDatabase<typeof schema>;

export interface OpenedPostgres {
  db: PostgresDatabase;
  pool: pg.Pool;
}

/** Generated from db/schema.pg.ts by `npm run db:generate:pg`; the server runs from the project root. */
export const pgMigrationsFolder = resolve(process.cwd(), "db/migrations-pg");

const DEFAULT_POOL_MAX = 10;

/** DATABASE_POOL_MAX: how many connections each process may hold open at once. */
export function poolMaxFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_POOL_MAX;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(`DATABASE_POOL_MAX must be a whole number of connections, 1 or more (got "${value}")`);
  }
  return max;
}

/**
 * Creates the connection pool and its drizzle instance without connecting (nothing waits
 * here, so the app's `getDb()` can stay synchronous); `migratePostgres` then applies the
 * pending migrations. The migrations create their tables in the `public` schema (the
 * generated SQL names it), so the URL's database must keep its tables there.
 */
export function createPostgres(url: string): OpenedPostgres {
  // allowExitOnIdle: idle connections must not keep a process alive that has nothing left to do.
  const pool = new pg.Pool({ connectionString: url, max: poolMaxFrom(process.env.DATABASE_POOL_MAX), allowExitOnIdle: true });
  // An idle connection the server drops (a restart, a failover) is reported here; without
  // a listener the pool would throw it and end the process. The pool replaces the connection.
  pool.on("error", (error) => console.error("an idle PostgreSQL connection failed", error));
  return { db: drizzle(pool, { schema }), pool };
}

export async function migratePostgres({ db }: OpenedPostgres): Promise<void> {
  await migrate(db, { migrationsFolder: pgMigrationsFolder });
}

/** Opens a connection pool to PostgreSQL and applies pending migrations. */
export async function openPostgres(url: string): Promise<OpenedPostgres> {
  const opened = createPostgres(url);
  try {
    await migratePostgres(opened);
  } catch (error) {
    await opened.pool.end();
    throw error;
  }
  return opened;
}
