import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { flattenDrawing, productDrawing } from './product-templates.ts';

/** The RGB of one pixel of the SVG rasterised at its own size. */
async function pixel(svg: string, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
}

describe('flattenDrawing: the editor and product page template', () => {
  // The shading overlay is a white sheet multiplied over the shirt; isolating the overlay group blended it with
  // nothing, so the white sheet covered a Navy or Black shirt.
  it.each([
    ['Navy', '1f2a44'],
    ['Black', '1a1a1a'],
    ['Red', 'c8102e'],
  ])('a %s tee is drawn in its colour, not white, inside the body', async (_name, hex) => {
    const drawing = productDrawing('tee-front', hex);
    if (!drawing) throw new Error('tee-front is drawn here');
    const [r, g, b] = await pixel(flattenDrawing(drawing), 500, 500);
    const want = [0, 2, 4].map((k) => Number.parseInt(hex.slice(k, k + 2), 16));
    expect(Math.max(r, g, b)).toBeLessThan(230);
    for (const [got, w] of [r, g, b].map((v, k) => [v, want[k] ?? 0] as const))
      expect(Math.abs(got - w)).toBeLessThanOrEqual(24);
  });
});
