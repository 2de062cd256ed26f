import type { ReportColumn } from '@platen/contracts';

/** One bar: its label and value, and the value as the table shows it. */
export interface ChartBar {
  label: string;
  value: number;
  text: string;
}

const LABELS = 150;
const WIDTH = 300;
const ROW = 28;
const MAX_BARS = 40;

/** Labels longer than the label column are cut with an ellipsis (the table and the chart's name keep them whole). */
const short = (s: string) => (s.length > 16 ? `${s.slice(0, 15)}…` : s);

/**
 * A horizontal bar chart drawn as SVG from attributes only (the CSP allows no inline style), scaled to its
 * box's width by its viewBox. Its accessible name carries every value; the table below has the same figures.
 */
export function ReportChart({ title, bars }: { title: string; bars: ChartBar[] }) {
  const shown = bars.slice(0, MAX_BARS);
  if (shown.length === 0) return null;
  const max = Math.max(...shown.map((b) => b.value), 0) || 1;
  const height = shown.length * ROW + 4;
  const width = LABELS + WIDTH + 100;
  return (
    <figure className="report-chart">
      <svg
        role="img"
        aria-label={`${title}: ${shown.map((b) => `${b.label} ${b.text}`).join(', ')}`}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMinYMin meet"
      >
        {shown.map((b, i) => {
          const w = Math.max(0, (b.value / max) * WIDTH);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the bars are the report's rows in their fixed order
            <g key={i} transform={`translate(0 ${i * ROW + 2})`}>
              <text
                x={LABELS - 8}
                y={ROW / 2 - 2}
                dominantBaseline="middle"
                textAnchor="end"
                fontSize="16"
                fill="currentColor"
              >
                {short(b.label)}
              </text>
              <rect x={LABELS} y={3} height={ROW - 10} width={w} className="report-chart-bar" />
              <text
                x={LABELS + w + 6}
                y={ROW / 2 - 2}
                dominantBaseline="middle"
                fontSize="16"
                fill="currentColor"
              >
                {b.text}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        {title}
        {bars.length > MAX_BARS ? ` (first ${MAX_BARS} of ${bars.length}; every row is in the table)` : ''}
      </figcaption>
    </figure>
  );
}

/** A cell as the screen shows it: cents as dollars, shares as percent, counts with separators. */
export function cellText(kind: ReportColumn['kind'], v: string | number | null): string {
  if (v === null) return '–';
  if (kind === 'cents')
    return (Number(v) / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  if (kind === 'share') return `${(Number(v) * 100).toFixed(1)}%`;
  if (kind === 'count') return Number(v).toLocaleString('en-US');
  return String(v);
}
