import { data, redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { submitLead } from "~/features/lead-store/submit-lead.server";
import { honeypotInputProps, isSpam } from "~/utils/honeypot.server";
import { answersOf, publicForm, readEndpointForm, type Endpoint, type EndpointRateLimit } from "~/utils/endpoint.server";
import { MAX_FORM_BYTES } from "~/utils/http.server";
import { confirmationCookieFor, takeConfirmation } from "~/features/lead-store/sent-confirmation.server";
import { checkRateLimit, SUBMISSION_LIMIT, tooManySubmissionsForm } from "~/utils/rate-limit.server";
import type { LeadFormDefinition } from "./definitions";
import { CONSENT_LABEL, merchantApplication, partnerForms, schemaFor } from "./definitions";
import { renderInlineMarkdownNodes } from "~/features/markdown/render-markdown.server";
import { describeAnswers } from "./field-spec";

/**
 * What a form page at `page` (its path) needs: the honeypot and the confirmation of a
 * submission just made from it (once), with the headers of a taken confirmation. Nothing
 * per visitor otherwise: the anonymous page may be cached and shared (decision 036).
 */
export async function loadLeadForm(request: Request, page: string) {
  const { confirmation, headers } = await takeConfirmation(request, page);
  return { form: { honeypot: honeypotInputProps(), confirmation, consentLabel }, headers: headers ?? new Headers() };
}

/** The consent checkbox's label, through the site's one Markdown renderer (sanitised). */
const consentLabel = renderInlineMarkdownNodes(CONSENT_LABEL);

/** A form-level message (not tied to a field), as Conform shows it. */
function formErrorReply(message: string, init: ResponseInit) {
  const result: SubmissionResult<string[]> = { status: "error", error: { "": [message] } };
  return data({ result }, init);
}

/**
 * What every public sectioned form checks before validating its answers: a readable form within the size
 * cap (400/413/415), sent from this site's own pages (403, decision 036), spam trap (400) and the per-IP limit (429 with Retry-After).
 * Returns the form data, or the 4xx reply to send.
 */
/** One submission budget for every lead form. */
const LEAD_FORM_SUBMISSIONS: EndpointRateLimit[] = [
  { what: "lead form submissions, shared by /merchant-onboarding and /partnership-forms", scope: "lead-form", budget: SUBMISSION_LIMIT },
];

/** POST /merchant-onboarding. */
export const MERCHANT_APPLICATION_FORM = publicForm("form", MAX_FORM_BYTES, LEAD_FORM_SUBMISSIONS, answersOf(schemaFor(merchantApplication)));

/** POST /partnership-forms/{type}: the schema of each partner program's form, by its type in the address. */
export const PARTNER_APPLICATION_FORM = publicForm("form", MAX_FORM_BYTES, LEAD_FORM_SUBMISSIONS, {
  schemas: Object.fromEntries(Object.entries(partnerForms).map(([type, definition]) => [type, schemaFor(definition)])),
});

/** A form page's one budget: its submissions. */
function submissionBudgetOf(endpoint: Endpoint): EndpointRateLimit {
  const [only] = Array.isArray(endpoint.rateLimits) ? endpoint.rateLimits : [];
  if (!only) throw new Error("A form page declares its submission budget.");
  return only;
}

export async function acceptFormPost(
  request: Request,
  endpoint: Endpoint,
  spamMessage: string,
): Promise<{ formData: FormData } | { reply: ReturnType<typeof formErrorReply> }> {
  const formData = await readEndpointForm(request, endpoint);
  if (isSpam(formData)) return { reply: formErrorReply(spamMessage, { status: 400 }) };
  const { scope, budget } = submissionBudgetOf(endpoint);
  const limit = await checkRateLimit(request, scope, budget);
  if (!limit.allowed) {
    const { result, init } = tooManySubmissionsForm(limit);
    return { reply: data({ result }, init) };
  }
  return { formData };
}

/**
 * A lead form post: the checks above, validation with the form's own schema, then the
 * lead is stored and the visitor is redirected to the form's page, which shows the
 * confirmation with the lead's reference once (post/redirect/get).
 * Every failure is a 4xx with the form and its messages.
 */
export async function handleLeadFormPost(
  request: Request,
  endpoint: typeof MERCHANT_APPLICATION_FORM | typeof PARTNER_APPLICATION_FORM,
  definition: LeadFormDefinition,
  variant = "answers",
) {
  const schema = (endpoint.answers.schemas as Record<string, ReturnType<typeof schemaFor> | undefined>)[variant];
  if (!schema) throw new Error(`The lead form endpoint declares no "${variant}" answers.`);
  const accepted = await acceptFormPost(request, endpoint, "Your submission could not be accepted.");
  if ("reply" in accepted) return accepted.reply;
  const { formData } = accepted;

  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const values = submission.value as Record<string, unknown>;
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : null);
  const { lead, setCookies } = await submitLead(request, {
    type: definition.type,
    fullName: text(definition.contact.fullName) ?? "Unknown",
    businessName: text(definition.contact.businessName),
    email: text(definition.contact.email),
    phone: text(definition.contact.phone),
    payload: values,
    channel: "form",
    details: describeAnswers(definition.sections, values),
  });
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await confirmationCookieFor(definition.path, { reference: lead.reference }));
  return redirect(definition.path, { headers });
}
