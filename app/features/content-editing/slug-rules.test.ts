import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RESERVED_FIRST_SEGMENTS, SLUG_MAX_LENGTH, SLUG_MESSAGES, isSlugShape, slugField, slugFromTitle, slugShapeProblem } from "./slug-rules";

describe("the slug rule", () => {
  it.each(["fees-explained", "pos", "2026-guide", "a1-b2-c3"])("accepts %s", (slug) => {
    expect(slugShapeProblem(slug)).toBeNull();
    expect(isSlugShape(slug)).toBe(true);
    expect(slugField.safeParse(slug).success).toBe(true);
  });

  it.each(["Fees", "fees_explained", "-fees", "fees-", "fees--explained", "fees explained", "fées", "../admin", "a.b", "fees/x"])(
    "refuses %s with the shape message",
    (slug) => {
      expect(slugShapeProblem(slug)).toBe(SLUG_MESSAGES.shape);
      expect(isSlugShape(slug)).toBe(false);
      const parsed = slugField.safeParse(slug);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(SLUG_MESSAGES.shape);
    },
  );

  it("refuses an empty or overlong slug with their own messages", () => {
    expect(slugShapeProblem("")).toBe(SLUG_MESSAGES.required);
    expect(slugShapeProblem("a".repeat(101))).toBe(SLUG_MESSAGES.tooLong);
    expect(slugShapeProblem("a".repeat(100))).toBeNull();
    expect(slugField.safeParse("  ").error?.issues[0]?.message).toBe(SLUG_MESSAGES.required);
  });
});

describe("the reserved first segments", () => {
  it("hold the first segment of every fixed route in app/routes", () => {
    const fixed = readdirSync("app/routes")
      // "robots[.]txt.ts" is /robots.txt: an escaped dot stays in the segment.
      .map((file) => file.replace(/\.tsx?$/, "").replaceAll("[.]", "\u0000").split(".")[0]?.replaceAll("\u0000", ".") ?? "")
      // Dynamic or pathless first segments ($slug, $name, _index, admin_ …) take nothing fixed away,
      // and one with a dot (robots.txt) can never be a slug.
      .map((segment) => segment.replace(/_$/, ""))
      .filter((segment) => segment && !segment.startsWith("$") && !segment.startsWith("_") && !segment.includes("."));
    const missing = [...new Set(fixed)].filter((segment) => !RESERVED_FIRST_SEGMENTS.includes(segment));
    expect(missing).toEqual([]);
  });

  it("hold every folder of public/ and the server's own prefixes", () => {
    const folders = readdirSync("public", { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    for (const segment of [...folders, "admin", "api", "uploads", "build"]) expect(RESERVED_FIRST_SEGMENTS).toContain(segment);
  });
});

describe("the slug a title suggests", () => {
  it.each([
    ["Fees Explained", "fees-explained"],
    ["  Surcharging vs. Dual Pricing: Choosing the Right Program!  ", "surcharging-vs-dual-pricing-choosing-the-right-program"],
    ["Don’t pay twice: café & bar fees in 2026", "dont-pay-twice-cafe-and-bar-fees-in-2026"],
    ["PCI—DSS 4.0", "pci-dss-4-0"],
    ["!!!", ""],
  ])("%s gives %s", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    if (slug) expect(isSlugShape(slug)).toBe(true);
  });

  it("cuts a long title at a word, within the rule's length", () => {
    const slug = slugFromTitle("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^word(-word)+$/);
    expect(slugFromTitle("x".repeat(150))).toBe("x".repeat(SLUG_MAX_LENGTH));
  });
});
