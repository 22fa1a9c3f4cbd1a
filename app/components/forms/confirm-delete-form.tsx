import { Form } from "@remix-run/react";

interface ConfirmDeleteFormProps {
  /** Unique on the page: the heading's and the checkbox's ids derive from it. */
  id: string;
  title: string;
  explanation: string;
  confirmLabel: string;
  buttonLabel: string;
  csrf: string;
  /** The row and its version, as hidden fields. */
  fields: Record<string, string | number>;
}

/** A staff form's delete panel: nothing is deleted until the box is ticked (the server checks it too). */
export function ConfirmDeleteForm({
  id,
  title,
  explanation,
  confirmLabel,
  buttonLabel,
  csrf,
  fields,
}: ConfirmDeleteFormProps) {
  return (
    <Form method="post" className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{explanation}</p>
      <input type="hidden" name="csrf" value={csrf} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="checkbox">
        <input id={`${id}-confirm`} name="confirm" type="checkbox" required />
        <label htmlFor={`${id}-confirm`}>{confirmLabel}</label>
      </div>
      <p>
        <button type="submit" name="intent" value="delete" className="button admin-editor__danger">
          {buttonLabel}
        </button>
      </p>
    </Form>
  );
}
