import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { AppDatabase } from "#db/open";
import { getDb, whenDatabaseOpens } from "~/utils/db.server";
import { claimNextJob, failJob, finishJob, pruneFinishedJobs, type ClaimedJob } from "./job-queue.server";
import { shortError } from "./job-rules";

/**
 * What a handler tells the worker: `"done"`, or that there was nothing to do (a
 * reminder for a meeting that was cancelled or moved), with the reason an admin reads.
 * Throwing is a failure: the job is tried again later.
 */
export type JobOutcome = "done" | { nothingToDo: string };

export interface JobContext {
  /** The instant of this pass (an injected clock in tests). */
  now: Date;
  db: AppDatabase;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext & { job: ClaimedJob }) => Promise<JobOutcome>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobWorkerOptions {
  handlers: JobHandlers;
  /** Between two passes when the last one found nothing more to do. */
  pollMs?: number;
  /** How long a claimed job is this worker's; past it, another worker takes the job again. */
  leaseMs?: number;
  /** Jobs handled in one pass at most, so a long queue does not hold the pass for ever. */
  batchSize?: number;
  now?: () => Date;
  database?: () => AppDatabase;
  workerId?: string;
}

export const DEFAULT_POLL_MS = 5_000;
/** How often a worker deletes the jobs long over (job-queue.server.ts, pruneFinishedJobs). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
export const DEFAULT_LEASE_MS = 5 * 60_000;

export interface JobWorker {
  /** Handles every due job (up to the batch size), one after the other; resolves with how many it handled. */
  runOnce(): Promise<number>;
  /** Polls until stopped. */
  start(): void;
  /** No new pass starts; resolves when the current one has ended. */
  stop(): Promise<void>;
  /** A job was just committed in this process: look now rather than at the next poll. */
  nudge(): void;
}

function logLine(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 20;
  const now = options.now ?? (() => new Date());
  const database = options.database ?? getDb;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let lookAgain = false;

  async function handle(job: ClaimedJob): Promise<void> {
    const handler = options.handlers[job.kind];
    const at = now();
    const db = database();
    try {
      // Claimed by kind, so a handler is there unless the set changed under a running pass.
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const outcome = await handler(job.payload, { now: at, db, job });
      const finished = now();
      await finishJob(job, outcome === "done" ? { status: "done" } : { status: "cancelled", reason: outcome.nothingToDo }, finished, db);
    } catch (error) {
      const next = await failJob(job, error, now(), db);
      logLine(next === "failed" ? "error" : "warn", `job ${job.id} (${job.kind}) failed`, { attempt: job.attempts, next, error: shortError(error) });
    }
  }

  let prunedAt = Number.NEGATIVE_INFINITY;

  async function pass(): Promise<number> {
    let handled = 0;
    while (handled < batchSize) {
      const job = await claimNextJob({ workerId, now: now(), leaseMs, kinds: Object.keys(options.handlers) }, database());
      if (!job) break;
      await handle(job);
      handled += 1;
    }
    // Once an hour per process, when the queue is idle: jobs long over leave the table.
    const at = now();
    if (handled < batchSize && at.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at.getTime();
      const pruned = await pruneFinishedJobs(at, database());
      if (pruned > 0) logLine("info", "finished jobs pruned", { pruned });
    }
    return handled;
  }

  function runOnce(): Promise<number> {
    // Never two passes at once in one process: a second call shares the one running.
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** Every pass once it ends: after a nudge during it, at once; after a full batch, at once; otherwise after the poll interval. */
  function next(handled: number): number {
    const soon = lookAgain || handled >= batchSize;
    lookAgain = false;
    return soon ? 0 : pollMs;
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .then((handled) => schedule(next(handled)))
        .catch((error: unknown) => {
          // The database may be briefly out of reach; the next pass tries again.
          logLine("error", "job worker pass failed", { error: shortError(error) });
          schedule(pollMs);
        });
    }, delay);
    // The worker alone never keeps the process alive (a shutdown waits for requests, not for it).
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    nudge() {
      if (stopped) return;
      if (running) {
        lookAgain = true;
        return;
      }
      clearTimeout(timer);
      schedule(0);
    },
  };
}

/** The parts of `process` the shutdown hook uses (a fake in tests). */
export interface SignalTarget {
  once(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
  listenerCount(event: string): number;
  kill(pid: number, signal: string): unknown;
  pid: number;
}

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

/**
 * Stops the worker on SIGTERM / SIGINT: no pass starts after the signal, and a job
 * being handled finishes if the process lives long enough (the production server waits
 * for open requests); one cut short is taken again when its lease passes. When nothing
 * else listens for the signal, it is raised again so the process still stops.
 */
export function stopWorkerOnShutdown(worker: Pick<JobWorker, "stop">, target: SignalTarget = process): () => void {
  const listeners: [string, () => void][] = [];
  for (const signal of SIGNALS) {
    const onSignal = () => {
      void worker.stop().finally(() => {
        // Asked when the signal came: the production server listens from its start, which
        // comes after the app's modules (and this worker) are loaded.
        if (target.listenerCount(signal) === 0) target.kill(target.pid, signal);
      });
    };
    target.once(signal, onSignal);
    listeners.push([signal, onSignal]);
  }
  return () => {
    for (const [signal, listener] of listeners) target.off(signal, listener);
  };
}

let started: JobWorker | undefined;

/** Call after committing a job that should go out at once (a lead's notification): this process's worker looks now. */
export function nudgeJobWorker(): void {
  started?.nudge();
}

/** Starts this process's one worker once the database is open (like the other start-up work, from app/entry.server.tsx). */
export function startJobWorkerOnOpen(handlers: JobHandlers, pollMs: number): void {
  whenDatabaseOpens(async () => {
    if (started) return;
    started = createJobWorker({ handlers, pollMs });
    stopWorkerOnShutdown(started);
    started.start();
  });
}
