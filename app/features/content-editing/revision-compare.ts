import { diffLines, diffWordsWithSpace } from "diff";

/** An editor's form values: text fields and tick boxes. */
export type FormValues = Record<string, string | boolean>;

/** A run of text that both versions share, or that only the older or only the newer has. */
export interface ComparedPart {
  kind: "same" | "removed" | "added";
  text: string;
}

export interface FieldComparison {
  field: string;
  label: string;
  parts: ComparedPart[];
}

/** Long texts are compared line by line (a Markdown body reads as lines); short ones word by word. */
const LINE_BY_LINE_FROM = 200;

const shown = (value: string | boolean | undefined) => (typeof value === "boolean" ? (value ? "Yes" : "No") : (value ?? ""));

/**
 * The fields whose values differ between an older and a newer version, each as runs of
 * kept, removed and added text, in the order of `labels` (the editor's own order). A field
 * that only one side has counts as empty on the other.
 */
export function compareFieldValues(older: FormValues, newer: FormValues, labels: Record<string, string>): FieldComparison[] {
  const comparisons: FieldComparison[] = [];
  for (const [field, label] of Object.entries(labels)) {
    const before = shown(older[field]);
    const after = shown(newer[field]);
    if (before === after) continue;
    const changes = before.length >= LINE_BY_LINE_FROM || after.length >= LINE_BY_LINE_FROM ? diffLines(before, after) : diffWordsWithSpace(before, after);
    comparisons.push({
      field,
      label,
      parts: changes.map((change) => ({ kind: change.added ? "added" : change.removed ? "removed" : "same", text: change.value })),
    });
  }
  return comparisons;
}
