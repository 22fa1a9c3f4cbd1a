import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { FormAlert } from "~/components/forms/fields";
import { SiteLink } from "~/components/ui/site-link";
import { useRootData } from "~/utils/root-data";
import type { ChatPageActionData } from "../chat-page.server";
import { dialHref } from "~/utils/contact-links";
import { activeBotMessage, CHAT_TEXT_MAX_LENGTH, latestExchangeStart } from "../conversation";
import type { ChatMessage } from "../types";
import { CallbackForm } from "./callback-form";
import { ChatMessageView } from "./chat-message";

interface ChatPageProps {
  messages: ChatMessage[];
  honeypot: HoneypotInputProps | null;
  actionData: ChatPageActionData | undefined;
}

/**
 * The conversation as a page of forms: options are submit buttons, typed text is a form,
 * and each post comes back to the newest exchange (#chat-latest). Works without JavaScript.
 */
export function ChatPage({ messages, honeypot, actionData }: ChatPageProps) {
  const phone = useRootData()?.site.phone ?? "";
  const active = activeBotMessage(messages);
  const latest = latestExchangeStart(messages);
  const messageError = actionData?.form === "message" ? actionData.error : null;
  const callbackResult = actionData?.form === "callback" ? actionData.result : undefined;
  const callbackShown = Boolean(active?.offersCallback && honeypot);
  // A callback request sent from a page the conversation has moved on from (Back, then
  // Send) has no form here to show its errors next to: say so above the conversation.
  const orphanedCallbackErrors =
    callbackResult && !callbackShown ? Object.values(callbackResult.error ?? {}).flatMap((messages) => messages ?? []) : [];

  // With JavaScript the posts are client navigations: move focus to the new exchange
  // as a full page load would (the browser does that for the #chat-latest target).
  const latestRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    latestRef.current?.focus({ preventScroll: true });
  }, [messages]);

  return (
    <section className="chat-page" aria-labelledby="chat-page-title">
      <h2 id="chat-page-title" className="chat-page__title">
        Your conversation
      </h2>
      <div role="log" aria-label="Conversation" className="chat-log chat-log--page">
        {messages.map((message, index) => (
          <ChatMessageView
            key={index}
            ref={index === latest ? latestRef : undefined}
            id={index === latest ? "chat-latest" : undefined}
            tabIndex={index === latest ? -1 : undefined}
            message={message}
            phone={phone}
          />
        ))}
      </div>

      {orphanedCallbackErrors.length > 0 ? <FormAlert title="Your callback request was not sent." messages={orphanedCallbackErrors} /> : null}

      {callbackShown && honeypot ? <CallbackForm mode="page" honeypot={honeypot} lastResult={callbackResult} /> : null}

      {active && active.options.length > 0 ? (
        <Form method="post" className="chat-page__options">
          <input type="hidden" name="intent" value="option" />
          <div role="group" aria-label="Quick replies" className="chat-options">
            {active.options.map((option) => (
              <button key={option.id} type="submit" name="option" value={option.id} className="chat-option">
                {option.text}
              </button>
            ))}
          </div>
        </Form>
      ) : null}

      <Form method="post" className="chat-compose chat-compose--page">
        <input type="hidden" name="intent" value="message" />
        <label htmlFor="chat-page-input" className="chat-compose__label">
          Type your message
        </label>
        <div className="chat-compose__row">
          <input
            id="chat-page-input"
            className="chat-compose__input"
            type="text"
            name="message"
            maxLength={CHAT_TEXT_MAX_LENGTH}
            autoComplete="off"
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? "chat-page-input-error" : undefined}
          />
          <button type="submit" className="chat-compose__send">
            Send
          </button>
        </div>
        {messageError ? (
          <p id="chat-page-input-error" className="field__errors">
            {messageError}
          </p>
        ) : null}
      </Form>

      <div className="chat-page__footer">
        <p className="chat-page__contact">
          Prefer to talk? Call <a href={dialHref(phone)}>{phone}</a> or <SiteLink to="/consult">request a consultation</SiteLink>.
        </p>
        <Form method="post">
          <button type="submit" name="intent" value="reset" className="button button--ghost">
            Start over
          </button>
        </Form>
      </div>
    </section>
  );
}
