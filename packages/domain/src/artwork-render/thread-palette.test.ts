import { describe, expect, it } from 'vitest';
import { nearestThread, parseThreadPalette, recolourToThreads } from './thread-palette.ts';

describe('embroidery thread palette', () => {
  it('R-7-25 / R-5-19 colors: 1..15 hex codes, # optional, short form expanded, duplicates merged', () => {
    expect(parseThreadPalette('#FF0000, 00f,ff0000')).toEqual({
      ok: true,
      hex: ['ff0000', '0000ff'],
      palette: [
        [255, 0, 0],
        [0, 0, 255],
      ],
    });
    expect(parseThreadPalette('').ok).toBe(false);
    expect(parseThreadPalette('red').ok).toBe(false);
    expect(parseThreadPalette('12345').ok).toBe(false);
    const sixteen = Array.from({ length: 16 }, (_, i) => (i * 15).toString(16).padStart(6, '0')).join(',');
    expect(parseThreadPalette(sixteen)).toMatchObject({ ok: false, message: expect.stringContaining('15') });
  });
  it('R-7-25 each stitched pixel takes its nearest thread colour; faint pixels become transparent', () => {
    const palette = [
      [255, 255, 255],
      [200, 0, 0],
      [0, 0, 0],
    ] as const;
    expect(nearestThread(palette, 250, 240, 245)).toBe(0);
    expect(nearestThread(palette, 160, 30, 20)).toBe(1);
    expect(nearestThread(palette, 30, 30, 40)).toBe(2);
    const px = Uint8Array.from([250, 20, 20, 255, 10, 10, 10, 200, 240, 240, 240, 50]);
    expect([...recolourToThreads(px, palette)]).toEqual([200, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 0]);
  });
});
