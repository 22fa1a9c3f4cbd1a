import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { loadStylesheet } from "~/components/ui/load-stylesheet";
import { SiteLink } from "~/components/ui/site-link";
import { useRootData } from "~/utils/root-data";
import chatStylesheet from "~/styles/chat.css";
import { dialHref } from "~/utils/contact-links";
import { activeBotMessage, answerText, appendMessages, CHAT_TEXT_MAX_LENGTH, startTranscript, visitorMessages } from "../conversation";
import { BOT_REPLY_DELAY_MS, botMessage, CHAT_RESET_DELAY_MS, nodeForAction, userMessage } from "../engine";
import type { ChatMessage, ChatOption } from "../types";
import { ChatMessageView } from "./chat-message";

/*
 * The widget's conversation. Loaded on first use of the launcher (chat-launcher.tsx), so
 * the script, the engine, the callback form and the conversation's styles never weigh on
 * pages where nobody chats.
 */

/** The conversation's styles, requested as this module loads; the launcher waits for them. */
export const stylesLoaded = loadStylesheet(chatStylesheet);

const loadCallbackForm = () => import("./callback-form");
const CallbackForm = lazy(loadCallbackForm);

/** Keeps the top of a long answer in view rather than scrolling past it to the bottom. */
const SCROLL_MARGIN_PX = 8;

interface CallbackFormProps {
  honeypot: HoneypotInputProps;
}

async function fetchCallbackFormProps(): Promise<CallbackFormProps> {
  const response = await fetch("/api/chat-callback", {
    credentials: "same-origin",
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  if (!response.ok) throw new Error(`callback form props: ${response.status}`);
  return (await response.json()) as CallbackFormProps;
}

/** The callback form inside the widget: its spam trap (with the time the form opened) comes from the server on demand. */
function WidgetCallback({
  phone,
  asked,
  onSubmitted,
}: {
  phone: string;
  asked: string[];
  onSubmitted: (confirmation: ChatMessage) => void;
}) {
  const [props, setProps] = useState<CallbackFormProps | "failed" | null>(null);
  useEffect(() => {
    let live = true;
    fetchCallbackFormProps().then(
      (loaded) => live && setProps(loaded),
      () => live && setProps("failed"),
    );
    return () => {
      live = false;
    };
  }, []);

  const loading = <p className="chat-callback__status">Loading the call-back form…</p>;
  if (props === null) return loading;
  if (props === "failed") {
    return (
      <p className="chat-callback__status">
        The call-back form could not load. Call us at <a href={dialHref(phone)}>{phone}</a> or{" "}
        <SiteLink to="/consult">request a consultation</SiteLink>.
      </p>
    );
  }
  return (
    <Suspense fallback={loading}>
      <CallbackForm mode="widget" honeypot={props.honeypot} asked={asked} onSubmitted={onSubmitted} />
    </Suspense>
  );
}

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const phone = useRootData()?.site.phone ?? "";
  const [messages, setMessages] = useState<ChatMessage[]>(startTranscript);
  const [pending, setPending] = useState(0);
  const [draft, setDraft] = useState("");
  const timers = useRef(new Set<number>());
  const resetTimer = useRef<number | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const latestRef = useRef<HTMLDivElement>(null);

  const later = useCallback((run: () => void, delay: number) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      run();
    }, delay);
    timers.current.add(id);
  }, []);

  const reset = useCallback(() => {
    for (const id of timers.current) window.clearTimeout(id);
    timers.current.clear();
    setMessages(startTranscript());
    setPending(0);
    setDraft("");
  }, []);

  // Closing resets the conversation to the greeting after 300 ms (product reference §4.4); reopening
  // sooner resets it at once, so a reopened chat always starts from the greeting.
  useEffect(() => {
    if (!open) {
      resetTimer.current = window.setTimeout(() => {
        resetTimer.current = null;
        reset();
      }, CHAT_RESET_DELAY_MS);
    } else if (resetTimer.current !== null) {
      window.clearTimeout(resetTimer.current);
      resetTimer.current = null;
      reset();
    }
  }, [open, reset]);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const id of pendingTimers) window.clearTimeout(id);
      if (resetTimer.current !== null) window.clearTimeout(resetTimer.current);
    };
  }, []);

  /** Shows the visitor's message now and the bot's answer after the typing delay (product reference §9.1: 1 s). */
  const exchange = useCallback(
    (visitor: ChatMessage | null, answer: ChatMessage[]) => {
      if (visitor) setMessages((current) => appendMessages(current, [visitor]));
      setPending((count) => count + 1);
      later(() => {
        setMessages((current) => appendMessages(current, answer));
        setPending((count) => count - 1);
      }, BOT_REPLY_DELAY_MS);
    },
    [later],
  );

  function choose(option: ChatOption) {
    const node = nodeForAction(option.action);
    // Fetch the call-back form's code while the bot is "typing".
    if (node.offersCallback) void loadCallbackForm();
    exchange(userMessage(option.text), [botMessage(node)]);
    // The pressed button disappears with the old options: keep focus in the conversation.
    bodyRef.current?.focus({ preventScroll: true });
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [visitor, ...answer] = answerText(draft);
    if (!visitor) return; // Blank text is not sent (product reference §5.2).
    setDraft("");
    exchange(visitor, answer);
  }

  const callbackSent = useCallback(
    (confirmation: ChatMessage) => {
      bodyRef.current?.focus({ preventScroll: true });
      exchange(null, [confirmation]);
    },
    [exchange],
  );

  // Bring the newest message into view, its top first when it is taller than the panel.
  useEffect(() => {
    const body = bodyRef.current;
    const latest = latestRef.current;
    if (!body || !latest) return;
    body.scrollTop = Math.min(body.scrollHeight - body.clientHeight, latest.offsetTop - SCROLL_MARGIN_PX);
  }, [messages, pending]);

  const active = pending === 0 ? activeBotMessage(messages) : null;
  return (
    <>
      <div className="chat-panel__header">
        <div>
          <h2 className="chat-panel__title">Chat with us</h2>
          <p className="chat-panel__subtitle">Virtual assistant</p>
        </div>
        <button type="button" className="chat-panel__close" onClick={onClose} aria-label="Close chat">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <div ref={bodyRef} className="chat-panel__body" tabIndex={-1}>
        <div role="log" aria-label="Conversation" className="chat-log">
          {messages.map((message, index) => (
            <ChatMessageView
              key={index}
              ref={index === messages.length - 1 ? latestRef : undefined}
              message={message}
              phone={phone}
            />
          ))}
        </div>
        <div role="status" className="chat-typing">
          {pending > 0 ? (
            <>
              <span className="chat-typing__dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="visually-hidden">The assistant is typing…</span>
            </>
          ) : null}
        </div>
        {active?.offersCallback ? (
          <WidgetCallback phone={phone} asked={visitorMessages(messages)} onSubmitted={callbackSent} />
        ) : null}
        {active && active.options.length > 0 ? (
          <div role="group" aria-label="Quick replies" className="chat-options">
            {active.options.map((option) => (
              <button key={option.id} type="button" className="chat-option" onClick={() => choose(option)}>
                {option.text}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      <form className="chat-compose" onSubmit={send}>
        <label htmlFor="chat-input" className="visually-hidden">
          Type your message
        </label>
        <input
          id="chat-input"
          className="chat-compose__input"
          type="text"
          name="message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={CHAT_TEXT_MAX_LENGTH}
          autoComplete="off"
          placeholder="Type your message…"
        />
        <button type="submit" className="chat-compose__send">
          Send
        </button>
      </form>
    </>
  );
}
