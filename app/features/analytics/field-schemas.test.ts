import * as z from "zod";
import { describe, expect, it } from "vitest";
import {
  describeIssues,
  isBlank,
  MAX_TIMESTAMP_MS,
  MIN_TIMESTAMP_MS,
  optionalBoolean,
  optionalEnum,
  optionalNumber,
  optionalPattern,
  optionalText,
  optionalTimestamp,
  utf8Bytes,
} from "./field-schemas";

describe("isBlank", () => {
  it.each([undefined, null, "", "   "])("is true for %j", (value) => expect(isBlank(value)).toBe(true));
  it.each([0, false, "a", {}])("is false for %j", (value) => expect(isBlank(value)).toBe(false));
});

describe("optionalText", () => {
  const schema = optionalText(5);
  it("trims, and turns blank into null", () => {
    expect(schema.parse("  abc ")).toBe("abc");
    expect(schema.parse("   ")).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
  });
  it("enforces the maximum length and the type", () => {
    expect(schema.safeParse("abcdef").success).toBe(false);
    expect(schema.safeParse(12).success).toBe(false);
  });
  it("gives null for a missing key inside an object", () => {
    expect(z.object({ a: schema }).parse({})).toEqual({ a: null });
  });
});

describe("optionalPattern", () => {
  const schema = optionalPattern(10, /^\d+$/, "digits only");
  it("checks the pattern", () => {
    expect(schema.parse("123")).toBe("123");
    expect(schema.safeParse("12a").error?.issues[0]?.message).toBe("digits only");
  });
});

describe("optionalNumber", () => {
  const schema = optionalNumber(-10, 10);
  it("accepts numbers and numeric strings in range", () => {
    expect(schema.parse(2.5)).toBe(2.5);
    expect(schema.parse(" -3 ")).toBe(-3);
    expect(schema.parse("")).toBeNull();
  });
  it.each([11, -11, Number.NaN, Number.POSITIVE_INFINITY, "abc", "Infinity", true])("rejects %j", (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
  it("can require integers", () => {
    expect(optionalNumber(0, 10, { int: true }).safeParse(1.5).success).toBe(false);
  });
});

describe("optionalBoolean", () => {
  const schema = optionalBoolean();
  it.each([true, "true", 1, "1"])("reads %j as true", (value) => expect(schema.parse(value)).toBe(true));
  it.each([false, "false", 0, "0"])("reads %j as false", (value) => expect(schema.parse(value)).toBe(false));
  it("gives null when absent", () => expect(schema.parse(undefined)).toBeNull());
  it.each(["yes", 2, {}])("rejects %j", (value) => expect(schema.safeParse(value).success).toBe(false));
});

describe("optionalTimestamp", () => {
  const schema = optionalTimestamp();
  const ms = Date.UTC(2026, 4, 1, 12, 0, 0);
  it("accepts epoch ms and ISO date-times", () => {
    expect(schema.parse(ms)).toBe(ms);
    expect(schema.parse(String(ms))).toBe(ms);
    expect(schema.parse("2026-05-01T12:00:00Z")).toBe(ms);
    expect(schema.parse("2026-05-01T14:00:00+02:00")).toBe(ms);
    expect(schema.parse("2026-05-01T12:00:00.000Z")).toBe(ms);
    expect(schema.parse(null)).toBeNull();
  });
  it("has bounds", () => {
    expect(schema.parse(MIN_TIMESTAMP_MS)).toBe(MIN_TIMESTAMP_MS);
    expect(schema.parse(MAX_TIMESTAMP_MS)).toBe(MAX_TIMESTAMP_MS);
    expect(schema.safeParse(MIN_TIMESTAMP_MS - 1).success).toBe(false);
    expect(schema.safeParse(MAX_TIMESTAMP_MS + 1).success).toBe(false);
  });
  it.each(["yesterday", "2026-05-01", "2026-13-01T00:00:00Z", 1.5e12 + 0.5, {}])("rejects %j", (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe("optionalEnum", () => {
  const schema = optionalEnum(["a", "b"] as const);
  it("matches case-insensitively", () => {
    expect(schema.parse("A")).toBe("a");
    expect(schema.parse("")).toBeNull();
    expect(schema.safeParse("c").success).toBe(false);
  });
});

describe("utf8Bytes", () => {
  it("counts bytes, not characters", () => {
    expect(utf8Bytes("abc")).toBe(3);
    expect(utf8Bytes("é")).toBe(2);
    expect(utf8Bytes("😀")).toBe(4);
  });
});

describe("describeIssues", () => {
  it("lists path and message, with a count of the rest", () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.string() });
    const error = schema.safeParse({ a: 1, b: 2, c: 3 }).error;
    expect(error).toBeDefined();
    const text = describeIssues(error as z.ZodError, 2);
    expect(text).toMatch(/^a: .+; b: .+ \(and 1 more\)$/);
  });
  it("omits the path for a root issue", () => {
    const error = z.string().safeParse(1).error as z.ZodError;
    expect(describeIssues(error)).toBe("Invalid input: expected string, received number");
  });
});
