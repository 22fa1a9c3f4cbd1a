import { execFile } from "node:child_process";
import { mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";

export interface BackupSummary {
  source: string;
  destination: string;
  bytes: number;
  tables: number;
  integrity: string;
  tookMs: number;
}

const ALL_REMAINING_PAGES = 0x7fffffff;

/** `app-20261121-164500.db`: sorts by time, safe in any file system. */
export function backupFileName(at: Date, prefix = "app"): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${prefix}-${stamp}.db`;
}

export function defaultBackupPath(databasePath: string, at = new Date()): string {
  return join(dirname(databasePath), "backups", backupFileName(at));
}

/**
 * An online backup with SQLite's backup API (through better-sqlite3): the server keeps
 * reading and writing while pages are copied, and the copy is one consistent snapshot.
 * The copy is written beside its destination first and renamed only once it passes
 * `PRAGMA integrity_check`, so a failed or interrupted backup never leaves a file that
 * looks like a good one.
 */
export async function backupDatabase(source: string, destination: string): Promise<BackupSummary> {
  const started = performance.now();
  mkdirSync(dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    // All pages in one step, inside one read transaction: copied in small steps, the
    // backup starts over whenever the server writes, and a busy site would never finish.
    // In WAL mode the server keeps writing while the step runs.
    await db.backup(partial, { progress: () => ALL_REMAINING_PAGES });
  } finally {
    db.close();
  }
  const copy = new Database(partial, { readonly: true });
  let integrity: string;
  let tables: number;
  try {
    integrity = String(copy.pragma("integrity_check", { simple: true }));
    tables = (copy.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number }).n;
  } finally {
    copy.close();
  }
  if (integrity !== "ok") {
    rmSync(partial, { force: true });
    throw new Error(`the backup failed its integrity check: ${integrity}`);
  }
  renameSync(partial, destination);
  return { source, destination, bytes: statSync(destination).size, tables, integrity, tookMs: Math.round(performance.now() - started) };
}

/** `app-20261121-164500.dump`: a PostgreSQL backup in pg_dump's custom format. */
export function defaultPostgresBackupPath(at = new Date()): string {
  return join("data", "backups", backupFileName(at).replace(/\.db$/, ".dump"));
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolveRun, reject) => {
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} failed: ${stderr.trim() || error.message}`));
      else resolveRun(stdout);
    });
  });
}

/**
 * A PostgreSQL backup with `pg_dump --format=custom`: one consistent snapshot taken while
 * the servers keep writing, restored with `pg_restore` (docs/operations.md, "Restore"). Written beside
 * its destination first and renamed only once `pg_restore --list` can read it and finds
 * every table's data in it, so a failed backup never leaves a file that looks like a good one.
 */
export async function backupPostgres(url: string, destination: string): Promise<BackupSummary> {
  const started = performance.now();
  mkdirSync(dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  try {
    await run("pg_dump", ["--format=custom", "--no-owner", `--file=${partial}`, url]);
    const contents = await run("pg_restore", ["--list", partial]);
    const tables = contents.split("\n").filter((line) => / TABLE DATA public /.test(line)).length;
    if (tables === 0) throw new Error("the dump holds no table data");
    renameSync(partial, destination);
    const source = new URL(url);
    source.password = "";
    return {
      source: source.toString(),
      destination,
      bytes: statSync(destination).size,
      tables,
      integrity: "ok",
      tookMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
