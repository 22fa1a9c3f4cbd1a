import { getCollectionProps, getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { MarkdownContent, type MarkdownNode } from "~/components/page-templates/markdown-content";
import { FieldErrors, FormAlert, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { HoneypotFields } from "~/components/forms/honeypot-fields";
import { SiteLink } from "~/components/ui/site-link";
import type { SentConfirmation } from "~/features/lead-store/sent-confirmation.server";
import { schemaFor, type SectionedFormDefinition } from "../definitions";
import type { Choice, FieldSpec } from "../field-spec";

interface LeadFormProps {
  definition: SectionedFormDefinition;
  honeypot: HoneypotInputProps;
  /** The confirmation of a submission just made from this page, once (sent-confirmation.server.ts). */
  confirmation: SentConfirmation | null;
  result: SubmissionResult<string[]> | undefined;
  /** The consent checkbox's label as rendered Markdown (`loadLeadForm`). */
  consentLabel: MarkdownNode[];
}

/** A lead form drawn from its definition: sections, progress, errors beside fields. */
export function LeadForm({ definition, honeypot, confirmation, result, consentLabel }: LeadFormProps) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const schema = schemaFor(definition);
  const [form, fields] = useForm({
    id: definition.id,
    lastResult: navigation.state === "idle" ? result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const completed = useCompletedSections(formRef, definition);

  if (confirmation) {
    return (
      <div className="panel form-success" role="status">
        <h2>{definition.success.title}</h2>
        <p>{definition.success.text}</p>
        {confirmation.reference ? (
          <p>
            Your reference: <strong className="lead-reference">{confirmation.reference}</strong>
          </p>
        ) : null}
        <p className="button-row">
          <SiteLink to="/" className="button button--primary">
            Back to the home page
          </SiteLink>
          <SiteLink to="/articles" className="button button--ghost">
            Read our articles
          </SiteLink>
        </p>
      </div>
    );
  }

  const busy = navigation.state === "submitting";
  const sections = definition.sections;
  return (
    <>
      {sections.length > 1 ? (
        <ol className="form-progress" aria-label="Form sections">
          {sections.map((section, index) => (
            <li key={section.id} className={completed.has(section.id) ? "form-progress__item form-progress__item--done" : "form-progress__item"}>
              <a href={`#section-${section.id}`}>
                <span className="form-progress__number" aria-hidden="true">
                  {index + 1}
                </span>
                {section.title}
                {completed.has(section.id) ? <span className="visually-hidden"> (complete)</span> : null}
              </a>
            </li>
          ))}
        </ol>
      ) : null}
      <Form method="post" ref={formRef} {...getFormProps(form)} className="lead-form panel">
        <HoneypotFields {...honeypot} />
        {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
        {navigation.state === "idle" && result?.status === "error" && !form.errors?.length ? (
          <FormAlert title="Please correct the highlighted fields." messages={[]} />
        ) : null}
        {sections.map((section, index) => (
          <fieldset key={section.id} id={`section-${section.id}`} className="lead-form__section">
            <legend>
              <span className="lead-form__step">
                Section {index + 1} of {sections.length}:
              </span>{" "}
              {section.title}
            </legend>
            <div className="form-grid">
              {section.fields.map((field) => (
                <SpecField key={field.name} spec={field} meta={fields[field.name] as FieldMetadata<unknown>} consentLabel={consentLabel} />
              ))}
            </div>
          </fieldset>
        ))}
        <p className="lead-form__actions">
          <button type="submit" className="button button--accent button--large" disabled={busy}>
            {busy ? "Sending..." : definition.submitLabel}
          </button>
        </p>
        <p className="wizard__note">Fields marked * are required.</p>
      </Form>
    </>
  );
}

function SpecField({ spec, meta, consentLabel }: { spec: FieldSpec; meta: FieldMetadata<unknown>; consentLabel: MarkdownNode[] }) {
  const className = spec.wide ? "form-grid__full" : undefined;
  const optional = !spec.required;
  switch (spec.kind) {
    case "text":
    case "email":
    case "tel":
    case "url":
      return (
        <TextField
          meta={meta}
          label={spec.label}
          type={spec.kind}
          hint={spec.hint}
          optional={optional}
          autoComplete={spec.autoComplete}
          className={className}
        />
      );
    case "number":
      return <TextField meta={meta} label={spec.label} type="number" inputMode="numeric" hint={spec.hint} optional={optional} min={spec.min} className={className} />;
    case "textarea":
      return <TextAreaField meta={meta} label={spec.label} hint={spec.hint} optional={optional} className={className ?? "form-grid__full"} />;
    case "select":
      return <SelectField meta={meta} label={spec.label} options={spec.options} hint={spec.hint} optional={optional} className={className} />;
    case "radio":
      return <ChoiceGroup spec={{ ...spec, kind: "radio" }} meta={meta} />;
    case "checkboxes":
      return <ChoiceGroup spec={spec} meta={meta} />;
    case "consent":
      return <ConsentField label={consentLabel} meta={meta} />;
  }
}

interface ChoiceSpec {
  kind: "radio" | "checkboxes";
  label: string;
  required?: boolean;
  options: readonly Choice[];
}

function ChoiceGroup({ spec, meta }: { spec: ChoiceSpec; meta: FieldMetadata<unknown> }) {
  const type = spec.kind === "radio" ? "radio" : "checkbox";
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset
      className={`choice-group form-grid__full${invalid ? " field--invalid" : ""}`}
      aria-describedby={invalid ? meta.errorId : undefined}
      aria-invalid={invalid || undefined}
    >
      <legend className="field__label">
        {spec.label}
        {spec.required ? <span aria-hidden="true"> *</span> : <span className="field__optional"> (optional)</span>}
      </legend>
      <div className="choice-group__options">
        {getCollectionProps(meta, { type, options: spec.options.map((option) => option.value) }).map(({ key, ...props }) => (
          <div key={key} className="checkbox">
            <input {...props} aria-describedby={undefined} aria-invalid={undefined} />
            <label htmlFor={props.id}>{spec.options.find((option) => option.value === props.value)?.label}</label>
          </div>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

function ConsentField({ label, meta }: { label: MarkdownNode[]; meta: FieldMetadata<unknown> }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox", value: "on" });
  return (
    <div className={`consent form-grid__full${meta.errors?.length ? " field--invalid" : ""}`}>
      <div className="checkbox">
        <input key={key} {...props} />
        <label htmlFor={meta.id}>
          <MarkdownContent nodes={label} /> <span aria-hidden="true">*</span>
        </label>
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Sections whose required fields all have an answer (JavaScript only; progress is a hint). */
function useCompletedSections(formRef: React.RefObject<HTMLFormElement>, definition: SectionedFormDefinition): Set<string> {
  const [done, setDone] = useState<Set<string>>(new Set());
  useEffect(() => {
    const formElement = formRef.current;
    if (!formElement) return;
    const update = () => {
      const data = new FormData(formElement);
      const next = new Set<string>();
      for (const section of definition.sections) {
        const complete = section.fields
          .filter((field) => field.required)
          .every((field) => data.getAll(field.name).some((value) => typeof value === "string" && value.trim() !== ""));
        if (complete) next.add(section.id);
      }
      setDone(next);
    };
    update();
    formElement.addEventListener("input", update);
    formElement.addEventListener("change", update);
    return () => {
      formElement.removeEventListener("input", update);
      formElement.removeEventListener("change", update);
    };
  }, [formRef, definition]);
  return done;
}
