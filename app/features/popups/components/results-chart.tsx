import type { ChartGeometry, DayFigures } from "../metrics";

/**
 * Impressions and clicks per day as a small server-rendered SVG; the numbers behind it
 * are in a table below for screen readers and exact reading.
 */
export function ResultsChart({ chart, days, title }: { chart: ChartGeometry; days: DayFigures[]; title: string }) {
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  return (
    <figure className="lightbox-results-chart">
      <svg
        className="lightbox-chart"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby="lightbox-chart-title"
      >
        <title id="lightbox-chart-title">{title}</title>
        {chart.grid.map((line) => (
          <g key={line.y}>
            <line className="lightbox-chart__grid" x1={chart.plot.left} x2={chart.plot.right} y1={line.y} y2={line.y} />
            <text className="lightbox-chart__axis" x={chart.plot.left - 6} y={line.y + 4} textAnchor="end">
              {line.label}
            </text>
          </g>
        ))}
        <text className="lightbox-chart__axis" x={chart.plot.left} y={chart.height - 6}>
          {first}
        </text>
        <text className="lightbox-chart__axis" x={chart.plot.right} y={chart.height - 6} textAnchor="end">
          {last}
        </text>
        <polyline className="lightbox-chart__impressions" points={chart.impressions} />
        <polyline className="lightbox-chart__clicks" points={chart.clicks} />
      </svg>
      <figcaption>
        <ul className="lightbox-chart__legend">
          <li>
            <span className="lightbox-chart__key" aria-hidden="true" />
            Impressions
          </li>
          <li>
            <span className="lightbox-chart__key lightbox-chart__key--clicks" aria-hidden="true" />
            Clicks
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
