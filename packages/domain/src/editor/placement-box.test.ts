import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placementPreset } from '../placement/placement-presets.ts';
import { degrees, inches } from '../units/units.ts';
import { boundingSize, clampBox, isInsideArea, presetToBox, quarterTurn } from './placement-box.ts';

const area = { width: inches(14), height: inches(16) };

describe('placement box', () => {
  it('R-5-03 / R-5-05 center-medium of a square artwork on a 14x16 tee front: half the width, centred', () => {
    const box = presetToBox(
      placementPreset({ placementName: 'center-medium', printAreaAspect: 14 / 16, artworkAspect: 1 }),
      area,
    );
    expect(box.width).toBeCloseTo(7);
    expect(box.height).toBeCloseTo(7);
    expect(box.left).toBeCloseTo(3.5);
    expect(box.top).toBeCloseTo(4.5);
  });
  it('R-5-08 bottom preset sits centred at 80% of the height', () => {
    const box = presetToBox(
      placementPreset({ placementName: 'bottom', printAreaAspect: 14 / 16, artworkAspect: 2 }),
      area,
    );
    expect(box.top + box.height / 2).toBeCloseTo(16 * 0.8);
  });
  it('R-3-83 / R-3-84 quarter turns normalise to 0..270 and swap the covered size', () => {
    expect(quarterTurn(-90)).toBe(270);
    expect(quarterTurn(450)).toBe(90);
    expect(boundingSize({ width: inches(4), height: inches(2), rotation: degrees(90) })).toEqual({
      width: 2,
      height: 4,
    });
  });
  it('clamp shrinks an oversize artwork to the artwork maximum and keeps its aspect', () => {
    const box = clampBox(
      { left: inches(-3), top: inches(0), width: inches(20), height: inches(10), rotation: degrees(0) },
      area,
      { width: inches(12), height: inches(12) },
    );
    expect(box.width).toBeCloseTo(12);
    expect(box.height).toBeCloseTo(6);
    expect(isInsideArea(box, area)).toBe(true);
  });
  it('property: clampBox always lands inside the print area, whatever the input box', () => {
    const n = fc.double({ min: -100, max: 100, noNaN: true });
    const pos = fc.double({ min: 0.01, max: 100, noNaN: true });
    fc.assert(
      fc.property(n, n, pos, pos, fc.integer({ min: -8, max: 8 }), pos, pos, (l, t, w, h, q, aw, ah) => {
        const a = { width: inches(aw), height: inches(ah) };
        const box = clampBox(
          { left: inches(l), top: inches(t), width: inches(w), height: inches(h), rotation: degrees(q * 90) },
          a,
        );
        return isInsideArea(box, a, 1e-7) && Math.abs(box.height / box.width - h / w) < 1e-6 * (h / w);
      }),
    );
  });
});
