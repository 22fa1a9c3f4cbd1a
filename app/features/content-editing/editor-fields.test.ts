import { describe, expect, it } from "vitest";
import { withImageAppended } from "./editor-fields";

describe("an uploaded image appended to a body", () => {
  const path = "/uploads/0123456789abcdef0123456789abcdef.png";

  it("goes on a paragraph of its own at the end, described by its alt text", () => {
    expect(withImageAppended("Text.\n\n", path, "A chart")).toBe(`Text.\n\n![A chart](${path})\n`);
    expect(withImageAppended("", path, "A chart")).toBe(`![A chart](${path})\n`);
  });

  it("keeps a description from closing the brackets or breaking the line", () => {
    expect(withImageAppended("", path, " Fees [by]\r\nmonth \\ ")).toBe(`![Fees by month](${path})\n`);
  });
});
