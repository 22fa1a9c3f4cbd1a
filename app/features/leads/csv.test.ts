import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { neutraliseFormula, toCsv } from "./csv";

describe("toCsv", () => {
  it("quotes commas, quotes and new lines so every row reads back intact", () => {
    const csv = toCsv(["name", "comments"], [
      ["Reyes, Dana", 'She said "call after 3"'],
      ["Line\nbreak", null],
    ]);
    expect(csv.startsWith("\ufeff")).toBe(true);
    const rows = parse(csv.slice(1)) as string[][];
    expect(rows).toEqual([
      ["name", "comments"],
      ["Reyes, Dana", 'She said "call after 3"'],
      ["Line\nbreak", ""],
    ]);
  });

  it("neutralises spreadsheet formulas typed by visitors", () => {
    expect(neutraliseFormula("=HYPERLINK(\"http://evil\")")).toBe("'=HYPERLINK(\"http://evil\")");
    expect(neutraliseFormula("+1 601 555 0100")).toBe("'+1 601 555 0100");
    expect(neutraliseFormula("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseFormula("Dana")).toBe("Dana");
    const rows = parse(toCsv(["x"], [["=1+1"]]).slice(1)) as string[][];
    expect(rows[1]).toEqual(["'=1+1"]);
  });
});
