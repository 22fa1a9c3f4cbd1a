/**
 * The lead CSV's answer columns (decision 077): one column per answer, named
 * `answer_` + the answer's label in snake case, so a spreadsheet can sort and filter by
 * any of them. The columns are the union of every lead type's labels, in a fixed order
 * (the consultation wizard's, then each lead form's in the inbox's type order, then the
 * chat call-back's); a label two types share (Phone, E-mail) is one column. The columns
 * therefore do not depend on which leads a filter selects.
 */

const MAX_COLUMN_NAME_LENGTH = 60;

/** "Monthly volume" → "answer_monthly_volume"; capped so that a consent sentence stays a usable header. */
export function answerColumnName(label: string): string {
  const slug = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return `answer_${slug}`.slice(0, MAX_COLUMN_NAME_LENGTH).replace(/_+$/, "");
}

/** The union of the label lists, as column names, first appearance first. */
export function answerColumns(labelLists: readonly (readonly string[])[]): string[] {
  return [...new Set(labelLists.flatMap((labels) => labels.map(answerColumnName)))];
}

/** A lead's answer rows as cells under `columns`: empty where the lead has no such answer or answered nothing ("—"). */
export function answerCells(columns: readonly string[], rows: readonly (readonly [string, string])[]): string[] {
  const byColumn = new Map<string, string>();
  for (const [label, value] of rows) {
    const column = answerColumnName(label);
    if (!byColumn.has(column) && value !== "—") byColumn.set(column, value);
  }
  return columns.map((column) => byColumn.get(column) ?? "");
}
