import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHundredths } from '../placement/print-area-mapping.ts';
import { degrees, inches } from '../units/units.ts';
import { elementBox, horizontalCodeOf, offsetsOf, placementFields } from './editor-element.ts';
import { boundingRect, centredBox, clampBox } from './placement-box.ts';

const area = { width: inches(14), height: inches(16) };

describe('editor element fields', () => {
  it('R-3-78 a centred artwork is code C; near the left chest LC; at the edges L and R', () => {
    expect(horizontalCodeOf(centredBox(inches(4), 1, area), area)).toBe('C');
    expect(horizontalCodeOf({ ...centredBox(inches(3), 1, area), left: inches(2) }, area)).toBe('LC');
    expect(horizontalCodeOf({ ...centredBox(inches(1), 1, area), left: inches(0) }, area)).toBe('L');
    expect(horizontalCodeOf({ ...centredBox(inches(1), 1, area), left: inches(13) }, area)).toBe('R');
  });
  it('R-3-76 / R-3-77 the offset is measured from the top, or from the bottom when nearer it', () => {
    const top = placementFields({ ...centredBox(inches(4), 1, area), top: inches(2) }, area);
    expect(top.position?.offset).toEqual({ top: 2 });
    const bottom = placementFields({ ...centredBox(inches(4), 1, area), top: inches(11) }, area);
    expect(bottom.position?.offset).toEqual({ bottom: 1 });
    expect(top.width).toBeCloseTo(4 / 14);
  });
  it('offsets are shown in hundredths of an inch', () => {
    const o = offsetsOf(
      { left: inches(1.004), top: inches(2.3333), width: inches(3), height: inches(3), rotation: degrees(0) },
      area,
    );
    expect(o).toEqual({ top: 2.33, bottom: 10.67, left: 1, right: 10 });
  });
  it('R-3-84 a turned artwork stores its rotation; its covered rectangle carries the code and offsets', () => {
    // 2 x 6 in artwork turned 90: covers 6 x 2, left edge at 0 -> code L, top of the cover 1 in down.
    const box = {
      left: inches(2),
      top: inches(-1),
      width: inches(2),
      height: inches(6),
      rotation: degrees(90),
    };
    const fields = placementFields(box, area);
    expect(fields.rotation).toBe(90);
    expect(fields.position).toEqual({ horizontal: 'L', offset: { top: 1 } });
    const back = elementBox({ ...fields, artworkId: 'a' }, area);
    expect(back).toMatchObject({ rotation: 90 });
    expect(back!.left).toBeCloseTo(2);
    expect(back!.top).toBeCloseTo(-1);
    expect(placementFields({ ...box, rotation: degrees(0) }, area)).not.toHaveProperty('rotation');
  });
  it('designs saved before rotation existed (no field) read back upright', () => {
    const back = elementBox({ artworkId: 'a', width: 0.5, aspect: 1, position: { horizontal: 'C' } }, area);
    expect(back?.rotation).toBe(0);
  });
  it('property: a turned placement stored on an element comes back at the same angle, size and covered offset (1/100 in)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 800 }),
        fc.double({ min: 0.2, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 359 }),
        fc.integer({ min: 0, max: 100 }),
        (wh, aspect, deg, down) => {
          const a = area;
          const box = clampBox(
            {
              ...centredBox(inches(wh / 100), aspect, a),
              top: inches((down / 100) * 16),
              rotation: degrees(deg),
            },
            a,
          );
          const fields = placementFields(box, a);
          const back = elementBox({ ...fields, artworkId: 'a' }, a);
          return (
            back !== null &&
            back.rotation === deg &&
            // The width share is stored to a millionth, offsets to a hundredth of an inch.
            Math.abs(back.width - box.width) <= 1e-4 &&
            Math.abs(boundingRect(back).top - boundingRect(box).top) <= 0.005 + 1e-4
          );
        },
      ),
    );
  });
  it('property: a placement stored on a draft element comes back at the same size and offset (1/100 in)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 1400 }),
        fc.double({ min: 0.2, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 1600 }),
        (wh, aspect, th) => {
          const w = inches(wh / 100);
          const box = { ...centredBox(w, aspect, area), top: inches(Math.min(th / 100, 16 - w * aspect)) };
          const fields = placementFields(box, area);
          const back = elementBox({ ...fields, artworkId: 'a' }, area);
          return (
            back !== null &&
            toHundredths(back.width) === toHundredths(box.width) &&
            toHundredths(back.top) === toHundredths(box.top)
          );
        },
      ),
    );
  });
});
