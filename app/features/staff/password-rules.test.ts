import { describe, expect, it } from "vitest";
import { passwordBytes, passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it("accepts 10 characters up to 72 bytes", () => {
    expect(passwordProblem("ten chars!")).toBeNull();
    expect(passwordProblem("x".repeat(72))).toBeNull();
    expect(passwordProblem("é".repeat(36))).toBeNull();
  });

  it("refuses fewer than 10 characters", () => {
    expect(passwordProblem("too short")).toMatch(/at least 10 characters/);
  });

  it("refuses more than 72 bytes, counting bytes rather than characters", () => {
    expect(passwordProblem("x".repeat(73))).toMatch(/at most 72 bytes/);
    // 37 characters, 74 bytes: bcrypt would ignore the last one.
    expect(passwordBytes("é".repeat(37))).toBe(74);
    expect(passwordProblem("é".repeat(37))).toMatch(/at most 72 bytes/);
  });
});
