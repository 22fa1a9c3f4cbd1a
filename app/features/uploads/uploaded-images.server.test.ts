import { describe, expect, it } from "vitest";
import { uploadNamesIn } from "./uploaded-images.server";

describe("the uploads a body names", () => {
  it("finds each stored file's name once, wherever it is written, and nothing else", () => {
    const a = "0123456789abcdef0123456789abcdef.png";
    const b = "fedcba9876543210fedcba9876543210.svg";
    const body = `![x](/uploads/${a}) and [a link](https://example.com/uploads/${b})\n\n![again](/uploads/${a})\n\n![](/uploads/short.png) ![](/images/${"a".repeat(32)}.exe)`;
    expect(uploadNamesIn(body)).toEqual([a, b]);
    expect(uploadNamesIn("No images here.")).toEqual([]);
  });
});
