import { describe, expect, it } from 'vitest';
import { artworkPrintability } from './printability.ts';

const areas = { front: { width: 14, height: 16, dpi: 300 }, sleeve: { width: 3.5, height: 3.5, dpi: 300 } };

describe('artwork printability', () => {
  it('judges each placement at the largest fit with the print-quality rule', () => {
    const r = artworkPrintability({ name: 'k.png', format: 'png', width: 1000, height: 1000 }, areas);
    expect(r.placements[0]).toMatchObject({
      placement: 'front',
      printedWidth: 14,
      dpi: 71,
      printable: false,
    });
    expect(r.placements[1]).toMatchObject({
      placement: 'sleeve',
      printedWidth: 3.5,
      dpi: 285,
      printable: true,
    });
    expect(r.atTargetDpi).toEqual({ widthIn: 3.3, heightIn: 3.3, dpi: 300 });
  });
  it('at a requested width: DPI from it, and a placement it does not fit is not printable', () => {
    const r = artworkPrintability({ name: 'k.png', format: 'png', width: 1000, height: 500 }, areas, {
      width: 5,
    });
    expect(r.placements[0]).toMatchObject({ printedWidth: 5, printedHeight: 2.5, dpi: 200, fits: true });
    expect(r.placements[1]).toMatchObject({ fits: false, printable: false });
    expect(r.placements[1]!.warning).toContain('does not fit');
  });
  it('vectors print at any size: no DPI, printable where they fit', () => {
    const r = artworkPrintability({ name: 'v.svg', format: 'svg', width: 300, height: 300 }, areas, {
      minArtworkQuality: 150,
    });
    expect(r.vector).toBe(true);
    expect(r.placements.every((p) => p.dpi === null && p.printable && p.minimumDpi === 150)).toBe(true);
  });
});
