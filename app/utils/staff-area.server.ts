import { isProduction } from "./env.server";
import { applyBaselineSecurityHeaders, applyStaffHeaders } from "./security-headers.server";

/**
 * A staff CSV export (the text `toCsv` made) as a file download: never cached or indexed,
 * like every staff response (~/utils/staff-area), with a file name reduced to characters
 * that need no quoting.
 */
export function csvDownload(fileName: string, csv: string): Response {
  const headers = new Headers({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
  });
  applyBaselineSecurityHeaders(headers, isProduction());
  applyStaffHeaders(headers);
  return new Response(csv, { headers });
}
