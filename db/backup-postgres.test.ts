import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../tests/support/scratch-postgres";
import { backupPostgres } from "./backup";
import { openPostgres } from "./open-pg";
import { seedDemoData } from "./seed";

/** Row counts of a few tables, read with a plain client. */
async function counts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, number> = {};
    for (const table of ["navigation_items", "lightboxes", "articles", "leads"]) {
      result[table] = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
    }
    return result;
  } finally {
    await client.end();
  }
}

describe("db:backup on PostgreSQL", () => {
  let source: ScratchDatabase;
  let restored: ScratchDatabase;
  const dir = mkdtempSync(join(tmpdir(), "pg-backup-test-"));

  beforeAll(async () => {
    source = await createScratchDatabase("backup_source");
    restored = await createScratchDatabase("backup_restored");
    const opened = await openPostgres(source.url);
    await seedDemoData(opened.db);
    await opened.pool.query(
      `insert into leads (reference, type, full_name, email, phone, business_name, payload) values ('BK001-TEST1', 'consultation', 'Backup Lead', 'b@example.com', '601-555-0100', 'Backup Co', '{}')`,
    );
    await opened.pool.end();
  }, 60_000);

  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await source?.drop();
    await restored?.drop();
  });

  it("writes a pg_dump file that pg_restore brings back with every row", async () => {
    const destination = join(dir, "app.dump");
    const summary = await backupPostgres(source.url, destination);
    expect(summary.destination).toBe(destination);
    expect(summary.tables).toBeGreaterThan(10);
    expect(existsSync(`${destination}.partial`)).toBe(false);

    execFileSync("pg_restore", ["--no-owner", "--dbname", restored.url, destination]);
    const before = await counts(source.url);
    expect(before.leads).toBe(1);
    expect(before.navigation_items).toBeGreaterThan(0);
    expect(await counts(restored.url)).toEqual(before);
  }, 60_000);

  it("leaves no file behind when the database cannot be read", async () => {
    const destination = join(dir, "missing.dump");
    const missing = new URL(source.url);
    missing.pathname = "/no_such_database_for_backup";
    await expect(backupPostgres(missing.toString(), destination)).rejects.toThrow(/pg_dump failed/);
    expect(existsSync(destination)).toBe(false);
    expect(existsSync(`${destination}.partial`)).toBe(false);
  });
});
