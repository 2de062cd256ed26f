import type { Side } from '../entities/entities.ts';

/** A new printed width (inches) for one element of one side. */
export interface ElementWidth {
  side: string;
  elementIndex: number;
  widthIn: number;
}

/**
 * The sides with the given elements resized: an element's width is a fraction of its print area's width, so a
 * width in inches becomes widthIn / area width. Sides or elements that do not exist, or a side without a known
 * area, are named in `missing`.
 */
export function resizeElements(
  sides: Readonly<Record<string, Side>>,
  widths: readonly ElementWidth[],
  areaWidth: (side: string) => number | null,
): { sides: Record<string, Side>; missing: string[] } {
  const out: Record<string, Side> = { ...sides };
  const missing: string[] = [];
  for (const w of widths) {
    const side = out[w.side];
    const area = areaWidth(w.side);
    const el = side?.elements[w.elementIndex];
    if (!side || !el || !area) {
      missing.push(`${w.side}.${w.elementIndex}`);
      continue;
    }
    const elements = side.elements.map((e, i) =>
      i === w.elementIndex ? { ...e, width: w.widthIn / area } : e,
    );
    out[w.side] = { ...side, elements };
  }
  return { sides: out, missing };
}
