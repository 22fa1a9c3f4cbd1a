import { describe, expect, it } from "vitest";
import { buildChart, type ChartPoint } from "./chart";

const series = (values: number[]): ChartPoint[] =>
  values.map((pageViews, index) => ({ label: `d${index}`, pageViews, visitors: Math.floor(pageViews / 2) }));

describe("buildChart", () => {
  it("places points left to right and scales the tallest to the top tick", () => {
    const chart = buildChart(series([0, 5, 10]), { width: 300, height: 200 });
    expect(chart.points.map((point) => point.x)).toEqual([chart.plot.left, (chart.plot.left + chart.plot.right) / 2, chart.plot.right]);
    expect(chart.points[2]?.yPageViews).toBe(chart.plot.top);
    expect(chart.points[0]?.yPageViews).toBe(chart.plot.bottom);
    expect(chart.pageViewsLine.startsWith(`M${chart.plot.left} ${chart.plot.bottom}`)).toBe(true);
    expect(chart.pageViewsArea.endsWith("Z")).toBe(true);
    expect(chart.grid.map((line) => line.label)).toEqual(["0", "2", "4", "6", "8", "10"]);
  });

  it("copes with an empty range and a single point", () => {
    expect(buildChart([]).pageViewsArea).toBe("");
    const single = buildChart(series([3]));
    expect(single.points[0]?.x).toBe((single.plot.left + single.plot.right) / 2);
    expect(single.xLabels).toHaveLength(1);
  });

  it("labels at most about maxXLabels points", () => {
    const chart = buildChart(series(Array.from({ length: 30 }, (_, index) => index)), { maxXLabels: 8 });
    expect(chart.xLabels.length).toBeLessThanOrEqual(8);
    expect(chart.xLabels[0]?.label).toBe("d0");
  });
});
