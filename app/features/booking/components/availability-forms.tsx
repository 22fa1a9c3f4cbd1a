import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FieldErrors, FormAlert } from "~/components/forms/fields";
import { BLOCKS_PER_DAY, clockForInput, hoursFieldName, WEEK_ORDER, WEEKDAY_LABELS } from "../schedule-forms";
import type { WeeklyHours } from "../types";

/**
 * The availability screens' forms: plain posts that work without JavaScript; a refused
 * post comes back with its messages beside the fields and what was typed (decision 061).
 */

export interface FormState {
  errors: Record<string, string>;
  alert: string;
  values: Record<string, string>;
}

/** A refused post's alert, once, at the top of the page; the fields below carry their own messages. */
export function RefusalAlert({ actionData }: { actionData: FormState | undefined }) {
  return actionData ? <FormAlert messages={[actionData.alert]} /> : null;
}

/** The refused post's messages and values when they belong to this form, else nothing. */
export function stateFor(
  actionData: (FormState & { intent: string }) | undefined,
  intents: string[],
  match: (values: Record<string, string>) => boolean = () => true,
): FormState | undefined {
  return actionData && intents.includes(actionData.intent) && match(actionData.values) ? actionData : undefined;
}

/** Hidden fields every form of a screen carries: the anti-forgery token and whatever names the row. */
export function HiddenFields({ csrf, fields }: { csrf: string; fields: Record<string, string | number> }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

interface PlainFieldProps {
  id: string;
  name: string;
  label: string;
  type?: "text" | "date" | "time" | "number";
  /** A refused post of this form: the field shows what was typed under `name` and its message. */
  state?: FormState;
  defaultValue?: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  min?: number;
  max?: number;
  step?: number;
  list?: string;
  visuallyHiddenLabel?: boolean;
}

export function PlainField(props: PlainFieldProps) {
  const { id, name, label, type = "text", state, hint, optional, visuallyHiddenLabel, ...rest } = props;
  const { defaultValue: givenValue, error: givenError, ...limits } = rest;
  const defaultValue = state?.values[name] ?? givenValue;
  const error = state?.errors[name] ?? givenError;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className={visuallyHiddenLabel ? "visually-hidden" : "field__label"}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...limits}
      />
      <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function SubmitButton({
  intent,
  children,
  variant = "primary",
}: {
  intent: string;
  children: ReactNode;
  variant?: "primary" | "ghost" | "danger";
}) {
  return (
    <button type="submit" name="intent" value={intent} className={`button button--${variant}`}>
      {children}
    </button>
  );
}

/** The week as a grid of time inputs, three blocks a day; an empty row is no block. */
export function WeeklyHoursForm({
  csrf,
  rep,
  hours,
  state,
}: {
  csrf: string;
  rep: number;
  hours: WeeklyHours;
  state?: FormState;
}) {
  const valueOf = (name: string, stored: string | undefined) =>
    state ? state.values[name] ?? "" : stored ? clockForInput(stored) : "";
  return (
    <Form method="post" aria-labelledby="hours-title">
      <HiddenFields csrf={csrf} fields={{ rep }} />
      <div className="table-wrap">
        <table className="leads-table">
          <caption className="visually-hidden">Working hours per weekday; leave a row empty for no block</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {Array.from({ length: BLOCKS_PER_DAY }, (_, index) => (
                <th key={index} scope="col">
                  Block {index + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEK_ORDER.map((weekday) => (
              <tr key={weekday}>
                <th scope="row">{WEEKDAY_LABELS[weekday]}</th>
                {Array.from({ length: BLOCKS_PER_DAY }, (_, index) => {
                  const row = index + 1;
                  const block = hours[weekday]?.[index];
                  const startName = hoursFieldName(weekday, row, "start");
                  const endName = hoursFieldName(weekday, row, "end");
                  return (
                    <td key={row}>
                      <div className="hours-block">
                        <PlainField
                          id={startName}
                          name={startName}
                          type="time"
                          label={`${WEEKDAY_LABELS[weekday]}, block ${row}, from`}
                          visuallyHiddenLabel
                          defaultValue={valueOf(startName, block?.start)}
                          error={state?.errors[startName]}
                        />
                        <span aria-hidden="true">to</span>
                        <PlainField
                          id={endName}
                          name={endName}
                          type="time"
                          label={`${WEEKDAY_LABELS[weekday]}, block ${row}, until`}
                          visuallyHiddenLabel
                          defaultValue={valueOf(endName, block?.end)}
                          error={state?.errors[endName]}
                        />
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <SubmitButton intent="hours">Save weekly hours</SubmitButton>
      </p>
    </Form>
  );
}
