import { formatNumber } from "~/utils/format";
import { buildChart, type ChartPoint } from "../chart";

/**
 * Page views (area) and visitors (line) over the range, drawn as SVG on the server. The
 * same numbers are in a table under "Show the numbers" for screen readers and copying.
 */
export function TimeSeriesChart({ series, granularity }: { series: ChartPoint[]; granularity: "hour" | "day" }) {
  const chart = buildChart(series);
  const short = (label: string) => (granularity === "hour" ? label.slice(11) : label.slice(5));
  const total = series.reduce((sum, point) => sum + point.pageViews, 0);
  return (
    <figure className="chart" aria-labelledby="chart-title">
      <figcaption id="chart-title" className="chart__title">
        Page views and visitors per {granularity}
        <span className="chart__legend">
          <span className="chart__key chart__key--views">Page views</span>
          <span className="chart__key chart__key--visitors">Visitors</span>
        </span>
      </figcaption>
      <svg
        className="chart__svg"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={`${formatNumber(total)} page views from ${series[0]?.label ?? ""} to ${series.at(-1)?.label ?? ""}`}
      >
        {chart.grid.map((line) => (
          <g key={line.value} className="chart__grid">
            <line x1={chart.plot.left} x2={chart.plot.right} y1={line.y} y2={line.y} />
            <text x={chart.plot.left - 6} y={line.y + 4} textAnchor="end">
              {line.label}
            </text>
          </g>
        ))}
        <path className="chart__area" d={chart.pageViewsArea} />
        <path className="chart__line chart__line--views" d={chart.pageViewsLine} />
        <path className="chart__line chart__line--visitors" d={chart.visitorsLine} />
        {chart.points.map((point) => (
          <circle key={point.point.label} className="chart__dot" cx={point.x} cy={point.yPageViews} r={series.length > 60 ? 0 : 2.5}>
            <title>{`${point.point.label}: ${point.point.pageViews} page views, ${point.point.visitors} visitors`}</title>
          </circle>
        ))}
        {chart.xLabels.map((label) => (
          <text key={label.label} className="chart__x" x={label.x} y={chart.height - 8} textAnchor="middle">
            {short(label.label)}
          </text>
        ))}
      </svg>
      <details className="chart__data">
        <summary>Show the numbers</summary>
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{granularity === "hour" ? "Hour" : "Day"}</th>
                <th scope="col">Page views</th>
                <th scope="col">Visitors</th>
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.label}>
                  <th scope="row">{point.label}</th>
                  <td>{formatNumber(point.pageViews)}</td>
                  <td>{formatNumber(point.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
