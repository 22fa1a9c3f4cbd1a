import { describe, expect, it } from "vitest";
import { chartAxes, niceCeiling } from "./chart-axis";

const plot = { left: 40, top: 12, right: 228, bottom: 112 };

describe("niceCeiling", () => {
  it("rounds up to 1, 2 or 5 × 10^n, at least 1", () => {
    expect([0, 0.2, 1, 1.6, 3, 7, 12, 99, 101, 4500].map(niceCeiling)).toEqual([1, 1, 1, 2, 5, 10, 20, 100, 200, 5000]);
  });
});

describe("chartAxes", () => {
  it.each([
    [0, 1, 1],
    [1, 1, 1],
    [8, 8, 2],
    [24, 25, 5],
    [101, 150, 50],
    [4321, 5000, 1000],
  ])("with about five intervals, a largest value of %i gives a top of %i in steps of %i", (largest, max, step) => {
    const axes = chartAxes(plot, 2, largest, 5);
    expect(axes.max).toBe(max);
    expect(axes.grid.map((line) => line.value)).toEqual(Array.from({ length: max / step + 1 }, (_, index) => index * step));
  });

  it("puts zero at the bottom and the top value at the top, with labelled grid lines", () => {
    const axes = chartAxes(plot, 2, 10, 2);
    expect(axes.grid).toEqual([
      { value: 0, y: 112, label: "0" },
      { value: 5, y: 62, label: "5" },
      { value: 10, y: 12, label: "10" },
    ]);
    expect(chartAxes(plot, 2, 4321, 5).grid.at(-1)?.label).toBe("5,000");
  });

  it("spreads points from left to right and centres a single one", () => {
    const axes = chartAxes(plot, 3, 10, 5);
    expect([0, 1, 2].map(axes.x)).toEqual([40, 134, 228]);
    expect(chartAxes(plot, 1, 10, 5).x(0)).toBe(134);
    expect(axes.y(3.33)).toBe(78.7);
  });

  it("draws an empty chart from 0 to 1", () => {
    expect(chartAxes(plot, 0, Number.NaN, 5).grid.map((line) => line.value)).toEqual([0, 1]);
  });
});
