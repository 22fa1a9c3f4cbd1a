import { describe, expect, it } from "vitest";
import { databaseDialect } from "./dialect";

describe("databaseDialect", () => {
  it("reads postgres:// and postgresql:// URLs as PostgreSQL", () => {
    expect(databaseDialect("postgres://postgres@127.0.0.1:5432/site")).toBe("postgres");
    expect(databaseDialect("postgresql://user:secret@db.internal/site?sslmode=require")).toBe("postgres");
    expect(databaseDialect("POSTGRES://db/site")).toBe("postgres");
  });

  it("reads files, paths, memory and an unset URL as SQLite", () => {
    for (const url of ["file:./data/app.db", "file:///var/lib/site/app.db", "/tmp/x.db", "data/app.db", ":memory:", undefined]) {
      expect(databaseDialect(url)).toBe("sqlite");
    }
  });
});
