import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs } from "#db/schema";
import type { AppDatabase } from "#db/open";
import { databaseReady, getDb, inTransaction } from "~/utils/db.server";
import { cancelJobs, claimNextJob, enqueueJob, failJob, FINISHED_JOB_KEEP_MS, finishJob, pruneFinishedJobs, retryFailedJob } from "./job-queue.server";
import { createJobWorker, stopWorkerOnShutdown, type JobHandler } from "./job-worker.server";
import { openSecondConnection } from "../../../tests/support/second-connection";

/* The job queue on SQLite and PostgreSQL (decision 063): dedupe, claims, leases, retries. */

const T0 = new Date("2026-11-26T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

/** A second connection to the same database, as another app process would have. */
let other: { db: AppDatabase; close: () => Promise<void> };

beforeAll(async () => {
  await databaseReady();
  other = openSecondConnection();
});

afterAll(async () => {
  await other.close();
});

beforeEach(async () => {
  await getDb().delete(jobs);
});

/** A worker in a process of its own (tests/support/job-claim-child.ts) on this file's database, ready to start its pass. */
async function startChildWorker(): Promise<{ go: () => Promise<number[]> }> {
  const child = spawn(process.execPath, ["--import", "tsx", resolve("tests/support/job-claim-child.ts")], {
    env: { ...process.env, SEED_DEMO_DATA: "false" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  const exited = new Promise<number[]>((resolveHandled, reject) => {
    child.once("exit", (code) => {
      const line = output.split("\n").find((text) => text.startsWith("{"));
      if (code !== 0 || !line) reject(new Error(`the worker process exited with ${code}: ${output}`));
      else resolveHandled((JSON.parse(line) as { handled: number[] }).handled);
    });
  });
  await new Promise<void>((resolveReady, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready\n")) resolveReady();
    });
    exited.catch(reject);
  });
  return {
    go: () => {
      child.stdin.end("go\n");
      return exited;
    },
  };
}

const jobById = async (id: number) => (await getDb().select().from(jobs).where(eq(jobs.id, id)))[0];

describe("enqueueJob", () => {
  it("adds nothing for a dedupe key already used, whatever the job's state", async () => {
    const first = await enqueueJob(getDb(), { kind: "test", payload: { n: 1 }, dedupeKey: "test:1" }, T0);
    expect(first).toEqual(expect.any(Number));
    expect(await enqueueJob(getDb(), { kind: "test", payload: { n: 2 }, dedupeKey: "test:1" }, T0)).toBeNull();
    await getDb().update(jobs).set({ status: "done" });
    expect(await enqueueJob(getDb(), { kind: "test", payload: { n: 3 }, dedupeKey: "test:1" }, T0)).toBeNull();
    // Jobs without a key never collide.
    expect(await enqueueJob(getDb(), { kind: "test", payload: {} }, T0)).toEqual(expect.any(Number));
    expect(await enqueueJob(getDb(), { kind: "test", payload: {} }, T0)).toEqual(expect.any(Number));
    const rows = await getDb().select().from(jobs);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.dedupeKey === "test:1")).toMatchObject({ payload: { n: 1 }, status: "done", runAt: T0.getTime(), attempts: 0, maxAttempts: 8 });
  });

  it("commits with the transaction it is enqueued in, and not without it", async () => {
    await expect(
      inTransaction(async (tx) => {
        await enqueueJob(tx, { kind: "test", payload: {}, dedupeKey: "rolled-back" }, T0);
        throw new Error("the row the job was about could not be written");
      }),
    ).rejects.toThrow(/could not be written/);
    expect(await getDb().select().from(jobs)).toHaveLength(0);
    await inTransaction((tx) => enqueueJob(tx, { kind: "test", payload: {}, dedupeKey: "committed" }, T0));
    expect((await getDb().select().from(jobs)).map((row) => row.dedupeKey)).toEqual(["committed"]);
  });

  it("refuses a job without an attempt", async () => {
    await expect(enqueueJob(getDb(), { kind: "test", payload: {}, maxAttempts: 0 }, T0)).rejects.toThrow(/at least one attempt/);
  });
});

describe("cancelJobs", () => {
  it("cancels the pending jobs whose key starts with the prefix, and nothing else", async () => {
    const reminder = await enqueueJob(getDb(), { kind: "test", payload: {}, dedupeKey: "reminder:4:day" }, T0);
    const running = await enqueueJob(getDb(), { kind: "test", payload: {}, dedupeKey: "reminder:4:hour" }, T0);
    const otherBooking = await enqueueJob(getDb(), { kind: "test", payload: {}, dedupeKey: "reminder:40:day" }, T0);
    const wildcard = await enqueueJob(getDb(), { kind: "test", payload: {}, dedupeKey: "reminder_4:day" }, T0);
    await getDb().update(jobs).set({ status: "running" }).where(eq(jobs.id, running!));
    expect(await cancelJobs(getDb(), { dedupeKeyPrefix: "reminder:4:" }, at(MINUTE))).toBe(1);
    expect(await jobById(reminder!)).toMatchObject({ status: "cancelled", finishedAt: at(MINUTE).getTime() });
    expect((await jobById(running!))?.status).toBe("running");
    expect((await jobById(otherBooking!))?.status).toBe("pending");
    expect((await jobById(wildcard!))?.status).toBe("pending");
    await expect(cancelJobs(getDb(), { dedupeKeyPrefix: "" })).rejects.toThrow(/prefix/);
  });
});

describe("pruneFinishedJobs", () => {
  const DAY = 24 * 60 * MINUTE;

  it("deletes the jobs done or cancelled more than 30 days ago, and keeps failed, pending and recent ones", async () => {
    const finished = async (status: "done" | "cancelled" | "failed" | "pending", daysAgo: number) => {
      const id = await enqueueJob(getDb(), { kind: "test", payload: {} }, T0);
      const finishedAt = status === "pending" ? null : T0.getTime() - daysAgo * DAY;
      await getDb().update(jobs).set({ status, finishedAt }).where(eq(jobs.id, id!));
      return id!;
    };
    const oldDone = await finished("done", 31);
    const oldCancelled = await finished("cancelled", 45);
    const recentDone = await finished("done", 29);
    const oldFailed = await finished("failed", 90);
    const pending = await finished("pending", 0);
    expect(FINISHED_JOB_KEEP_MS).toBe(30 * DAY);
    expect(await pruneFinishedJobs(T0)).toBe(2);
    const left = (await getDb().select({ id: jobs.id }).from(jobs)).map((row) => row.id).sort((a, b) => a - b);
    expect(left).toEqual([recentDone, oldFailed, pending].sort((a, b) => a - b));
    expect(left).not.toContain(oldDone);
    expect(left).not.toContain(oldCancelled);
  });

  it("runs in the worker's idle pass at most once an hour", async () => {
    const id = await enqueueJob(getDb(), { kind: "test", payload: {} }, T0);
    await getDb().update(jobs).set({ status: "done", finishedAt: T0.getTime() - 31 * DAY }).where(eq(jobs.id, id!));
    let clock = T0;
    const worker = createJobWorker({ handlers: { test: async () => "done" }, now: () => clock });
    await worker.runOnce();
    expect(await jobById(id!)).toBeUndefined();

    const later = await enqueueJob(getDb(), { kind: "test", payload: {} }, T0);
    await getDb().update(jobs).set({ status: "done", finishedAt: T0.getTime() - 31 * DAY }).where(eq(jobs.id, later!));
    clock = at(59 * MINUTE);
    await worker.runOnce();
    expect(await jobById(later!)).toBeDefined();
    clock = at(60 * MINUTE);
    await worker.runOnce();
    expect(await jobById(later!)).toBeUndefined();
  });
});

describe("claimNextJob", () => {
  it("takes a due job once, counting the attempt, and leaves a job whose time has not come", async () => {
    const later = await enqueueJob(getDb(), { kind: "test", payload: {}, runAt: at(10 * MINUTE) }, T0);
    const due = await enqueueJob(getDb(), { kind: "test", payload: {} }, T0);
    const claimed = await claimNextJob({ workerId: "a", now: at(1000), leaseMs: MINUTE, kinds: ["test"] });
    expect(claimed).toMatchObject({ id: due, status: "running", attempts: 1, lockedBy: "a", lockedUntil: at(1000 + MINUTE).getTime() });
    expect(await claimNextJob({ workerId: "b", now: at(2000), leaseMs: MINUTE, kinds: ["test"] })).toBeNull();
    expect((await jobById(later!))?.status).toBe("pending");
  });

  it("takes again a job whose worker died, once its lease has passed; the dead worker's late finish is refused", async () => {
    const id = await enqueueJob(getDb(), { kind: "test", payload: {} }, T0);
    const first = await claimNextJob({ workerId: "dies", now: T0, leaseMs: 5 * MINUTE, kinds: ["test"] });
    expect(first?.id).toBe(id);
    expect(await claimNextJob({ workerId: "survivor", now: at(5 * MINUTE - 1) , leaseMs: 5 * MINUTE, kinds: ["test"] }, other.db)).toBeNull();
    const again = await claimNextJob({ workerId: "survivor", now: at(5 * MINUTE), leaseMs: 5 * MINUTE, kinds: ["test"] }, other.db);
    expect(again).toMatchObject({ id, attempts: 2, lockedBy: "survivor" });
    expect(await finishJob(first!, { status: "done" }, at(6 * MINUTE))).toBe(false);
    expect(await failJob(first!, new Error("late"), at(6 * MINUTE))).toBe("lost");
    expect((await jobById(id!))?.status).toBe("running");
    expect(await finishJob(again!, { status: "done" }, at(6 * MINUTE), other.db)).toBe(true);
    expect(await jobById(id!)).toMatchObject({ status: "done", lockedBy: null, lockedUntil: null, finishedAt: at(6 * MINUTE).getTime() });
  });
});

describe("the worker", () => {
  it("two workers on two connections handle each of 50 jobs exactly once", async () => {
    for (let n = 0; n < 50; n += 1) await enqueueJob(getDb(), { kind: "count", payload: { n } }, T0);
    const handled: number[] = [];
    const handler: JobHandler = async (payload) => {
      handled.push(payload.n as number);
      // Yield between claims, so the two workers' claims interleave.
      await new Promise((resolve) => setImmediate(resolve));
      return "done";
    };
    const worker = (id: string, database: AppDatabase) =>
      createJobWorker({ handlers: { count: handler }, workerId: id, now: () => at(1000), database: () => database, batchSize: 100 });
    const [byFirst, bySecond] = await Promise.all([worker("first", getDb()).runOnce(), worker("second", other.db).runOnce()]);
    expect(byFirst + bySecond).toBe(50);
    expect(Math.min(byFirst, bySecond), "both workers took jobs").toBeGreaterThan(0);
    expect([...handled].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    const rows = await getDb().select().from(jobs);
    expect(rows.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
  });

  it("two app processes on the same database handle each of 60 jobs exactly once", async () => {
    for (let n = 0; n < 60; n += 1) await enqueueJob(getDb(), { kind: "count", payload: { n } });
    const children = await Promise.all([startChildWorker(), startChildWorker()]);
    const [first = [], second = []] = await Promise.all(children.map((child) => child.go()));
    expect(Math.min(first.length, second.length), "both processes took jobs").toBeGreaterThan(0);
    expect([...first, ...second].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    const rows = await getDb().select().from(jobs);
    expect(rows.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
  }, 30_000);

  it("retries a failing job after 1 and 2 minutes, then fails it for good with the error kept short", async () => {
    const id = await enqueueJob(getDb(), { kind: "flaky", payload: {}, maxAttempts: 3 }, T0);
    let clock = T0;
    const calls: Date[] = [];
    const worker = createJobWorker({
      handlers: {
        flaky: async (_payload, { now }) => {
          calls.push(now);
          throw new Error("connect ECONNREFUSED 127.0.0.1:587\n    at stack frame");
        },
      },
      now: () => clock,
    });
    const errors = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      expect(await worker.runOnce()).toBe(1);
      expect(await jobById(id!)).toMatchObject({ status: "pending", attempts: 1, runAt: at(MINUTE).getTime(), lastError: "connect ECONNREFUSED 127.0.0.1:587" });
      clock = at(MINUTE - 1);
      expect(await worker.runOnce()).toBe(0);
      clock = at(MINUTE);
      expect(await worker.runOnce()).toBe(1);
      expect(await jobById(id!)).toMatchObject({ status: "pending", attempts: 2, runAt: at(3 * MINUTE).getTime() });
      clock = at(3 * MINUTE);
      expect(await worker.runOnce()).toBe(1);
      expect(await jobById(id!)).toMatchObject({ status: "failed", attempts: 3, finishedAt: at(3 * MINUTE).getTime(), lockedBy: null });
      clock = at(24 * 60 * MINUTE);
      expect(await worker.runOnce()).toBe(0);
      expect(calls).toEqual([T0, at(MINUTE), at(3 * MINUTE)]);
      expect(errors.mock.calls.map(([line]) => JSON.parse(line as string).level)).toEqual(["warn", "warn", "error"]);
    } finally {
      errors.mockRestore();
    }
    // An admin's retry puts it back with fresh attempts; only a failed job can be retried.
    expect(await retryFailedJob(id!, at(25 * 60 * MINUTE))).toBe(true);
    expect(await jobById(id!)).toMatchObject({ status: "pending", attempts: 0, runAt: at(25 * 60 * MINUTE).getTime(), finishedAt: null });
    expect(await retryFailedJob(id!, at(25 * 60 * MINUTE))).toBe(false);
  });

  it("marks a job with nothing to do cancelled with the reason, and leaves a kind it has no handler for to a worker that has one", async () => {
    const skipped = await enqueueJob(getDb(), { kind: "skip", payload: {} }, T0);
    const unknown = await enqueueJob(getDb(), { kind: "nobody-handles-this", payload: {}, maxAttempts: 1 }, T0);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await createJobWorker({ handlers: { skip: async () => ({ nothingToDo: "the meeting was cancelled" }) }, now: () => T0 }).runOnce();
    } finally {
      log.mockRestore();
    }
    expect(await jobById(skipped!)).toMatchObject({ status: "cancelled", lastError: "the meeting was cancelled" });
    expect(await jobById(unknown!)).toMatchObject({ status: "pending", attempts: 0, lastError: null });
  });

  it("never runs two passes at once, and stops polling when stopped", async () => {
    await enqueueJob(getDb(), { kind: "slow", payload: {} }, T0);
    let release: () => void = () => undefined;
    const started: number[] = [];
    const worker = createJobWorker({
      handlers: {
        slow: async () => {
          started.push(Date.now());
          await new Promise<void>((resolve) => (release = resolve));
          return "done";
        },
      },
      now: () => T0,
      pollMs: 10,
    });
    const first = worker.runOnce();
    const second = worker.runOnce();
    expect(second).toBe(first);
    await vi.waitFor(() => expect(started).toHaveLength(1));
    release();
    expect(await first).toBe(1);
    worker.start();
    await worker.stop();
    await enqueueJob(getDb(), { kind: "slow", payload: {} }, T0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toHaveLength(1);
  });
});

describe("nudging the worker", () => {
  it("runs a pass at once instead of waiting for the next poll, each time it is nudged", async () => {
    const handled: number[] = [];
    const worker = createJobWorker({
      handlers: {
        count: async (payload) => {
          handled.push(payload.n as number);
          return "done";
        },
      },
      pollMs: 60 * MINUTE,
    });
    worker.start();
    try {
      // The first pass finds nothing; the next poll would be an hour away.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await enqueueJob(getDb(), { kind: "count", payload: { n: 1 } });
      worker.nudge();
      await vi.waitFor(() => expect(handled).toEqual([1]));
      await enqueueJob(getDb(), { kind: "count", payload: { n: 2 } });
      worker.nudge();
      await vi.waitFor(() => expect(handled).toEqual([1, 2]));
    } finally {
      await worker.stop();
    }
  });
});

describe("stopWorkerOnShutdown", () => {
  it("stops the worker on SIGTERM and raises the signal again when nothing else listens", async () => {
    const listeners = new Map<string, () => void>();
    const kills: string[] = [];
    const target = {
      pid: 42,
      once: (event: string, listener: () => void) => listeners.set(event, listener),
      off: (event: string) => listeners.delete(event),
      listenerCount: () => 0,
      kill: (_pid: number, signal: string) => kills.push(signal),
    };
    const stop = vi.fn(async () => undefined);
    stopWorkerOnShutdown({ stop }, target);
    listeners.get("SIGTERM")?.();
    await vi.waitFor(() => expect(kills).toEqual(["SIGTERM"]));
    expect(stop).toHaveBeenCalledOnce();
  });
});
