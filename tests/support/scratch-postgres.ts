import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server tests create their scratch databases on; its user must be allowed to create databases. */
export const PG_TEST_URL = process.env.PG_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface ScratchDatabase {
  /** PG_TEST_URL with the scratch database's name in place of its own. */
  url: string;
  /** Drops the database; close every pool on it first (PostgreSQL waits for open connections). */
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file, rather than a schema: drizzle logs applied
 * migrations in the `drizzle` schema, which every schema of a database shares, and the
 * generated SQL names `public`. Fails naming PG_TEST_URL when the server is unreachable.
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: PG_TEST_URL, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at PG_TEST_URL=${PG_TEST_URL} (${(error as Error).message}). ` +
        "These tests need a PostgreSQL 15 server: start one or set PG_TEST_URL to a database whose user may create databases.",
    );
  }
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}"`);
      await admin.end();
    },
  };
}
