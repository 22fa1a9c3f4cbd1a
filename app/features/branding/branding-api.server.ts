import { jsonError, jsonResponse } from "~/utils/http.server";
import { BRANDING_ID_PATTERN, type BrandingKind } from "./branding-request";
import { findBranding, toBrandingRecord } from "./branding.server";

/** GET /api/{client|partner}-branding/{id}: `{success, message, data}` (product reference §7.1). */
export async function brandingApiResponse(kind: BrandingKind, id: string | undefined): Promise<Response> {
  const label = kind === "client" ? "Client" : "Partner";
  if (!id || !BRANDING_ID_PATTERN.test(id)) return jsonError(400, `${label} id must be 1-64 letters, digits, - or _.`);
  const found = await findBranding(kind, id);
  if (!found) return jsonError(404, `${label} branding not found.`);
  return jsonResponse({
    success: true,
    message: `${label} branding found.`,
    data: toBrandingRecord(kind, id, found),
  });
}
