import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIngestQueue, installShutdownFlush, type ShutdownTarget } from "./ingest-queue.server";

function recorder() {
  const batches: number[][] = [];
  return { batches, flush: (rows: number[]) => void batches.push([...rows]), rows: () => batches.flat() };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("createIngestQueue: batching", () => {
  it("writes nothing at once, then everything in one batch after maxDelayMs", () => {
    const sink = recorder();
    const queue = createIngestQueue({ flush: sink.flush, maxBatch: 250, maxDelayMs: 50 });
    for (let i = 0; i < 10; i++) expect(queue.enqueue(i)).toBe(true);
    expect(sink.batches).toEqual([]);
    vi.advanceTimersByTime(49);
    expect(sink.batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sink.batches).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    expect(queue.size).toBe(0);
  });

  it("measures the delay from the first waiting row, not the last", () => {
    const sink = recorder();
    const queue = createIngestQueue({ flush: sink.flush, maxDelayMs: 50 });
    queue.enqueue(1);
    vi.advanceTimersByTime(40);
    queue.enqueue(2);
    vi.advanceTimersByTime(10);
    expect(sink.batches).toEqual([[1, 2]]);
  });

  it("writes as soon as maxBatch rows are waiting, without waiting for the timer", () => {
    const sink = recorder();
    const queue = createIngestQueue({ flush: sink.flush, maxBatch: 3, maxDelayMs: 50 });
    queue.enqueue(1);
    queue.enqueue(2);
    expect(sink.batches).toEqual([]);
    queue.enqueue(3);
    expect(sink.batches).toEqual([[1, 2, 3]]);
    queue.enqueue(4);
    vi.advanceTimersByTime(50);
    expect(sink.batches).toEqual([[1, 2, 3], [4]]);
  });

  it("splits a large backlog into batches of maxBatch and loses no row", () => {
    const sink = recorder();
    let fail = true;
    const queue = createIngestQueue({
      flush: (rows: number[]) => {
        if (fail) throw new Error("database is locked");
        sink.flush(rows);
      },
      maxBatch: 4,
      maxAttempts: 10,
      onError: () => {},
    });
    for (let i = 0; i < 10; i++) queue.enqueue(i);
    fail = false;
    expect(queue.flush()).toBe(10);
    expect(sink.batches.map((batch) => batch.length)).toEqual([4, 4, 2]);
    expect(sink.rows()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(queue.stats).toMatchObject({ accepted: 10, written: 10, dropped: 0 });
  });

  it("does not schedule a timer when nothing is waiting", () => {
    const queue = createIngestQueue({ flush: () => {} });
    queue.flush();
    expect(vi.getTimerCount()).toBe(0);
    queue.enqueue(1);
    expect(vi.getTimerCount()).toBe(1);
    queue.flush();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("createIngestQueue: group commit (maxDelayMs 0)", () => {
  it("writes every row of one turn of the event loop in one batch, then tells each caller", () => {
    const sink = recorder();
    const told: [number, boolean][] = [];
    const queue = createIngestQueue({ flush: sink.flush, maxDelayMs: 0 });
    for (let i = 0; i < 5; i++) queue.enqueue(i, (written) => told.push([i, written]));
    expect(sink.batches).toEqual([]);
    expect(told).toEqual([]);
    vi.runAllTicks();
    vi.advanceTimersToNextTimer();
    expect(sink.batches).toEqual([[0, 1, 2, 3, 4]]);
    expect(told).toEqual([0, 1, 2, 3, 4].map((i) => [i, true]));
  });

  it("tells the callers of a dropped batch that it was not written, and retries a failure after a delay", () => {
    const told: boolean[] = [];
    let attempts = 0;
    const queue = createIngestQueue({
      flush: () => {
        attempts++;
        throw new Error("disk I/O error");
      },
      maxDelayMs: 0,
      maxAttempts: 2,
      onError: () => {},
    });
    queue.enqueue(1, (written) => told.push(written));
    vi.advanceTimersToNextTimer(); // first attempt, at the end of the turn
    expect([attempts, told]).toEqual([1, []]);
    vi.advanceTimersByTime(49);
    expect(attempts).toBe(1);
    vi.advanceTimersByTime(1); // the retry waits like a timed queue
    expect([attempts, told]).toEqual([2, [false]]);
  });
});

describe("createIngestQueue: failures and back-pressure", () => {
  it("keeps a failed batch first in line and retries it on the next tick", () => {
    const sink = recorder();
    let attempts = 0;
    const errors: boolean[] = [];
    const queue = createIngestQueue({
      flush: (rows: number[]) => {
        attempts++;
        if (attempts === 1) throw new Error("SQLITE_BUSY");
        sink.flush(rows);
      },
      maxDelayMs: 50,
      onError: (_error, _rows, dropped) => errors.push(dropped),
    });
    queue.enqueue(1);
    queue.enqueue(2);
    vi.advanceTimersByTime(50);
    expect(sink.batches).toEqual([]);
    expect(errors).toEqual([false]);
    expect(queue.size).toBe(2);
    queue.enqueue(3);
    vi.advanceTimersByTime(50);
    expect(sink.rows()).toEqual([1, 2, 3]);
  });

  it("drops a batch that keeps failing so later rows still get written", () => {
    const sink = recorder();
    const errors: boolean[] = [];
    const queue = createIngestQueue({
      flush: (rows: number[]) => {
        if (rows.includes(666)) throw new Error("constraint failed");
        sink.flush(rows);
      },
      maxBatch: 2,
      maxAttempts: 3,
      maxDelayMs: 10,
      onError: (_error, _rows, dropped) => errors.push(dropped),
    });
    queue.enqueue(666);
    queue.enqueue(1); // full batch: first attempt now
    vi.advanceTimersByTime(10);
    vi.advanceTimersByTime(10);
    expect(errors).toEqual([false, false, true]);
    queue.enqueue(2);
    vi.advanceTimersByTime(10);
    expect(sink.rows()).toEqual([2]);
    expect(queue.stats).toMatchObject({ accepted: 3, written: 1, dropped: 2 });
  });

  /** A batch write the database refuses whole when one of its rows holds 666, the way PostgreSQL refuses U+0000. */
  const refusesPoison = (written: number[][]) => (rows: number[]) => {
    if (rows.includes(666)) throw Object.assign(new Error("invalid byte sequence"), { code: "22021" });
    written.push([...rows]);
  };
  const isRowFault = (error: unknown) => (error as { code?: string }).code === "22021";

  it("writes the other rows of a batch one row refused, and refuses that row alone at once", () => {
    const written: number[][] = [];
    const told: [number, boolean, boolean][] = [];
    const queue = createIngestQueue({ flush: refusesPoison(written), isRowFault, maxDelayMs: 0, onError: () => {} });
    for (const row of [1, 2, 3, 666, 5, 6, 7]) queue.enqueue(row, (ok, refused) => told.push([row, ok, refused ?? false]));
    queue.flush();
    expect(written.flat().sort()).toEqual([1, 2, 3, 5, 6, 7]);
    expect(told.sort(([a], [b]) => a - b)).toEqual([
      [1, true, false],
      [2, true, false],
      [3, true, false],
      [5, true, false],
      [6, true, false],
      [7, true, false],
      [666, false, true],
    ]);
    expect(queue.stats).toMatchObject({ accepted: 7, written: 6, rejected: 1, dropped: 0, refused: 0 });
    expect(queue.size).toBe(0);
    // Back to whole batches afterwards.
    queue.enqueue(8);
    queue.enqueue(9);
    queue.flush();
    expect(written.at(-1)).toEqual([8, 9]);
  });

  it("still retries a whole batch that failed for another reason (the database was busy)", () => {
    let attempts = 0;
    const written: number[][] = [];
    const queue = createIngestQueue({
      flush: (rows: number[]) => {
        if (++attempts === 1) throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
        written.push([...rows]);
      },
      isRowFault,
      maxDelayMs: 10,
      onError: () => {},
    });
    queue.enqueue(1);
    queue.enqueue(2);
    vi.advanceTimersByTime(10);
    vi.advanceTimersByTime(10);
    expect(written).toEqual([[1, 2]]);
  });

  it("refuses rows beyond maxQueued and counts them", () => {
    const queue = createIngestQueue({ flush: () => {}, maxQueued: 2, maxBatch: 100 });
    expect(queue.enqueue(1)).toBe(true);
    expect(queue.enqueue(2)).toBe(true);
    expect(queue.enqueue(3)).toBe(false);
    expect(queue.stats.refused).toBe(1);
    queue.flush();
    expect(queue.enqueue(4)).toBe(true);
  });
});

describe("createIngestQueue: shutdown", () => {
  it("drain writes what is waiting and then writes each new row at once", () => {
    const sink = recorder();
    const queue = createIngestQueue({ flush: sink.flush, maxDelayMs: 50 });
    queue.enqueue(1);
    queue.enqueue(2);
    expect(queue.drain()).toBe(2);
    expect(sink.batches).toEqual([[1, 2]]);
    queue.enqueue(3);
    expect(sink.batches).toEqual([[1, 2], [3]]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("createIngestQueue: asynchronous writes", () => {
  /** A flush whose writes finish when the test says so. */
  function deferredSink() {
    const batches: number[][] = [];
    const finishers: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const flush = (rows: number[]) =>
      new Promise<void>((resolve, reject) => {
        batches.push([...rows]);
        finishers.push({ resolve, reject });
      });
    return { batches, flush, finish: (index: number) => finishers[index]!, };
  }

  it("acknowledges a batch only once its promise resolves, then writes the rows that came meanwhile in one batch", async () => {
    const sink = deferredSink();
    const told: [number, boolean][] = [];
    const queue = createIngestQueue({ flush: sink.flush, maxDelayMs: 0 });
    queue.enqueue(1, (written) => told.push([1, written]));
    expect(queue.flush()).toBe(0);
    expect(sink.batches).toEqual([[1]]);
    queue.enqueue(2, (written) => told.push([2, written]));
    queue.enqueue(3, (written) => told.push([3, written]));
    expect(queue.flush()).toBe(0); // one write at a time
    expect(sink.batches).toEqual([[1]]);
    expect(told).toEqual([]);

    sink.finish(0).resolve();
    await vi.waitFor(() => expect(sink.batches).toEqual([[1], [2, 3]]));
    expect(told).toEqual([[1, true]]);
    expect(queue.stats.written).toBe(1);

    sink.finish(1).resolve();
    await queue.idle();
    expect(told).toEqual([[1, true], [2, true], [3, true]]);
    expect(queue.size).toBe(0);
    expect(queue.stats.written).toBe(3);
  });

  it("writes the other rows of an asynchronous batch one row refused", async () => {
    const written: number[][] = [];
    const told: [number, boolean, boolean][] = [];
    const queue = createIngestQueue({
      flush: async (rows: number[]) => {
        if (rows.includes(666)) throw Object.assign(new Error("unsupported Unicode escape sequence"), { code: "22P05" });
        written.push([...rows]);
      },
      isRowFault: (error) => (error as { code?: string }).code === "22P05",
      maxDelayMs: 0,
      onError: () => {},
    });
    for (const row of [1, 666, 3, 4]) queue.enqueue(row, (ok, refused) => told.push([row, ok, refused ?? false]));
    queue.flush();
    await vi.waitFor(async () => {
      await queue.idle();
      expect(queue.size).toBe(0);
    });
    expect(written.flat().sort()).toEqual([1, 3, 4]);
    expect(told.sort(([a], [b]) => a - b)).toEqual([
      [1, true, false],
      [3, true, false],
      [4, true, false],
      [666, false, true],
    ]);
  });

  it("keeps a batch whose promise rejects first in line, retries it after a delay, and tells the caller once written", async () => {
    const sink = deferredSink();
    const told: boolean[] = [];
    const errors: unknown[] = [];
    const queue = createIngestQueue({ flush: sink.flush, maxDelayMs: 0, onError: (error) => errors.push(error) });
    queue.enqueue(1, (written) => told.push(written));
    queue.flush();
    sink.finish(0).reject(new Error("connection reset"));
    await queue.idle();
    expect(errors).toEqual([new Error("connection reset")]);
    expect([told, queue.size]).toEqual([[], 1]);

    vi.advanceTimersByTime(50);
    expect(sink.batches).toEqual([[1], [1]]);
    sink.finish(1).resolve();
    await queue.idle();
    expect([told, queue.size, queue.stats.written]).toEqual([[true], 0, 1]);
  });
});

class FakeProcess extends EventEmitter implements ShutdownTarget {
  pid = 4242;
  kills: [number, string][] = [];
  kill(pid: number, signal: string) {
    this.kills.push([pid, signal]);
    return true;
  }
}

describe("installShutdownFlush", () => {
  it.each(["SIGTERM", "SIGINT"])("writes every acknowledged row on %s", (signal) => {
    const sink = recorder();
    const target = new FakeProcess();
    target.on(signal, () => {}); // the production server's own handler (it closes its HTTP server)
    const queue = createIngestQueue({ flush: sink.flush, maxDelayMs: 50 });
    installShutdownFlush(queue, target);
    for (let i = 0; i < 5; i++) queue.enqueue(i);
    target.emit(signal);
    expect(sink.rows()).toEqual([0, 1, 2, 3, 4]);
    // A request still finishing while the server closes is written immediately.
    queue.enqueue(5);
    expect(sink.rows()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(target.kills).toEqual([]);
  });

  it("raises the signal again when nothing else would stop the process", () => {
    const target = new FakeProcess();
    const queue = createIngestQueue({ flush: () => {} });
    installShutdownFlush(queue, target);
    target.emit("SIGTERM");
    expect(target.kills).toEqual([[4242, "SIGTERM"]]);
  });

  it("writes the rest when the event loop drains and on exit", () => {
    const sink = recorder();
    const target = new FakeProcess();
    const queue = createIngestQueue({ flush: sink.flush, maxDelayMs: 50 });
    installShutdownFlush(queue, target);
    queue.enqueue(1);
    target.emit("beforeExit");
    expect(sink.rows()).toEqual([1]);
    queue.enqueue(2);
    target.emit("exit");
    expect(sink.rows()).toEqual([1, 2]);
  });

  it("can be removed again", () => {
    const sink = recorder();
    const target = new FakeProcess();
    const queue = createIngestQueue({ flush: sink.flush });
    const remove = installShutdownFlush(queue, target);
    remove();
    queue.enqueue(1);
    target.emit("beforeExit");
    expect(sink.rows()).toEqual([]);
    expect(target.listenerCount("SIGTERM")).toBe(0);
  });
});
