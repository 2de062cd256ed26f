import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import {
  assertPosterElementWidth,
  DEFAULT_POSTER_VARIATION,
  parsePosterSize,
  parsePosterVariation,
  POSTER_FORMATS,
  POSTER_PAPER_DIMENSIONS,
  POSTER_SIZES,
  POSTER_VARIATIONS,
} from './poster-size.ts';

describe('poster size', () => {
  it('O-5-15 / O-5-16 / O-5-17 / O-5-18 the four poster variations parse', () => {
    for (const v of ['17width', '24width', '17height', '24height'])
      expect(parsePosterVariation(v).variation).toBe(v);
    expect(POSTER_VARIATIONS).toEqual(['17width', '24width', '17height', '24height']);
  });
  it('O-5-19 / O-8-10 / R-8-06 an unexpected poster size raises "Unexpected variation found" with the size', () => {
    expect(() => parsePosterVariation('36width')).toThrow(DomainError);
    expect(() => parsePosterVariation('36width')).toThrow(/^Unexpected variation found: 36width$/);
    expect(() => parsePosterSize('12x18')).toThrow(/^Unexpected variation found: 12x18$/);
  });
  it('R-5-28 poster size 11x17 accepted', () => {
    expect(parsePosterSize('11x17')).toBe('11x17');
    expect(parsePosterSize('17x11')).toBe('11x17');
  });
  it('R-5-29 poster size 16x24 accepted', () => expect(parsePosterSize('16x24')).toBe('16x24'));
  it('R-5-30 / R-9-68 poster size 24x36 accepted; poster options 11x17, 16x24, 24x36', () => {
    expect(parsePosterSize('24x36')).toBe('24x36');
    expect(POSTER_SIZES).toEqual(['11x17', '16x24', '24x36']);
  });
  it('R-5-31 / R-8-07 a poster element must have width 1, else "Element on poster expected to have width/height = 1"', () => {
    expect(() => assertPosterElementWidth({ width: 1 })).not.toThrow();
    expect(() => assertPosterElementWidth({ width: 0.9 })).toThrow(
      /^Element on poster expected to have width\/height = 1$/,
    );
    expect(() => assertPosterElementWidth({})).toThrow(DomainError);
  });
  it('O-9-42 poster paper width or height is 17 or 24', () => {
    expect(POSTER_PAPER_DIMENSIONS).toEqual([17, 24]);
    for (const f of Object.values(POSTER_FORMATS)) {
      const n = Number.parseInt(f.variation, 10);
      expect(f.variation.endsWith('width') ? f.width : f.height).toBe(n);
    }
  });
  it('R-9-65 default poster 24width', () => expect(DEFAULT_POSTER_VARIATION).toBe('24width'));
  it('O-5-20 (decision poster-variations) each variation maps to one poster size, every size reachable', () => {
    expect(parsePosterVariation('17height')).toMatchObject({ size: '11x17', width: 11, height: 17 });
    expect(parsePosterVariation('17width')).toMatchObject({ size: '11x17', width: 17, height: 11 });
    expect(parsePosterVariation('24height')).toMatchObject({ size: '16x24', width: 16, height: 24 });
    expect(parsePosterVariation(DEFAULT_POSTER_VARIATION)).toMatchObject({
      size: '24x36',
      width: 24,
      height: 36,
    });
    expect(new Set(Object.values(POSTER_FORMATS).map((f) => f.size))).toEqual(new Set(POSTER_SIZES));
  });
});
