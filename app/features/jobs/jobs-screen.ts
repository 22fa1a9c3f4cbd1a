import { JOB_STATUSES, type JobStatus } from "./job-rules";

/** The jobs screen's filters from the query string (decision 063). Anything unknown shows everything: the screen only reads. */
export interface JobsQuery {
  status: JobStatus | null;
  kind: string | null;
}

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: "Waiting",
  running: "Running",
  done: "Done",
  failed: "Failed",
  cancelled: "Not sent",
};

/** The jobs one screen lists at most, newest first; the counts cover every job. */
export const JOBS_SHOWN = 100;

const KIND = /^[a-z][a-z0-9-]{0,63}$/;

export function parseJobsQuery(query: URLSearchParams): JobsQuery {
  const status = query.get("status");
  const kind = query.get("kind");
  return {
    status: (JOB_STATUSES as readonly string[]).includes(status ?? "") ? (status as JobStatus) : null,
    kind: kind && KIND.test(kind) ? kind : null,
  };
}

/** The link of one filter: the query with `change` applied (null removes a filter). */
export function jobsQueryLink(query: JobsQuery, change: Partial<JobsQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.status) params.set("status", next.status);
  if (next.kind) params.set("kind", next.kind);
  const search = params.toString();
  return `/admin/jobs${search ? `?${search}` : ""}`;
}

/** The retry form's job id: a positive whole number, or null. */
export function parseJobId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,14}$/.test(value)) return null;
  return Number(value);
}
