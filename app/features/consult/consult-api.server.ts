import { parseWithZod } from "@conform-to/zod/v4";
import { HONEYPOT_FIELDS, isSpam } from "~/utils/honeypot.server";
import { isScriptRequest, jsonError, jsonResponse, readJsonBody } from "~/utils/http.server";
import { FOREIGN_REQUEST_MESSAGE, isSameOriginRequest } from "~/utils/same-origin.server";
import { checkRateLimit, SUBMISSION_LIMIT, tooManySubmissionsResponse } from "~/utils/rate-limit.server";
import { jsonToFormData } from "./api-payload";
import { clearDraft, submitConsultation } from "./consult.server";
import { consultationSchema, toConsultationRecord } from "./schema";
import { CORRECT_ERRORS, THANK_YOU_MESSAGE } from "./submit-failure";

export const MAX_API_BODY_BYTES = 64 * 1024;

/**
 * POST /api/consult (product reference §7.1): the §3.6 payload as JSON → 201 {success, message, reference} or
 * 422 {success:false, errors, message}. Same schema as the wizard.
 */
export async function handleConsultApi(request: Request): Promise<Response> {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  if (!isScriptRequest(request)) return jsonError(403, "Send the X-Requested-With: XMLHttpRequest header.");
  // Anti-forgery without a token, so the wizard's page can be cached (decision 036).
  if (!isSameOriginRequest(request)) return jsonError(403, FOREIGN_REQUEST_MESSAGE);

  const limit = await checkRateLimit(request, "consult", SUBMISSION_LIMIT);
  if (!limit.allowed) return tooManySubmissionsResponse(limit);

  const body = await readJsonBody(request, MAX_API_BODY_BYTES);
  if (!body.ok) return body.response;
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
    return jsonError(400, "The request body must be a JSON object.");
  }
  const values = body.value as Record<string, unknown>;
  const converted = jsonToFormData(values, HONEYPOT_FIELDS);
  if (!converted.ok) return jsonResponse({ success: false, errors: converted.errors, message: CORRECT_ERRORS }, { status: 422 });

  // The browser sends the form's honeypot fields along; other clients may leave them out.
  if (HONEYPOT_FIELDS.some((field) => field in values) && isSpam(converted.formData)) {
    return jsonError(400, "Your submission could not be accepted.");
  }

  const submission = parseWithZod(converted.formData, { schema: consultationSchema() });
  if (submission.status !== "success") {
    const errors = Object.fromEntries(
      Object.entries(submission.reply().error ?? {}).map(([field, messages]) => [field, messages ?? []]),
    );
    return jsonResponse({ success: false, errors, message: CORRECT_ERRORS }, { status: 422 });
  }

  const { lead, setCookies } = await submitConsultation(request, toConsultationRecord(submission.value), "api");
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  const cleared = await clearDraft(request);
  if (cleared) headers.append("Set-Cookie", cleared);
  // The lead's reference, never its sequential id (decision 025).
  return jsonResponse({ success: true, message: THANK_YOU_MESSAGE, reference: lead.reference }, { status: 201, headers });
}
