import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

/** The messages of one field, announced with the field (aria-describedby → errorId). */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field__errors">
      {[...new Set(errors)].map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

interface FieldShellProps {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

function FieldShell({ meta, label, hint, optional, className, children }: FieldShellProps) {
  return (
    <div className={`field${meta.errors?.length ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={meta.id} className="field__label">
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : <span aria-hidden="true"> *</span>}
      </label>
      {hint ? (
        <p id={meta.descriptionId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

type InputType = "text" | "email" | "tel" | "number" | "date" | "time" | "url" | "password";

/** aria-describedby: the hint and, when invalid, the errors. */
function describedBy(meta: FieldMetadata<unknown>, hint?: string): string | undefined {
  const ids = [hint ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function TextField({
  meta,
  label,
  type = "text",
  hint,
  optional,
  autoComplete,
  inputMode,
  list,
  min,
  className,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  type?: InputType;
  hint?: string;
  optional?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  list?: string;
  min?: string | number;
  className?: string;
}) {
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: undefined });
  return (
    <FieldShell meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <input
        key={key}
        {...props}
        className="input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        list={list}
        min={min ?? props.min}
        aria-describedby={describedBy(meta, hint)}
      />
    </FieldShell>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder = "Select…",
  hint,
  optional,
  className,
  required,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** Overrides the schema's `required`, for a field that is needed only in some cases the browser cannot tell. */
  required?: boolean;
}) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <FieldShell meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <select key={key} {...props} required={required ?? props.required} className="input" aria-describedby={describedBy(meta, hint)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function TextAreaField({
  meta,
  label,
  hint,
  optional,
  rows = 4,
  className,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  optional?: boolean;
  rows?: number;
  className?: string;
}) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <FieldShell meta={meta} label={label} hint={hint} optional={optional} className={className}>
      <textarea key={key} {...props} rows={rows} className="input" aria-describedby={describedBy(meta, hint)} />
    </FieldShell>
  );
}

export function CheckboxField({ meta, label, className }: { meta: FieldMetadata<unknown>; label: string; className?: string }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className={`checkbox${className ? ` ${className}` : ""}`}>
      <input key={key} {...props} />
      <label htmlFor={meta.id}>{label}</label>
    </div>
  );
}

/** A form-level alert (role="alert"): announced as soon as it appears. */
export function FormAlert({ title, messages }: { title?: string; messages: string[] }) {
  if (messages.length === 0 && !title) return null;
  return (
    <div className="form-alert" role="alert">
      {title ? <p className="form-alert__title">{title}</p> : null}
      {messages.length > 0 ? (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
