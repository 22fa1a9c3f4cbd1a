import { data, redirect } from "@remix-run/node";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { honeypotInputProps, isSpam } from "~/utils/honeypot.server";
import { recentLeadCookie } from "~/features/lead-store/submit-lead.server";
import { publicForm, readEndpointForm, type EndpointRateLimit } from "~/utils/endpoint.server";
import { MAX_FORM_BYTES, redirectResponse } from "~/utils/http.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { confirmationCookieFor, PERSONAL_PAGE_CACHE_CONTROL, takeConfirmation } from "~/features/lead-store/sent-confirmation.server";
import type { RateLimitDecision } from "~/utils/rate-limit";
import { checkRateLimit, CONVERSATION_LIMIT, tooManySubmissionsForm } from "~/utils/rate-limit.server";
import { meetingMinutes, loadStepThreeTimes, stillFree } from "~/features/booking/wizard-times.server";
import { chosenSlotInstant, withChosenSlot, withoutChosenSlot } from "./chosen-slot";
import { claimDraft, clearDraft, CONSULTATION_SUBMISSIONS, loadDraft, saveDraft, sentMeeting, submitConsultation } from "./consult.server";
import { formDataOf, mergeStepValues } from "./draft-values";
import { type WizardStep } from "./options";
import { consultationSchema, stepSchema, toConsultationRecord, unstorableAnswers } from "./schema";
import { STEP_FIELDS } from "./step-fields";
import { serverMinDate } from "./date-rule";
import { stepAddressIfStale } from "./step-address";
import { recordFunnelStep } from "~/features/analytics/funnel.server";
import { funnelStepOf } from "~/features/analytics/funnel";

function parseStep(value: unknown, fallback: WizardStep = 1): WizardStep {
  const step = Number(value);
  return step === 1 || step === 2 || step === 3 || step === 4 ? step : fallback;
}

/**
 * The HTML constraints (required, maxlength, pattern, …) of each step, from its schema:
 * the browser renders the fields with them without loading zod. Built once.
 */
/** Every post may write a draft: limited like a conversation. */
const WIZARD_STEPS: EndpointRateLimit = { what: "wizard steps", scope: "consult-steps", budget: CONVERSATION_LIMIT };

/**
 * POST /consult: each step of the wizard without JavaScript (and Next/Previous with it).
 * Next on steps 1-3 checks that step's answers (step1-step3); Submit on step 4 checks the
 * answers of all four steps, the saved ones with step 4's (submit). Back and "Show free
 * times" only keep what was typed.
 */
export const CONSULT_WIZARD = publicForm("form", MAX_FORM_BYTES, [WIZARD_STEPS, CONSULTATION_SUBMISSIONS], {
  schemas: { step1: stepSchema(1), step2: stepSchema(2), step3: stepSchema(3), submit: consultationSchema() },
});

export type WizardConstraints = Record<WizardStep, ReturnType<typeof getZodConstraint>>;
let constraints: WizardConstraints | undefined;
function wizardConstraints(): WizardConstraints {
  constraints ??= {
    1: getZodConstraint(stepSchema(1)),
    2: getZodConstraint(stepSchema(2)),
    3: getZodConstraint(stepSchema(3)),
    4: getZodConstraint(stepSchema(4)),
  };
  return constraints;
}

const WIZARD_PAGE = "/consult";

/**
 * The wizard page: the step to show (never past the furthest step reached), the saved
 * answers, and the Thank You confirmation once after a submission without JavaScript.
 * A page showing either is this visitor's own: never kept by a shared cache.
 */
export async function loadWizard(request: Request) {
  const url = new URL(request.url);
  const draft = await loadDraft(request);
  const reached = draft?.step ?? 1;
  const step = Math.min(parseStep(url.searchParams.get("step"), reached), reached) as WizardStep;
  // The address says the step shown: after a submission (no draft), Back to a step's
  // address lands on /consult, not on step 1 under "?step=3".
  const stepAddress = stepAddressIfStale(url, step);
  if (stepAddress) throw redirectResponse(stepAddress);
  const { confirmation, headers } = await takeConfirmation(request, WIZARD_PAGE);
  const pageHeaders = headers ?? new Headers();
  if (draft) pageHeaders.set("Cache-Control", PERSONAL_PAGE_CACHE_CONTROL);
  const values = draft?.values ?? {};
  return data(
    {
      entry: requireManifestEntry(WIZARD_PAGE),
      step,
      constraints: wizardConstraints(),
      values,
      confirmation,
      honeypot: honeypotInputProps(),
      minDate: serverMinDate(),
      // The free times of the saved date and zone (only a draft has them, so the public
      // page stays the same for everyone), and whether the last Submit lost its time.
      times: await loadStepThreeTimes(values),
      slotTaken: draft !== null && url.searchParams.get("taken") === "1",
    },
    { headers: pageHeaders },
  );
}

export interface WizardActionData {
  step: WizardStep;
  result: SubmissionResult<string[]>;
  /** Messages for the alert region when a final submit fails. */
  alert: string[] | null;
}

function firstStepWithError(errors: Record<string, string[] | null> | undefined): WizardStep {
  for (const step of [1, 2, 3, 4] as const) {
    if (STEP_FIELDS[step].some((field) => errors?.[field]?.length)) return step;
  }
  return 4;
}

function tooManyPosts(step: WizardStep, decision: RateLimitDecision) {
  const { result, init } = tooManySubmissionsForm(decision);
  return data<WizardActionData>({ step, result, alert: null }, init);
}

/**
 * A step posted by the wizard: Next validates that step with the same schema the browser
 * uses and moves on; Previous keeps the answers and goes back; Submit validates all four
 * steps, stores the lead and redirects (post/redirect/get) to the thank-you dialog.
 */
export async function handleWizardPost(request: Request) {
  const formData = await readEndpointForm(request, CONSULT_WIZARD);

  const step = parseStep(formData.get("step"));
  const intent = formData.get("intent");
  // Every post may write a draft: limited like a conversation; a submission also like a lead.
  const steps = await checkRateLimit(request, WIZARD_STEPS.scope, WIZARD_STEPS.budget);
  if (!steps.allowed) return tooManyPosts(step, steps);
  const draft = await loadDraft(request);
  let values = mergeStepValues(draft?.values ?? {}, formData, step);
  const headers = new Headers();

  if (isSpam(formData)) {
    return data<WizardActionData>(
      { step, result: { status: "error", error: { "": ["Your submission could not be accepted."] } }, alert: null },
      { status: 400 },
    );
  }

  // Before any draft is saved: the draft keeps answers unchecked, and the database refuses these.
  const unstorable = unstorableAnswers(values);
  if (unstorable) return data<WizardActionData>({ step, result: { status: "error", error: unstorable }, alert: null }, { status: 400 });

  if (intent === "back") {
    const cookie = await saveDraft(draft, values, Math.max(step, draft?.step ?? 1) as WizardStep);
    if (cookie) headers.append("Set-Cookie", cookie);
    return redirect(`/consult?step=${Math.max(1, step - 1)}#wizard`, { headers });
  }

  if (intent === "times" && step === 3) {
    // "Show free times" without JavaScript: keep what was typed, show the step again with the list.
    const cookie = await saveDraft(draft, values, Math.max(step, draft?.step ?? 1) as WizardStep);
    if (cookie) headers.append("Set-Cookie", cookie);
    return redirect("/consult?step=3#free-times", { headers });
  }

  if (intent === "next" && step < 4) {
    // Step 1 counts as reached once its answers are first posted: its page is a cached
    // document that never reaches this server (decision 078).
    if (step === 1) await recordFunnelStep(request, funnelStepOf(1));
    const stepValues = step === 3 ? withChosenSlot(values, await meetingMinutes()) : values;
    const submission = parseWithZod(step === 3 ? formDataOf(stepValues) : formData, {
      schema: CONSULT_WIZARD.answers.schemas[`step${step as Exclude<WizardStep, 4>}`],
    });
    if (submission.status !== "success") {
      return data<WizardActionData>({ step, result: submission.reply(), alert: null }, { status: 400 });
    }
    const chosen = step === 3 ? chosenSlotInstant(stepValues.slot_start) : null;
    if (chosen && !(await stillFree(chosen))) {
      const cookie = await saveDraft(draft, withoutChosenSlot(stepValues), Math.max(step, draft?.step ?? 1) as WizardStep);
      if (cookie) headers.append("Set-Cookie", cookie);
      return redirect("/consult?step=3&taken=1#free-times", { headers });
    }
    values = stepValues;
    const next = (step + 1) as WizardStep;
    const cookie = await saveDraft(draft, values, Math.max(next, draft?.step ?? 1) as WizardStep);
    if (cookie) headers.append("Set-Cookie", cookie);
    await recordFunnelStep(request, funnelStepOf(next));
    return redirect(`/consult?step=${next}#wizard`, { headers });
  }

  if (intent === "submit" && step === 4) {
    const limit = await checkRateLimit(request, CONSULTATION_SUBMISSIONS.scope, CONSULTATION_SUBMISSIONS.budget);
    if (!limit.allowed) return tooManyPosts(step, limit);
    values = withChosenSlot(values, await meetingMinutes());
    const submission = parseWithZod(formDataOf(values), { schema: CONSULT_WIZARD.answers.schemas.submit });
    if (submission.status !== "success") {
      const reply = submission.reply();
      // Keep the answers in the visitor's draft for the step shown next. Without a draft
      // the visitor never passed steps 1-3 here, so there is nothing to keep: bad input
      // never starts one.
      if (draft) await saveDraft(draft, values, draft.step);
      const messages = [...new Set(Object.values(reply.error ?? {}).flatMap((list) => list ?? []))];
      return data<WizardActionData>(
        { step: firstStepWithError(reply.error ?? undefined), result: reply, alert: messages },
        { status: 400, headers },
      );
    }
    // Claiming the draft is one statement (delete … returning), so of a double-clicked
    // Submit's two presses (JavaScript off) only one claims it and stores a lead. The browser
    // shows the second press's answer: it confirms too, without the reference it cannot know.
    const claimed = !draft || (await claimDraft(draft.id));
    const submitted = claimed
      ? await submitConsultation(request, toConsultationRecord(submission.value), "form", submission.value.slot_start)
      : null;
    if (submitted?.outcome.status === "taken") {
      // Someone else booked that time a moment ago: nothing was stored; the answers go
      // back into a draft and the visitor picks again among the times free now.
      const cookie = await saveDraft(null, withoutChosenSlot(values), 4);
      if (cookie) headers.append("Set-Cookie", cookie);
      return redirect("/consult?step=3&taken=1#free-times", { headers });
    }
    const outcome = submitted?.outcome;
    if (outcome) await recordFunnelStep(request, "submitted");
    headers.append(
      "Set-Cookie",
      await confirmationCookieFor(WIZARD_PAGE, {
        reference: outcome ? outcome.lead.reference : null,
        meeting: outcome?.status === "booked" ? sentMeeting(outcome.meeting, values.time_zone) : undefined,
      }),
    );
    const cleared = await clearDraft(request);
    if (cleared) headers.append("Set-Cookie", cleared);
    // The second press stores nothing, but its browser has sent a lead all the same.
    for (const cookie of submitted?.setCookies ?? [recentLeadCookie()]) headers.append("Set-Cookie", cookie);
    return redirect(WIZARD_PAGE, { headers });
  }

  throw new Response("Unknown form action.", { status: 400 });
}
