import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import type { ManifestEntry } from "~/features/routing/route-manifest.server";
import { honeypotInputProps } from "~/utils/honeypot.server";
import { publicForm, readEndpointForm, type EndpointRateLimit } from "~/utils/endpoint.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/features/lead-store/sent-confirmation.server";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "~/utils/storable-text";
import { checkRateLimit, CONVERSATION_LIMIT, tooManySubmissionsForm } from "~/utils/rate-limit.server";
import { callbackSchema } from "./callback";
import { CALLBACK_REQUESTS, MAX_CALLBACK_BYTES, SPAM_MESSAGE, submitChatCallback } from "./callback.server";
import { clearChatSession, loadChatSession, saveChatSession } from "./chat-session.server";
import {
  activeBotMessage,
  answerOption,
  answerText,
  appendMessages,
  CHAT_TEXT_MAX_LENGTH,
  startTranscript,
  visitorMessages,
} from "./conversation";

/**
 * The /chat page: the widget's script run on the server for visitors without JavaScript.
 * Every post changes the stored conversation and redirects back (post/redirect/get), to
 * the newest exchange.
 */
export const CHAT_PAGE_PATH = "/chat";
const LATEST = `${CHAT_PAGE_PATH}#chat-latest`;

/**
 * The page: the greeting alone for a visitor who has not chatted yet (the same for
 * everyone, so a shared cache may keep it), or this visitor's own conversation (private).
 */
export async function loadChatPage(request: Request, entry: ManifestEntry) {
  const session = await loadChatSession(request);
  const messages = session?.messages ?? startTranscript();
  return data(
    {
      entry,
      messages,
      // The spam trap's timestamp is only needed while the callback form is on the page.
      honeypot: activeBotMessage(messages)?.offersCallback ? honeypotInputProps() : null,
    },
    session ? { headers: { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL } } : undefined,
  );
}

export type ChatPageActionData =
  | { form: "message"; error: string }
  | { form: "callback"; result: SubmissionResult<string[]> };

const CHAT_POSTS: EndpointRateLimit = { what: "chat messages and choices", scope: "chat", budget: CONVERSATION_LIMIT };

/**
 * POST /chat: the conversation without JavaScript, callback form included. Only the
 * callback request has a schema (the widget's); a chosen option and a typed message are
 * read as they are.
 */
export const CHAT_PAGE = publicForm("form", MAX_CALLBACK_BYTES, [CHAT_POSTS, CALLBACK_REQUESTS], { schemas: { callback: callbackSchema() } });

/**
 * Every post counts toward the per-IP conversation limit; a callback request (a lead)
 * also toward the callback limit it shares with the widget. Null when allowed.
 */
async function refuseWhenTooMany(request: Request, intent: FormDataEntryValue | null) {
  const conversation = await checkRateLimit(request, CHAT_POSTS.scope, CHAT_POSTS.budget);
  const decision =
    conversation.allowed && intent === "callback" ? await checkRateLimit(request, CALLBACK_REQUESTS.scope, CALLBACK_REQUESTS.budget) : conversation;
  if (decision.allowed) return null;
  const { message, result, init } = tooManySubmissionsForm(decision);
  return data<ChatPageActionData>(intent === "callback" ? { form: "callback", result } : { form: "message", error: message }, init);
}

export async function handleChatPost(request: Request) {
  const formData = await readEndpointForm(request, CHAT_PAGE);

  const intent = formData.get("intent");
  const tooMany = await refuseWhenTooMany(request, intent);
  if (tooMany) return tooMany;
  const session = await loadChatSession(request);
  const transcript = session?.messages ?? startTranscript();
  const headers = new Headers();

  if (intent === "reset") {
    headers.append("Set-Cookie", await clearChatSession(request));
    return redirect(CHAT_PAGE_PATH, { headers });
  }

  if (intent === "option") {
    const optionId = formData.get("option");
    if (typeof optionId !== "string" || optionId === "" || optionId.length > 100) {
      throw new Response("Choose one of the options.", { status: 400 });
    }
    headers.append("Set-Cookie", await saveChatSession(session, appendMessages(transcript, answerOption(transcript, optionId))));
    return redirect(LATEST, { headers });
  }

  if (intent === "message") {
    const text = formData.get("message");
    const message = typeof text === "string" ? text : "";
    if (message.length > CHAT_TEXT_MAX_LENGTH) {
      return data<ChatPageActionData>(
        { form: "message", error: `Please keep your message under ${CHAT_TEXT_MAX_LENGTH} characters.` },
        { status: 400 },
      );
    }
    // The transcript is stored as JSON: a character the database refuses would lose the whole conversation.
    if (!isStorableText(message)) return data<ChatPageActionData>({ form: "message", error: UNSTORABLE_TEXT_MESSAGE }, { status: 400 });
    const added = answerText(message);
    // Blank text is not sent (product reference §5.2): nothing is stored.
    if (added.length > 0) headers.append("Set-Cookie", await saveChatSession(session, appendMessages(transcript, added)));
    return redirect(LATEST, { headers });
  }

  if (intent === "callback") {
    const outcome = await submitChatCallback(request, formData, {
      channel: "form",
      conversation: visitorMessages(transcript),
      schema: CHAT_PAGE.answers.schemas.callback,
    });
    if (!outcome.ok) {
      const result: SubmissionResult<string[]> = outcome.spam ? { status: "error", error: { "": [SPAM_MESSAGE] } } : outcome.result;
      return data<ChatPageActionData>({ form: "callback", result }, { status: 400 });
    }
    headers.append("Set-Cookie", await saveChatSession(session, appendMessages(transcript, [outcome.confirmation])));
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    return redirect(LATEST, { headers });
  }

  throw new Response("Unknown form action.", { status: 400 });
}
