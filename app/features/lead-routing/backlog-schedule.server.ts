import type { AppDatabase } from "#db/open";
import { enqueueJob } from "~/features/jobs/job-queue.server";
import { nudgeJobWorker } from "~/features/jobs/job-worker.server";
import { getDb } from "~/utils/db.server";

/** The job that hands out waiting leads (routing.server.ts, decision 070). */
export const BACKLOG_JOB = "routing-backlog";

/** A backlog run at `at` (to the minute): however many processes ask, one job per minute. */
export async function scheduleBacklog(db: AppDatabase, at: Date, now: Date = new Date()): Promise<void> {
  const minute = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  await enqueueJob(db, { kind: BACKLOG_JOB, payload: {}, runAt: minute, dedupeKey: `${BACKLOG_JOB}:${minute.toISOString()}` }, now);
}

/**
 * A backlog run now, after something that can free a lead or a person: a lead released
 * unassigned, a pool's members, a rule, someone's hours or time off. In `db` when given (it
 * commits with the change), else on its own; this process's worker looks at once.
 */
export async function nudgeBacklog(db?: AppDatabase, now: Date = new Date()): Promise<void> {
  await enqueueJob(db ?? getDb(), { kind: BACKLOG_JOB, payload: {}, runAt: now, dedupeKey: `${BACKLOG_JOB}:nudge:${now.getTime()}` }, now);
  if (!db) nudgeJobWorker();
}

