import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseDashboardRange } from "~/features/analytics/dashboard-range";
import { dashboardCsv } from "~/features/analytics/dashboard-report";
import { loadDashboard } from "~/features/analytics/dashboard.server";
import { requireStaffDataPermission } from "~/features/staff/session.server";
import { csvDownload } from "~/utils/staff-area.server";

/** The analytics dashboard for the chosen range as one CSV (same query as /admin/analytics). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffDataPermission(request, "analytics");
  const range = parseDashboardRange(new URL(request.url).searchParams, staff.timeZone);
  return csvDownload(`analytics-${range.from}-to-${range.to}.csv`, dashboardCsv(await loadDashboard(range), range));
}
