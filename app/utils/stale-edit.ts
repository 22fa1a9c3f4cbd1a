/**
 * Optimistic concurrency for back-office forms: each form carries the `version` of the row
 * it was made from, and a save is refused when the row has moved on. The refusal says
 * what the other save changed, so nothing is overwritten silently and nothing is lost
 * (the form keeps what this person typed).
 */

export type FieldLabels<Row> = Partial<Record<keyof Row & string, string>>;

export interface FieldChange {
  field: string;
  label: string;
  /** The value now stored, as text. */
  now: string;
}

const asText = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return typeof value === "string" ? value : JSON.stringify(value);
};

/**
 * The labelled fields whose stored value differs from the values the stale form was made
 * from (`base`: the hidden copies the form carried, or the row at that version).
 */
export function changedFields<Row extends Record<string, unknown>>(
  base: Partial<Row>,
  current: Row,
  labels: FieldLabels<Row>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, label] of Object.entries(labels) as [keyof Row & string, string][]) {
    if (!(field in base)) continue;
    if (asText(base[field]) !== asText(current[field])) changes.push({ field, label, now: asText(current[field]) });
  }
  return changes;
}

/** The refusal a stale save shows above the form. */
export function staleEditMessage(changes: readonly FieldChange[], editedBy?: string | null): string {
  const who = editedBy ? ` by ${editedBy}` : "";
  const what = changes.length
    ? ` Changed since you opened it: ${changes.map((change) => `${change.label} (now “${truncate(change.now)}”)`).join("; ")}.`
    : "";
  return `Not saved: this was changed${who} after you opened it.${what} Your edits are still in the form; review them and save again.`;
}

const truncate = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** A version number from a form field, or null when it is missing or malformed (a 400). */
export function parseVersion(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
  const version = Number(value);
  return version >= 1 ? version : null;
}

/**
 * Thrown inside the transaction of a versioned save when the row moved on: the
 * transaction rolls back and the caller answers 409 with `message`.
 */
export class StaleEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StaleEditError";
  }
}
