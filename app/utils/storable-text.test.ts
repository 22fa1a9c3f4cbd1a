import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { singleLineText } from "./single-line";
import { isStorableJson, isStorableText, storableText, UNSTORABLE_TEXT_MESSAGE } from "./storable-text";

/** What PostgreSQL refuses in text or jsonb (U+0000), or cannot keep as sent (a lone surrogate). */
const UNSTORABLE_SAMPLES = [
  ["NUL", "Dana\u0000Reyes"],
  ["a lone high surrogate", "Dana\uD800Reyes"],
  ["a lone low surrogate", "Dana\uDC00Reyes"],
  ["a high surrogate at the end", "Dana\uD83D"],
  ["two high surrogates", "\uD83D\uD83D\uDE00"],
] as const;

describe("storableText", () => {
  const schema = storableText("Please tell us more").trim().max(20, "Too long");

  it("keeps ordinary text, line breaks, emoji and non-ASCII letters", () => {
    expect(schema.parse(" Zoë 😀\r\nŁukasz ")).toBe("Zoë 😀\r\nŁukasz");
    expect(isStorableText("\uD83D\uDE00 \u0085 \uFFFF")).toBe(true);
  });

  it.each(UNSTORABLE_SAMPLES)("refuses %s with the field's message only", (_label, value) => {
    const result = schema.safeParse(`${value}${"x".repeat(30)}`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Please tell us more"]);
  });

  it("has a message of its own for fields without one", () => {
    expect(storableText().safeParse("a\u0000").error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it("is what single-line fields start from", () => {
    expect(singleLineText("Please enter your name").safeParse("Dana\uD800").error?.issues.map((issue) => issue.message)).toEqual([
      "Please enter your name",
    ]);
  });
});

describe("isStorableJson", () => {
  it("looks at every string and key, at any depth", () => {
    expect(isStorableJson({ a: ["b", { c: 1, d: null, e: true }] })).toBe(true);
    expect(isStorableJson({ a: ["b", { c: "x\u0000" }] })).toBe(false);
    expect(isStorableJson({ a: [{ "k\uD800": 1 }] })).toBe(false);
    expect(isStorableJson("\uDC00")).toBe(false);
  });
});

/**
 * The inventory: a text field can only reach the database through a schema built from
 * storableText (or singleLineText, built on it), so a new field cannot skip the check.
 * The environment's settings come from the operator, not from a request.
 */
const APP = join(import.meta.dirname, "..");
const MAY_BUILD_STRINGS = new Set(["utils/storable-text.ts", "utils/env.server.ts"]);

function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("every text field of the app", () => {
  it("starts from storableText (no z.string() of its own)", () => {
    const found = appSources(APP).flatMap((file) => {
      const name = relative(APP, file);
      if (MAY_BUILD_STRINGS.has(name)) return [];
      const source = readFileSync(file, "utf8");
      return [...source.matchAll(/\bz\s*\.\s*(?:coerce\s*\.\s*)?string\s*\(/g)].map(
        (match) => `app/${name}:${source.slice(0, match.index).split("\n").length}`,
      );
    });
    expect(found).toEqual([]);
  });
});
