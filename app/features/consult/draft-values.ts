import type { WizardStep } from "./options";
import { STEP_FIELDS } from "./step-fields";

/** The answers of one step from submitted entries (unchecked boxes are simply absent). */
export function stepValues(entries: FormData | URLSearchParams, step: WizardStep): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of STEP_FIELDS[step]) {
    const value = entries.get(field);
    if (typeof value === "string" && value !== "") values[field] = value.slice(0, 4000);
  }
  return values;
}

/** Replaces one step's answers in the saved answers. */
export function mergeStepValues(
  previous: Record<string, string>,
  entries: FormData | URLSearchParams,
  step: WizardStep,
): Record<string, string> {
  const merged = { ...previous };
  for (const field of STEP_FIELDS[step]) delete merged[field];
  return { ...merged, ...stepValues(entries, step) };
}

/** Saved answers as a posted form, for the schemas that parse forms. */
export function formDataOf(values: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) formData.append(key, value);
  return formData;
}
