import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { ServerDatabase } from "../support/server-database";

/**
 * Everything the server has stored, reduced to a row count and a content hash per table
 * plus the files in its data folder, to prove that refused requests stored nothing.
 */
export interface StoredState {
  tables: Record<string, { rows: number; hash: string }>;
  files: string[];
}

/**
 * Tables allowed to change while the fuzzer runs, each for a reason that is not "the
 * request was accepted":
 * - login_attempts: every failed sign-in is counted per account (or trusted browser), to throttle
 *   password guessing. Recording it is the point of refusing it.
 * - rate_limit_windows: every request a rate limit applies to is counted before it is
 *   judged, so that a script sending bad requests meets its limit.
 */
const CHANGED_BY_REFUSALS = new Set(["login_attempts", "rate_limit_windows"]);

/**
 * Columns allowed to change while the fuzzer runs:
 * - staff_sessions.expires_at: every signed-in request, refused or not, extends the
 *   session's idle timeout (decision 028); the sessions themselves must not change.
 */
const MOVED_BY_ANY_REQUEST: Record<string, string[]> = { staff_sessions: ["expires_at"] };

/**
 * Rows written because a request was refused, for the same reason as login_attempts:
 * the audit log's lines of failed or throttled sign-ins and of a wrong current password
 * (decision 057). Every other audit line still counts as something stored.
 */
const REFUSAL_ROWS: Record<string, (row: Record<string, unknown>) => boolean> = {
  audit_log: (row) => ["sign-in-failed", "sign-in-refused", "password-refused"].includes(String(row.action)),
};

/**
 * Files of the data folder that change without storing anything: the database itself
 * (compared table by table) and the generated session secret. Uploaded pop-up images go
 * to public/uploads, shared with other test files running at the same time; an image is
 * only kept with a saved pop-up, which the lightboxes table shows.
 */
const NOT_STORED_DATA = /^(?:app\.db(?:-wal|-shm|-journal)?|session-secret)$/;

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path, root);
    const name = relative(root, path);
    return NOT_STORED_DATA.test(name) ? [] : [name];
  });
}

export async function readStoredState(db: ServerDatabase, dataDir: string): Promise<StoredState> {
  const tables: StoredState["tables"] = {};
  for (const name of await db.tables()) {
    if (CHANGED_BY_REFUSALS.has(name)) continue;
    const moving = MOVED_BY_ANY_REQUEST[name] ?? [];
    const refusal = REFUSAL_ROWS[name] ?? (() => false);
    const rows = (await db.all<Record<string, unknown>>(`select * from "${name}"`))
      .filter((row) => !refusal(row))
      .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([column]) => !moving.includes(column)))))
      .sort();
    tables[name] = { rows: rows.length, hash: createHash("sha256").update(rows.join("\n")).digest("hex") };
  }
  return { tables, files: listFiles(dataDir).sort() };
}

/**
 * Waits until the server's worker has run every job due now (the e-mails of what the
 * setup stored), so the picture taken before the run does not move under it (decision 063).
 */
export async function settledJobs(db: ServerDatabase, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [due] = await db.all<{ n: number }>("select count(*) as n from jobs where status in ('pending', 'running') and run_at <= ?", [Date.now()]);
    if (Number(due?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error("the server's jobs did not settle before the fuzz run");
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}
