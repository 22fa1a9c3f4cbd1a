import { and, eq, inArray, is, lt, sql } from "drizzle-orm";
import { PgDatabase } from "drizzle-orm/pg-core";
import { jobs, type JobRow } from "#db/schema";
import type { AppDatabase } from "#db/open";
import { getDb, inTransaction } from "~/utils/db.server";
import { afterFailure, shortError } from "./job-rules";

/**
 * Work done after a request is answered (e-mails, reminders), kept in the `jobs` table
 * so nothing is lost when a process stops (decision 063). A job is enqueued in the same
 * transaction as the row it is about, claimed by exactly one worker, and retried with a
 * backoff when its handler fails.
 */
export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Not before this instant; now by default. */
  runAt?: Date;
  /** At most one job per key, ever: a second enqueue with the same key adds nothing. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * Adds a job, unless one with the same dedupe key exists (in any state). `db` may be the
 * transaction that writes the row the job is about, so both commit or neither does.
 * Returns the new job's id, or null when the key was taken.
 */
export async function enqueueJob(db: AppDatabase, job: NewJob, now: Date = new Date()): Promise<number | null> {
  const maxAttempts = job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`a job needs at least one attempt, not ${maxAttempts}`);
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      status: "pending",
      runAt: (job.runAt ?? now).getTime(),
      maxAttempts,
      updatedAt: now.getTime(),
    })
    // Both databases treat NULL keys as distinct, so jobs without a key never collide.
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/** Cancels the pending jobs whose dedupe key starts with `dedupeKeyPrefix` (e.g. every reminder of one booking); returns how many. */
export async function cancelJobs(db: AppDatabase, { dedupeKeyPrefix }: { dedupeKeyPrefix: string }, now: Date = new Date()): Promise<number> {
  if (dedupeKeyPrefix.length === 0) throw new Error("cancelling jobs needs a key prefix");
  const cancelled = await db
    .update(jobs)
    .set({ status: "cancelled", finishedAt: now.getTime(), updatedAt: now.getTime(), lockedUntil: null, lockedBy: null })
    .where(
      and(
        eq(jobs.status, "pending"),
        // substr rather than LIKE: nothing in a key can act as a wildcard.
        sql`substr(${jobs.dedupeKey}, 1, ${dedupeKeyPrefix.length}) = ${dedupeKeyPrefix}`,
      ),
    )
    .returning({ id: jobs.id });
  return cancelled.length;
}

export type ClaimedJob = JobRow;

/**
 * Takes one due job for `workerId` until `now + leaseMs`: a pending job whose time has
 * come, or a running one whose lease has passed (its worker died). One statement decides,
 * so two workers never take the same job: on PostgreSQL the candidate row is locked with
 * FOR UPDATE SKIP LOCKED (a second worker skips it and takes the next); on SQLite the
 * UPDATE holds the database's write lock from choosing to writing. The claim counts as
 * an attempt.
 */
export async function claimNextJob(
  { workerId, now, leaseMs, kinds }: { workerId: string; now: Date; leaseMs: number; kinds: readonly string[] },
  database?: AppDatabase,
): Promise<ClaimedJob | null> {
  const at = now.getTime();
  if (kinds.length === 0) return null;
  // Only the kinds this worker has handlers for: a job it cannot run is left to one that can, not failed.
  const due = sql`${inArray(jobs.kind, [...kinds])} and ((${jobs.status} = 'pending' and ${jobs.runAt} <= ${at}) or (${jobs.status} = 'running' and ${jobs.lockedUntil} <= ${at}))`;
  // An idle queue is only read: no write lock is taken (SQLite) and no row locked every few seconds.
  const [anyDue] = await (database ?? getDb()).select({ id: jobs.id }).from(jobs).where(due).limit(1);
  if (!anyDue) return null;
  return inTransaction(async (tx) => {
    const lock = is(tx, PgDatabase) ? sql` for update skip locked` : sql``;
    const [claimed] = await tx
      .update(jobs)
      .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, lockedUntil: at + leaseMs, lockedBy: workerId, updatedAt: at })
      // The outer condition is checked again on the row itself: on PostgreSQL a row another
      // transaction changed meanwhile is re-read, and one no longer due is left alone.
      .where(and(sql`${jobs.id} = (select ${jobs.id} from ${jobs} where ${due} order by ${jobs.runAt}, ${jobs.id} limit 1${lock})`, sql`(${due})`))
      .returning();
    return claimed ?? null;
  }, database);
}

/** The claim a finishing worker still holds: its own worker id and the attempt it claimed (a lease that passed may have gone to another). */
function stillHeld(job: Pick<ClaimedJob, "id" | "lockedBy" | "attempts">) {
  return and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.lockedBy, job.lockedBy ?? ""), eq(jobs.attempts, job.attempts));
}

/** Marks a claimed job done, or cancelled with the reason when its handler found nothing to do. False when the claim was lost. */
export async function finishJob(
  job: ClaimedJob,
  outcome: { status: "done" } | { status: "cancelled"; reason: string },
  now: Date,
  database: AppDatabase = getDb(),
): Promise<boolean> {
  const finished = await database
    .update(jobs)
    .set({
      status: outcome.status,
      lastError: outcome.status === "cancelled" ? outcome.reason : null,
      finishedAt: now.getTime(),
      updatedAt: now.getTime(),
      lockedUntil: null,
      lockedBy: null,
    })
    .where(stillHeld(job))
    .returning({ id: jobs.id });
  return finished.length > 0;
}

/** Records a failed attempt: pending again after the backoff, or failed once the attempts are used up. */
export async function failJob(job: ClaimedJob, error: unknown, now: Date, database: AppDatabase = getDb()): Promise<"pending" | "failed" | "lost"> {
  const next = afterFailure(job, now);
  const changed = await database
    .update(jobs)
    .set({ ...next, lastError: shortError(error), updatedAt: now.getTime(), lockedUntil: null, lockedBy: null })
    .where(stillHeld(job))
    .returning({ id: jobs.id });
  return changed.length > 0 ? next.status : "lost";
}

/**
 * An admin's retry of a failed job: pending now, with its attempts counted afresh and its
 * last error kept until the next attempt. False when the job is not (or no longer) failed.
 */
export async function retryFailedJob(jobId: number, now: Date, database: AppDatabase = getDb()): Promise<boolean> {
  const retried = await database
    .update(jobs)
    .set({ status: "pending", attempts: 0, runAt: now.getTime(), finishedAt: null, updatedAt: now.getTime() })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "failed")))
    .returning({ id: jobs.id });
  return retried.length > 0;
}

/** How long a job that is over (done or cancelled) stays listed on the jobs screen. */
export const FINISHED_JOB_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes the jobs done or cancelled more than `keepMs` ago: the queue would otherwise keep
 * one row for every e-mail and reminder ever sent. A failed job stays until staff retry it
 * (the jobs screen), whatever its age. Returns how many went.
 */
export async function pruneFinishedJobs(now: Date, database: AppDatabase = getDb(), keepMs = FINISHED_JOB_KEEP_MS): Promise<number> {
  const deleted = await database
    .delete(jobs)
    .where(and(inArray(jobs.status, ["done", "cancelled"]), lt(jobs.finishedAt, now.getTime() - keepMs)))
    .returning({ id: jobs.id });
  return deleted.length;
}
