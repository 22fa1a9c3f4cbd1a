import QRCode from "qrcode";
import { isProduction } from "~/utils/env.server";
import { applyBaselineSecurityHeaders, applyStaffHeaders } from "~/utils/security-headers.server";

/**
 * A QR code of `url` as an SVG file to download. The SVG is only the code's two paths,
 * but an SVG opened on its own is a document: it is sent as an attachment under a CSP
 * that runs nothing and sandboxes it, and like every staff reply it is never stored or
 * indexed.
 */
export async function qrCodeDownload(url: string, fileName: string): Promise<Response> {
  const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 4 });
  const headers = new Headers({
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  applyBaselineSecurityHeaders(headers, isProduction());
  applyStaffHeaders(headers);
  return new Response(svg, { headers });
}
