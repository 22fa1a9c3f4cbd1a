import { and, eq, gte, lt } from "drizzle-orm";
import { bookings, leads } from "#db/schema";
import { staffNamesOf } from "~/features/staff/staff-names.server";
import { LEAD_TYPES, leadTypeLabel } from "~/features/lead-store/lead-types";
import { businessMinutesBetween } from "~/features/response-time/business-time";
import { companyCalendarBetween } from "~/features/response-time/due-times.server";
import { toCsv } from "~/utils/csv";
import type { DateRange } from "~/utils/date-range";
import { getDb } from "~/utils/db.server";
import { toPercent } from "~/utils/format";
import { groupBy, responseFigures, type ReportLead, type ResponseFigures } from "./report-rules";

/**
 * The response-time report (decision 073): the leads that arrived in a period, per current
 * owner and per type, against the promise of a reply within one business day.
 */

export interface ReportRow extends ResponseFigures {
  /** The owner's account id, the lead type's value, or "unassigned" / "all". */
  key: string;
  label: string;
}

export interface ResponseReport {
  owners: ReportRow[];
  types: ReportRow[];
  total: ReportRow;
}

/** The leads that arrived in the range, with their business minutes to the first reply and their meetings. */
export async function reportLeads(range: Pick<DateRange, "start" | "end">, now: Date = new Date()): Promise<ReportLead[]> {
  const arrived = and(gte(leads.createdAt, range.start), lt(leads.createdAt, range.end));
  const [rows, meetings] = await Promise.all([
    getDb()
      .select({
        id: leads.id,
        ownerId: leads.ownerId,
        type: leads.type,
        status: leads.status,
        dueAt: leads.dueAt,
        firstResponseAt: leads.firstResponseAt,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(arrived),
    getDb()
      .select({ leadId: bookings.leadId, outcome: bookings.outcome })
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(and(arrived, eq(bookings.status, "booked"))),
  ]);
  const meetingsOf = groupBy(meetings, (meeting) => meeting.leadId);
  // Every lead is timed on the company's calendar, so reps are compared on the same clock.
  const calendar = await companyCalendarBetween(new Date(range.start), now);
  return rows.map((row) => {
    const own = meetingsOf.get(row.id) ?? [];
    return {
      ownerId: row.ownerId,
      type: row.type,
      status: row.status,
      dueAt: row.dueAt,
      firstResponseAt: row.firstResponseAt,
      responseMinutes: row.firstResponseAt === null ? null : businessMinutesBetween(new Date(row.createdAt), new Date(row.firstResponseAt), calendar),
      meetingsBooked: own.length,
      meetingsKept: own.filter((meeting) => meeting.outcome === "kept").length,
      meetingsMissed: own.filter((meeting) => meeting.outcome === "no_show").length,
    };
  });
}

/** The report's rows: owners by name with the unassigned leads last, every lead type in the inbox's order, and the total. */
export async function loadResponseReport(range: Pick<DateRange, "start" | "end">, now: Date = new Date()): Promise<ResponseReport> {
  const all = await reportLeads(range, now);
  const at = now.getTime();
  const byOwner = groupBy(all, (lead) => lead.ownerId);
  const names = await staffNamesOf([...byOwner.keys()].filter((id): id is number => id !== null));
  const owners = [...byOwner.entries()]
    .filter((entry): entry is [number, ReportLead[]] => entry[0] !== null)
    .map(([id, owned]) => ({ key: String(id), label: names.get(id) ?? `Account ${id}`, ...responseFigures(owned, at) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const unassigned = byOwner.get(null);
  if (unassigned) owners.push({ key: "unassigned", label: "Unassigned", ...responseFigures(unassigned, at) });
  const byType = groupBy(all, (lead) => lead.type);
  const known = new Set<string>(LEAD_TYPES.map((type) => type.value));
  const types = [...LEAD_TYPES.map((type) => type.value), ...[...byType.keys()].filter((type) => !known.has(type))].map((type) => ({
    key: type,
    label: leadTypeLabel(type),
    ...responseFigures(byType.get(type) ?? [], at),
  }));
  return { owners, types, total: { key: "all", label: "All leads", ...responseFigures(all, at) } };
}

const CSV_HEADER = [
  "table",
  "row",
  "leads",
  "answered",
  "answered_within_promise",
  "overdue",
  "promise_share_percent",
  "median_business_minutes",
  "p90_business_minutes",
  "meetings_booked",
  "meetings_kept",
  "meetings_missed",
  "qualified_or_won",
];

/** The report as CSV: one line per owner, per lead type and the total; minutes as whole numbers for spreadsheets. */
export function responseReportCsv(report: ResponseReport): string {
  const line = (table: string, row: ReportRow) => [
    table,
    row.label,
    row.leads,
    row.answered,
    row.withinPromise,
    row.overdue,
    row.promiseShare === null ? null : toPercent(row.promiseShare),
    row.medianMinutes === null ? null : Math.round(row.medianMinutes),
    row.p90Minutes === null ? null : Math.round(row.p90Minutes),
    row.meetingsBooked,
    row.meetingsKept,
    row.meetingsMissed,
    row.qualifiedOrWon,
  ];
  return toCsv(CSV_HEADER, [
    ...report.owners.map((row) => line("owner", row)),
    ...report.types.map((row) => line("lead type", row)),
    line("total", report.total),
  ]);
}
