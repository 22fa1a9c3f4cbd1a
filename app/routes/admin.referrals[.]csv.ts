import type { LoaderFunctionArgs } from "@remix-run/node";
import { recordCsvExport } from "~/features/audit/audit-log.server";
import { linkCodeStats, linkCodeStatsCsv } from "~/features/referrals/referral-stats.server";
import { requireStaffDataPermission } from "~/features/staff/session.server";
import { parseDateRange } from "~/utils/date-range";
import { csvDownload } from "~/utils/staff-area.server";

/** Clicks, conversions and conversion rate per link code for the range, as CSV. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffDataPermission(request, "referrals");
  const range = parseDateRange(new URL(request.url).searchParams, staff.timeZone);
  const stats = await linkCodeStats(range);
  await recordCsvExport(request, staff, "referral statistics", `${range.from} to ${range.to}`, stats.length);
  return csvDownload(`referrals-${range.from}-to-${range.to}.csv`, linkCodeStatsCsv(stats));
}
