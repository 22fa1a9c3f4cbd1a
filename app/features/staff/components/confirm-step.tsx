import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { CONFIRMED_FIELD, type ConfirmationStep } from "../confirmation";

/**
 * The question a destructive staff action asks first (confirmation.ts), in the page:
 * Confirm sends the same form again with the answer, Cancel goes back to the page as it
 * was. With JavaScript, focus moves to the question, so keyboard and screen-reader users
 * hear it instead of staying on a button that is gone.
 */
export function ConfirmStep({ step, intent, cancelTo, children }: { step: ConfirmationStep; intent: string; cancelTo: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [step.question]);
  return (
    <Form method="post" className="panel confirm-step" aria-labelledby="confirm-step-title">
      <h2 id="confirm-step-title" ref={heading} tabIndex={-1}>
        {step.question}
      </h2>
      <p>{step.consequence}</p>
      {children}
      <input type="hidden" name={CONFIRMED_FIELD} value="yes" />
      <p className="confirm-step__actions">
        <button type="submit" name="intent" value={intent} className="button button--danger">
          {step.confirmLabel}
        </button>{" "}
        <Link to={cancelTo} className="button button--ghost">
          Cancel
        </Link>
      </p>
    </Form>
  );
}
