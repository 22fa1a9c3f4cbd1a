/**
 * What an edit changed, as the audit log says it: "role: sales -> marketing; time zone:
 * UTC -> America/New_York". One function for every back-office screen (staff accounts,
 * co-brands, navigation, pages, articles, pop-ups), fed with the row before the save and
 * the values written, so no screen keeps a list of its own (decision 057).
 */

/** Bookkeeping columns every versioned row has: never a change a person made. */
const IGNORED = new Set(["id", "version", "createdAt", "updatedAt"]);

/** Values longer than this (a body, a description) are reported as "changed", not quoted: the line must stay one line. */
export const LONGEST_SHOWN_VALUE = 60;

export interface DescribeOptions {
  /** Labels for fields whose name does not read well ("logoUrl" → "logo"); others are spelled from the name. */
  labels?: Readonly<Record<string, string>>;
  /** Fields only ever reported as "changed" (a password hash). */
  secret?: readonly string[];
  /** Fields never reported (derived from another one, or bookkeeping of that screen). */
  ignore?: readonly string[];
}

/** "timeZone" → "time zone", "logo_alt_text" → "logo alt text". */
export function fieldLabel(name: string): string {
  return name
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

const asText = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (value instanceof Date) return value.toISOString();
  return typeof value === "string" ? value : JSON.stringify(value);
};

/** A value short enough, and on one line, to be quoted in the line; null when it is not. */
function shown(value: unknown): string | null {
  const text = asText(value);
  return text.length > LONGEST_SHOWN_VALUE || /[\r\n]/.test(text) ? null : text;
}

/**
 * The fields of `after` (the values written) whose value differs from `before` (the
 * stored row), each as "label: old -> new", or "label: changed" when a value is long or
 * secret. Empty when nothing a person would see changed.
 */
export function describeChanges(before: object, after: object, options: DescribeOptions = {}): string {
  const stored = before as Readonly<Record<string, unknown>>;
  const parts: string[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || IGNORED.has(field) || options.ignore?.includes(field)) continue;
    if (!Object.hasOwn(stored, field) || asText(stored[field]) === asText(value)) continue;
    const label = options.labels?.[field] ?? fieldLabel(field);
    const [from, to] = [shown(stored[field]), shown(value)];
    parts.push(options.secret?.includes(field) || from === null || to === null ? `${label}: changed` : `${label}: ${from} -> ${to}`);
  }
  return parts.join("; ");
}

/** An audit summary followed by what changed: "Edited “Fees” (title: Fees -> Fees explained)". */
export function withChanges(summary: string, changes: string | null | undefined): string {
  return changes ? `${summary} (${changes})` : summary;
}
