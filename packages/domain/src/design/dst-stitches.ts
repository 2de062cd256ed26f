/**
 * Tajima DST embroidery: the stitch records after the 512-byte header, decoded into runs of needle positions
 * (0.1 mm units, y up). A jump or a colour change starts a new run. Pure: used to draw a DST file as a picture.
 */
export interface StitchRun {
  colour: number;
  points: [number, number][];
}

const HEADER = 512;
/** Bits of the three bytes of a record: [byte, bit, dx, dy]. */
const MOVES: [number, number, number, number][] = [
  [0, 0x01, 1, 0],
  [0, 0x02, -1, 0],
  [0, 0x04, 9, 0],
  [0, 0x08, -9, 0],
  [0, 0x80, 0, 1],
  [0, 0x40, 0, -1],
  [0, 0x20, 0, 9],
  [0, 0x10, 0, -9],
  [1, 0x01, 3, 0],
  [1, 0x02, -3, 0],
  [1, 0x04, 27, 0],
  [1, 0x08, -27, 0],
  [1, 0x80, 0, 3],
  [1, 0x40, 0, -3],
  [1, 0x20, 0, 27],
  [1, 0x10, 0, -27],
  [2, 0x04, 81, 0],
  [2, 0x08, -81, 0],
  [2, 0x20, 0, 81],
  [2, 0x10, 0, -81],
];

/** The runs of a DST file, at most maxStitches records read (a bound on work for untrusted files). */
export function dstStitchRuns(b: Uint8Array, maxStitches = 2_000_000): StitchRun[] {
  const runs: StitchRun[] = [];
  let colour = 0;
  let x = 0;
  let y = 0;
  let run: StitchRun | null = null;
  const end = Math.min(b.length - 2, HEADER + maxStitches * 3);
  for (let i = HEADER; i < end; i += 3) {
    const r = [b[i]!, b[i + 1]!, b[i + 2]!];
    if (r[2] === 0xf3) break;
    for (const [byte, bit, dx, dy] of MOVES) {
      if (r[byte]! & bit) {
        x += dx;
        y += dy;
      }
    }
    const jump = (r[2]! & 0x80) !== 0;
    const change = (r[2]! & 0xc0) === 0xc0;
    if (change) colour++;
    if (jump || change) {
      run = null;
      continue;
    }
    if (!run) {
      run = { colour, points: [] };
      runs.push(run);
    }
    run.points.push([x, y]);
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
