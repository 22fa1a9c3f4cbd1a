import { changedFields, staleEditMessage, type FieldLabels } from "~/utils/stale-edit";

/**
 * The hidden copies an editor form carries of the values it was made from, so a stale
 * save can say what another person changed (app/utils/stale-edit.ts). Booleans travel as
 * "yes" / "no".
 */
export type BaseValues = Record<string, string>;

const BASE_PREFIX = "base_";

export function baseValuesOf(values: Record<string, string | boolean>): BaseValues {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, typeof value === "boolean" ? (value ? "yes" : "no") : value]),
  );
}

/** The hidden inputs' names and values. */
export function baseInputs(base: BaseValues): { name: string; value: string }[] {
  return Object.entries(base).map(([field, value]) => ({ name: `${BASE_PREFIX}${field}`, value }));
}

/** The copies a posted form carried (fields it did not carry are left out, so they are not compared). */
export function readBaseValues(formData: FormData, fields: readonly string[]): BaseValues {
  const base: BaseValues = {};
  for (const field of fields) {
    const value = formData.get(`${BASE_PREFIX}${field}`);
    if (typeof value === "string") base[field] = value;
  }
  return base;
}

/** The refusal shown above a stale form: what changed since the form was made. */
export function staleFormMessage(
  formData: FormData,
  current: Record<string, string | boolean>,
  labels: FieldLabels<Record<string, unknown>>,
): string {
  const fields = Object.keys(labels);
  return staleEditMessage(changedFields(readBaseValues(formData, fields), baseValuesOf(current), labels));
}
