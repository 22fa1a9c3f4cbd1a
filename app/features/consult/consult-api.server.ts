import { parseWithZod } from "@conform-to/zod/v4";
import { HONEYPOT_FIELDS, isSpam } from "~/utils/honeypot.server";
import { answersOf, maxBodyBytes, publicForm } from "~/utils/endpoint.server";
import { jsonError, jsonResponse, readJsonBody } from "~/utils/http.server";
import { checkRateLimit, tooManySubmissionsResponse } from "~/utils/rate-limit.server";
import { jsonToFormData } from "./api-payload";
import type { ConsultationOutcome } from "~/features/booking/book-meeting.server";
import { meetingMinutes } from "~/features/booking/wizard-times.server";
import { withChosenSlot, withoutChosenSlot } from "./chosen-slot";
import { recordFunnelStep } from "~/features/analytics/funnel.server";
import { clearDraft, CONSULTATION_SUBMISSIONS, loadDraft, saveDraft, sentMeeting, submitConsultation } from "./consult.server";
import { formDataOf, mergeStepValues } from "./draft-values";
import { MESSAGES } from "./messages";
import { consultationSchema, toConsultationRecord } from "./schema";
import { CORRECT_ERRORS, THANK_YOU_MESSAGE } from "./submit-failure";

/** POST /api/consult: the wizard's Submit with JavaScript; one submission budget with /consult. */
export const CONSULT_API = publicForm("json", 64 * 1024, [CONSULTATION_SUBMISSIONS], answersOf(consultationSchema()));

/**
 * POST /api/consult (product reference §7.1): the §3.6 payload as JSON → 201 {success, message, reference} or
 * 422 {success:false, errors, message}. Same schema as the wizard.
 */
export async function handleConsultApi(request: Request): Promise<Response> {
  const limit = await checkRateLimit(request, CONSULTATION_SUBMISSIONS.scope, CONSULTATION_SUBMISSIONS.budget);
  if (!limit.allowed) return tooManySubmissionsResponse(limit);

  const body = await readJsonBody(request, maxBodyBytes(CONSULT_API));
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

  const answers = withChosenSlot(wizardAnswersOf(converted.formData), await meetingMinutes());
  const submission = parseWithZod(formDataOf(answers), { schema: CONSULT_API.answers.schemas.answers });
  if (submission.status !== "success") {
    const errors = Object.fromEntries(
      Object.entries(submission.reply().error ?? {}).map(([field, messages]) => [field, messages ?? []]),
    );
    return jsonResponse({ success: false, errors, message: CORRECT_ERRORS }, { status: 422 });
  }

  const record = toConsultationRecord(submission.value);
  const { outcome, setCookies } = await submitConsultation(request, record, "api", submission.value.slot_start);
  const headers = new Headers();
  if (outcome.status === "taken") {
    // The wizard's choice went to someone else a moment ago: nothing is stored. The
    // answers go into the visitor's draft, and the wizard shows step 3 with fresh times.
    const draft = await loadDraft(request);
    const cookie = await saveDraft(draft, withoutChosenSlot(answers), 4);
    if (cookie) headers.append("Set-Cookie", cookie);
    return jsonResponse(
      { success: false, errors: { slot_start: [MESSAGES.taken] }, message: CORRECT_ERRORS },
      { status: 409, headers },
    );
  }
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  // The wizard's Submit with JavaScript comes here: the funnel's last step (decision 078).
  await recordFunnelStep(request, "submitted");
  const cleared = await clearDraft(request);
  if (cleared) headers.append("Set-Cookie", cleared);
  const { lead } = outcome;
  // The lead's reference, never its sequential id (decision 025).
  return jsonResponse(
    {
      success: true,
      message: THANK_YOU_MESSAGE,
      reference: lead.reference,
      data: { reference: lead.reference, booking: bookingReply(outcome, record.time_zone) },
    },
    { status: 201, headers },
  );
}

/** `data.booking` of the reply (issue 27): the meeting when one was booked, else "requested". */
function bookingReply(outcome: Exclude<ConsultationOutcome, { status: "taken" }>, zoneCode: string) {
  if (outcome.status !== "booked") return { status: "requested" as const };
  const meeting = sentMeeting(outcome.meeting, zoneCode);
  return { status: "booked" as const, starts_at: meeting.startsAt, ends_at: meeting.endsAt, owner: meeting.owner };
}

/** The wizard's answers among the posted fields, as the draft keeps them. */
function wizardAnswersOf(formData: FormData): Record<string, string> {
  return ([1, 2, 3, 4] as const).reduce((answers, step) => mergeStepValues(answers, formData, step), {} as Record<string, string>);
}

