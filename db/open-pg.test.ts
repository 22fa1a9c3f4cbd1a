import { describe, expect, it } from "vitest";
import { poolMaxFrom } from "./open-pg";

describe("poolMaxFrom", () => {
  it("allows 10 connections when DATABASE_POOL_MAX is unset or blank", () => {
    expect(poolMaxFrom(undefined)).toBe(10);
    expect(poolMaxFrom(" ")).toBe(10);
  });

  it("takes a whole number of connections", () => {
    expect(poolMaxFrom("1")).toBe(1);
    expect(poolMaxFrom("25")).toBe(25);
  });

  it("refuses anything else, naming the variable", () => {
    for (const value of ["0", "-3", "2.5", "ten"]) {
      expect(() => poolMaxFrom(value)).toThrow(/DATABASE_POOL_MAX/);
    }
  });
});
