import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportInboxCsv } from "~/features/leads/inbox.server";
import { requireStaffDataPermission } from "~/features/staff/session.server";
import { csvDownload } from "~/utils/staff-area.server";

/** The filtered inbox as a CSV download (same filters as /admin/leads). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffDataPermission(request, "leads");
  const csv = await exportInboxCsv(request, staff);
  return csvDownload(`leads-${new Date().toISOString().slice(0, 10)}.csv`, csv);
}
