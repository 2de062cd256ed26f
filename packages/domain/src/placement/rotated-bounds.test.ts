import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedRotation,
  normaliseDegrees,
  rotatedSize,
  rotationModeFor,
  snapDegrees,
} from './rotated-bounds.ts';

describe('rotated bounds', () => {
  it('R-3-83 / R-3-84 left -90 and right 90 normalise to 270 and 90; angles land in [0, 360)', () => {
    expect(normaliseDegrees(-90)).toBe(270);
    expect(normaliseDegrees(90)).toBe(90);
    expect(normaliseDegrees(360)).toBe(0);
    expect(normaliseDegrees(-720.5)).toBe(359.5);
    expect(normaliseDegrees(360 - 1e-12)).toBe(0);
    expect(normaliseDegrees(Number.NaN)).toBe(0);
  });
  it('R-3-31 rotate: DTG and screenprint garments turn freely, embroidery, mugs and cases by quarter turns, posters not at all', () => {
    expect(rotationModeFor('Garment', 'dtg')).toBe('free');
    expect(rotationModeFor('Garment', 'screenprint')).toBe('free');
    expect(rotationModeFor('Garment', 'embr')).toBe('quarter');
    expect(rotationModeFor('Mug', 'mug')).toBe('quarter');
    expect(rotationModeFor('Case', 'case')).toBe('quarter');
    expect(rotationModeFor('Poster', 'poster')).toBe('none');
  });
  it('snapping: 15-degree steps, quarter turns, whole degrees', () => {
    expect(snapDegrees(22, 15)).toBe(15);
    expect(snapDegrees(23, 15)).toBe(30);
    expect(allowedRotation(134, 'quarter')).toBe(90);
    expect(allowedRotation(-46, 'quarter')).toBe(270);
    expect(allowedRotation(33.4, 'free')).toBe(33);
    expect(allowedRotation(33.4, 'none')).toBe(0);
  });
  it('a quarter turn swaps the sides exactly; 45 degrees covers (w + h) / sqrt 2', () => {
    expect(rotatedSize(3.1, 7.3, 90)).toEqual({ width: 7.3, height: 3.1 });
    expect(rotatedSize(3.1, 7.3, 180)).toEqual({ width: 3.1, height: 7.3 });
    const d = rotatedSize(4, 2, 45);
    expect(d.width).toBeCloseTo(6 / Math.SQRT2, 12);
    expect(d.height).toBeCloseTo(6 / Math.SQRT2, 12);
  });
  it('property: the covered rectangle holds the turned corners and is never smaller than either side', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (w, h, a) => {
          const s = rotatedSize(w, h, a);
          const rad = (normaliseDegrees(a) * Math.PI) / 180;
          const xs = [-1, 1].flatMap((sx) =>
            [-1, 1].map((sy) => (sx * w * Math.cos(rad)) / 2 - (sy * h * Math.sin(rad)) / 2),
          );
          const eps = 1e-9 * (w + h);
          return Math.max(...xs) * 2 <= s.width + eps && s.width + eps >= Math.min(w, h);
        },
      ),
    );
  });
});
