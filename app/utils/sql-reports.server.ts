import { sql, type SQL } from "drizzle-orm";

/*
 * Fragments for raw report queries (`selectRows`) that read the same on SQLite and
 * PostgreSQL. node-postgres returns bigint and numeric as strings, so counts and
 * aggregates of epoch milliseconds are cast to types it reads as numbers.
 */

/** COUNT(`what`) as a number: `countOf(sql\`*\`)`, `countOf(sql\`DISTINCT session_id\`)`. */
export const countOf = (what: SQL): SQL => sql`cast(count(${what}) as integer)`;

/**
 * How many rows meet `condition`, null over no rows (as SUM is). SQLite's SUM(condition)
 * does not exist on PostgreSQL, which cannot add booleans.
 */
export const countWhere = (condition: SQL): SQL => sql`cast(sum(case when ${condition} then 1 else 0 end) as integer)`;

/** An average, or an aggregate of epoch milliseconds (past 2^31), as a number. */
export const asNumber = (value: SQL): SQL => sql`cast(${value} as double precision)`;
