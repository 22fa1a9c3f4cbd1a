import Database from "better-sqlite3";
import pg from "pg";

/**
 * The built server's database as a test reads and writes it directly (rows no form can
 * make, what a refused request left behind): its SQLite file, or in the postgres vitest
 * project its PostgreSQL database. One SQL text for both: `?` placeholders, `true` and
 * `false` for booleans, `returning` for new ids; 64-bit integers come back as numbers.
 */
export interface ServerDatabase {
  readonly dialect: "sqlite" | "postgres";
  all<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  get<Row>(sql: string, params?: unknown[]): Promise<Row | undefined>;
  /** The tables of the app (not the migrations' log). */
  tables(): Promise<string[]>;
  close(): Promise<void>;
}

function openSqlite(file: string): ServerDatabase {
  const db = new Database(file);
  return {
    dialect: "sqlite",
    all: async <Row>(sql: string, params: unknown[] = []) => {
      const statement = db.prepare(sql);
      // A write that returns nothing (no `returning`) is run, and reads as no rows.
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as Row[];
    },
    get: async <Row>(sql: string, params: unknown[] = []) => {
      const statement = db.prepare(sql);
      // A write that returns nothing (no `returning`) is run, not read.
      return (statement.reader ? statement.get(...params) : (statement.run(...params), undefined)) as Row | undefined;
    },
    tables: async () =>
      db
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> '__drizzle_migrations' order by name")
        .pluck()
        .all() as string[],
    close: async () => {
      db.close();
    },
  };
}

/** bigint (epoch milliseconds, counts) as a number, as the app's own PostgreSQL columns read it. */
const BIGINT_OID = 20;
const numericTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === BIGINT_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string): ServerDatabase {
  const client = new pg.Client({ connectionString: url, types: numericTypes });
  const connected = client.connect();
  const query = async <Row>(sql: string, params: unknown[]) => {
    await connected;
    let index = 0;
    const result = await client.query(sql.replace(/\?/g, () => `$${++index}`), params);
    return result.rows as Row[];
  };
  return {
    dialect: "postgres",
    all: <Row>(sql: string, params: unknown[] = []) => query<Row>(sql, params),
    get: async <Row>(sql: string, params: unknown[] = []) => (await query<Row>(sql, params))[0],
    tables: async () =>
      (
        await query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' order by table_name", [])
      ).map((row) => row.name),
    close: () => client.end(),
  };
}

/** `url`: a `postgres://` URL, or a `file:` URL or path of a SQLite file. */
export function openServerDatabase(url: string): ServerDatabase {
  return /^postgres(ql)?:\/\//.test(url) ? openPostgres(url) : openSqlite(url.replace(/^file:/, ""));
}
