import { describe, expect, it } from "vitest";
import { describeChange, formatChange, pointsChange, previousPeriod, relativeChange, summaryChanges } from "./period-comparison";

describe("previousPeriod", () => {
  it("is the same length, just before the range", () => {
    expect(previousPeriod({ start: 1_000, end: 1_700 })).toEqual({ start: 300, end: 1_000 });
  });
});

describe("changes", () => {
  it("gives the relative change in per cent, one decimal", () => {
    expect(relativeChange(120, 100)).toEqual({ unit: "relative", value: 20 });
    expect(relativeChange(2, 3)).toEqual({ unit: "relative", value: -33.3 });
    expect(relativeChange(5, 5)).toEqual({ unit: "relative", value: 0 });
  });

  it("has no percentage of nothing", () => {
    expect(relativeChange(5, 0).value).toBeNull();
    expect(relativeChange(null, 10).value).toBeNull();
  });

  it("compares rates in percentage points", () => {
    expect(pointsChange(0.4, 0.5)).toEqual({ unit: "points", value: -10 });
    expect(pointsChange(0.5, null).value).toBeNull();
  });

  it("compares every summary figure", () => {
    const previous = { visitors: 10, sessions: 20, pageViews: 40, bounceRate: 0.5, averageVisitMs: 60_000 };
    const current = { visitors: 12, sessions: 15, pageViews: 40, bounceRate: 0.25, averageVisitMs: 90_000 };
    expect(summaryChanges(current, previous)).toEqual({
      visitors: { unit: "relative", value: 20 },
      sessions: { unit: "relative", value: -25 },
      pageViews: { unit: "relative", value: 0 },
      bounceRate: { unit: "points", value: -25 },
      averageVisitMs: { unit: "relative", value: 50 },
    });
  });
});

describe("showing a change", () => {
  it("writes the sign and unit, with a real minus sign", () => {
    expect(formatChange({ unit: "relative", value: 12 })).toBe("+12 %");
    expect(formatChange({ unit: "relative", value: -3.5 })).toBe("−3.5 %");
    expect(formatChange({ unit: "points", value: 0 })).toBe("±0 pts");
    expect(formatChange({ unit: "relative", value: null })).toBe("—");
  });

  it("says it in words for screen readers", () => {
    expect(describeChange({ unit: "relative", value: 12 })).toBe("up 12 % on the previous period");
    expect(describeChange({ unit: "points", value: -4 })).toBe("down 4 percentage points on the previous period");
    expect(describeChange({ unit: "relative", value: 0 })).toBe("unchanged from the previous period");
    expect(describeChange({ unit: "relative", value: null })).toBe("no figures for the previous period to compare with");
  });
});
