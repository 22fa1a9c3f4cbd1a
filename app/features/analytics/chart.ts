/**
 * Geometry of the dashboard's time-series chart, rendered as SVG on the server (no chart
 * library, no JavaScript needed). Pure: values in, path data and tick positions out.
 */
export interface ChartPoint {
  label: string;
  pageViews: number;
  visitors: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  pageViewsLine: string;
  pageViewsArea: string;
  visitorsLine: string;
  yTicks: { value: number; y: number }[];
  xLabels: { label: string; x: number }[];
  /** Where each point sits, for markers and tooltips. */
  points: { x: number; yPageViews: number; yVisitors: number; point: ChartPoint }[];
}

/**
 * A y axis with whole-number ticks: a step of 1, 2 or 5 × 10^n chosen for about five
 * intervals, and the top as the first multiple of it at or above `max` (at least 1).
 */
export function yAxis(max: number): { top: number; step: number } {
  if (!(max > 0)) return { top: 1, step: 1 };
  const rough = max / 5;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude;
  return { top: Math.ceil(max / step) * step, step };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function buildChart(
  series: ChartPoint[],
  options: { width?: number; height?: number; maxXLabels?: number } = {},
): ChartGeometry {
  const { width = 720, height = 240, maxXLabels = 8 } = options;
  const plot = { left: 44, top: 12, right: width - 12, bottom: height - 28 };
  const { top: max, step } = yAxis(Math.max(0, ...series.map((point) => Math.max(point.pageViews, point.visitors))));
  const count = series.length;
  const x = (index: number) =>
    round(count <= 1 ? (plot.left + plot.right) / 2 : plot.left + (index * (plot.right - plot.left)) / (count - 1));
  const y = (value: number) => round(plot.bottom - (value / max) * (plot.bottom - plot.top));

  const points = series.map((point, index) => ({ x: x(index), yPageViews: y(point.pageViews), yVisitors: y(point.visitors), point }));
  const line = (key: "yPageViews" | "yVisitors") =>
    points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point[key]}`).join(" ");
  const pageViewsLine = line("yPageViews");
  const first = points[0];
  const last = points[points.length - 1];
  const pageViewsArea =
    first && last ? `${pageViewsLine} L${last.x} ${plot.bottom} L${first.x} ${plot.bottom} Z` : "";

  const yTicks = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => ({ value: index * step, y: y(index * step) }));
  // About maxXLabels evenly spaced labels; the last point is labelled unless it would crowd the one before.
  const every = Math.max(1, Math.ceil(count / maxXLabels));
  const labelled = points.filter((_, index) => index % every === 0 || (index === count - 1 && index % every >= every / 2));
  const xLabels = labelled.map((point) => ({ label: point.point.label, x: point.x }));

  return { width, height, plot, pageViewsLine, pageViewsArea, visitorsLine: line("yVisitors"), yTicks, xLabels, points };
}
