import { lookupColour } from '../catalog/ink-colours.ts';
import { SCREENPRINT_COLOUR_LIMIT } from '../design/colour-limits.ts';

export type Rgb = readonly [number, number, number];
export interface Ink {
  name: string;
  hex: string;
  rgb: Rgb;
}

const rgbOf = (hex: string): Rgb =>
  [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;

/**
 * R-5-18 The inks of a screenprint side, one film each, from its matched colours (catalogue lookup): refused past
 * the 8-colour limit or when a colour is unknown.
 */
export function separationInks(
  matched: readonly string[],
): { ok: true; inks: Ink[] } | { ok: false; message: string } {
  if (matched.length > SCREENPRINT_COLOUR_LIMIT)
    return {
      ok: false,
      message: `A screenprint side prints at most ${SCREENPRINT_COLOUR_LIMIT} inks; this side has ${matched.length}.`,
    };
  const inks: Ink[] = [];
  for (const name of matched) {
    const c = lookupColour(name);
    if (!c) return { ok: false, message: `Ink ${name} is not a known colour.` };
    inks.push({ name: c.name, hex: c.hex, rgb: rgbOf(c.hex) });
  }
  if (!inks.length) return { ok: false, message: 'This side names no ink colours to separate.' };
  return { ok: true, inks };
}

/** The ink a printed pixel belongs to: the nearest ink colour (squared RGB distance). */
export function nearestInk(r: number, g: number, b: number, inks: readonly Rgb[]): number {
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  for (const [i, [ir, ig, ib]] of inks.entries()) {
    const d = (r - ir) ** 2 + (g - ig) ** 2 + (b - ib) ** 2;
    if (d < bestD) [best, bestD] = [i, d];
  }
  return best;
}
