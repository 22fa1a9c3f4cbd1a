import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { backupDatabase, backupFileName } from "./backup";
import { openDatabase } from "./open";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "backup-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const countNotes = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from backup_probe").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe("online database backup", () => {
  it("names backups by UTC time so they sort", () => {
    expect(backupFileName(new Date("2026-11-21T16:45:09.123Z"))).toBe("app-20261121-164509.db");
  });

  it("copies a consistent snapshot while another connection keeps writing, and checks it", async () => {
    const dir = tempDir();
    const source = join(dir, "app.db");
    const { sqlite } = openDatabase(`file:${source}`);
    sqlite.exec("create table backup_probe (id integer primary key, body text not null)");
    const insert = sqlite.prepare("insert into backup_probe (body) values (?)");
    sqlite.transaction(() => {
      for (let i = 0; i < 5_000; i++) insert.run(`row ${i} ${"x".repeat(200)}`);
    })();

    // The "server" keeps writing between the backup's steps.
    let writing = true;
    let writtenDuring = 0;
    const writer = (async () => {
      while (writing) {
        insert.run("written during the backup");
        writtenDuring++;
        await new Promise((resolveTick) => setImmediate(resolveTick));
      }
    })();
    const summary = await backupDatabase(source, join(dir, "backups", "copy.db"));
    writing = false;
    await writer;
    sqlite.close();

    expect(summary).toMatchObject({ integrity: "ok", destination: join(dir, "backups", "copy.db") });
    expect(summary.tables).toBeGreaterThan(10);
    expect(writtenDuring).toBeGreaterThan(0);
    const copied = countNotes(summary.destination);
    expect(copied).toBeGreaterThanOrEqual(5_000);
    expect(copied).toBeLessThanOrEqual(5_000 + writtenDuring);
    expect(existsSync(`${summary.destination}.partial`)).toBe(false);
  });

  it("refuses a missing source and leaves no file behind", async () => {
    const dir = tempDir();
    await expect(backupDatabase(join(dir, "missing.db"), join(dir, "out.db"))).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("never presents a corrupt copy as a backup", async () => {
    const dir = tempDir();
    const source = join(dir, "broken.db");
    writeFileSync(source, "SQLite format 3\u0000".padEnd(4096, "\u0001"));
    await expect(backupDatabase(source, join(dir, "out.db"))).rejects.toThrow();
    expect(existsSync(join(dir, "out.db"))).toBe(false);
  });

  it("runs as `npm run db:backup` against DATABASE_URL and prints a JSON summary", () => {
    const dir = tempDir();
    const source = join(dir, "app.db");
    openDatabase(`file:${source}`).sqlite.close();
    const result = spawnSync(process.execPath, ["--import", "tsx", "db/backup-cli.ts"], {
      env: { ...process.env, DATABASE_URL: `file:${source}` },
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const summary = JSON.parse(result.stdout) as { destination: string; integrity: string };
    expect(summary.integrity).toBe("ok");
    expect(summary.destination).toMatch(new RegExp(`^${dir}/backups/app-\\d{8}-\\d{6}\\.db$`));
    expect(existsSync(summary.destination)).toBe(true);
  }, 30_000);
});
