import type { LoaderFunctionArgs } from "@remix-run/node";
import { recordCsvExport } from "~/features/audit/audit-log.server";
import { loadResponseReport, responseReportCsv } from "~/features/response-report/response-report.server";
import { requireStaffDataPermission } from "~/features/staff/session.server";
import { parseDateRange } from "~/utils/date-range";
import { csvDownload } from "~/utils/staff-area.server";

/** The response-time report of the period as CSV (the same period and rows as the page). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffDataPermission(request, "leads");
  const range = parseDateRange(new URL(request.url).searchParams, staff.timeZone, { defaultDays: 30 });
  const report = await loadResponseReport(range);
  await recordCsvExport(request, staff, "the response-time report", `${range.from} to ${range.to}`, report.owners.length + report.types.length + 1);
  return csvDownload(`response-times-${range.from}-to-${range.to}.csv`, responseReportCsv(report));
}
