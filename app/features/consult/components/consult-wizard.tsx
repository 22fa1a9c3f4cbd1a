import { useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import type { StepThreeTimes } from "~/features/booking/wizard-times.server";
import type { SentConfirmation } from "~/features/lead-store/sent-confirmation.server";
import { WIZARD_STEPS, type WizardStep } from "../options";
import type { WizardActionData, WizardConstraints } from "../wizard.server";
import { ThankYouDialog } from "./thank-you-dialog";
import { WizardForm } from "./wizard-form";

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
  /** Step 3's free times; null when nobody takes consultations. */
  times: StepThreeTimes | null;
  /** The last Submit's chosen time had just been booked by someone else. */
  slotTaken: boolean;
  actionData: WizardActionData | undefined;
}

type StepValidation = Awaited<ReturnType<typeof importStepValidation>>;

/** Not loaded (offline?): the server still validates every step. */
const importStepValidation = () => import("../step-validation").catch(() => null);

/** Requested once per page, by the first wizard that is used. */
let stepValidation: Promise<StepValidation> | null = null;

/**
 * The browser's step validation (zod and the schemas, step-validation.ts, about 30 KB
 * gzip) is fetched when the visitor first touches the wizard (a pointer on it, or focus
 * in it), not while the page loads: most visits to /consult never fill it in, and a phone
 * should not parse zod before it can be used (decision 055). The field being filled is
 * checked as soon as it arrives (see WizardForm); until then Next and Submit are checked
 * by the server, as without JavaScript.
 */
function useStepValidation(wizard: RefObject<HTMLElement>) {
  const [loaded, setLoaded] = useState<StepValidation>(null);
  useEffect(() => {
    const element = wizard.current;
    if (!element) return;
    let current = true;
    const load = () => {
      element.removeEventListener("pointerdown", load);
      element.removeEventListener("focusin", load);
      stepValidation ??= importStepValidation();
      void stepValidation.then((module) => {
        if (current) setLoaded(module);
      });
    };
    if (stepValidation) load();
    else {
      element.addEventListener("pointerdown", load);
      element.addEventListener("focusin", load);
    }
    return () => {
      current = false;
      element.removeEventListener("pointerdown", load);
      element.removeEventListener("focusin", load);
    };
  }, [wizard]);
  return loaded?.validateStep ?? null;
}

/** The browser's time zone once the page has hydrated (null before, so the markup matches the server's). */
function useBrowserZone(): string | null {
  const [browserZone, setBrowserZone] = useState<string | null>(null);
  useEffect(() => {
    setBrowserZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
  }, []);
  return browserZone;
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
  times,
  slotTaken,
  actionData,
}: ConsultWizardProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wizardRef = useRef<HTMLElement>(null);
  const [thankYou, setThankYou] = useState<SentConfirmation | null>(confirmation);

  const showingActionResult = navigation.state === "idle" && actionData !== undefined;
  const step = showingActionResult ? actionData.step : loaderStep;
  const validateStep = useStepValidation(wizardRef);
  const browserZone = useBrowserZone();
  // Different saved answers (another step, or the reset after a submission) mean a fresh form.
  const formId = `consult-${step}-${useMemo(() => contentHash(values), [values])}`;

  function showThankYou(sent: SentConfirmation) {
    // Success: the modal opens, the form resets to its defaults and the step returns to 1.
    setThankYou(sent);
    navigate("/consult", { replace: true, preventScrollReset: true });
  }

  function chooseAgain() {
    // The server kept every answer in the draft: step 3 comes back with the times free now.
    navigate("/consult?step=3&taken=1#free-times");
  }

  // Each move lands at the top of the form at once, with focus on the step heading: like
  // any move to a new page (InstantNavigationScroll), it does not glide.
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    headingRef.current?.focus({ preventScroll: true });
    document.getElementById("wizard")?.scrollIntoView({ block: "start", behavior: "instant" });
  }, [step]);

  return (
    <section ref={wizardRef} id="wizard" className="wizard" aria-labelledby="wizard-step-title">
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

      <WizardForm
        key={formId}
        id={formId}
        step={step}
        constraint={constraints[step]}
        values={values}
        lastResult={showingActionResult ? actionData.result : undefined}
        serverAlert={showingActionResult && actionData.alert?.length ? actionData.alert : null}
        honeypot={honeypot}
        minDate={minDate}
        browserZone={browserZone}
        validateStep={validateStep}
        times={times}
        slotTaken={slotTaken}
        onSubmitted={showThankYou}
        onSlotTaken={chooseAgain}
      />

      <ThankYouDialog
        open={thankYou !== null}
        reference={thankYou?.reference ?? null}
        meeting={thankYou?.meeting ?? null}
        closeHref="/consult"
        onClose={() => {
          setThankYou(null);
          headingRef.current?.focus({ preventScroll: true });
        }}
      />
    </section>
  );
}
