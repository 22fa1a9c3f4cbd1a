import * as z from "zod";
import { formatNumber } from "~/utils/format";
import { singleLineText } from "~/utils/single-line";
import { disableZodJitInBrowser } from "~/utils/zod-csp";
import { storableText } from "~/utils/storable-text";

disableZodJitInBrowser();

/**
 * Lead forms are described as data: sections of field specs. The same description
 * renders the form and builds its zod schema, so labels, options and validation never
 * drift apart.
 */
export interface Choice {
  value: string;
  label: string;
}

interface BaseField {
  name: string;
  /** Label text; may contain `[label](/path)` links (consent). */
  label: string;
  hint?: string;
  required?: boolean;
  /** Spans the whole row. */
  wide?: boolean;
}

export type FieldSpec =
  | (BaseField & {
      kind: "text" | "email" | "tel" | "url" | "textarea";
      max?: number;
      autoComplete?: string;
    })
  | (BaseField & { kind: "number"; min: number; max: number; step?: number })
  | (BaseField & { kind: "select" | "radio"; options: readonly Choice[] })
  | (BaseField & { kind: "checkboxes"; options: readonly Choice[] })
  | (BaseField & { kind: "consent" });

export interface FormSection {
  id: string;
  title: string;
  fields: FieldSpec[];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const digits = (value: string) => value.replace(/\D/g, "").length;

/** The message for a missing required answer. */
export function requiredMessage(field: FieldSpec): string {
  switch (field.kind) {
    case "select":
    case "radio":
      return `Please choose ${field.label.toLowerCase().replace(/\?$/, "")}`;
    case "checkboxes":
      return "Please choose at least one option";
    case "consent":
      return "Please accept the terms to continue";
    default:
      return `Please enter ${field.label.toLowerCase().replace(/\?$/, "")}`;
  }
}

/** The message a field's answer gets when it is not one: its format's, else its "Please enter …". */
function invalidMessage(field: FieldSpec): string {
  switch (field.kind) {
    case "email":
      return "Please enter a valid email address";
    case "tel":
      return "Please enter a valid phone number";
    case "url":
      return "Please enter a web address starting with https://";
    default:
      return requiredMessage(field);
  }
}

function textSchema(field: Extract<FieldSpec, { kind: "text" | "email" | "tel" | "url" | "textarea" }>) {
  const max = field.max ?? (field.kind === "textarea" ? 2000 : 160);
  const missing = requiredMessage(field);
  // Only a text area may hold line breaks; in any other field one could forge a line in the lead e-mail.
  const text = field.kind === "textarea" ? storableText(missing).trim() : singleLineText(invalidMessage(field), missing);
  let schema = text.max(max, `Please keep this under ${max} characters`);
  if (field.required) schema = schema.min(1, missing);
  if (field.kind === "email") {
    const email = schema.regex(EMAIL_PATTERN, invalidMessage(field));
    return field.required ? email : email.optional();
  }
  if (field.kind === "tel") {
    const phone = schema.refine((value) => digits(value) >= 7 && digits(value) <= 15, invalidMessage(field));
    return field.required ? phone : phone.optional();
  }
  if (field.kind === "url") {
    const url = schema.refine((value) => /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), invalidMessage(field));
    return field.required ? url : url.optional();
  }
  return field.required ? schema : schema.optional();
}

export function fieldSchema(field: FieldSpec): z.ZodType {
  switch (field.kind) {
    case "text":
    case "email":
    case "tel":
    case "url":
    case "textarea":
      return textSchema(field);
    case "number": {
      const message = `Please enter a whole number from ${formatNumber(field.min)} to ${formatNumber(field.max)}`;
      const schema = z
        .number({ error: field.required ? requiredMessage(field) : message })
        .int(message)
        .min(field.min, message)
        .max(field.max, message);
      return field.required ? schema : schema.optional();
    }
    case "select":
    case "radio": {
      const values = field.options.map((option) => option.value) as [string, ...string[]];
      const schema = z.enum(values, { error: requiredMessage(field) });
      return field.required ? schema : schema.optional();
    }
    case "checkboxes": {
      const values = field.options.map((option) => option.value) as [string, ...string[]];
      const schema = z.array(z.enum(values, { error: "Please choose from the list" }), { error: requiredMessage(field) });
      return field.required ? schema.min(1, requiredMessage(field)) : schema.optional();
    }
    case "consent":
      return z.literal(true, { error: requiredMessage(field) });
  }
}

/** The zod schema of a whole form: every field of every section. */
export function schemaForSections(sections: readonly FormSection[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const section of sections) for (const field of section.fields) shape[field.name] = fieldSchema(field);
  return z.object(shape);
}

/** Label → value lines of a validated submission, for e-mails, the inbox and CSV. */
export function describeAnswers(sections: readonly FormSection[], values: Record<string, unknown>): [string, string][] {
  const rows: [string, string][] = [];
  for (const section of sections) {
    for (const field of section.fields) {
      if (field.kind === "consent") {
        rows.push([stripLinks(field.label), values[field.name] === true ? "Yes" : "No"]);
        continue;
      }
      const value = values[field.name];
      if (value === undefined || value === null || value === "") {
        rows.push([field.label, "—"]);
      } else if ("options" in field) {
        const labels = (Array.isArray(value) ? value : [value]).map(
          (item) => field.options.find((option) => option.value === item)?.label ?? String(item),
        );
        rows.push([field.label, labels.join(", ")]);
      } else {
        rows.push([field.label, typeof value === "number" ? formatNumber(value) : String(value)]);
      }
    }
  }
  return rows;
}

function stripLinks(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)\s]+\)/g, "$1");
}
