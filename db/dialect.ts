export type DatabaseDialect = "sqlite" | "postgres";

/**
 * Which database DATABASE_URL names: postgres:// and postgresql:// URLs are PostgreSQL;
 * anything else (file:, a plain path, :memory:, unset) is a SQLite file.
 */
export function databaseDialect(url: string | undefined): DatabaseDialect {
  return /^postgres(ql)?:\/\//i.test(url?.trim() ?? "") ? "postgres" : "sqlite";
}
