import { describe, expect, it } from "vitest";
import {
  firstNameOf,
  formatDateTimeInZone,
  formatDuration,
  formatLongDate,
  formatNumber,
  formatPercent,
  toPercent,
} from "./format";

describe("numbers", () => {
  it("groups thousands and keeps decimals", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(12.5)).toBe("12.5");
  });

  it("shows ratios as percentages with one decimal, and a dash without a ratio", () => {
    expect(toPercent(0.256)).toBe(25.6);
    expect(formatPercent(0.256)).toBe("25.6%");
    expect(formatPercent(0.15)).toBe("15%");
    expect(formatPercent(1 / 3)).toBe("33.3%");
    expect(formatPercent(0.0004)).toBe("0%");
    expect(formatPercent(12.5)).toBe("1,250%");
    expect(formatPercent(null)).toBe("—");
    expect(formatPercent(Number.NaN)).toBe("—");
  });

  it("shows durations in minutes and seconds", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(42_400)).toBe("42 s");
    expect(formatDuration(65_000)).toBe("1 min 05 s");
  });
});

describe("dates", () => {
  it("writes an ISO date in long US form without shifting the day", () => {
    expect(formatLongDate("2026-03-01")).toBe("March 1, 2026");
    expect(formatLongDate("2025-12-31T23:00:00Z")).toBe("December 31, 2025");
    expect(formatLongDate("soon")).toBe("soon");
  });

  it("writes an instant in a staff member's zone with the zone's name", () => {
    const instant = new Date("2026-12-15T20:30:00Z");
    expect(formatDateTimeInZone(instant, "America/Chicago")).toBe("Tue, Dec 15, 2026, 2:30 PM CST");
    expect(formatDateTimeInZone(instant, "America/New_York")).toBe("Tue, Dec 15, 2026, 3:30 PM EST");
    expect(formatDateTimeInZone(new Date("2026-07-15T20:30:00Z"), "America/Chicago")).toBe("Wed, Jul 15, 2026, 3:30 PM CDT");
  });
});

describe("firstNameOf", () => {
  it("gives the first word of a name, and nothing for no name", () => {
    expect(firstNameOf("Riley Chen (demo)")).toBe("Riley");
    expect(firstNameOf("  Jordan  Ellis ")).toBe("Jordan");
    expect(firstNameOf(null)).toBe("");
    expect(firstNameOf("   ")).toBe("");
  });
});
