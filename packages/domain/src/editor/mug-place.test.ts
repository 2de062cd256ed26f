import { describe, expect, it } from 'vitest';
import { MUG_ARTWORK_MAX } from '../placement/artwork-maximums.ts';
import { placeRegion } from '../placement/mug-element-place.ts';
import { degrees, inches } from '../units/units.ts';
import { elementBox, placementFields } from './editor-element.ts';
import { mugPlaceBox } from './mug-place.ts';
import { boundingRect, isInsideArea } from './placement-box.ts';

const wrap = { width: inches(8.36), height: inches(3.48) };

describe('mug place box', () => {
  it('O-3-15 left: a square artwork fills the height of the left half, centred in it', () => {
    const box = mugPlaceBox('left', 1, wrap, MUG_ARTWORK_MAX);
    expect(box.width).toBeCloseTo(3.48);
    expect(box.left + box.width / 2).toBeCloseTo(2.09);
    expect(box.top).toBeCloseTo(0);
    expect(isInsideArea(box, wrap, 1e-9, placeRegion('left', wrap))).toBe(true);
  });
  it('O-3-15 right: a wide artwork spans the right half', () => {
    const box = mugPlaceBox('right', 0.25, wrap, MUG_ARTWORK_MAX);
    expect(box.width).toBeCloseTo(4.18);
    expect(box.left).toBeCloseTo(4.18);
  });
  it('O-3-15 full-wrap: a wrap-shaped artwork covers the whole wrap', () => {
    const box = mugPlaceBox('full-wrap', 3.48 / 8.36, wrap, MUG_ARTWORK_MAX);
    expect(box.left).toBeCloseTo(0);
    expect(box.width).toBeCloseTo(8.36);
    expect(box.height).toBeCloseTo(3.48);
  });
  it('O-3-15 / R-3-84 a quarter-turned tall artwork placed left lies across the half', () => {
    const box = mugPlaceBox('left', 4, wrap, MUG_ARTWORK_MAX, degrees(90));
    const r = boundingRect(box);
    expect(r.right - r.left).toBeCloseTo(4.18);
    expect(r.left).toBeCloseTo(0);
  });
  it('O-3-14 / O-3-15 the stored fields (code within the half) bring the box back at the same place', () => {
    for (const place of ['left', 'right', 'full-wrap'] as const) {
      const region = placeRegion(place, wrap);
      const centre = region.left + region.width / 2;
      const box = {
        ...mugPlaceBox(place, 1, wrap, MUG_ARTWORK_MAX),
        left: inches(centre - 1),
        top: inches(0.74),
      };
      Object.assign(box, { width: inches(2), height: inches(2) });
      const fields = placementFields(box, wrap, region);
      const back = elementBox({ ...fields, artworkId: 'a', elementPlace: place }, wrap, 1, region);
      expect(fields.position?.horizontal).toBe('C');
      expect(back?.left).toBeCloseTo(centre - 1);
      expect(back?.top).toBeCloseTo(0.74);
    }
  });
});
