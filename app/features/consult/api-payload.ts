import { GOALS } from "./options";
import { STEP_FIELDS } from "./step-fields";

const ALL_FIELDS = new Set<string>(Object.values(STEP_FIELDS).flat());
const GOAL_NAMES = new Set<string>(GOALS.map((goal) => goal.name));
const NUMBER_FIELDS = new Set(["num_locations", "num_terminals"]);

/**
 * The JSON payload of product reference §3.6, built from the wizard's answers (strings from the form):
 * numbers as numbers or null, goals as booleans, status pending.
 */
export function toApiPayload(values: Record<string, string>): Record<string, string | number | boolean | null> {
  const payload: Record<string, string | number | boolean | null> = { status: "pending" };
  for (const field of ALL_FIELDS) {
    const value = values[field];
    if (GOAL_NAMES.has(field)) payload[field] = value === "on" || value === "true";
    else if (NUMBER_FIELDS.has(field)) payload[field] = value === undefined || value === "" ? null : Number(value);
    else if (value !== undefined) payload[field] = value;
  }
  return payload;
}

export type JsonToFormResult = { ok: true; formData: FormData } | { ok: false; errors: Record<string, string[]> };

/**
 * The JSON payload as the form data the shared zod schema reads, so /api/consult and the
 * wizard validate identically: true → "on", false/null → absent, numbers → text.
 * Objects and arrays are not valid field values.
 */
export function jsonToFormData(body: Record<string, unknown>, extraFields: readonly string[] = []): JsonToFormResult {
  const formData = new FormData();
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!ALL_FIELDS.has(key) && !extraFields.includes(key)) continue;
    if (value === null || value === undefined || value === false) continue;
    if (value === true) formData.append(key, "on");
    else if (typeof value === "string") formData.append(key, value);
    else if (typeof value === "number" && Number.isFinite(value)) formData.append(key, String(value));
    else errors[key] = ["Invalid value"];
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, formData };
}
