import { stringify } from "csv-stringify/sync";

/**
 * What makes a spreadsheet read a cell as a formula (OWASP, CSV injection): =, +, -, @,
 * tab or CR at the start, also after leading spaces (some importers trim them) and in
 * their full-width forms (some spreadsheets fold those to ASCII).
 */
const FORMULA_START = /^[\s\u00a0\u3000]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** A text cell that a spreadsheet would run as a formula gets an apostrophe in front, so it stays text. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | boolean | null | undefined;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  // Numbers and booleans come from the server (counts, rates), never from a visitor: a
  // negative number must stay a number.
  if (typeof cell !== "string") return String(cell);
  return neutraliseFormula(cell);
}

/**
 * Every staff CSV export (leads, analytics, referrals). Every cell is quoted, so a value
 * that holds a separator (a spreadsheet set to ";" splits on it) can never start a cell
 * of its own, and every text cell is neutralised: lead and analytics fields are typed by
 * visitors.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const cells = [header, ...rows].map((row) => row.map(cellText));
  return stringify(cells, { bom: true, record_delimiter: "windows", quoted: true, quoted_empty: true });
}
