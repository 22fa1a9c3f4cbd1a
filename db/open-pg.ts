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
 * Opens a connection pool to PostgreSQL and applies pending migrations. The migrations
 * create their tables in the `public` schema (the generated SQL names it), so the URL's
 * database must keep its tables there.
 */
export async function openPostgres(url: string): Promise<OpenedPostgres> {
  const pool = new pg.Pool({ connectionString: url, max: poolMaxFrom(process.env.DATABASE_POOL_MAX) });
  // An idle connection the server drops (a restart, a failover) is reported here; without
  // a listener the pool would throw it and end the process. The pool replaces the connection.
  pool.on("error", (error) => console.error("an idle PostgreSQL connection failed", error));
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder: pgMigrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, pool };
}
