import { chartAxes, type GridLine, type PlotArea } from "~/utils/chart-axis";

/**
 * Geometry of the dashboard's time-series chart, rendered as SVG on the server (no chart
 * library, no JavaScript needed). Pure: values in, path data and grid lines out.
 */
export interface ChartPoint {
  label: string;
  pageViews: number;
  visitors: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: PlotArea;
  pageViewsLine: string;
  pageViewsArea: string;
  visitorsLine: string;
  grid: GridLine[];
  xLabels: { label: string; x: number }[];
  /** Where each point sits, for markers and tooltips. */
  points: { x: number; yPageViews: number; yVisitors: number; point: ChartPoint }[];
}

export function buildChart(
  series: ChartPoint[],
  options: { width?: number; height?: number; maxXLabels?: number } = {},
): ChartGeometry {
  const { width = 720, height = 240, maxXLabels = 8 } = options;
  const plot = { left: 44, top: 12, right: width - 12, bottom: height - 28 };
  const count = series.length;
  const largest = Math.max(0, ...series.map((point) => Math.max(point.pageViews, point.visitors)));
  const { grid, x, y } = chartAxes(plot, count, largest, 5);

  const points = series.map((point, index) => ({ x: x(index), yPageViews: y(point.pageViews), yVisitors: y(point.visitors), point }));
  const line = (key: "yPageViews" | "yVisitors") =>
    points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point[key]}`).join(" ");
  const pageViewsLine = line("yPageViews");
  const first = points[0];
  const last = points[points.length - 1];
  const pageViewsArea =
    first && last ? `${pageViewsLine} L${last.x} ${plot.bottom} L${first.x} ${plot.bottom} Z` : "";

  // About maxXLabels evenly spaced labels; the last point is labelled unless it would crowd the one before.
  const every = Math.max(1, Math.ceil(count / maxXLabels));
  const labelled = points.filter((_, index) => index % every === 0 || (index === count - 1 && index % every >= every / 2));
  const xLabels = labelled.map((point) => ({ label: point.point.label, x: point.x }));

  return { width, height, plot, pageViewsLine, pageViewsArea, visitorsLine: line("yVisitors"), grid, xLabels, points };
}
