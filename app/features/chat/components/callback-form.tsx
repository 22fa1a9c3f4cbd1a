import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { FormAlert, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { HoneypotFields } from "~/components/forms/honeypot-fields";
import { BEST_TIMES, callbackSchema } from "../callback";
import type { ChatMessage } from "../types";

export const CALLBACK_API_PATH = "/api/chat-callback";

const SEND_FAILED = "We could not send your request. Please check your connection and try again.";

/**
 * The widget's copy of the spam trap. Same field names as `HoneypotFields`, but its own
 * ids: the widget can sit on a page whose form already uses those ids (/consult).
 */
function WidgetHoneypot({ nameFieldName, validFromFieldName, encryptedValidFrom }: HoneypotInputProps) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`chat-${nameFieldName}`}>Leave this field empty</label>
      <input id={`chat-${nameFieldName}`} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName ? <input name={validFromFieldName} type="hidden" defaultValue={encryptedValidFrom} /> : null}
    </div>
  );
}

interface CallbackFormProps {
  honeypot: HoneypotInputProps;
  /** "page": a form post to /chat (works without JavaScript). "widget": sent with fetch. */
  mode: "page" | "widget";
  /** The server's verdict on the last post (page mode). */
  lastResult?: SubmissionResult<string[]>;
  /** Widget mode: what the visitor chose or typed, sent along for the sales team. */
  asked?: readonly string[];
  /** Widget mode: the request is stored; the bot's confirmation to add to the conversation. */
  onSubmitted?: (confirmation: ChatMessage) => void;
}

/** Name, phone, best time to call and an optional note: a `chat_callback` lead. */
export function CallbackForm({ honeypot, mode, lastResult, asked = [], onSubmitted }: CallbackFormProps) {
  const [serverResult, setServerResult] = useState<SubmissionResult<string[]> | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const schema = callbackSchema();
  const [form, fields] = useForm({
    id: `chat-callback-${mode}`,
    lastResult: mode === "page" ? lastResult : serverResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { formData }) {
      if (mode !== "widget") return;
      event.preventDefault();
      void send(formData);
    },
  });

  async function send(formData: FormData) {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      const response = await fetch(CALLBACK_API_PATH, {
        method: "POST",
        credentials: "same-origin",
        headers: { "X-Requested-With": "XMLHttpRequest" },
        body: formData,
      });
      const body = (await response.json().catch(() => null)) as {
        success?: boolean;
        message?: string;
        confirmation?: ChatMessage;
        result?: SubmissionResult<string[]>;
      } | null;
      // Closing the chat mid-request starts a new conversation: the answer belongs to the old one.
      if (!mounted.current) return;
      if (response.ok && body?.success && body.confirmation) {
        onSubmitted?.(body.confirmation);
        return;
      }
      if (body?.result) setServerResult(body.result);
      else setFailure(body?.message ?? SEND_FAILED);
    } catch {
      if (mounted.current) setFailure(SEND_FAILED);
    } finally {
      if (mounted.current) setSending(false);
    }
  }

  const FormElement = mode === "page" ? Form : "form";
  const titleId = `${form.id}-title`;
  return (
    <section className="chat-callback" aria-labelledby={titleId}>
      <h3 id={titleId} className="chat-callback__title">
        Request a call back
      </h3>
      <FormElement method="post" {...getFormProps(form)} className="chat-callback__form">
        {mode === "page" ? <input type="hidden" name="intent" value="callback" /> : null}
        {mode === "page" ? <HoneypotFields {...honeypot} /> : <WidgetHoneypot {...honeypot} />}
        {asked.map((text, index) => (
          <input key={index} type="hidden" name="asked" value={text} />
        ))}
        {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
        {failure ? <FormAlert messages={[failure]} /> : null}
        <TextField meta={fields.name} label="Your name" autoComplete="name" />
        <TextField meta={fields.phone} label="Phone number" type="tel" autoComplete="tel" inputMode="tel" />
        <SelectField meta={fields.best_time} label="Best time to call" hint="In your local time" options={BEST_TIMES} />
        <TextAreaField meta={fields.note} label="Anything we should know?" optional rows={2} />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? "Sending…" : "Request a call back"}
        </button>
      </FormElement>
    </section>
  );
}

export default CallbackForm;
