import { describe, expect, it } from "vitest";
import { chartGeometry, clickThroughRate, dailySeries, leadRate } from "./metrics";

describe("rates", () => {
  it("divides clicks by impressions, and has no rate without impressions", () => {
    expect(clickThroughRate(200, 30)).toBe(0.15);
    expect(clickThroughRate(0, 0)).toBeNull();
    expect(clickThroughRate(0, 3)).toBeNull();
    expect(leadRate(10, 4)).toBe(0.4);
    expect(leadRate(0, 1)).toBeNull();
  });
});

describe("dailySeries", () => {
  it("fills every day of the range and sums each kind", () => {
    const series = dailySeries(
      [
        { day: "2026-02-27", kind: "impression", n: 10 },
        { day: "2026-03-01", kind: "impression", n: 4 },
        { day: "2026-03-01", kind: "click", n: 2 },
        { day: "2026-03-01", kind: "lead", n: 1 },
        { day: "2026-03-05", kind: "click", n: 9 },
      ],
      "2026-02-27",
      "2026-03-01"
    );
    expect(series).toEqual([
      { day: "2026-02-27", impressions: 10, clicks: 0, leads: 0 },
      { day: "2026-02-28", impressions: 0, clicks: 0, leads: 0 },
      { day: "2026-03-01", impressions: 4, clicks: 2, leads: 1 },
    ]);
  });

  it("steps over month and year ends", () => {
    expect(dailySeries([], "2026-12-31", "2027-01-01").map((figures) => figures.day)).toEqual(["2026-12-31", "2027-01-01"]);
    expect(dailySeries([], "2028-02-28", "2028-03-01").map((figures) => figures.day)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
  });
});

describe("chartGeometry", () => {
  it("puts zero at the bottom and the maximum at the top", () => {
    const chart = chartGeometry(
      [
        { day: "2026-03-01", impressions: 0, clicks: 0, leads: 0 },
        { day: "2026-03-02", impressions: 10, clicks: 5, leads: 0 },
      ],
      240,
      136
    );
    expect(chart.max).toBe(10);
    expect(chart.impressions).toBe("40,112 228,12");
    expect(chart.clicks).toBe("40,112 228,62");
    expect(chart.grid.map((line) => line.label)).toEqual(["0", "5", "10"]);
  });

  it("centres a single day", () => {
    const chart = chartGeometry([{ day: "2026-03-01", impressions: 2, clicks: 1, leads: 0 }], 240, 136);
    expect(chart.impressions).toBe("134,12");
  });
});
