import type { SectionedFormDefinition } from "~/features/lead-forms/definitions";
import type { FieldSpec } from "~/features/lead-forms/field-spec";

/** An answer a lead form's field accepts (the first option of a choice, the smallest number). */
export function validAnswer(field: FieldSpec): string {
  switch (field.kind) {
    case "email":
      return "jordan@example.com";
    case "tel":
      return "601-555-0100";
    case "url":
      return "https://www.example.com";
    case "number":
      return String(field.min);
    case "select":
    case "radio":
    case "checkboxes":
      return field.options[0]?.value ?? "";
    case "consent":
      return "on";
    default:
      return "Jordan Example";
  }
}

/** Answers every field of a form (lead form or survey) accepts, in form order. */
export function validAnswers(definition: SectionedFormDefinition): [string, string][] {
  return definition.sections.flatMap((section) => section.fields.map((field): [string, string] => [field.name, validAnswer(field)]));
}

/** The fields of a form a visitor types text into. */
export function textFieldsOf(definition: SectionedFormDefinition): FieldSpec[] {
  return definition.sections.flatMap((section) => section.fields).filter((field) => ["text", "email", "tel", "url", "textarea"].includes(field.kind));
}
