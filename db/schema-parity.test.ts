import { join } from "node:path";
import type Database from "better-sqlite3";
import { eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../tests/support/scratch-postgres";
import { openDatabase, type OpenedDatabase } from "./open";
import { openPostgres, type OpenedPostgres } from "./open-pg";
import * as sqliteSchema from "./schema.sqlite";
import * as pgSchema from "./schema.pg";

/*
 * db/schema.pg.ts must describe the same database as db/schema.sqlite.ts: this file applies both
 * sets of migrations and compares what the databases report, then writes the same rows
 * through drizzle to each and expects the same JavaScript values back.
 */

interface Column {
  name: string;
  /** SQLite's storage class the column keeps its values in; a PostgreSQL type maps to one (PG_STORAGE). */
  storage: string;
  nullable: boolean;
}
interface Index {
  name: string;
  unique: boolean;
  columns: string[];
}
interface ForeignKey {
  columns: string[];
  references: string;
  referencedColumns: string[];
  onDelete: string;
}
interface TableShape {
  columns: Column[];
  indexes: Index[];
  foreignKeys: ForeignKey[];
  /** Names of the CHECK constraints. */
  checks: string[];
}
type DatabaseShape = Record<string, TableShape>;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const byColumns = (a: ForeignKey, b: ForeignKey) => a.columns.join().localeCompare(b.columns.join());

function sqliteShape(sqlite: Database.Database): DatabaseShape {
  const tables = sqlite
    .prepare("select name, sql from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name <> '__drizzle_migrations'")
    .all() as { name: string; sql: string }[];
  const shape: DatabaseShape = {};
  for (const { name: table, sql: definition } of tables) {
    const columns = sqlite.pragma(`table_info("${table}")`) as { name: string; type: string; notnull: number }[];
    // Primary keys are compared through the columns; SQLite names their indexes sqlite_autoindex_*.
    const indexes = (sqlite.pragma(`index_list("${table}")`) as { name: string; unique: number; origin: string }[])
      .filter((index) => index.origin !== "pk")
      .map((index) => ({
        name: index.name,
        unique: index.unique === 1,
        columns: (sqlite.pragma(`index_info("${index.name}")`) as { seqno: number; name: string }[])
          .sort((a, b) => a.seqno - b.seqno)
          .map((column) => column.name),
      }));
    const references = sqlite.pragma(`foreign_key_list("${table}")`) as {
      id: number;
      seq: number;
      table: string;
      from: string;
      to: string;
      on_delete: string;
    }[];
    const foreignKeys = [...new Set(references.map((reference) => reference.id))].map((id) => {
      const parts = references.filter((reference) => reference.id === id).sort((a, b) => a.seq - b.seq);
      return {
        columns: parts.map((part) => part.from),
        references: parts[0]!.table,
        referencedColumns: parts.map((part) => part.to),
        onDelete: parts[0]!.on_delete.toLowerCase(),
      };
    });
    shape[table] = {
      columns: columns
        .map((column) => ({ name: column.name, storage: column.type.toLowerCase(), nullable: column.notnull === 0 }))
        .sort(byName),
      indexes: indexes.sort(byName),
      foreignKeys: foreignKeys.sort(byColumns),
      // SQLite reports CHECK constraints only in the table's definition.
      checks: [...definition.matchAll(/CONSTRAINT\s+"?(\w+)"?\s+CHECK/gi)].map((match) => match[1]!).sort(),
    };
  }
  return shape;
}

/**
 * The SQLite storage class each PostgreSQL type stands in for: booleans and epoch
 * milliseconds are integers, JSON is text on SQLite. A type not listed fails the comparison.
 */
const PG_STORAGE: Record<string, string> = {
  integer: "integer",
  bigint: "integer",
  boolean: "integer",
  text: "text",
  jsonb: "text",
  "double precision": "real",
  bytea: "blob",
};

const PG_ON_DELETE: Record<string, string> = { a: "no action", r: "restrict", c: "cascade", n: "set null", d: "set default" };

/** SQL for the names, in order, of the columns an index or constraint lists by attribute number. */
const columnNames = (attributeNumbers: string, relation: string) =>
  `array(select a.attname from unnest(${attributeNumbers}) with ordinality as k(attnum, position)
         join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.attnum
         order by k.position)::text[]`;

async function postgresShape(pool: pg.Pool): Promise<DatabaseShape> {
  const columns = await pool.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
    `select table_name, column_name, data_type, is_nullable from information_schema.columns
     join information_schema.tables using (table_schema, table_name)
     where table_schema = 'public' and table_type = 'BASE TABLE'
     order by table_name, ordinal_position`,
  );
  const indexes = await pool.query<{ table_name: string; name: string; unique: boolean; columns: string[] }>(
    `select t.relname as table_name, i.relname as name, x.indisunique as unique, ${columnNames("x.indkey", "t.oid")} as columns
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and not x.indisprimary
       -- An exclusion constraint's index has no SQLite twin: its twin is a pair of triggers (compared below).
       and not exists (select 1 from pg_constraint e where e.conindid = x.indexrelid and e.contype = 'x')`,
  );
  const foreignKeys = await pool.query<{
    table_name: string;
    columns: string[];
    references: string;
    referenced_columns: string[];
    on_delete: string;
  }>(
    `select t.relname as table_name, r.relname as references, c.confdeltype as on_delete,
            ${columnNames("c.conkey", "c.conrelid")} as columns,
            ${columnNames("c.confkey", "c.confrelid")} as referenced_columns
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_class r on r.oid = c.confrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and c.contype = 'f'`,
  );
  const checks = await pool.query<{ table_name: string; name: string }>(
    `select t.relname as table_name, c.conname as name from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and c.contype = 'c'`,
  );
  const shape: DatabaseShape = {};
  const tableOf = (name: string) => (shape[name] ??= { columns: [], indexes: [], foreignKeys: [], checks: [] });
  for (const row of columns.rows) {
    const storage = PG_STORAGE[row.data_type] ?? `${row.data_type} (no SQLite storage class known)`;
    tableOf(row.table_name).columns.push({ name: row.column_name, storage, nullable: row.is_nullable === "YES" });
  }
  for (const row of checks.rows) tableOf(row.table_name).checks.push(row.name);
  for (const row of indexes.rows) tableOf(row.table_name).indexes.push({ name: row.name, unique: row.unique, columns: row.columns });
  for (const row of foreignKeys.rows) {
    tableOf(row.table_name).foreignKeys.push({
      columns: row.columns,
      references: row.references,
      referencedColumns: row.referenced_columns,
      onDelete: PG_ON_DELETE[row.on_delete] ?? row.on_delete,
    });
  }
  // SQLite appends the columns later migrations add, so only the set of columns is compared.
  for (const table of Object.values(shape)) {
    table.columns.sort(byName);
    table.indexes.sort(byName);
    table.foreignKeys.sort(byColumns);
    table.checks.sort();
  }
  return shape;
}

let sqlite: OpenedDatabase | undefined;
let postgres: OpenedPostgres | undefined;
let scratch: ScratchDatabase | undefined;

beforeAll(async () => {
  scratch = await createScratchDatabase("schema_parity");
  postgres = await openPostgres(scratch.url);
  sqlite = openDatabase(`file:${join(process.env.DATA_DIR ?? "", "parity.db")}`);
}, 60_000);

afterAll(async () => {
  sqlite?.sqlite.close();
  await postgres?.pool.end();
  await scratch?.drop();
}, 60_000);

const opened = () => ({ lite: sqlite!, pg: postgres! });

/** One part of every table's shape, by table name. */
const partOf = <Part extends keyof TableShape>(part: Part, shape: DatabaseShape) =>
  Object.fromEntries(Object.entries(shape).map(([table, parts]) => [table, parts[part]]));

describe("the PostgreSQL schema after db/migrations-pg", () => {
  it("has the same tables", async () => {
    const { lite, pg } = opened();
    const expected = Object.keys(sqliteShape(lite.sqlite)).sort();
    expect(expected.length).toBeGreaterThan(10);
    expect(Object.keys(await postgresShape(pg.pool)).sort()).toEqual(expected);
  });

  it("has the same columns with the same storage class and nullability", async () => {
    const { lite, pg } = opened();
    expect(partOf("columns", await postgresShape(pg.pool))).toEqual(partOf("columns", sqliteShape(lite.sqlite)));
  });

  it("has the same CHECK constraints", async () => {
    const { lite, pg } = opened();
    const expected = partOf("checks", sqliteShape(lite.sqlite));
    expect(Object.values(expected).flat()).not.toHaveLength(0);
    expect(partOf("checks", await postgresShape(pg.pool))).toEqual(expected);
  });

  it("has the same indexes: names, uniqueness and columns", async () => {
    const { lite, pg } = opened();
    expect(partOf("indexes", await postgresShape(pg.pool))).toEqual(partOf("indexes", sqliteShape(lite.sqlite)));
  });

  it("guards what SQLite cannot declare: each exclusion constraint is a pair of triggers on SQLite", async () => {
    const { lite, pg } = opened();
    const exclusions = await pg.pool.query<{ table_name: string; name: string }>(
      `select t.relname as table_name, c.conname as name from pg_constraint c
       join pg_class t on t.oid = c.conrelid where c.contype = 'x' order by 2`,
    );
    const triggers = lite.sqlite
      .prepare("select tbl_name as table_name, name from sqlite_master where type = 'trigger' order by name")
      .all() as { table_name: string; name: string }[];
    const twins = exclusions.rows.flatMap((row) => [
      { table_name: row.table_name, name: `${row.name}_insert` },
      { table_name: row.table_name, name: `${row.name}_update` },
    ]);
    expect(exclusions.rows).not.toHaveLength(0);
    expect(triggers).toEqual(twins);
  });

  it("has the same foreign keys with the same on-delete actions", async () => {
    const { lite, pg } = opened();
    const expected = partOf("foreignKeys", sqliteShape(lite.sqlite));
    expect(Object.values(expected).flat()).not.toHaveLength(0);
    expect(partOf("foreignKeys", await postgresShape(pg.pool))).toEqual(expected);
  });
});

describe("the drizzle tables of both schemas", () => {
  it("export the same tables whose columns carry the same JavaScript types, nullability and defaults", () => {
    const describeTables = (schema: Record<string, unknown>, isTable: (value: unknown) => boolean) =>
      Object.fromEntries(
        Object.entries(schema)
          .filter(([, value]) => isTable(value))
          .map(([exportName, value]) => {
            const table = value as SQLiteTable | PgTable;
            const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
              key,
              name: column.name,
              // bytea is a custom column in drizzle's pg-core; it reads and writes Buffers like SQLite's blob.
              dataType: column.dataType === "custom" && column.getSQLType() === "bytea" ? "buffer" : column.dataType,
              notNull: column.notNull,
              hasDefault: column.hasDefault,
              primary: column.primary,
            }));
            return [exportName, { name: getTableName(table), columns }];
          }),
      );
    const expected = describeTables(sqliteSchema, (value) => is(value, SQLiteTable));
    expect(describeTables(pgSchema, (value) => is(value, PgTable))).toEqual(expected);
  });
});

/** Checks a default created_at is the current instant in whole epoch ms on both, then leaves it out (the clocks differ). */
function withoutCreatedAt<Row extends { createdAt: number }>(row: Row | undefined): Omit<Row, "createdAt"> {
  expect(Number.isSafeInteger(row?.createdAt)).toBe(true);
  expect(Math.abs(Date.now() - row!.createdAt)).toBeLessThan(60_000);
  const { createdAt: _createdAt, ...rest } = row!;
  return rest;
}

describe("rows written through drizzle", () => {
  it("read back the same from a lead with JSON, nulls and column defaults", async () => {
    const { lite, pg } = opened();
    const lead = {
      reference: "7K2QM-XD9RF",
      type: "consultation",
      fullName: "Zoë O'Brien",
      businessName: null,
      email: "zoe@example.com",
      payload: { answers: ["pos", "online"], monthlyVolume: 12500.5, consent: true, note: null, nested: { "ü": "✓" } },
      referral: { linkCode: "SPRING", utm: { source: "mail" } },
      lightboxId: 3,
    };
    const [sqliteLead] = await lite.db.insert(sqliteSchema.leads).values(lead).returning();
    const [pgLead] = await pg.db.insert(pgSchema.leads).values(lead).returning();
    const readSqlite = await lite.db.select().from(sqliteSchema.leads).where(eq(sqliteSchema.leads.id, sqliteLead!.id));
    const readPg = await pg.db.select().from(pgSchema.leads).where(eq(pgSchema.leads.id, pgLead!.id));
    expect(withoutCreatedAt(readPg[0])).toEqual(withoutCreatedAt(readSqlite[0]));
    expect(readPg[0]).toMatchObject({ ...lead, status: "pending", channel: "form", linkCode: null, updatedAt: null });
  });

  it("read back the same from analytics events, full and sparse", async () => {
    const { lite, pg } = opened();
    const full = {
      // Past 2^31: epoch milliseconds need PostgreSQL's bigint.
      occurredAt: 1_767_225_600_123,
      eventType: "custom",
      source: "js",
      sessionId: "session-1",
      visitorId: "visitor-1",
      pageUrl: "https://example.com/pricing?plan=pro",
      pagePath: "/pricing",
      timezoneOffset: -300,
      latitude: 41.878113,
      longitude: -87.629799,
      sessionStart: 1_767_225_500_000,
      lastActivity: 1_767_225_600_000,
      pageViews: 4,
      isBounce: false,
      isActive: true,
      isReturningVisitor: null,
      errorCode: 404,
      eventName: "plan_chosen",
      eventData: { plan: "pro", seats: [1, 2, 3] },
      eventTimestamp: 1_767_225_599_999,
    };
    const sparse = { occurredAt: 1_767_225_700_000, eventType: "pageview", source: "server", sessionId: "session-2" };
    for (const event of [full, sparse]) {
      const [sqliteEvent] = await lite.db.insert(sqliteSchema.analyticsEvents).values(event).returning();
      const [pgEvent] = await pg.db.insert(pgSchema.analyticsEvents).values(event).returning();
      const [readSqlite] = await lite.db
        .select()
        .from(sqliteSchema.analyticsEvents)
        .where(eq(sqliteSchema.analyticsEvents.id, sqliteEvent!.id));
      const [readPg] = await pg.db.select().from(pgSchema.analyticsEvents).where(eq(pgSchema.analyticsEvents.id, pgEvent!.id));
      expect({ ...readPg, id: 0 }).toEqual({ ...readSqlite, id: 0 });
      expect(readPg).toMatchObject(event);
    }
  });

  it("read back the same from a staff user with its default time zone", async () => {
    const { lite, pg } = opened();
    const staff = { email: "sales@example.com", name: "Sales", passwordHash: "$2b$10$abcdefghijklmnopqrstuv" };
    const [sqliteStaff] = await lite.db.insert(sqliteSchema.staffUsers).values(staff).returning();
    const [pgStaff] = await pg.db.insert(pgSchema.staffUsers).values(staff).returning();
    const [readSqlite] = await lite.db.select().from(sqliteSchema.staffUsers).where(eq(sqliteSchema.staffUsers.id, sqliteStaff!.id));
    const [readPg] = await pg.db.select().from(pgSchema.staffUsers).where(eq(pgSchema.staffUsers.id, pgStaff!.id));
    expect(withoutCreatedAt(readPg)).toEqual(withoutCreatedAt(readSqlite));
    expect(readPg).toMatchObject({ ...staff, timeZone: "America/Chicago", lastLoginAt: null });
  });

  it("read back the same bytes from an uploaded file", async () => {
    const { lite, pg } = opened();
    // Every byte value, so neither driver may treat the column as text.
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const file = { name: "00ff.png", purpose: "logo", contentType: "image/png", bytes, byteSize: bytes.length };
    await lite.db.insert(sqliteSchema.uploadedFiles).values(file);
    await pg.db.insert(pgSchema.uploadedFiles).values(file);
    const [readSqlite] = await lite.db.select().from(sqliteSchema.uploadedFiles);
    const [readPg] = await pg.db.select().from(pgSchema.uploadedFiles);
    expect(Buffer.isBuffer(readPg!.bytes)).toBe(true);
    expect(withoutCreatedAt(readPg)).toEqual(withoutCreatedAt(readSqlite));
    expect(readPg!.bytes.equals(bytes)).toBe(true);
  });

  it("accept a navigation item with an explicit id, then a child without one", async () => {
    const { lite, pg } = opened();
    // 41, not 1: an explicit id does not move PostgreSQL's identity sequence (see schema.pg.ts).
    const parent = { id: 41, sectionType: "solutions", slug: "online", title: "Online payments", sortOrder: 10 };
    const child = { sectionType: "solutions", slug: "invoices", title: "Invoices", parentId: 41 };
    await lite.db.insert(sqliteSchema.navigationItems).values(parent);
    await pg.db.insert(pgSchema.navigationItems).values(parent);
    await lite.db.insert(sqliteSchema.navigationItems).values(child);
    await pg.db.insert(pgSchema.navigationItems).values(child);
    const bySlug = { lite: sqliteSchema.navigationItems.slug, pg: pgSchema.navigationItems.slug };
    const sqliteRows = await lite.db.select().from(sqliteSchema.navigationItems).orderBy(bySlug.lite);
    const [sqliteChild, sqliteParent] = sqliteRows;
    const [pgChild, pgParent] = await pg.db.select().from(pgSchema.navigationItems).orderBy(bySlug.pg);
    expect(sqliteRows).toHaveLength(2);
    expect(pgParent).toEqual(sqliteParent);
    expect(pgParent).toMatchObject({ ...parent, description: null, icon: null, linkUrl: null, parentId: null });
    // The child's id is generated, and differs between the two; the rest must not.
    expect(pgChild!.id).not.toBe(41);
    expect({ ...pgChild, id: 0 }).toEqual({ ...sqliteChild, id: 0 });
    expect(pgChild).toMatchObject({ ...child, sortOrder: 0 });
  });
});
