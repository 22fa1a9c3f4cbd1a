import { describe, expect, it } from "vitest";
import { isSingleLine, onOneLine, singleLineText } from "./single-line";

describe("singleLineText", () => {
  const schema = singleLineText("Please enter your name", "Please fill out all required fields").min(1, "Please fill out all required fields");

  it("keeps ordinary text, trimmed, tabs and non-ASCII letters included", () => {
    expect(schema.parse("  Dana Reyes ")).toBe("Dana Reyes");
    expect(schema.parse("Zoë\tO'Brien-Łukasz")).toBe("Zoë\tO'Brien-Łukasz");
  });

  it.each([
    ["CR LF", "Dana\r\nBcc: attacker@example.com"],
    ["LF", "Dana\nBcc: attacker@example.com"],
    ["CR", "Dana\rBcc: attacker@example.com"],
    ["vertical tab", "Dana\u000bX"],
    ["form feed", "Dana\fX"],
    ["NEL", "Dana\u0085X"],
    ["line separator", "Dana\u2028X"],
    ["paragraph separator", "Dana\u2029X"],
    ["NUL", "Dana\u0000X"],
    ["escape", "Dana\u001b[2J"],
  ])("refuses a %s inside with the field's message", (_label, value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Please enter your name"]);
  });

  it("lets trimming drop breaks around the value (a paste with a trailing newline)", () => {
    expect(schema.parse("Dana Reyes\r\n")).toBe("Dana Reyes");
  });

  it("answers a value that is not text with the type message", () => {
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe("Please fill out all required fields");
  });

  it("isSingleLine", () => {
    expect(isSingleLine("a b\tc")).toBe(true);
    expect(isSingleLine("a\nb")).toBe(false);
  });
});

describe("onOneLine", () => {
  it("turns every break and control character into a space and trims", () => {
    expect(onOneLine(" Dana\r\nBcc: attacker@example.com\u2028X\u0000 ")).toBe("Dana Bcc: attacker@example.com X");
    expect(onOneLine("Zoë Ångström")).toBe("Zoë Ångström");
  });
});
