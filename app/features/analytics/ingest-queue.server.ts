/**
 * The single writer for high-volume analytics rows (docs/architecture.md, "Data"): requests enqueue rows and
 * get their answer at once; rows are written in batches, one transaction per batch, when
 * `maxBatch` rows are waiting or `maxDelayMs` after the first one arrived. SQLite commits
 * a 250-row transaction about as fast as a single row, which is what lets one process
 * take thousands of beacons per second.
 *
 * Durability: a caller may pass `onWritten` and answer only when its row is committed
 * (the analytics endpoints do: group commit, so even `kill -9` loses nothing that was
 * acknowledged). With `maxDelayMs: 0` a batch is written at the end of the current turn
 * of the event loop (setImmediate): every request that arrived meanwhile shares one
 * transaction, so batches grow with the load and a quiet server answers at once.
 * Everything queued is also written on a clean shutdown (SIGTERM, SIGINT, the event loop
 * draining, process exit), and once shutdown has begun every new row is written
 * immediately.
 *
 * One row the database refuses (`isRowFault`: a value it cannot store) fails the whole
 * batch's statement; the batch is then split in halves, again and again, until that row
 * is alone: every other row is written and acknowledged, and that row alone is told it
 * was refused, without a retry. So one visitor's bad beacon never costs another's
 * (decision 047). Other failures (busy, unreachable) retry the batch as it is.
 *
 * The write itself is injected (`flush`), so the batching is unit-tested with fake timers
 * and no database.
 */
export interface IngestQueueOptions<T> {
  /**
   * Writes one batch, all or nothing (a transaction): synchronously, like better-sqlite3,
   * or by returning a promise (PostgreSQL) that resolves once the batch is committed.
   */
  flush: (rows: T[]) => void | PromiseLike<void>;
  /** Rows per transaction; reaching it writes at once. */
  maxBatch?: number;
  /** How long the first queued row may wait; 0: until the end of the current turn of the event loop. */
  maxDelayMs?: number;
  /** Above this many waiting rows `enqueue` refuses (back-pressure: the caller answers 503). */
  maxQueued?: number;
  /** A batch that failed this many times in a row is dropped (and reported), so one bad batch cannot block the rest. */
  maxAttempts?: number;
  /** True when a failed write was a row's fault (the database refused a value), not the database's. Default: never. */
  isRowFault?: (error: unknown) => boolean;
  onError?: (error: unknown, rows: T[], dropped: boolean) => void;
}

export interface IngestQueueStats {
  /** Rows accepted by enqueue. */
  accepted: number;
  written: number;
  /** Rows given up on after maxAttempts failed writes. */
  dropped: number;
  /** Rows the database refused (their own fault), each found alone and never retried. */
  rejected: number;
  /** Rows refused because the queue was full. */
  refused: number;
}

/**
 * Told once whether the row was committed (true) or not (false): given up on after
 * repeated failures, or `refused` by the database because of its own values.
 */
export type WrittenCallback = (written: boolean, refused?: boolean) => void;

export interface IngestQueue<T> {
  /** Queues a row; false when the queue is full (nothing was queued, `onWritten` is never called). */
  enqueue(row: T, onWritten?: WrittenCallback): boolean;
  /**
   * Writes every waiting row now; returns how many were written synchronously (an
   * asynchronous write is under way when it returns: see `idle`).
   */
  flush(): number;
  /** Resolves once no asynchronous write is under way (at once for a synchronous flush). */
  idle(): Promise<void>;
  /** Writes what is waiting and from now on writes each row as it arrives. */
  drain(): number;
  readonly size: number;
  readonly stats: Readonly<IngestQueueStats>;
}

export const DEFAULT_MAX_BATCH = 250;
export const DEFAULT_MAX_DELAY_MS = 50;
export const DEFAULT_MAX_QUEUED = 50_000;

export function createIngestQueue<T>(options: IngestQueueOptions<T>): IngestQueue<T> {
  const {
    flush: write,
    maxBatch = DEFAULT_MAX_BATCH,
    maxDelayMs = DEFAULT_MAX_DELAY_MS,
    maxQueued = DEFAULT_MAX_QUEUED,
    maxAttempts = 3,
    isRowFault = () => false,
    onError = (error, rows, dropped) =>
      console.error(`analytics: writing ${rows.length} rows failed${dropped ? "; dropped them" : "; will retry"}`, error),
  } = options;

  let pending: T[] = [];
  /** Beside `pending`, index for index. */
  let callbacks: (WrittenCallback | undefined)[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let immediate: ReturnType<typeof setImmediate> | null = null;
  let draining = false;
  let failures = 0;
  const stats: IngestQueueStats = { accepted: 0, written: 0, dropped: 0, rejected: 0, refused: 0 };
  /**
   * While a refused batch is being split: the sizes of the batches the front of the line
   * is written in (the halves of the halves), until the refused row is found alone.
   */
  const segments: number[] = [];

  function schedule(afterFailure = false) {
    if (timer !== null || immediate !== null || pending.length === 0) return;
    if (maxDelayMs === 0 && !afterFailure) {
      immediate = setImmediate(flush);
      return;
    }
    timer = setTimeout(flush, maxDelayMs || DEFAULT_MAX_DELAY_MS);
    // The timer alone must not keep the process alive; beforeExit writes what is left.
    timer.unref?.();
  }

  function settle(batch: readonly (WrittenCallback | undefined)[], written: boolean, refused: boolean) {
    for (const callback of batch) {
      try {
        callback?.(written, refused);
      } catch (error) {
        console.error("analytics: a write callback failed", error);
      }
    }
  }

  /** Takes a written, dropped or refused batch off the front of the line and tells its callers. */
  function finish(batchSize: number, outcome: "written" | "dropped" | "rejected") {
    const batchCallbacks = callbacks.slice(0, batchSize);
    pending = pending.slice(batchSize);
    callbacks = callbacks.slice(batchSize);
    segments.shift();
    if (outcome === "written") {
      failures = 0;
      stats.written += batchSize;
    } else {
      stats[outcome] += batchSize;
    }
    settle(batchCallbacks, outcome === "written", outcome === "rejected");
  }

  /**
   * A failed write: "retry" when the batch stays first in line for a retry later, "next"
   * when the line can move on at once (the batch was dropped, split, or its one row refused).
   */
  function failed(error: unknown, batch: T[]): "retry" | "next" {
    if (isRowFault(error)) {
      if (batch.length === 1) {
        onError(error, batch, true);
        finish(1, "rejected");
      } else {
        const half = Math.ceil(batch.length / 2);
        segments.splice(0, segments.length > 0 ? 1 : 0, half, batch.length - half);
      }
      return "next";
    }
    failures++;
    const dropped = failures >= maxAttempts;
    onError(error, batch, dropped);
    if (!dropped) return "retry";
    failures = 0;
    finish(batch.length, "dropped");
    return "next";
  }

  /** The promise of an asynchronous write under way; no other batch is written meanwhile. */
  let writing: Promise<void> | null = null;

  /**
   * An asynchronous write (PostgreSQL) is acknowledged when its promise resolves; rows
   * that arrived meanwhile are written right after it, in one batch when they fit.
   */
  function awaitWrite(result: PromiseLike<void>, batch: T[]): Promise<void> {
    return Promise.resolve(result).then(
      () => {
        writing = null;
        finish(batch.length, "written");
        flush();
      },
      (error: unknown) => {
        writing = null;
        if (failed(error, batch) === "next") flush();
        else schedule(true);
      },
    );
  }

  function flush(): number {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (immediate !== null) {
      clearImmediate(immediate);
      immediate = null;
    }
    // The write under way goes on with whatever is waiting once it is done.
    if (writing) return 0;
    let retryLater = false;
    let written = 0;
    while (pending.length > 0) {
      const batch = pending.slice(0, segments[0] ?? maxBatch);
      let result: void | PromiseLike<void>;
      try {
        result = write(batch);
      } catch (error) {
        if (failed(error, batch) === "next") continue;
        retryLater = true;
        break; // the batch stays first in line; the timer retries it
      }
      if (result !== undefined) {
        writing = awaitWrite(result, batch);
        return written;
      }
      finish(batch.length, "written");
      written += batch.length;
    }
    schedule(retryLater);
    return written;
  }

  return {
    enqueue(row, onWritten) {
      if (pending.length >= maxQueued) {
        stats.refused++;
        return false;
      }
      pending.push(row);
      callbacks.push(onWritten);
      stats.accepted++;
      if (draining || pending.length >= maxBatch) flush();
      else schedule();
      return true;
    },
    flush,
    async idle() {
      while (writing) await writing;
    },
    drain() {
      draining = true;
      return flush();
    },
    get size() {
      return pending.length;
    },
    get stats() {
      return stats;
    },
  };
}

/** The parts of `process` the shutdown hook uses (a fake in tests). */
export interface ShutdownTarget {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  listenerCount(event: string): number;
  kill(pid: number, signal: string): unknown;
  pid: number;
}

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

/**
 * Writes the queue on SIGTERM / SIGINT, when the event loop drains (beforeExit) and on
 * exit. The production server closes its HTTP server on those signals and the process
 * ends once open requests are done; requests finishing in that window are written at once because
 * the queue is draining. When nothing else listens for a signal (a script, a test
 * runner), it is raised again after the write so the process still stops.
 * Returns a function that removes the hooks.
 */
export function installShutdownFlush(queue: Pick<IngestQueue<unknown>, "drain" | "flush">, target: ShutdownTarget = process): () => void {
  const listeners: [string, (...args: unknown[]) => void][] = [];
  for (const signal of SIGNALS) {
    const onSignal = () => {
      queue.drain();
      // Asked when the signal came: the production server listens from its start, which
      // comes after the app's modules (and this queue) are loaded.
      if (target.listenerCount(signal) === 0) target.kill(target.pid, signal);
    };
    target.once(signal, onSignal);
    listeners.push([signal, onSignal]);
  }
  const onExit = () => {
    queue.flush();
  };
  for (const event of ["beforeExit", "exit"]) {
    target.on(event, onExit);
    listeners.push([event, onExit]);
  }
  return () => {
    for (const [event, listener] of listeners) target.off(event, listener);
  };
}
