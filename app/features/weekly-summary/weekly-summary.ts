import { addDays } from "~/utils/date-range";
import { todayIn, zonedTimeToUtc } from "~/utils/time-zones";

/**
 * The weekly e-mail to the members who asked for it (decision 081): on Monday at 08:00 in
 * the site's zone, the week before it (Monday to Sunday) in visitors, leads by the source
 * that first brought them, and the consultation funnel.
 */

/** Monday 08:00: before the week's first meeting, after the weekend's leads. */
export const SUMMARY_MINUTES_OF_DAY = 8 * 60;

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
function isoWeekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
}

/** The next Monday 08:00 in `timeZone` strictly after `now`, as an instant: the clock changes never move it off 08:00. */
export function nextSummaryRun(now: Date, timeZone: string): Date {
  const today = todayIn(timeZone, now);
  const monday = addDays(today, (8 - isoWeekday(today)) % 7);
  const run = zonedTimeToUtc(monday, SUMMARY_MINUTES_OF_DAY, timeZone);
  return run.getTime() > now.getTime() ? run : zonedTimeToUtc(addDays(monday, 7), SUMMARY_MINUTES_OF_DAY, timeZone);
}

/** The week a run sums up: the seven calendar days before the run's own day, Monday to Sunday. */
export function summarisedWeek(runAt: Date, timeZone: string): { from: string; to: string } {
  const runDay = todayIn(timeZone, runAt);
  const monday = addDays(runDay, 1 - isoWeekday(runDay) - 7);
  return { from: monday, to: addDays(monday, 6) };
}

export interface WeeklyFigures {
  week: { from: string; to: string };
  visitors: number;
  previousVisitors: number;
  leads: number;
  /** Leads by the source that first brought them, most first. */
  leadsBySource: readonly { source: string; leads: number }[];
  funnel: readonly { step: string; visitors: number }[];
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** The subject and plain text of the e-mail. */
export function weeklySummaryMessage(figures: WeeklyFigures, dashboardUrl: string): { subject: string; text: string } {
  const { week } = figures;
  const change =
    figures.previousVisitors > 0
      ? ` (${figures.visitors >= figures.previousVisitors ? "+" : "−"}${Math.round((Math.abs(figures.visitors - figures.previousVisitors) / figures.previousVisitors) * 100)} % on the week before)`
      : "";
  const lines = [
    `The week of ${week.from} to ${week.to}:`,
    "",
    `Visitors: ${figures.visitors.toLocaleString("en-US")}${change}`,
    `Leads: ${figures.leads.toLocaleString("en-US")}`,
    "",
    "Leads by the source that first brought them:",
    ...(figures.leadsBySource.length === 0
      ? ["  none this week"]
      : figures.leadsBySource.map((row) => `  ${row.source}: ${plural(row.leads, "lead", "leads")}`)),
    "",
    "The consultation form, visitors who reached each step:",
    ...figures.funnel.map((row) => `  ${row.step}: ${row.visitors.toLocaleString("en-US")}`),
    "",
    `The whole week on the dashboard: ${dashboardUrl}`,
    "",
    "You get this e-mail because you asked for it under Your account; untick the weekly summary there to stop it.",
  ];
  return { subject: `Weekly summary: ${plural(figures.leads, "lead", "leads")}, ${plural(figures.visitors, "visitor", "visitors")} (${week.from} to ${week.to})`, text: lines.join("\n") };
}
