/**
 * The rules of the job queue that need no database (decision 063): how long a job waits
 * before its next attempt, what a failure turns it into, and how an error is kept.
 */
export const JOB_STATUSES = ["pending", "running", "done", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const FIRST_RETRY_MS = 60_000;
export const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 1 min, 2, 4, 8 … never more than an hour. */
export function retryDelayMs(attempts: number): number {
  if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`not a number of attempts: ${attempts}`);
  // 2 ** 6 minutes already passes the cap; the exponent is bounded so it never overflows.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 10), LONGEST_RETRY_MS);
}

export interface FailedAttempt {
  /** Attempts made so far, this one included (the claim counts it). */
  attempts: number;
  maxAttempts: number;
}

/** After a failed attempt: pending again after the backoff, or failed for good once the attempts are used up. */
export function afterFailure(job: FailedAttempt, now: Date): { status: "pending"; runAt: number } | { status: "failed"; finishedAt: number } {
  if (job.attempts >= job.maxAttempts) return { status: "failed", finishedAt: now.getTime() };
  return { status: "pending", runAt: now.getTime() + retryDelayMs(job.attempts) };
}

const ERROR_LENGTH = 500;

/**
 * What an admin reads of a failure: the message's first line, short, without the stack
 * (which names files and would fill the table). A connection URL with a password in it
 * (an SMTP server's) keeps its user and host only.
 */
export function shortError(error: unknown): string {
  const message = error instanceof Error ? `${error.name === "Error" ? "" : `${error.name}: `}${error.message}` : String(error);
  const firstLine = message.split(/\r?\n/, 1)[0]?.trim() || "unknown error";
  const withoutSecrets = firstLine.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/?#\s@]+):[^@/\s]*@/gi, "$1:***@");
  return withoutSecrets.length > ERROR_LENGTH ? `${withoutSecrets.slice(0, ERROR_LENGTH - 1)}…` : withoutSecrets;
}
