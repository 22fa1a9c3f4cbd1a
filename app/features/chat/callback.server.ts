import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { submitLead } from "~/features/lead-store/submit-lead.server";
import { HONEYPOT_FIELDS, honeypotInputProps, isSpam } from "~/utils/honeypot.server";
import { answersOf, maxBodyBytes, publicForm, type EndpointRateLimit } from "~/utils/endpoint.server";
import { jsonError, jsonResponse, readFormBody } from "~/utils/http.server";
import { checkRateLimit, SUBMISSION_LIMIT, tooManySubmissionsResponse } from "~/utils/rate-limit.server";
import { bestTimeOf, callbackSchema, conversationForLead, type CallbackRequest } from "./callback";
import { callbackRows } from "./lead-view";
import { MAIN_OPTIONS } from "./script";
import type { ChatMessage } from "./types";

/** A callback form is a few short fields; anything bigger is not one. */
export const MAX_CALLBACK_BYTES = 16 * 1024;

export const SPAM_MESSAGE = "Your request could not be accepted.";

/** Callback requests are leads: one per-IP budget for the widget and the /chat page. */
export const CALLBACK_REQUESTS: EndpointRateLimit = {
  what: "callback requests (leads), shared by /chat and /api/chat-callback",
  scope: "chat-callback",
  budget: SUBMISSION_LIMIT,
};

/** POST /api/chat-callback: the widget's callback form. */
export const CALLBACK_API = publicForm("script-form", MAX_CALLBACK_BYTES, [CALLBACK_REQUESTS], answersOf(callbackSchema()));
export const CORRECT_FIELDS_MESSAGE = "Please correct the highlighted fields.";

/**
 * The bot's answer once the request is stored, with the lead's reference. The phone
 * number has passed `isCallbackPhone` (digits, spaces, + ( ) . -) and the reference is
 * letters, digits and a hyphen, so neither can form an inline mark.
 */
export function callbackConfirmation(request: Pick<CallbackRequest, "phone" | "best_time">, reference: string): ChatMessage {
  return {
    type: "bot",
    blocks: [
      {
        kind: "paragraph",
        text:
          `Thank you. A specialist will call you back at **${request.phone}** ${bestTimeOf(request.best_time).phrase}, ` +
          "within one business day.",
      },
      { kind: "paragraph", text: `Your reference: **${reference}**` },
      { kind: "paragraph", text: "Is there anything else I can help you with in the meantime?" },
    ],
    options: [...MAIN_OPTIONS],
  };
}

/**
 * The remix-utils check passes a form that leaves out both honeypot fields; every real
 * callback form has them, so a missing one counts as spam here.
 */
function isCallbackSpam(formData: FormData): boolean {
  return HONEYPOT_FIELDS.some((field) => !formData.has(field)) || isSpam(formData);
}

export type CallbackOutcome =
  | { ok: true; confirmation: ChatMessage; setCookies: string[] }
  | { ok: false; spam: true }
  | { ok: false; spam: false; result: SubmissionResult<string[]> };

/**
 * Validates a callback form (already checked for coming from this site) with the schema its
 * endpoint declares and stores it as a `chat_callback` lead with what the visitor asked in
 * the chat (submitLead: referral credited, sales notified).
 */
export async function submitChatCallback(
  request: Request,
  formData: FormData,
  options: { channel: "form" | "api"; conversation: readonly string[]; schema: ReturnType<typeof callbackSchema> },
): Promise<CallbackOutcome> {
  if (isCallbackSpam(formData)) return { ok: false, spam: true };
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") return { ok: false, spam: false, result: submission.reply() };

  const callback = submission.value;
  const conversation = conversationForLead(options.conversation);
  const payload = {
    name: callback.name,
    phone: callback.phone,
    best_time: callback.best_time,
    note: callback.note ?? "",
    conversation: conversation.join(" → "),
  };
  const { lead, setCookies } = await submitLead(request, {
    type: "chat_callback",
    fullName: callback.name,
    phone: callback.phone,
    payload,
    channel: options.channel,
    // The e-mail reads like the inbox: the same labels and wording.
    details: callbackRows(payload),
  });
  return { ok: true, confirmation: callbackConfirmation(callback, lead.reference), setCookies };
}

/**
 * The spam trap the widget's callback form needs, with the time the form was opened (the
 * root loader never makes it, so cached pages stay the same for everyone). No token and
 * no cookie: the post is checked for coming from this site instead (decision 036).
 */
export function callbackFormProps(): Response {
  return jsonResponse({ honeypot: honeypotInputProps() });
}

/**
 * POST /api/chat-callback from the widget: the form fields (with the honeypot)
 * plus `asked` (what the visitor chose or typed) → 201 {success, message, confirmation},
 * 422 {success:false, errors, result, message}, or 400/403/413/415 with a message.
 */
export async function handleCallbackApi(request: Request): Promise<Response> {
  const body = await readFormBody(request, maxBodyBytes(CALLBACK_API));
  if (!body.ok) return jsonError(body.status, body.message);
  const { formData } = body;
  const limit = await checkRateLimit(request, CALLBACK_REQUESTS.scope, CALLBACK_REQUESTS.budget);
  if (!limit.allowed) return tooManySubmissionsResponse(limit);

  const conversation = formData.getAll("asked").filter((value): value is string => typeof value === "string");
  const outcome = await submitChatCallback(request, formData, { channel: "api", conversation, schema: CALLBACK_API.answers.schemas.answers });
  if (!outcome.ok && outcome.spam) return jsonError(400, SPAM_MESSAGE);
  if (!outcome.ok) {
    const errors = Object.fromEntries(Object.entries(outcome.result.error ?? {}).map(([field, list]) => [field, list ?? []]));
    return jsonResponse({ success: false, errors, result: outcome.result, message: CORRECT_FIELDS_MESSAGE }, { status: 422 });
  }
  const headers = new Headers();
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  return jsonResponse(
    { success: true, message: "Callback requested.", confirmation: outcome.confirmation },
    { status: 201, headers },
  );
}
