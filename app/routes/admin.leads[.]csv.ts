import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportInboxCsv } from "~/features/leads/inbox.server";
import { requireStaffData } from "~/features/staff/session.server";
import { isProduction } from "~/utils/env.server";
import { applyBaselineSecurityHeaders, applyStaffHeaders } from "~/utils/security-headers.server";

/** The filtered inbox as a CSV download (same filters as /admin/leads). */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffData(request);
  const csv = exportInboxCsv(new URL(request.url).searchParams, staff);
  const headers = new Headers({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
  });
  applyBaselineSecurityHeaders(headers, isProduction());
  applyStaffHeaders(headers);
  return new Response(csv, { headers });
}
