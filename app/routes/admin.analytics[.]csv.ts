import type { LoaderFunctionArgs } from "@remix-run/node";
import { activeFilters, parseDashboardFilters } from "~/features/analytics/dashboard-filters";
import { parseDashboardRange } from "~/features/analytics/dashboard-range";
import { dashboardCsv } from "~/features/analytics/dashboard-report";
import { loadDashboard } from "~/features/analytics/dashboard.server";
import { loadGoals } from "~/features/goals/goals.server";
import { requireStaffDataPermission } from "~/features/staff/session.server";
import { csvDownload } from "~/utils/staff-area.server";

/** The analytics dashboard for the chosen range and filters as one CSV (same query as /admin/analytics). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffDataPermission(request, "analytics");
  const query = new URL(request.url).searchParams;
  const range = parseDashboardRange(query, staff.timeZone);
  const filters = parseDashboardFilters(query);
  const dashboard = await loadDashboard(range, Date.now(), filters);
  const goals = await loadGoals(range, null, filters.length === 0 ? dashboard.summary.visitors : null);
  return csvDownload(`analytics-${range.from}-to-${range.to}.csv`, dashboardCsv(dashboard, range, activeFilters(filters), goals.goals));
}
