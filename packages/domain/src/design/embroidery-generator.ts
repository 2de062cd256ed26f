import { embroideryMax, type EmbroideryProductKind, type Size } from '../placement/artwork-maximums.ts';
import { dstTooLarge } from './dst-summary.ts';
import { estimatedBoxStitches } from './stitch-estimate.ts';

/**
 * The embroidery generator (R-2-12 /manager/v2/designs/embroidery-generator): text or an uploaded logo on one
 * embroidery placement, sized within the placement's maximum, to a stitch count the quote engine prices (R-9-63).
 * Fonts are the faces the app already ships (docs/decisions/embroidery.md): each has an average letter width per
 * letter height and the share of its letter box the stitches cover.
 */
export const EMBROIDERY_FONTS = [
  { id: 'block', label: 'Block (Inter bold)', widthPerHeight: 0.62, coverage: 0.55 },
  { id: 'light', label: 'Light (Inter light)', widthPerHeight: 0.56, coverage: 0.3 },
  { id: 'serif', label: 'Serif', widthPerHeight: 0.55, coverage: 0.4 },
  { id: 'mono', label: 'Monospace', widthPerHeight: 0.6, coverage: 0.4 },
] as const;
export type EmbroideryFont = (typeof EMBROIDERY_FONTS)[number]['id'];

/** Placements the generator offers: a product of the catalogue and its embroidered side (R-5-44..52 maximums). */
export const GENERATOR_PLACEMENTS = [
  {
    id: 'cap-front',
    label: 'Cap front',
    kind: 'hat',
    side: 'front',
    product: 'yupoong-6089',
    color: 'Black',
    fabric: '#1b1c20',
    size: 'one',
  },
  {
    id: 'left-chest',
    label: 'T-shirt front',
    kind: 'shirt',
    side: 'front',
    product: 'gildan-5000',
    color: 'Red',
    fabric: '#b3202e',
    size: 'lrg',
  },
  {
    id: 'apron',
    label: 'Apron front',
    kind: 'apron',
    side: 'front',
    product: 'port-authority-a500',
    color: 'Black',
    fabric: '#1b1c20',
    size: 'one',
  },
] as const satisfies readonly {
  id: string;
  label: string;
  kind: EmbroideryProductKind;
  side: string;
  product: string;
  color: string;
  /** The garment colour as the preview's fabric. */
  fabric: string;
  size: string;
}[];
export type GeneratorPlacement = (typeof GENERATOR_PLACEMENTS)[number];

/** Most characters a generated line of text takes (a name or a short slogan). */
export const GENERATOR_MAX_TEXT = 40;

/** A generated embroidery: its stitched size (inches), the estimated stitches and thread colours. */
export interface GeneratedEmbroidery {
  widthIn: number;
  heightIn: number;
  stitchCount: number;
}
export type Generated = { ok: true; value: GeneratedEmbroidery } | { ok: false; reason: string };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The placement's maximum (always known for the offered placements). */
export const placementMax = (p: GeneratorPlacement): Size => embroideryMax(p.kind, p.side)!;

/** Scales a box down to fit the maximum (never up). */
function fitted(width: number, height: number, max: Size): { widthIn: number; heightIn: number } {
  const k = Math.min(1, max.width / width, max.height / height);
  return { widthIn: round2(width * k), heightIn: round2(height * k) };
}

/**
 * Text lettering: `letterHeightIn` tall in `font`, narrowed to the placement when too wide (the letters shrink,
 * as an embroiderer would); the stitches from the letter box and the font's coverage. Empty text, text over
 * GENERATOR_MAX_TEXT or letters under 0.25 in (too small to stitch legibly) are refused.
 */
export function textEmbroidery(
  text: string,
  font: EmbroideryFont,
  letterHeightIn: number,
  placement: GeneratorPlacement,
): Generated {
  const t = text.trim();
  if (!t) return { ok: false, reason: 'Type the text to embroider.' };
  if (t.length > GENERATOR_MAX_TEXT)
    return { ok: false, reason: `The text is ${t.length} characters; at most ${GENERATOR_MAX_TEXT} fit.` };
  const f = EMBROIDERY_FONTS.find((x) => x.id === font) ?? EMBROIDERY_FONTS[0];
  const box = fitted(t.length * f.widthPerHeight * letterHeightIn, letterHeightIn, placementMax(placement));
  if (box.heightIn < 0.25)
    return {
      ok: false,
      reason: `At ${box.heightIn} in the letters are too small to stitch (0.25 in at least): shorten the text.`,
    };
  return {
    ok: true,
    value: { ...box, stitchCount: estimatedBoxStitches(box.widthIn, box.heightIn, f.coverage * 2) },
  };
}

/**
 * An uploaded logo `widthIn` wide (its aspect from the artwork, fitted to the placement): a DST's real stitch
 * count when it is one (its own size, never scaled), else the box estimate the editor and quote use.
 */
export function logoEmbroidery(
  art: {
    width: number;
    height: number;
    embroidery?: { stitchCount: number; widthIn: number; heightIn: number } | null;
  },
  widthIn: number,
  placement: GeneratorPlacement,
): Generated {
  const max = placementMax(placement);
  if (art.embroidery) {
    const { widthIn: w, heightIn: h, stitchCount } = art.embroidery;
    const tooLarge = dstTooLarge(art.embroidery, max, placement.label.toLowerCase());
    if (tooLarge) return { ok: false, reason: tooLarge };
    return { ok: true, value: { widthIn: w, heightIn: h, stitchCount } };
  }
  if (!(art.width > 0 && art.height > 0))
    return { ok: false, reason: 'This artwork has no size to embroider.' };
  const box = fitted(widthIn, (widthIn * art.height) / art.width, max);
  return { ok: true, value: { ...box, stitchCount: estimatedBoxStitches(box.widthIn, box.heightIn) } };
}

/** Thread colours the generator offers for its preview (a stock polyester thread card, hex). */
export const GENERATOR_THREADS = [
  { id: 'white', label: 'White', hex: '#ffffff' },
  { id: 'black', label: 'Black', hex: '#111111' },
  { id: 'red', label: 'Red', hex: '#c8102e' },
  { id: 'navy', label: 'Navy', hex: '#1f2a44' },
  { id: 'gold', label: 'Gold', hex: '#c99700' },
] as const;
