import type { DateRange } from "~/utils/date-range";
import type { DashboardSummary } from "./dashboard-report";

/**
 * The change of each summary figure against the previous period of the same length
 * (decision 079): the 7 days before a 7-day range, the day before a one-day range.
 */

/** The instants just before a range, as long as it. */
export function previousPeriod(range: Pick<DateRange, "start" | "end">): { start: number; end: number } {
  return { start: range.start - (range.end - range.start), end: range.start };
}

export interface FigureChange {
  /** "relative": per cent of the previous figure; "points": percentage points (for a rate). */
  unit: "relative" | "points";
  /** e.g. 12.5 (up) or -3 (down), one decimal; null when there is nothing to compare with. */
  value: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** 120 after 100 → +20 (%); nothing before → null (no honest percentage of zero). */
export function relativeChange(current: number | null, previous: number | null): FigureChange {
  if (current === null || previous === null || previous === 0) return { unit: "relative", value: null };
  return { unit: "relative", value: oneDecimal(((current - previous) / previous) * 100) };
}

/** A rate (0 to 1) against the previous one, in percentage points: 0.4 after 0.5 → -10. */
export function pointsChange(current: number | null, previous: number | null): FigureChange {
  if (current === null || previous === null) return { unit: "points", value: null };
  return { unit: "points", value: oneDecimal((current - previous) * 100) };
}

export type SummaryChanges = Record<"visitors" | "sessions" | "pageViews" | "bounceRate" | "averageVisitMs", FigureChange>;

type ComparedSummary = Omit<DashboardSummary, "currentVisitors">;

export function summaryChanges(current: ComparedSummary, previous: ComparedSummary): SummaryChanges {
  return {
    visitors: relativeChange(current.visitors, previous.visitors),
    sessions: relativeChange(current.sessions, previous.sessions),
    pageViews: relativeChange(current.pageViews, previous.pageViews),
    bounceRate: pointsChange(current.bounceRate, previous.bounceRate),
    averageVisitMs: relativeChange(current.averageVisitMs, previous.averageVisitMs),
  };
}

/** "+12 %", "−3 pts", "±0 %", or "—"; the minus is a real minus sign. */
export function formatChange(change: FigureChange): string {
  if (change.value === null) return "—";
  const unit = change.unit === "points" ? " pts" : " %";
  const sign = change.value > 0 ? "+" : change.value < 0 ? "−" : "±";
  return `${sign}${Math.abs(change.value)}${unit}`;
}

/** What a screen reader says: "up 12 % on the previous period". */
export function describeChange(change: FigureChange): string {
  if (change.value === null) return "no figures for the previous period to compare with";
  const amount = `${Math.abs(change.value)}${change.unit === "points" ? " percentage points" : " %"}`;
  if (change.value === 0) return "unchanged from the previous period";
  return `${change.value > 0 ? "up" : "down"} ${amount} on the previous period`;
}
