/**
 * Scratch PostgreSQL databases for the tests, the end-to-end servers and the benchmark:
 * each run gets a database of its own on the server PG_TEST_URL names, dropped afterwards.
 * A database rather than a schema: drizzle logs applied migrations in the `drizzle` schema,
 * which every schema of a database shares, and the generated SQL names `public`.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server scratch databases are created on; its user must be allowed to create databases. */
export const PG_TEST_URL = process.env.PG_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** What `npm test` says when PG_TEST_URL cannot be reached: what is missing and how to provide it. */
export function postgresUnreachableMessage(reason) {
  return (
    `PostgreSQL is not reachable at PG_TEST_URL=${PG_TEST_URL} (${reason}). ` +
    "The tests run on SQLite and on PostgreSQL: start a PostgreSQL 15 server there, or set PG_TEST_URL " +
    "to a database whose user may create databases (e.g. PG_TEST_URL=postgres://postgres@db.internal:5432/test)."
  );
}

/** A connected client on PG_TEST_URL; throws with `postgresUnreachableMessage` when it cannot connect. */
async function adminClient() {
  const admin = new pg.Client({ connectionString: PG_TEST_URL, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => undefined);
    throw new Error(postgresUnreachableMessage(error instanceof Error ? error.message || error.name : String(error)), { cause: error });
  }
  return admin;
}

/** Resolves when PG_TEST_URL answers a query; rejects with `postgresUnreachableMessage` when not. */
export async function checkPostgresReachable() {
  const admin = await adminClient();
  try {
    await admin.query("select 1");
  } finally {
    await admin.end();
  }
}

/** PG_TEST_URL with another database's name in place of its own. */
export function databaseUrl(name) {
  const url = new URL(PG_TEST_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a database of its own and returns its URL and a `drop` that removes it (closing
 * any connection still open on it). `name` fixes the name (a server on a known port: a
 * leftover of a killed run is dropped first); otherwise `<prefix>_<random>`.
 *
 * `template` copies a database prepared before (migrated and seeded once, for many test
 * files) instead of the empty template1; nobody may be connected to it meanwhile.
 *
 * @param {string} prefix
 * @param {{ name?: string, template?: string }} [options]
 * @returns {Promise<{ name: string, url: string, drop(): Promise<void> }>}
 */
export async function createScratchDatabase(prefix, options = {}) {
  const name = options.name ?? `${prefix}_${randomBytes(6).toString("hex")}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a scratch database name: ${name}`);
  const admin = await adminClient();
  try {
    if (options.name) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"${options.template ? ` template "${options.template}"` : ""}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: databaseUrl(name),
    async drop() {
      const dropper = await adminClient();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
