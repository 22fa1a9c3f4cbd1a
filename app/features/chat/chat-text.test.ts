import { describe, expect, it } from "vitest";
import { chatLinkPaths } from "./engine";
import { chatScript } from "./script";
import { parseChatText } from "./chat-text";

const PHONE = "(800) 555-0100";

describe("parseChatText", () => {
  it("keeps plain text as one piece", () => {
    expect(parseChatText("Hello there.", PHONE)).toEqual([{ kind: "text", text: "Hello there." }]);
  });

  it("reads bold marks and internal links in order", () => {
    expect(parseChatText("From **$99/month**, see [POS systems](/pos-system) today.", PHONE)).toEqual([
      { kind: "text", text: "From " },
      { kind: "bold", text: "$99/month" },
      { kind: "text", text: ", see " },
      { kind: "link", label: "POS systems", href: "/pos-system" },
      { kind: "text", text: " today." },
    ]);
  });

  it("turns {phone} into the site number with a tel: link", () => {
    expect(parseChatText("Call us at {phone}, or {phone}.", PHONE)).toEqual([
      { kind: "text", text: "Call us at " },
      { kind: "phone", text: PHONE, href: "tel:8005550100" },
      { kind: "text", text: ", or " },
      { kind: "phone", text: PHONE, href: "tel:8005550100" },
      { kind: "text", text: "." },
    ]);
  });

  it("fills {phone} into bold text and link labels as text", () => {
    expect(parseChatText("**Call {phone}** [{phone}](/consult)", PHONE)).toEqual([
      { kind: "bold", text: `Call ${PHONE}` },
      { kind: "text", text: " " },
      { kind: "link", label: PHONE, href: "/consult" },
    ]);
  });

  it.each([
    ["an absolute URL", "[bad](https://evil.example)"],
    ["a protocol-relative URL", "[bad](//evil.example)"],
    ["a javascript: URL", "[bad](javascript:alert(1))"],
  ])("keeps only the label of a link to %s", (_, text) => {
    const pieces = parseChatText(text, PHONE);
    expect(pieces.some((piece) => piece.kind === "link")).toBe(false);
    expect(pieces.map((piece) => ("text" in piece ? piece.text : "")).join("")).toContain("bad");
  });

  it("leaves HTML and unfinished marks as literal text", () => {
    const text = "<img src=x onerror=alert(1)> **not closed [label](/consult";
    expect(parseChatText(text, PHONE)).toEqual([{ kind: "text", text }]);
  });

  it("reads every message of the script into links the manifest knows, with no leftover marks", () => {
    const linked = new Set<string>();
    for (const node of Object.values(chatScript)) {
      for (const block of node.blocks) {
        for (const text of block.kind === "paragraph" ? [block.text] : block.items) {
          for (const piece of parseChatText(text, PHONE)) {
            if (piece.kind === "link") linked.add(piece.href);
            if (piece.kind === "text") expect(piece.text, node.id).not.toMatch(/\*\*|\]\(|\{phone\}/);
          }
        }
      }
    }
    expect([...linked].sort()).toEqual(chatLinkPaths());
  });
});
