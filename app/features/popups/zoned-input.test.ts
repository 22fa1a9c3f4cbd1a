import { describe, expect, it } from "vitest";
import { isLocalDateTime, localInputToUtc, utcToLocalInput } from "./zoned-input";

describe("datetime-local values in the staff member's zone", () => {
  it("converts wall-clock time to UTC, across daylight saving time", () => {
    expect(localInputToUtc("2026-01-15T09:30", "America/Chicago")).toBe(Date.parse("2026-01-15T15:30:00.000Z"));
    expect(localInputToUtc("2026-07-15T09:30", "America/Chicago")).toBe(Date.parse("2026-07-15T14:30:00.000Z"));
    expect(localInputToUtc("2026-07-15T09:30:00", "UTC")).toBe(Date.parse("2026-07-15T09:30:00.000Z"));
  });

  it("converts back for the form", () => {
    expect(utcToLocalInput(Date.parse("2026-07-15T14:30:00.000Z"), "America/Chicago")).toBe("2026-07-15T09:30");
    expect(utcToLocalInput(Date.parse("2026-01-01T05:59:00.000Z"), "America/Chicago")).toBe("2025-12-31T23:59");
    expect(utcToLocalInput(null, "America/Chicago")).toBe("");
    expect(utcToLocalInput(Number.NaN, "America/Chicago")).toBe("");
  });

  it("refuses malformed values", () => {
    for (const bad of ["2026-02-30T10:00", "2026-01-01", "2026-01-01T24:00", "2026-01-01T10:60", "tomorrow"]) {
      expect(isLocalDateTime(bad), bad).toBe(false);
      expect(localInputToUtc(bad, "UTC")).toBeNull();
    }
  });
});
