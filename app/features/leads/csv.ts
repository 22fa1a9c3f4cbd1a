import { stringify } from "csv-stringify/sync";

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with
 * an apostrophe: lead fields are typed by visitors (CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function toCsv(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  const safeRows = rows.map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? "" : neutraliseFormula(String(cell)))),
  );
  return stringify([header, ...safeRows], { bom: true, record_delimiter: "windows" });
}
