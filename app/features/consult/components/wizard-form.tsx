import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { FormAlert } from "~/components/forms/fields";
import { HoneypotFields } from "~/components/forms/honeypot-fields";
import { HONEYPOT_NAME, HONEYPOT_VALID_FROM } from "~/utils/honeypot-fields";
import { toApiPayload } from "../api-payload";
import { browserMinDate } from "../date-rule";
import { mergeStepValues } from "../draft-values";
import { endTimeFor } from "../end-time";
import type { WizardStep } from "../options";
import { hasRequiredField } from "../required-fields";
import { describeSubmitFailure, type SubmitFailure } from "../submit-failure";
import type { validateStep as validateStepWithSchema } from "../step-validation";
import type { StepThreeTimes } from "~/features/booking/wizard-times.server";
import type { SentConfirmation, SentMeeting } from "~/features/lead-store/sent-confirmation.server";
import type { WizardConstraints } from "../wizard.server";
import { BusinessStep, ContactStep, GoalsStep, SchedulingStep } from "./wizard-steps";

/**
 * The browser's verdict before the validator has arrived: none (a pass), so Next and
 * Submit go to the server, which validates. Conform must get a verdict: without one it
 * would post every blurred field to the server for checking.
 */
const leaveToServer = (formData: FormData) =>
  parse<Record<string, unknown>, string[]>(formData, { resolve: (payload) => ({ value: payload }) });

/** A field a visitor answers (not a button, not a hidden field). */
function isAnswerField(target: EventTarget): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && target.type !== "hidden";
}

/** The reference in a successful reply of POST /api/consult (decision 025). */
function referenceOf(body: unknown): string | null {
  const reference = typeof body === "object" && body !== null ? (body as { reference?: unknown }).reference : null;
  return typeof reference === "string" && reference ? reference : null;
}

/** The booked meeting of a successful reply (`data.booking`), as the thank-you shows it; undefined when the time was only requested. */
function meetingOf(body: unknown, timeZone: string): SentMeeting | undefined {
  const booking = (body as { data?: { booking?: Record<string, unknown> } } | null)?.data?.booking;
  if (booking?.status !== "booked") return undefined;
  const { starts_at: startsAt, ends_at: endsAt, owner } = booking;
  if (typeof startsAt !== "string" || typeof endsAt !== "string" || typeof owner !== "string") return undefined;
  return { startsAt, endsAt, timeZone, owner };
}

/** A 409 naming the chosen time: someone else booked it a moment ago. */
function lostChosenTime(status: number, body: unknown): boolean {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  return status === 409 && typeof errors === "object" && errors !== null && "slot_start" in errors;
}

export interface WizardFormProps {
  /** Conform's form id; the wizard also gives it as this component's key (see ConsultWizard). */
  id: string;
  step: WizardStep;
  constraint: WizardConstraints[WizardStep];
  /** The saved answers of every step. */
  values: Record<string, string>;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Messages of a final submit the server refused. */
  serverAlert: string[] | null;
  honeypot: HoneypotInputProps;
  /** The date picker's minimum as the server guessed it (date-rule.ts). */
  minDate: string;
  /** The browser's time zone once the page has hydrated, else null (date-rule.ts). */
  browserZone: string | null;
  /** The browser's step validation once its chunk has arrived, else null. */
  validateStep: typeof validateStepWithSchema | null;
  /** Step 3's free times; null when nobody takes consultations. */
  times: StepThreeTimes | null;
  /** The last Submit's chosen time had just been booked by someone else. */
  slotTaken: boolean;
  /** A submission POST /api/consult accepted, with the reference (and meeting) it answered. */
  onSubmitted: (confirmation: SentConfirmation) => void;
  /** POST /api/consult refused the chosen time as just taken: back to step 3 for a fresh list. */
  onSlotTaken: () => void;
}

/**
 * The form of one step with the answers it starts from. A new step or new saved answers
 * mount a new one (a new key): Conform's own reset would unselect every select without a
 * saved answer (selectedIndex −1, not the placeholder), as HTMLSelectElement has no
 * defaultValue for it to tell an untouched select by.
 */
export function WizardForm({
  id,
  step,
  constraint,
  values,
  lastResult,
  serverAlert,
  honeypot,
  minDate,
  browserZone,
  validateStep,
  times,
  slotTaken,
  onSubmitted,
  onSlotTaken,
}: WizardFormProps) {
  const navigation = useNavigation();
  const [apiFailure, setApiFailure] = useState<SubmitFailure | null>(null);
  const [sending, setSending] = useState(false);

  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: values,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Previous never checks the step being left: its answers, even half given or
    // invalid, go to the draft as they are and are there again on the way forward.
    onValidate: ({ formData }) =>
      validateStep && formData.get("intent") !== "back" ? validateStep(formData, step) : leaveToServer(formData),
    onSubmit(event, { formData }) {
      if (formData.get("intent") !== "submit") return;
      event.preventDefault();
      void submitToApi(formData);
    },
  });

  async function submitToApi(formData: FormData) {
    if (sending) return;
    setSending(true);
    setApiFailure(null);
    const answers = mergeStepValues(values, formData, 4);
    const payload = {
      ...toApiPayload(answers),
      [HONEYPOT_NAME]: formData.get(HONEYPOT_NAME) ?? "",
      [HONEYPOT_VALID_FROM]: formData.get(HONEYPOT_VALID_FROM) ?? "",
    };
    let failure: SubmitFailure | null;
    let body: unknown = null;
    try {
      const response = await fetch("/api/consult", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
        body: JSON.stringify(payload),
      });
      body = await response.json().catch(() => null);
      if (lostChosenTime(response.status, body)) {
        setSending(false);
        onSlotTaken();
        return;
      }
      failure = describeSubmitFailure({ ok: response.ok, body });
    } catch {
      failure = describeSubmitFailure("network");
    }
    setSending(false);
    if (failure) {
      setApiFailure(failure);
      return;
    }
    onSubmitted({ reference: referenceOf(body), meeting: meetingOf(body, answers.time_zone ?? "") });
  }

  // A field left before the browser's validation had arrived got no verdict (the server
  // checks it on Next); it is checked once the validation is here, as if left just now.
  const leftUnchecked = useRef(new Set<string>());
  function noteFieldLeft(event: FocusEvent<HTMLFormElement>) {
    const field = event.target;
    if (validateStep || !isAnswerField(field) || !field.name) return;
    leftUnchecked.current.add(field.name);
  }
  useEffect(() => {
    if (!validateStep) return;
    for (const name of leftUnchecked.current) form.validate({ name });
    leftUnchecked.current.clear();
  }, [validateStep, form]);

  // The end time follows the start time while the visitor picks it.
  function syncEndTime(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLSelectElement;
    if (!["start_hour", "start_minute", "start_period"].includes(target.name)) return;
    const data = new FormData(event.currentTarget);
    const end = endTimeFor(String(data.get("start_hour")), String(data.get("start_minute")), String(data.get("start_period")));
    if (!end) return;
    form.update({ name: "end_hour", value: end.hour });
    form.update({ name: "end_minute", value: end.minute });
    form.update({ name: "end_period", value: end.period });
  }

  // The server's guess until the page has hydrated (so the markup matches), then today in
  // the chosen time zone or, before one is chosen, in the browser's. The server still
  // checks the date against the chosen zone.
  const chosenZone = step === 3 ? fields.time_zone?.value : undefined;
  const pickerMin =
    browserZone === null
      ? minDate
      : browserMinDate({ chosenZone: typeof chosenZone === "string" ? chosenZone : null, browserZone });

  const busy = sending || navigation.state === "submitting";
  const submittingFinal = sending || (navigation.state === "submitting" && navigation.formData?.get("intent") === "submit");

  return (
    <Form method="post" action="/consult" {...getFormProps(form)} className="wizard__form" onChange={syncEndTime} onBlur={noteFieldLeft}>
      <input type="hidden" name="step" value={step} />
      <HoneypotFields {...honeypot} />

      {serverAlert ? <FormAlert title="Please correct the following errors:" messages={serverAlert} /> : null}
      {apiFailure ? <FormAlert title={apiFailure.title ?? undefined} messages={apiFailure.messages} /> : null}
      {form.errors?.length ? <FormAlert messages={form.errors} /> : null}

      {step === 1 ? <ContactStep fields={fields} /> : null}
      {step === 2 ? <BusinessStep fields={fields} /> : null}
      {step === 3 ? <SchedulingStep fields={fields} minDate={pickerMin} times={times} slotTaken={slotTaken} /> : null}
      {step === 4 ? <GoalsStep fields={fields} /> : null}

      {/* Next/Submit come first in the markup so Enter in a field moves forward, not back. */}
      <div className="wizard__actions">
        {step < 4 ? (
          <button type="submit" name="intent" value="next" className="button button--primary button--large" disabled={busy}>
            Next
          </button>
        ) : (
          <button type="submit" name="intent" value="submit" className="button button--accent button--large" disabled={busy}>
            {submittingFinal ? "Submitting..." : "Submit"}
          </button>
        )}
        {step > 1 ? (
          <button
            type="submit"
            name="intent"
            value="back"
            formNoValidate
            className="button button--ghost button--large"
            disabled={busy}
            // Pressing the button would first blur the field being typed in, whose check
            // then shows its message and moves this button down before the press ends,
            // so the click would land beside it. Previous checks nothing: keep the focus.
            onMouseDown={(event) => event.preventDefault()}
          >
            Previous
          </button>
        ) : null}
      </div>
      {hasRequiredField(constraint) ? <p className="wizard__note">Fields marked * are required.</p> : null}
    </Form>
  );
}
