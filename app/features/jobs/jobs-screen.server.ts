import { data, redirect } from "@remix-run/node";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { jobs } from "#db/schema";
import { recordAudit } from "~/features/audit/audit-log.server";
import type { StaffMember } from "~/features/staff/session.server";
import { getDb, inTransaction } from "~/utils/db.server";
import { formatDateTimeInZone } from "~/utils/format";
import { retryFailedJob } from "./job-queue.server";
import { JOB_STATUSES, type JobStatus } from "./job-rules";
import { JOB_STATUS_LABELS, JOBS_SHOWN, jobsQueryLink, parseJobId, parseJobsQuery } from "./jobs-screen";
import { readEndpointForm } from "~/utils/endpoint.server";
import { staffForm } from "~/features/staff/staff-endpoint.server";
import { isoInstant } from "~/utils/instants";

/** POST /admin/jobs: retry a failed job. */
export const JOBS_FORM = staffForm("jobs", { none: "reads `intent` (retry) and the job's `id` by hand: no schema" });

export interface JobLineView {
  id: number;
  kind: string;
  status: JobStatus;
  statusLabel: string;
  /** When it runs (or ran), in the viewer's zone, and the instant for the <time> element. */
  runAt: string;
  runAtIso: string;
  attempts: string;
  lastError: string | null;
}

/** The jobs screen: counts per status, the latest jobs of the chosen status and kind, times in the viewer's zone. */
export async function loadJobsScreen(search: URLSearchParams, timeZone: string) {
  const query = parseJobsQuery(search);
  const db = getDb();
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(jobs.status, query.status));
  if (query.kind) conditions.push(eq(jobs.kind, query.kind));
  const rows = await db
    .select()
    .from(jobs)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(jobs.id))
    .limit(JOBS_SHOWN);
  const byStatus = await db.select({ status: jobs.status, jobs: count() }).from(jobs).where(query.kind ? eq(jobs.kind, query.kind) : undefined).groupBy(jobs.status);
  const kinds = await db.selectDistinct({ kind: jobs.kind }).from(jobs).orderBy(jobs.kind);
  const lines: JobLineView[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status as JobStatus,
    statusLabel: JOB_STATUS_LABELS[row.status as JobStatus] ?? row.status,
    runAt: formatDateTimeInZone(new Date(row.runAt), timeZone),
    runAtIso: isoInstant(row.runAt),
    attempts: `${row.attempts} of ${row.maxAttempts}`,
    lastError: row.lastError,
  }));
  return {
    lines,
    query,
    timeZone,
    statusFilters: [
      { label: "All", to: jobsQueryLink(query, { status: null }), current: query.status === null, jobs: byStatus.reduce((sum, row) => sum + Number(row.jobs), 0) },
      ...JOB_STATUSES.map((status) => ({
        label: JOB_STATUS_LABELS[status],
        to: jobsQueryLink(query, { status }),
        current: query.status === status,
        jobs: Number(byStatus.find((row) => row.status === status)?.jobs ?? 0),
      })),
    ],
    kindFilters: [
      { label: "Every kind", to: jobsQueryLink(query, { kind: null }), current: query.kind === null },
      ...kinds.map(({ kind }) => ({ label: kind, to: jobsQueryLink(query, { kind }), current: query.kind === kind })),
    ],
  };
}

export interface JobsActionData {
  message: string;
}

/**
 * Retries a failed job (post/redirect/get back to the failed jobs, naming it). A job id
 * that is not a number is a 400; one that names no failed job (retried meanwhile, or
 * none) a 409 with a message, and nothing changes.
 */
export async function handleJobRetryPost(request: Request, staff: StaffMember) {
  const formData = await readEndpointForm(request, JOBS_FORM);
  const id = parseJobId(formData.get("id"));
  if (formData.get("intent") !== "retry" || id === null) {
    return data<JobsActionData>({ message: "That form could not be read. Reload the page and try again." }, { status: 400 });
  }
  const retried = await inTransaction(async (tx) => {
    const [job] = await tx.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.id, id)).limit(1);
    if (!job || !(await retryFailedJob(id, new Date(), tx))) return false;
    await recordAudit(staff, { action: "retry", entityType: "job", entityId: id, summary: `Retried job ${id} (${job.kind})` }, tx);
    return true;
  });
  if (!retried) {
    return data<JobsActionData>({ message: `Job ${id} is not a failed job (any more): nothing was changed.` }, { status: 409 });
  }
  return redirect(`/admin/jobs?status=pending&retried=${id}`);
}
