import { getFormProps, parse, useForm } from "@conform-to/react";
import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { FormAlert } from "~/components/forms/fields";
import { HoneypotFields } from "~/components/forms/honeypot-fields";
import { HONEYPOT_NAME, HONEYPOT_VALID_FROM } from "~/utils/honeypot-fields";
import { toApiPayload } from "../api-payload";
import { mergeStepValues } from "../draft-values";
import { endTimeFor } from "../end-time";
import { WIZARD_STEPS, type WizardStep } from "../options";
import { browserMinDate } from "../date-rule";
import { describeSubmitFailure, type SubmitFailure } from "../submit-failure";
import type { SentConfirmation } from "~/features/leads/sent-confirmation.server";
import type { WizardActionData, WizardConstraints } from "../wizard.server";
import { BusinessStep, ContactStep, GoalsStep, SchedulingStep } from "./wizard-steps";
import { ThankYouDialog } from "./thank-you-dialog";

/** A short, stable fingerprint of the saved answers (djb2). */
function contentHash(values: Record<string, string>): string {
  const text = JSON.stringify(values);
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = ((hash << 5) + hash + text.charCodeAt(index)) | 0;
  return (hash >>> 0).toString(36);
}

export interface ConsultWizardProps {
  step: WizardStep;
  constraints: WizardConstraints;
  values: Record<string, string>;
  /** The Thank You confirmation of a submission without JavaScript, once. */
  confirmation: SentConfirmation | null;
  honeypot: HoneypotInputProps;
  /** The date picker's minimum as the server guessed it (date-rule.ts). */
  minDate: string;
  actionData: WizardActionData | undefined;
}

/**
 * The browser's step validation (zod and the schemas, step-validation.ts): requested as
 * soon as this module runs, so it usually arrives while the page hydrates, but in its own
 * chunk, evaluated in its own task, after the first paint. Until it is there, Next and
 * Submit are checked by the server, as without JavaScript.
 */
const stepValidation =
  typeof document === "undefined"
    ? null
    : // Not loaded (offline?): the server still validates every step.
      import("../step-validation").catch(() => null);

/**
 * The browser's verdict before the validator has arrived: none (a pass), so Next and
 * Submit go to the server, which validates. Conform must get a verdict: without one it
 * would post every blurred field to the server for checking.
 */
const leaveToServer = (formData: FormData) =>
  parse<Record<string, unknown>, string[]>(formData, { resolve: (payload) => ({ value: payload }) });

function useStepValidation() {
  const [loaded, setLoaded] = useState<Awaited<NonNullable<typeof stepValidation>>>(null);
  useEffect(() => {
    let current = true;
    void stepValidation?.then((module) => {
      if (current) setLoaded(module);
    });
    return () => {
      current = false;
    };
  }, []);
  return loaded?.validateStep ?? null;
}

/** The reference in a successful reply of POST /api/consult (decision 025). */
function referenceOf(body: unknown): string | null {
  const reference = typeof body === "object" && body !== null ? (body as { reference?: unknown }).reference : null;
  return typeof reference === "string" && reference ? reference : null;
}

/**
 * The date picker's minimum: the server's guess until the page has hydrated (so the
 * markup matches), then today in the chosen time zone or, before one is chosen, in the
 * browser's (date-rule.ts). The server still checks the date against the chosen zone.
 */
function usePickerMinDate(serverGuess: string, chosenZone: unknown): string {
  const [browserZone, setBrowserZone] = useState<string | null>(null);
  useEffect(() => {
    setBrowserZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
  }, []);
  if (browserZone === null) return serverGuess;
  return browserMinDate({ chosenZone: typeof chosenZone === "string" ? chosenZone : null, browserZone });
}

/**
 * The four-step consultation wizard. Each step is a real form post (works without
 * JavaScript; answers are kept in a server-side draft). With JavaScript, each step is
 * validated in the browser with the same zod schema first (once it has loaded), and the
 * final submit goes to POST /api/consult so the alerts of product reference §8.1 apply.
 */
export function ConsultWizard({
  step: loaderStep,
  constraints,
  values,
  confirmation,
  honeypot,
  minDate,
  actionData,
}: ConsultWizardProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [thankYou, setThankYou] = useState<SentConfirmation | null>(confirmation);
  const [apiFailure, setApiFailure] = useState<SubmitFailure | null>(null);
  const [sending, setSending] = useState(false);

  const showingActionResult = navigation.state === "idle" && actionData !== undefined;
  const step = showingActionResult ? actionData.step : loaderStep;
  const validateStep = useStepValidation();
  // Different saved answers (another step, or the reset after a submission) mean a fresh form.
  const formId = `consult-${step}-${useMemo(() => contentHash(values), [values])}`;

  const [form, fields] = useForm({
    id: formId,
    lastResult: showingActionResult ? actionData.result : undefined,
    defaultValue: values,
    constraint: constraints[step],
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
      failure = describeSubmitFailure({ ok: response.ok, body });
    } catch {
      failure = describeSubmitFailure("network");
    }
    setSending(false);
    if (failure) {
      setApiFailure(failure);
      return;
    }
    // Success: the modal opens, the form resets to its defaults and the step returns to 1.
    setThankYou({ reference: referenceOf(body) });
    navigate("/consult", { replace: true, preventScrollReset: true });
  }

  // Each move lands at the top of the form, with focus on the step heading.
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    document.getElementById("wizard")?.scrollIntoView({ block: "start" });
  }, [step]);

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

  const pickerMin = usePickerMinDate(minDate, step === 3 ? fields.time_zone?.value : undefined);

  const busy = sending || navigation.state === "submitting";
  const submittingFinal = sending || (navigation.state === "submitting" && navigation.formData?.get("intent") === "submit");
  const serverAlert = showingActionResult && actionData.alert?.length ? actionData.alert : null;

  return (
    <section id="wizard" className="wizard" aria-labelledby="wizard-step-title">
      <ol className="wizard-progress">
        {WIZARD_STEPS.map((title, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "todo";
          return (
            <li key={title} className={`wizard-progress__item wizard-progress__item--${state}`} aria-current={state === "current" ? "step" : undefined}>
              <span className="wizard-progress__number" aria-hidden="true">
                {number}
              </span>
              <span className="wizard-progress__title">
                <span className="visually-hidden">Step {number}: </span>
                {title}
                {state === "done" ? <span className="visually-hidden"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>

      <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="wizard__title">
        Step {step} of 4: {WIZARD_STEPS[step - 1]}
      </h2>

      <Form key={form.id} method="post" action="/consult" {...getFormProps(form)} className="wizard__form" onChange={syncEndTime}>
        <input type="hidden" name="step" value={step} />
        <HoneypotFields {...honeypot} />

        {serverAlert ? <FormAlert title="Please correct the following errors:" messages={serverAlert} /> : null}
        {apiFailure ? <FormAlert title={apiFailure.title ?? undefined} messages={apiFailure.messages} /> : null}
        {form.errors?.length ? <FormAlert messages={form.errors} /> : null}

        {step === 1 ? <ContactStep fields={fields} /> : null}
        {step === 2 ? <BusinessStep fields={fields} /> : null}
        {step === 3 ? <SchedulingStep fields={fields} minDate={pickerMin} /> : null}
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
        <p className="wizard__note">Fields marked * are required.</p>
      </Form>

      <ThankYouDialog
        open={thankYou !== null}
        reference={thankYou?.reference ?? null}
        closeHref="/consult"
        onClose={() => {
          setThankYou(null);
          headingRef.current?.focus({ preventScroll: true });
        }}
      />
    </section>
  );
}
