import { describe, expect, it } from "vitest";
import { compareFieldValues } from "./revision-compare";

const LABELS = { title: "Title", body: "Body", noindex: "Hide from search engines" };

describe("compareFieldValues", () => {
  it("lists only the fields that differ, in the editor's order, word by word for short texts", () => {
    const changes = compareFieldValues(
      { title: "Fees explained", body: "Same body", noindex: false },
      { title: "Card Fees explained", body: "Same body", noindex: true },
      LABELS,
    );
    expect(changes.map((change) => change.field)).toEqual(["title", "noindex"]);
    expect(changes[0]!.parts).toEqual([
      { kind: "added", text: "Card " },
      { kind: "same", text: "Fees explained" },
    ]);
    expect(changes[1]!.parts).toEqual([
      { kind: "removed", text: "No" },
      { kind: "added", text: "Yes" },
    ]);
  });

  it("compares a long body line by line, keeping the lines both share", () => {
    const shared = `${"A paragraph that both versions keep word for word. ".repeat(5)}\n`;
    const changes = compareFieldValues({ body: `${shared}Old closing line.\n` }, { body: `${shared}New closing line.\n` }, LABELS);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.parts).toEqual([
      { kind: "same", text: shared },
      { kind: "removed", text: "Old closing line.\n" },
      { kind: "added", text: "New closing line.\n" },
    ]);
  });

  it("is empty for equal values, and counts a field one side lacks as empty", () => {
    expect(compareFieldValues({ title: "A" }, { title: "A" }, LABELS)).toEqual([]);
    expect(compareFieldValues({}, { title: "New" }, LABELS)).toEqual([{ field: "title", label: "Title", parts: [{ kind: "added", text: "New" }] }]);
  });
});
