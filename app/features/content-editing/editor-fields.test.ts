import { describe, expect, it } from "vitest";
import { asBlockBetween, withImageAppended } from "./editor-fields";

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

describe("an image inserted at the body's cursor", () => {
  const image = "![A chart](/uploads/0123456789abcdef0123456789abcdef.png)";
  const insertedAt = (body: string, cursor: number) => {
    const before = body.slice(0, cursor);
    const after = body.slice(cursor);
    return `${before}${asBlockBetween(before, image, after)}${after}`;
  };

  it("stands as a paragraph of its own wherever the cursor is", () => {
    expect(insertedAt("## Setup\n\nPlug it in.", 9)).toBe(`## Setup\n\n${image}\n\nPlug it in.`);
    expect(insertedAt("## Setup\n\nPlug it in.", 10)).toBe(`## Setup\n\n${image}\n\nPlug it in.`);
    expect(insertedAt("Plug it in.", 4)).toBe(`Plug\n\n${image}\n\n it in.`);
    expect(insertedAt("Text.", 5)).toBe(`Text.\n\n${image}\n`);
    expect(insertedAt("", 0)).toBe(`${image}\n`);
  });
});
