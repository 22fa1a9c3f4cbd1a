/** A horizontal bar chart as plain SVG (rendered on the server, no script). */
export function BarChart({ title, bars }: { title: string; bars: { label: string; value: number }[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const rowHeight = 28;
  const labelWidth = 190;
  const chartWidth = 420;
  const height = bars.length * rowHeight;
  return (
    <svg
      className="bar-chart"
      role="img"
      aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join(", ")}`}
      viewBox={`0 0 ${labelWidth + chartWidth + 50} ${height}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
    >
      {bars.map((bar, index) => {
        const y = index * rowHeight;
        const width = Math.max(2, Math.round((bar.value / max) * chartWidth));
        return (
          <g key={bar.label}>
            <text x={0} y={y + 18} fontSize="13" fill="#1c2733">
              {bar.label.length > 28 ? `${bar.label.slice(0, 27)}…` : bar.label}
            </text>
            <rect x={labelWidth} y={y + 5} width={width} height={18} rx={3} fill="#0d5bd7" />
            <text x={labelWidth + width + 6} y={y + 18} fontSize="13" fill="#1c2733">
              {bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
