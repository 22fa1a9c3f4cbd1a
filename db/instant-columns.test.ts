import { join } from "node:path";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./open";
import * as sqliteSchema from "./schema.sqlite";
import * as pgSchema from "./schema.pg";

/*
 * Every instant is epoch milliseconds in an integer column (decision 092): a column named
 * *_at, or one of the instants named otherwise, must be integer on SQLite and bigint on
 * PostgreSQL, so ISO text cannot come back into one table and not the others. The
 * migrated SQLite database is read too; db/schema-parity.test.ts proves PostgreSQL's the same.
 */

/** Instants whose names do not end in _at. */
const INSTANTS_NAMED_OTHERWISE = new Set(["window_start", "locked_until", "session_start", "last_activity", "event_timestamp"]);

const isInstantName = (name: string) => name.endsWith("_at") || INSTANTS_NAMED_OTHERWISE.has(name);

/** Columns named *_at that hold no instant, and why. */
const NOT_INSTANTS: Record<string, string> = {
  "articles.published_at": "a calendar date (YYYY-MM-DD) of the site's calendar; publish_time gives the wall-clock time",
};

function instantColumns(schema: Record<string, unknown>, isTable: (value: unknown) => boolean) {
  return Object.values(schema)
    .filter(isTable)
    .flatMap((table) => {
      const name = getTableName(table as SQLiteTable | PgTable);
      return Object.values(getTableColumns(table as SQLiteTable | PgTable))
        .filter((column) => isInstantName(column.name))
        .map((column) => ({ column: `${name}.${column.name}`, type: column.getSQLType() }))
        .filter(({ column }) => !Object.hasOwn(NOT_INSTANTS, column));
    })
    .sort((a, b) => a.column.localeCompare(b.column));
}

describe("instant columns", () => {
  const sqliteInstants = instantColumns(sqliteSchema, (value) => is(value, SQLiteTable));
  const pgInstants = instantColumns(pgSchema, (value) => is(value, PgTable));

  it("are integers of epoch milliseconds on SQLite", () => {
    expect(sqliteInstants.length).toBeGreaterThan(60);
    expect(sqliteInstants.filter(({ type }) => type !== "integer")).toEqual([]);
  });

  it("are bigints of epoch milliseconds on PostgreSQL, the same columns", () => {
    expect(pgInstants.filter(({ type }) => type !== "bigint")).toEqual([]);
    expect(pgInstants.map(({ column }) => column)).toEqual(sqliteInstants.map(({ column }) => column));
  });

  it("leave out only the columns that hold no instant, which stay text", () => {
    const exceptions = Object.keys(NOT_INSTANTS).map((column) => {
      const [table, name] = column.split(".");
      const found = Object.values(sqliteSchema)
        .filter((value) => is(value, SQLiteTable))
        .find((value) => getTableName(value as SQLiteTable) === table);
      const columnOf = Object.values(getTableColumns(found as SQLiteTable)).find((candidate) => candidate.name === name);
      return { column, type: columnOf?.getSQLType() };
    });
    expect(exceptions).toEqual(Object.keys(NOT_INSTANTS).map((column) => ({ column, type: "text" })));
  });

  it("are integers in the database the migrations make on SQLite", () => {
    const { sqlite } = openDatabase(`file:${join(process.env.DATA_DIR ?? "", "instant-columns.db")}`);
    try {
      const declared = (sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name <> '__drizzle_migrations'").all() as { name: string }[])
        .flatMap(({ name: table }) =>
          (sqlite.pragma(`table_info("${table}")`) as { name: string; type: string }[])
            .filter((column) => isInstantName(column.name) && !Object.hasOwn(NOT_INSTANTS, `${table}.${column.name}`))
            .map((column) => ({ column: `${table}.${column.name}`, type: column.type.toLowerCase() })),
        )
        .sort((a, b) => a.column.localeCompare(b.column));
      expect(declared).toEqual(sqliteInstants);
    } finally {
      sqlite.close();
    }
  });
});
