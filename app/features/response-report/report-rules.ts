import { addDays } from "~/utils/date-range";
import { todayIn } from "~/utils/time-zones";

/*
 * The rules of the response-time report (decision 073), as plain functions over leads
 * already read from the database: what counts as answered, within the promise and
 * overdue, and the figures of one row of the report.
 */

/** One lead as the report counts it. */
export interface ReportLead {
  /** The current owner; null: unassigned. */
  ownerId: number | null;
  type: string;
  status: string;
  /** Epoch ms; null when no due time could be set. */
  dueAt: number | null;
  /** Epoch ms of the first reply; null while unanswered. */
  firstResponseAt: number | null;
  /** Business minutes from arrival to the first reply, on the company calendar; null while unanswered. */
  responseMinutes: number | null;
  /** Meetings of the lead that are booked (not cancelled), and of those the ones marked kept and no-show. */
  meetingsBooked: number;
  meetingsKept: number;
  meetingsMissed: number;
}

/**
 * Where a lead stands against the promise at `now`:
 * - `within`: answered at or before its due time;
 * - `late`: answered after its due time;
 * - `missed`: unanswered and past its due time;
 * - `open`: unanswered and not due yet, or without a due time (nothing to hold it to).
 * `late` and `missed` together are "overdue".
 */
export type PromiseState = "within" | "late" | "missed" | "open";

export function promiseState(lead: Pick<ReportLead, "dueAt" | "firstResponseAt">, now: number): PromiseState {
  if (lead.dueAt === null) return "open";
  if (lead.firstResponseAt !== null) return lead.firstResponseAt <= lead.dueAt ? "within" : "late";
  return lead.dueAt < now ? "missed" : "open";
}

/**
 * The `p`-th percentile (0 < p ≤ 100) by the nearest-rank method: the smallest value with
 * at least p % of the values at or below it, i.e. the ⌈p/100 · n⌉-th smallest. Always one
 * of the values (never an interpolation); the median of an even count is the lower of the
 * two middle values. Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/** The figures of one row of the report. */
export interface ResponseFigures {
  leads: number;
  answered: number;
  withinPromise: number;
  /** Answered late, or unanswered past due. */
  overdue: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** withinPromise / (withinPromise + overdue): the share of leads whose promise is settled that were answered in time; null when none is. */
  promiseShare: number | null;
  meetingsBooked: number;
  meetingsKept: number;
  meetingsMissed: number;
  /** Leads now qualified or won. */
  qualifiedOrWon: number;
}

export function responseFigures(leads: readonly ReportLead[], now: number): ResponseFigures {
  const states = leads.map((lead) => promiseState(lead, now));
  const withinPromise = states.filter((state) => state === "within").length;
  const overdue = states.filter((state) => state === "late" || state === "missed").length;
  const minutes = leads.flatMap((lead) => (lead.responseMinutes === null ? [] : [lead.responseMinutes]));
  const sum = (pick: (lead: ReportLead) => number) => leads.reduce((total, lead) => total + pick(lead), 0);
  return {
    leads: leads.length,
    answered: leads.filter((lead) => lead.firstResponseAt !== null).length,
    withinPromise,
    overdue,
    medianMinutes: percentile(minutes, 50),
    p90Minutes: percentile(minutes, 90),
    promiseShare: withinPromise + overdue > 0 ? withinPromise / (withinPromise + overdue) : null,
    meetingsBooked: sum((lead) => lead.meetingsBooked),
    meetingsKept: sum((lead) => lead.meetingsKept),
    meetingsMissed: sum((lead) => lead.meetingsMissed),
    qualifiedOrWon: leads.filter((lead) => lead.status === "qualified" || lead.status === "won").length,
  };
}

/** Items grouped by a key, in the order keys first appear. */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Business minutes as hours and minutes: "—", "0 min", "45 min", "3 h 05 min", "26 h 00 min". */
export function formatBusinessMinutes(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return "—";
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, "0")} min`;
}

/** The report's quick periods in the viewer's zone; weeks start on Monday. */
export function reportPresets(timeZone: string, now = new Date()): { label: string; from: string; to: string }[] {
  const today = todayIn(timeZone, now);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDays(today, -weekday);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const firstOfLastMonth = `${addDays(firstOfMonth, -1).slice(0, 8)}01`;
  return [
    { label: "This week", from: monday, to: today },
    { label: "Last week", from: addDays(monday, -7), to: addDays(monday, -1) },
    { label: "This month", from: firstOfMonth, to: today },
    { label: "Last month", from: firstOfLastMonth, to: addDays(firstOfMonth, -1) },
    { label: "Last 30 days", from: addDays(today, -29), to: today },
  ];
}
