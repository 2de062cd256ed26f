import { scaleBand, scaleLinear } from 'd3-scale';

/** One bar of a chart: a label and its value, with an optional part of it highlighted (late units). */
export interface Bar {
  label: string;
  value: number;
  highlight?: number;
}

const LABELS = 116;
const WIDTH = 320;
const ROW = 22;
const AXIS = 18;

/**
 * A horizontal bar chart: d3-scale computes the band and linear scales and the axis ticks, React draws the SVG
 * from attributes only (the page's CSP allows no inline style attributes). The chart's name carries every value,
 * and the numbers are in the table beside it.
 */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const height = AXIS + bars.length * ROW + 4;
  const x = scaleLinear()
    .domain([0, Math.max(1, ...bars.map((b) => b.value))])
    .range([0, WIDTH])
    .nice();
  const y = scaleBand<string>()
    .domain(bars.map((b) => b.label))
    .range([AXIS, height - 4])
    .paddingInner(0.3);
  const ticks = x.ticks(4).filter(Number.isInteger);
  return (
    <svg
      role="img"
      aria-label={`${title}: ${bars.map((b) => `${b.label} ${b.value}`).join(', ')}`}
      viewBox={`0 0 ${LABELS + WIDTH + 40} ${height}`}
      width={LABELS + WIDTH + 40}
      height={height}
      className="board-chart"
    >
      <g transform={`translate(${LABELS} 0)`} className="board-chart-axis">
        {ticks.map((t) => (
          <g key={t} transform={`translate(${x(t)} 0)`}>
            <line y1={AXIS - 4} y2={height - 4} stroke="currentColor" strokeOpacity="0.2" />
            <text y={AXIS - 6} textAnchor="middle" fontSize="10" fill="currentColor">
              {t}
            </text>
          </g>
        ))}
      </g>
      {bars.map((b) => {
        const top = y(b.label) ?? 0;
        const band = y.bandwidth();
        return (
          <g key={b.label} transform={`translate(0 ${top})`}>
            <text
              x={LABELS - 6}
              y={band / 2}
              dominantBaseline="middle"
              textAnchor="end"
              fontSize="12"
              fill="currentColor"
            >
              {b.label}
            </text>
            <rect x={LABELS} height={band} width={x(b.value)} fill="#4a6fa5" />
            {b.highlight ? <rect x={LABELS} height={band} width={x(b.highlight)} fill="#b3261e" /> : null}
            <text
              x={LABELS + x(b.value) + 4}
              y={band / 2}
              dominantBaseline="middle"
              fontSize="12"
              fill="currentColor"
            >
              {b.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
