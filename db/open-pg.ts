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

/** Any fixed number: the advisory lock app processes take while they prepare the database. */
const START_LOCK_KEY = 380_417;

/**
 * Runs `work` (migrations, the seed into empty tables) while holding a PostgreSQL advisory
 * lock on a connection of its own, so that app machines starting together on a new
 * database take turns: otherwise two would apply the same migration, or both find the
 * tables empty and seed them twice. The lock ends with its connection, even if the process dies.
 */
export async function whileHoldingStartLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [START_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
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
