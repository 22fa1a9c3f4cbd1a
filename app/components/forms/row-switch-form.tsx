import { Form } from "@remix-run/react";

interface RowSwitchFormProps {
  csrf: string;
  /** The row (and its version, where the screen checks one), as hidden fields. */
  fields: Record<string, string | number>;
  /** Which way the switch goes: the posted intent and the button's visible label. */
  intent: string;
  label: string;
  /** The row's name, so each row's button has a name of its own for screen readers. */
  rowName: string;
  className?: string;
  buttonClassName: string;
}

/** A one-button form that switches a listed row on or off (activate, hide, show…); a plain post without JavaScript. */
export function RowSwitchForm({ csrf, fields, intent, label, rowName, className, buttonClassName }: RowSwitchFormProps) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="csrf" value={csrf} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={buttonClassName} aria-label={`${label} ${rowName}`}>
        {label}
      </button>
    </Form>
  );
}
