import { join } from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsBefore } from "../tests/support/migrations-before";
import { createScratchDatabase, type ScratchDatabase } from "../tests/support/scratch-postgres";
import { migrationsFolder, openDatabase } from "./open";
import { openPostgres, pgMigrationsFolder } from "./open-pg";

/*
 * Migrations 0022 (SQLite) and 0016 (PostgreSQL), decision 092: a database of the previous
 * release, with instants stored as ISO text in every format ever written, comes out with
 * each one in exact epoch milliseconds, NULL kept, and nothing else lost.
 */

/** Stored by the app and the old column defaults. */
const WITH_MILLISECONDS = "2026-11-27T10:20:30.456Z";
/** Without a zone, UTC: the shape SQLite's datetime('now') writes. */
const WITHOUT_ZONE = "2026-03-08 08:30:00";
const WITHOUT_ZONE_MS = Date.UTC(2026, 2, 8, 8, 30, 0);
/** Every millisecond of one second, so that no float rounding of the conversion goes unseen. */
const EVERY_MILLISECOND = Array.from({ length: 1000 }, (_, ms) => `2024-02-29T23:59:59.${String(ms).padStart(3, "0")}Z`);

const tempFile = (name: string) => join(process.env.DATA_DIR ?? "", name);

/** The same previous-release rows on both databases: `?` placeholders, numbered for PostgreSQL. */
const OLD_ROWS: [string, unknown[]][] = [
  ["insert into staff_users (id, email, password_hash, created_at, last_login_at) values (1, 'a@example.com', 'x', ?, null)", [WITH_MILLISECONDS]],
  ["insert into staff_users (id, email, password_hash, created_at, last_login_at) values (2, 'b@example.com', 'x', ?, ?)", [WITHOUT_ZONE, WITH_MILLISECONDS]],
  ["insert into staff_sessions (id, staff_id, created_at, expires_at) values ('session-1', 1, ?, ?)", [WITH_MILLISECONDS, WITHOUT_ZONE]],
  [
    "insert into leads (id, reference, type, full_name, payload, owner_id, created_at, updated_at) values (1, 'AAAAA-BBBBB', 'consultation', 'Zoë', '{}', 1, ?, null)",
    [WITH_MILLISECONDS],
  ],
  ["insert into lead_notes (lead_id, staff_id, body, created_at) values (1, 1, 'Called back', ?)", [WITHOUT_ZONE]],
  [
    "insert into bookings (lead_id, rep_id, starts_at, ends_at, ical_uid, created_at, updated_at) values (1, 1, 1795780800000, 1795782600000, 'uid-1@localhost', ?, ?)",
    [WITH_MILLISECONDS, WITHOUT_ZONE],
  ],
  ["insert into lightboxes (id, name, header, starts_at, ends_at) values (1, 'Spring', 'Spring', ?, null)", [WITHOUT_ZONE]],
  ["insert into page_edits (path, shipped_hash, publish_at, published_at) values ('/surcharge', 'abc', ?, ?)", [WITH_MILLISECONDS, null]],
  ["insert into redirects (from_path, to_path, last_hit_at) values ('/old', '/new', ?)", [WITH_MILLISECONDS]],
];

const numbered = (statement: string) => {
  let n = 0;
  return statement.replace(/\?/g, () => `$${++n}`);
};

/** What every database must hold after the migration, read back as numbers. */
async function expectConverted(query: (statement: string) => Promise<Record<string, unknown>[]>) {
  const asNumbers = (rows: Record<string, unknown>[]) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? null : Number(value)])));
  expect(asNumbers(await query("select id, created_at, last_login_at from staff_users order by id"))).toEqual([
    { id: 1, created_at: Date.parse(WITH_MILLISECONDS), last_login_at: null },
    { id: 2, created_at: WITHOUT_ZONE_MS, last_login_at: Date.parse(WITH_MILLISECONDS) },
  ]);
  expect(asNumbers(await query("select created_at, expires_at from staff_sessions"))).toEqual([
    { created_at: Date.parse(WITH_MILLISECONDS), expires_at: WITHOUT_ZONE_MS },
  ]);
  expect(asNumbers(await query("select created_at, updated_at from leads"))).toEqual([{ created_at: Date.parse(WITH_MILLISECONDS), updated_at: null }]);
  // A lead's notes and meetings survive the rebuild of the tables they refer to.
  expect(asNumbers(await query("select lead_id, created_at from lead_notes"))).toEqual([{ lead_id: 1, created_at: WITHOUT_ZONE_MS }]);
  expect(asNumbers(await query("select lead_id, starts_at, created_at, updated_at from bookings"))).toEqual([
    { lead_id: 1, starts_at: 1795780800000, created_at: Date.parse(WITH_MILLISECONDS), updated_at: WITHOUT_ZONE_MS },
  ]);
  expect(asNumbers(await query("select starts_at, ends_at from lightboxes"))).toEqual([{ starts_at: WITHOUT_ZONE_MS, ends_at: null }]);
  expect(asNumbers(await query("select publish_at, published_at from page_edits"))).toEqual([{ publish_at: Date.parse(WITH_MILLISECONDS), published_at: null }]);
  expect(asNumbers(await query("select last_hit_at from redirects"))).toEqual([{ last_hit_at: Date.parse(WITH_MILLISECONDS) }]);
  const survey = await query("select answers, created_at from survey_responses order by id");
  expect(survey.map((row) => Number(row.created_at))).toEqual(EVERY_MILLISECOND.map((value) => Date.parse(value)));
}

describe("the instants migration on SQLite (0022)", () => {
  /** A database of the release before 0022, its rows written as that release wrote them. */
  function previousRelease(name: string, extra: (old: Database.Database) => void = () => {}): string {
    const path = tempFile(name);
    const old = new Database(path);
    old.pragma("foreign_keys = ON");
    migrate(drizzle(old), { migrationsFolder: migrationsBefore(migrationsFolder, "0022_instants_in_epoch_ms") });
    for (const [statement, values] of OLD_ROWS) old.prepare(statement).run(...values);
    const survey = old.prepare("insert into survey_responses (answers, created_at) values ('{}', ?)");
    for (const value of EVERY_MILLISECOND) survey.run(value);
    extra(old);
    old.close();
    return path;
  }

  it("converts every ISO instant to exact epoch ms, keeps NULL, rows, references and the booking triggers", async () => {
    let byDefault = "";
    const path = previousRelease("instants.db", (old) => {
      // The old column default wrote the current time as text.
      old.prepare("insert into audit_log (staff_email, action, entity_type, summary) values ('a@example.com', 'update', 'page', 'Saved')").run();
      byDefault = (old.prepare("select created_at from audit_log").get() as { created_at: string }).created_at;
    });
    const { sqlite } = openDatabase(`file:${path}`);
    try {
      await expectConverted(async (statement) => sqlite.prepare(statement).all() as Record<string, unknown>[]);
      expect(sqlite.prepare("select created_at from audit_log").get()).toEqual({ created_at: Date.parse(byDefault) });
      const textLeft = sqlite
        .prepare("select count(*) as n from staff_users where typeof(created_at) <> 'integer' or typeof(last_login_at) not in ('integer', 'null')")
        .get();
      expect(textLeft).toEqual({ n: 0 });
      expect(sqlite.pragma("foreign_key_check")).toEqual([]);
      expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
      // The overlap guard still refuses a second meeting of the rep at the same time.
      expect(() =>
        sqlite
          .prepare("insert into bookings (lead_id, rep_id, starts_at, ends_at, ical_uid) values (1, 1, 1795780800000, 1795782600000, 'uid-2@localhost')")
          .run(),
      ).toThrow(/bookings_no_overlap/);
    } finally {
      sqlite.close();
    }
  });

  it("stops, keeping the old database as it was, at a stored value it cannot read", () => {
    const path = previousRelease("unreadable.db", (old) => {
      old.prepare("update lead_notes set created_at = 'last Tuesday'").run();
    });
    let failure: (Error & { cause?: Error }) | undefined;
    try {
      openDatabase(`file:${path}`).sqlite.close();
    } catch (error) {
      failure = error as Error & { cause?: Error };
    }
    expect(failure?.message).toContain("'lead_notes.created_at'");
    expect(failure?.cause?.message).toMatch(/NOT NULL constraint failed: instants_that_must_parse\.value/);
    const kept = new Database(path, { readonly: true });
    try {
      expect(kept.prepare("select created_at from lead_notes").get()).toEqual({ created_at: "last Tuesday" });
      expect(kept.prepare("select count(*) as n from survey_responses").get()).toEqual({ n: EVERY_MILLISECOND.length });
    } finally {
      kept.close();
    }
  });
});

describe("the instants migration on PostgreSQL (0016)", () => {
  const scratches: ScratchDatabase[] = [];
  afterAll(() => Promise.all(scratches.map((scratch) => scratch.drop())), 60_000);

  /** A scratch database of the release before 0016, its rows written as that release wrote them. */
  async function previousRelease(extra: (old: pg.Pool, scratch: ScratchDatabase) => Promise<unknown> = async () => {}): Promise<ScratchDatabase> {
    const scratch = await createScratchDatabase("instants_migration");
    scratches.push(scratch);
    const old = new pg.Pool({ connectionString: scratch.url, max: 1 });
    try {
      await migratePg(drizzlePg(old), { migrationsFolder: migrationsBefore(pgMigrationsFolder, "0016_instants_in_epoch_ms") });
      for (const [statement, values] of OLD_ROWS) await old.query(numbered(statement), values);
      await old.query("insert into survey_responses (answers, created_at) select '{}', unnest($1::text[])", [EVERY_MILLISECOND]);
      await extra(old, scratch);
    } finally {
      await old.end();
    }
    return scratch;
  }

  it("converts every ISO instant to exact epoch ms, a value without a zone as UTC whatever the connection's zone", async () => {
    // Connections default to a zone other than UTC: a value without a zone must still be read as UTC.
    const scratch = await previousRelease((old, { name }) => old.query(`alter database "${name}" set timezone = 'America/Chicago'`));
    const { pool } = await openPostgres(scratch.url);
    try {
      expect((await pool.query<{ TimeZone: string }>("show timezone")).rows[0]).toEqual({ TimeZone: "America/Chicago" });
      await expectConverted(async (statement) => (await pool.query<Record<string, unknown>>(statement)).rows);
      const [inserted] = (await pool.query<{ created_at: string }>("insert into audit_log (staff_email, action, entity_type, summary) values ('a', 'b', 'c', 'd') returning created_at")).rows;
      expect(Math.abs(Date.now() - Number(inserted!.created_at))).toBeLessThan(60_000);
    } finally {
      await pool.end();
    }
  }, 60_000);

  it("stops, keeping the old database as it was, at a stored value it cannot read", async () => {
    const scratch = await previousRelease((old) => old.query("update lead_notes set created_at = 'last Tuesday'"));
    const failure = (await openPostgres(scratch.url).then(
      ({ pool }) => pool.end(),
      (error: unknown) => error,
    )) as (Error & { cause?: Error }) | undefined;
    expect(failure?.message).toMatch(/ALTER TABLE "lead_notes" ALTER COLUMN "created_at" SET DATA TYPE bigint/);
    expect(failure?.cause?.message).toMatch(/invalid input syntax for type timestamp with time zone: "last Tuesday"/);
    const kept = new pg.Pool({ connectionString: scratch.url, max: 1 });
    try {
      expect((await kept.query("select created_at from lead_notes")).rows).toEqual([{ created_at: "last Tuesday" }]);
      expect((await kept.query("select count(*)::integer as n from survey_responses")).rows).toEqual([{ n: EVERY_MILLISECOND.length }]);
    } finally {
      await kept.end();
    }
  }, 60_000);
});
