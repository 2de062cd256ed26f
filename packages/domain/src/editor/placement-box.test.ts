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
  it('R-3-31 a box turned 45 degrees covers (w + h) / sqrt 2 each way', () => {
    const b = boundingSize({ width: inches(4), height: inches(2), rotation: degrees(45) });
    expect(b.width).toBeCloseTo(6 / Math.SQRT2);
    expect(b.height).toBeCloseTo(6 / Math.SQRT2);
  });
  it('property: a rotated placement never leaves the print area: all four turned corners lie inside it', () => {
    const n = fc.double({ min: -100, max: 100, noNaN: true });
    const pos = fc.double({ min: 0.01, max: 100, noNaN: true });
    const angle = fc.double({ min: -720, max: 720, noNaN: true });
    fc.assert(
      fc.property(n, n, pos, pos, angle, pos, pos, fc.boolean(), (l, t, w, h, deg, aw, ah, half) => {
        const a = { width: inches(aw), height: inches(ah) };
        // Half the runs keep the box to the right half of the area (a mug's right place, O-3-15).
        const region = half ? { left: inches(aw / 2), width: inches(aw / 2) } : null;
        const box = clampBox(
          { left: inches(l), top: inches(t), width: inches(w), height: inches(h), rotation: degrees(deg) },
          a,
          null,
          region,
        );
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const rad = (box.rotation * Math.PI) / 180;
        const eps = 1e-7 * Math.max(1, aw, ah);
        const x0 = region ? region.left : 0;
        return (
          box.rotation >= 0 &&
          box.rotation < 360 &&
          [
            [-1, -1],
            [1, -1],
            [1, 1],
            [-1, 1],
          ].every(([sx, sy]) => {
            const dx = (sx! * box.width) / 2;
            const dy = (sy! * box.height) / 2;
            const x = cx + dx * Math.cos(rad) - dy * Math.sin(rad);
            const y = cy + dx * Math.sin(rad) + dy * Math.cos(rad);
            return x >= x0 - eps && x <= aw + eps && y >= -eps && y <= ah + eps;
          })
        );
      }),
    );
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
