import type { SubmissionResult } from "@conform-to/react";
import { lt, type Placeholder, sql } from "drizzle-orm";
import { rateLimitWindows } from "#db/schema";
import { clientAddressKey } from "./client-ip.server";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type { AppDatabase, AppSchema, SqliteDatabase } from "#db/open";
import { assertNoTransactionBeside, getDatabase, inTransaction, isRefusedValue } from "./db.server";
import { jsonResponse } from "./http.server";
import { ALLOWED, type RateLimit, type RateLimitDecision } from "./rate-limit";

/**
 * Fixed-window request counters per limit (its scope) and key, kept in the database so
 * that every app process and machine shares one budget: a visitor whose requests are
 * spread over several processes meets the same limit as one served by a single process.
 * Each key may make `limit` requests per window that starts with its first request; a
 * refused request is not counted, so the window still ends when it would have. A client
 * can get up to twice the limit through around the end of a window: the price of one
 * row per key, acceptable for limits meant to stop scripts rather than meter people.
 *
 * One statement decides and counts, inside a write transaction, so two processes can
 * never both take the last request of a budget.
 */
const budgets = new Map<string, RateLimit>();

function assertOneBudget(scope: string, budget: RateLimit): void {
  const known = budgets.get(scope);
  if (!known) budgets.set(scope, budget);
  else if (known.limit !== budget.limit || known.windowMs !== budget.windowMs) {
    throw new Error(`The rate limit "${scope}" is used with two different budgets.`);
  }
}

/** Ended windows are deleted at most this often per process (they are ignored before that). */
const PRUNE_EVERY_MS = 60_000;
let prunedAt = 0;

async function pruneEndedWindows(db: AppDatabase, now: number): Promise<void> {
  if (now - prunedAt < PRUNE_EVERY_MS && now >= prunedAt) return;
  prunedAt = now;
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.expiresAt, now));
}

type TakeParams = {
  scope: string;
  key: string;
  now: number;
  windowMs: number;
  limit: number;
  expiresAt: number;
};

/** Each parameter of a take, as a value or as a placeholder of a prepared statement. */
type TakeValues = { [Name in keyof TakeParams]: TakeParams[Name] | Placeholder };

/**
 * One statement decides and counts: the window's row is created, restarted when it has
 * ended (or the clock went backwards), or counted up to limit + 1 ("refused", without
 * counting the refused ones).
 */
function takeStatement<Kind extends "sync" | "async", Result>(db: BaseSQLiteDatabase<Kind, Result, AppSchema>, values: TakeValues) {
  const window = rateLimitWindows;
  const { now, windowMs, limit, expiresAt } = values;
  const ended = sql`(${now} - ${window.windowStart} >= ${windowMs} or ${now} < ${window.windowStart})`;
  return db
    .insert(window)
    .values({ scope: values.scope, key: values.key, windowStart: now, hits: 1, expiresAt })
    .onConflictDoUpdate({
      target: [window.scope, window.key],
      set: {
        windowStart: sql`case when ${ended} then ${now} else ${window.windowStart} end`,
        expiresAt: sql`case when ${ended} then ${expiresAt} else ${window.expiresAt} end`,
        hits: sql`case when ${ended} then 1 when ${window.hits} <= ${limit} then ${window.hits} + 1 else ${window.hits} end`,
      },
    })
    .returning({ windowStart: window.windowStart, hits: window.hits });
}

/** SQLite: the statement prepared once per connection, with placeholders. */
function prepareTake(db: SqliteDatabase) {
  const placeholders = Object.fromEntries(
    (["scope", "key", "now", "windowMs", "limit", "expiresAt"] as const).map((name) => [name, sql.placeholder(name)]),
  ) as TakeValues;
  return takeStatement(db, placeholders).prepare();
}

const preparedTakes = new WeakMap<SqliteDatabase, ReturnType<typeof prepareTake>>();

interface Take {
  params: TakeParams;
  resolve: (decision: RateLimitDecision) => void;
  reject: (error: unknown) => void;
}

interface Counted {
  windowStart: number;
  hits: number;
}

/**
 * Every take asked for in one turn of the event loop is counted in one write transaction
 * (group commit, as the analytics queue does): under load, app processes sharing the
 * database then take its write lock once per turn, not once per request.
 */
let waiting: Take[] = [];

function countOnSqlite(db: SqliteDatabase, batch: Take[]): Counted[] {
  let take = preparedTakes.get(db);
  if (!take) {
    take = prepareTake(db);
    preparedTakes.set(db, take);
  }
  const prepared = take;
  assertNoTransactionBeside();
  return db.transaction(() => batch.map((item) => prepared.get(item.params)!), { behavior: "immediate" });
}

/** PostgreSQL: the same statement per take, in one transaction on a connection of the pool. */
function countOnPostgres(batch: Take[]): Promise<Counted[]> {
  return inTransaction(async (tx) => {
    const counted: Counted[] = [];
    for (const item of batch) counted.push((await takeStatement(tx, item.params))[0]!);
    return counted;
  });
}

async function countWaitingTakes(): Promise<void> {
  const batch = waiting;
  waiting = [];
  await countTakes(batch);
}

async function countTakes(batch: Take[]): Promise<void> {
  try {
    const opened = getDatabase();
    const db = opened.db;
    const counted = opened.dialect === "postgres" ? await countOnPostgres(batch) : countOnSqlite(opened.sqliteDb, batch);
    // Before the answers, so that a caller sees the ended windows gone once it has its answer.
    await pruneEndedWindows(db, Math.max(...batch.map((item) => item.params.now))).catch((error: unknown) =>
      console.error("rate limits: deleting ended windows failed", error),
    );
    batch.forEach(({ params, resolve }, index) => {
      const { hits, windowStart } = counted[index]!;
      resolve(
        hits <= params.limit
          ? ALLOWED
          : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + params.windowMs - params.now) / 1000)) },
      );
    });
  } catch (error) {
    // One take the database refused (a value it cannot store) fails the whole transaction:
    // each is counted again on its own, so only that one fails (decision 047).
    if (batch.length > 1 && isRefusedValue(error)) {
      for (const item of batch) await countTakes([item]);
      return;
    }
    for (const item of batch) item.reject(error);
  }
}

/** Counts a request of `key` against `scope`'s budget when allowed; refused once the budget is spent. */
export function takeFromBudget(scope: string, key: string, budget: RateLimit, now = Date.now()): Promise<RateLimitDecision> {
  assertOneBudget(scope, budget);
  const { limit, windowMs } = budget;
  return new Promise((resolve, reject) => {
    waiting.push({ params: { scope, key, now, windowMs, limit, expiresAt: now + windowMs }, resolve, reject });
    if (waiting.length === 1) setImmediate(() => void countWaitingTakes());
  });
}

/**
 * Per-IP limits: each scope has one budget per client IP, shared by every endpoint that
 * uses the scope (the wizard and POST /api/consult share "consult"). A request without
 * an address (no proxy header: local requests, or a proxy that named nobody; decisions
 * 006 and 022) gets the key "direct": one budget for all of them would refuse everybody
 * at once, so no per-IP limit applies. IPv6 clients are counted by their /64 network,
 * the block one subscriber usually gets (`addressKey`).
 */
export async function checkRateLimit(request: Request, scope: string, budget: RateLimit, now = Date.now()): Promise<RateLimitDecision> {
  const key = clientAddressKey(request);
  if (key === "direct") return ALLOWED;
  return takeFromBudget(scope, key, budget, now);
}

/** Form submissions: generous for people, tight for scripts. */
export const SUBMISSION_LIMIT = { limit: 8, windowMs: 10 * 60 * 1000 };

/** Every post of a conversation (chat messages, wizard steps): one every 10 s on average. */
export const CONVERSATION_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

/** "3 minutes": how long a refused visitor waits, rounded up to whole minutes. */
export function retryInMinutes(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

function tooManySubmissionsMessage(retryAfterSeconds: number): string {
  return `You've sent several requests in a short time. Please try again in ${retryInMinutes(retryAfterSeconds)}, or give us a call.`;
}

export function retryAfterHeader({ retryAfterSeconds }: Pick<RateLimitDecision, "retryAfterSeconds">): Record<string, string> {
  return { "Retry-After": String(retryAfterSeconds) };
}

/** A refused form post: the form-level message a Conform form shows, and the 429 to send it with. */
export function tooManySubmissionsForm(decision: RateLimitDecision): {
  message: string;
  result: SubmissionResult<string[]>;
  init: ResponseInit;
} {
  const message = tooManySubmissionsMessage(decision.retryAfterSeconds);
  return { message, result: { status: "error", error: { "": [message] } }, init: { status: 429, headers: retryAfterHeader(decision) } };
}

/** The 429 of the JSON endpoints that visitors' scripts call without them knowing (beacons, pop-up events, referrals). */
export function tooManyRequestsResponse(decision: RateLimitDecision): Response {
  return jsonResponse(
    { success: false, message: "Too many requests. Please slow down." },
    { status: 429, headers: retryAfterHeader(decision) },
  );
}

/** The 429 of the JSON endpoints, with the same friendly message as the forms. */
export function tooManySubmissionsResponse(decision: RateLimitDecision): Response {
  return jsonResponse(
    { success: false, message: tooManySubmissionsMessage(decision.retryAfterSeconds) },
    { status: 429, headers: retryAfterHeader(decision) },
  );
}
