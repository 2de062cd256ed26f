import { dstRecords } from './dst-records.ts';

/**
 * Tajima DST embroidery: the stitch records after the 512-byte header, decoded into runs of needle positions
 * (0.1 mm units, y up). A jump or a colour change starts a new run. Pure: used to draw a DST file as a picture.
 */
export interface StitchRun {
  colour: number;
  points: [number, number][];
}

/** The runs of a DST file, at most maxStitches records read (a bound on work for untrusted files). */
export function dstStitchRuns(b: Uint8Array, maxStitches = 2_000_000): StitchRun[] {
  const runs: StitchRun[] = [];
  let colour = 0;
  let run: StitchRun | null = null;
  for (const r of dstRecords(b, maxStitches)) {
    if (r.kind === 'end') break;
    if (r.kind === 'stop') colour++;
    if (r.kind !== 'stitch') {
      run = null;
      continue;
    }
    if (!run) {
      run = { colour, points: [] };
      runs.push(run);
    }
    run.points.push([r.x, r.y]);
  }
  return runs.filter((r) => r.points.length > 1);
}

const PALETTE = ['#1d2433', '#c0392b', '#2471a3', '#1e8449', '#b9770e', '#7d3c98', '#117a65', '#a04000'];

/** The runs drawn as an SVG (0.1 mm per user unit, scaled to `dpi`), or null when the file has no stitches. */
export function dstToSvg(b: Uint8Array, dpi: number): string | null {
  const runs = dstStitchRuns(b);
  if (runs.length === 0) return null;
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const r of runs)
    for (const [x, y] of r.points) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  const pad = 5;
  const w = maxX - minX + 2 * pad;
  const h = maxY - minY + 2 * pad;
  const scale = dpi / 254; // pixels per 0.1 mm
  const paths = runs
    .map(
      (r) =>
        `<polyline fill="none" stroke="${PALETTE[r.colour % PALETTE.length]}" stroke-width="3" stroke-linejoin="round" points="${r.points
          .map(([px, py]) => `${px - minX + pad},${maxY - py + pad}`)
          .join(' ')}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.max(1, Math.round(w * scale))}" height="${Math.max(1, Math.round(h * scale))}" viewBox="0 0 ${w} ${h}">${paths}</svg>`;
}
