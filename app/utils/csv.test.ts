import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { neutraliseFormula, toCsv } from "./csv";

const rowsOf = (csv: string) => parse(csv.slice(1)) as string[][];

describe("toCsv", () => {
  it("quotes commas, quotes and new lines so every row reads back intact", () => {
    const csv = toCsv(["name", "comments"], [
      ["Reyes, Dana", 'She said "call after 3"'],
      ["Line\nbreak", null],
    ]);
    expect(csv.startsWith("\ufeff")).toBe(true);
    expect(rowsOf(csv)).toEqual([
      ["name", "comments"],
      ["Reyes, Dana", 'She said "call after 3"'],
      ["Line\nbreak", ""],
    ]);
  });

  it("quotes every cell, so a value holding another separator cannot split into a formula cell", () => {
    const csv = toCsv(["business", "count", "empty"], [["Acme;-2+3+cmd|' /C calc'!A0", 3, null]]);
    expect(csv).toBe('\ufeff"business","count","empty"\r\n"Acme;-2+3+cmd|\' /C calc\'!A0","3",""\r\n');
    expect(rowsOf(csv)[1]).toEqual(["Acme;-2+3+cmd|' /C calc'!A0", "3", ""]);
  });

  it("neutralises spreadsheet formulas typed by visitors", () => {
    expect(neutraliseFormula('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
    expect(neutraliseFormula("+1 601 555 0100")).toBe("'+1 601 555 0100");
    expect(neutraliseFormula("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(neutraliseFormula("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseFormula("\t=1+1")).toBe("'\t=1+1");
    expect(neutraliseFormula("\r=1+1")).toBe("'\r=1+1");
    expect(neutraliseFormula("  =1+1")).toBe("'  =1+1");
    expect(neutraliseFormula("\uff1d1+1")).toBe("'\uff1d1+1");
    expect(neutraliseFormula("Dana")).toBe("Dana");
    expect(neutraliseFormula("Acme=Best")).toBe("Acme=Best");
    expect(rowsOf(toCsv(["x"], [["=1+1"]]))[1]).toEqual(["'=1+1"]);
  });

  it("leaves numbers from the server as numbers", () => {
    expect(rowsOf(toCsv(["change", "rate", "on"], [[-5, 12.5, true]]))[1]).toEqual(["-5", "12.5", "true"]);
  });
});
