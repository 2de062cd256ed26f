import { EMBROIDERY_COLOUR_LIMIT } from '../design/colour-limits.ts';

export type Rgb = readonly [number, number, number];

/** Alpha at or above which a pixel is stitched; below it the fabric shows (fully transparent). */
export const STITCH_ALPHA = 128;

export type PaletteResult = { ok: true; palette: Rgb[]; hex: string[] } | { ok: false; message: string };

/**
 * R-7-25: the thread colours of an embroidery render, from `colors` as sent: hex codes (`#` optional),
 * comma separated, 1 to 15 (R-5-19) distinct colours.
 */
export function parseThreadPalette(colors: string): PaletteResult {
  const items = colors
    .split(',')
    .map((c) => c.trim().replace(/^#/, '').toLowerCase())
    .filter(Boolean);
  if (items.length === 0) return { ok: false, message: 'Give at least one thread colour as a hex code.' };
  const bad = items.find((c) => !/^([0-9a-f]{3}|[0-9a-f]{6})$/.test(c));
  if (bad !== undefined) return { ok: false, message: `Thread colour "${bad}" is not a hex colour.` };
  const hex = [...new Set(items.map((c) => (c.length === 3 ? [...c].map((d) => d + d).join('') : c)))];
  if (hex.length > EMBROIDERY_COLOUR_LIMIT)
    return { ok: false, message: `At most ${EMBROIDERY_COLOUR_LIMIT} thread colours, got ${hex.length}.` };
  const palette = hex.map(
    (h) => [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb,
  );
  return { ok: true, palette, hex };
}

/**
 * The palette colour nearest to a pixel, by a weighted RGB distance ("redmean", close to perceived difference
 * at no cost); ties go to the earlier colour.
 */
export function nearestThread(palette: readonly Rgb[], r: number, g: number, b: number): number {
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  for (let i = 0; i < palette.length; i++) {
    const p = palette[i]!;
    const rm = (p[0] + r) / 2;
    const dr = p[0] - r;
    const dg = p[1] - g;
    const db = p[2] - b;
    const d = (2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

/**
 * Recolours RGBA pixels in place to the thread palette: every stitched pixel (alpha >= STITCH_ALPHA) takes its
 * nearest thread colour at full opacity; the others become fully transparent.
 */
export function recolourToThreads(rgba: Uint8Array, palette: readonly Rgb[]): Uint8Array {
  const memo = new Map<number, number>();
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3]! < STITCH_ALPHA) {
      rgba[i] = 0;
      rgba[i + 1] = 0;
      rgba[i + 2] = 0;
      rgba[i + 3] = 0;
      continue;
    }
    const key = (rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!;
    let k = memo.get(key);
    if (k === undefined) {
      k = nearestThread(palette, rgba[i]!, rgba[i + 1]!, rgba[i + 2]!);
      if (memo.size < 65_536) memo.set(key, k);
    }
    const p = palette[k]!;
    rgba[i] = p[0];
    rgba[i + 1] = p[1];
    rgba[i + 2] = p[2];
    rgba[i + 3] = 255;
  }
  return rgba;
}
