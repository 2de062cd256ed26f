import { describe, expect, it } from 'vitest';
import { GENERATOR_PLACEMENTS, logoEmbroidery, textEmbroidery } from './embroidery-generator.ts';

const [cap, shirt] = GENERATOR_PLACEMENTS;

describe('embroidery generator (R-2-12): text or a logo to a stitch estimate', () => {
  it('text: letter box x font coverage at 1,000 stitches per box square inch, rounded up to 100', () => {
    // 4 letters x 0.62 x 1 in = 2.48 x 1 in, block coverage 0.55 x 2 -> 2,728 -> 2,800.
    expect(textEmbroidery('ACME', 'block', 1, shirt)).toEqual({
      ok: true,
      value: { widthIn: 2.48, heightIn: 1, stitchCount: 2800 },
    });
  });
  it('R-5-44 text wider than the cap front (5 x 2.5 in) shrinks to fit; too small or empty is refused', () => {
    const r = textEmbroidery('PLATEN COMPANY', 'block', 1, cap);
    expect(r.ok && r.value.widthIn).toBe(5);
    expect(r.ok && r.value.heightIn).toBeLessThan(1);
    expect(textEmbroidery('A much longer slogan than fits a cap', 'block', 1, cap)).toEqual({
      ok: false,
      reason: 'At 0.22 in the letters are too small to stitch (0.25 in at least): shorten the text.',
    });
    expect(textEmbroidery('  ', 'serif', 1, cap)).toEqual({
      ok: false,
      reason: 'Type the text to embroider.',
    });
  });
  it('a DST logo keeps its real stitch count; a picture is estimated from its box; too large a DST is refused', () => {
    const dst = { width: 900, height: 600, embroidery: { stitchCount: 12_345, widthIn: 3, heightIn: 2 } };
    expect(logoEmbroidery(dst, 4, cap)).toEqual({
      ok: true,
      value: { widthIn: 3, heightIn: 2, stitchCount: 12_345 },
    });
    expect(logoEmbroidery({ width: 1000, height: 500 }, 4, shirt)).toEqual({
      ok: true,
      value: { widthIn: 4, heightIn: 2, stitchCount: 8000 },
    });
    const tall = { ...dst, embroidery: { stitchCount: 9000, widthIn: 3, heightIn: 3 } };
    expect(logoEmbroidery(tall, 3, cap)).toEqual({
      ok: false,
      reason: 'The DST is 3 x 3 in; the cap front takes at most 5 x 2.5 in.',
    });
  });
});
