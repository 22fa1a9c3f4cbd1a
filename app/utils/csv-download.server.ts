import { isProduction } from "./env.server";
import { applyBaselineSecurityHeaders, applyStaffHeaders } from "./security-headers.server";

/** A staff CSV export as a file download, never cached. */
export function csvDownload(csv: string, fileName: string): Response {
  const headers = new Headers({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
  });
  applyBaselineSecurityHeaders(headers, isProduction());
  applyStaffHeaders(headers);
  return new Response(csv, { headers });
}
