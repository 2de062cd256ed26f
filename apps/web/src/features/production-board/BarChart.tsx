/** One bar of a chart: a label and its value, with an optional part of it highlighted (late units). */
export interface Bar {
  label: string;
  value: number;
  highlight?: number;
}

/**
 * A horizontal bar chart drawn as SVG attributes (no chart library, no inline styles: the page's CSP allows
 * neither inline style attributes nor a 100 KB chart bundle for a few bars). The numbers are in the table beside it.
 */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const row = 22;
  const width = 320;
  return (
    <svg
      role="img"
      aria-label={`${title}: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}`}
      viewBox={`0 0 ${width + 140} ${bars.length * row + 4}`}
      width={width + 140}
      height={bars.length * row + 4}
      className="board-chart"
    >
      {bars.map((b, i) => (
        <g key={b.label} transform={`translate(0 ${i * row + 2})`}>
          <text x={110} y={14} textAnchor="end" fontSize="12" fill="currentColor">
            {b.label}
          </text>
          <rect x={116} y={3} height={14} width={(b.value / max) * width} fill="#4a6fa5" />
          {b.highlight ? (
            <rect x={116} y={3} height={14} width={(b.highlight / max) * width} fill="#b3261e" />
          ) : null}
          <text x={120 + (b.value / max) * width} y={14} fontSize="12" fill="currentColor">
            {b.value}
          </text>
        </g>
      ))}
    </svg>
  );
}
