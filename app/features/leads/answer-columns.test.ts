import { describe, expect, it } from "vitest";
import { answerCells, answerColumnName, answerColumns } from "./answer-columns";

describe("answer columns", () => {
  it("names a column after its label, in snake case, capped", () => {
    expect(answerColumnName("Monthly card volume (US$)")).toBe("answer_monthly_card_volume_us");
    expect(answerColumnName("E-mail")).toBe("answer_e_mail");
    expect(answerColumnName("Zoë's café")).toBe("answer_zoe_s_cafe");
    expect(answerColumnName(`I agree to ${"the terms ".repeat(20)}`).length).toBeLessThanOrEqual(60);
    expect(answerColumnName(`I agree to ${"the terms ".repeat(20)}`)).not.toMatch(/_$/);
  });

  it("unites the label lists in their order, a shared label once", () => {
    expect(answerColumns([["Full name", "Phone"], ["Phone", "Company"], ["Note"]])).toEqual([
      "answer_full_name",
      "answer_phone",
      "answer_company",
      "answer_note",
    ]);
  });

  it("puts each answer under its column and leaves the others empty", () => {
    const columns = answerColumns([["Full name", "Phone"], ["Company", "Note"]]);
    expect(answerCells(columns, [["Company", "Reyes Co"], ["Note", "—"], ["Phone", "601"]])).toEqual(["", "601", "Reyes Co", ""]);
  });
});
