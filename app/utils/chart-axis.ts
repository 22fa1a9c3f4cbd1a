import { formatNumber } from "./format";

/**
 * The axes of the staff screens' line charts of counts (the analytics dashboard, a
 * pop-up's results), drawn as SVG on the server with no chart library: where each point
 * and each value sits in the plot, and the horizontal grid lines with their labels.
 * Positions are rounded to a tenth of a unit, which keeps the markup short.
 */
export interface PlotArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface GridLine {
  value: number;
  y: number;
  label: string;
}

export interface ChartAxes {
  /** The value at the top of the plot: a whole number of grid steps, at least 1. */
  max: number;
  /** From 0 at the bottom to `max` at the top. */
  grid: GridLine[];
  /** Points spread evenly from left to right; a single point is centred. */
  x: (index: number) => number;
  y: (value: number) => number;
}

/** A number ≥ value that reads well on an axis: 1, 2, 5, 10, 20, 50, … */
export function niceCeiling(value: number): number {
  if (!(value > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10) * power;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Axes for `pointCount` points whose largest value is `largest`, with grid lines about
 * `intervals` steps apart: the step is a nice number (1, 2 or 5 × 10^n) and the top the
 * first multiple of it at or above the largest value.
 */
export function chartAxes(plot: PlotArea, pointCount: number, largest: number, intervals: number): ChartAxes {
  const highest = largest > 0 ? largest : 0;
  const step = niceCeiling(highest / intervals);
  const max = Math.max(1, Math.ceil(highest / step)) * step;
  const x = (index: number) =>
    round(pointCount <= 1 ? (plot.left + plot.right) / 2 : plot.left + (index * (plot.right - plot.left)) / (pointCount - 1));
  const y = (value: number) => round(plot.bottom - (value / max) * (plot.bottom - plot.top));
  const grid = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => {
    const value = index * step;
    return { value, y: y(value), label: formatNumber(value) };
  });
  return { max, grid, x, y };
}
