import { describe, expect, it } from 'vitest';
import { inches } from '../units/units.ts';
import { MUG_PLACE_LABELS, MUG_PLACES, placeRegion } from './mug-element-place.ts';

const wrap = { width: inches(8.36), height: inches(3.48) };

describe('mug element places', () => {
  it('O-3-15 the places are left, right and full-wrap, offered with readable names', () => {
    expect([...MUG_PLACES].sort()).toEqual(['full-wrap', 'left', 'right']);
    expect(MUG_PLACES.map((p) => MUG_PLACE_LABELS[p])).toEqual(['Left', 'Right', 'Full wrap']);
  });
  it('O-3-15 left is the left half of the flat wrap, right the right half, full-wrap (and none) all of it', () => {
    expect(placeRegion('left', wrap)).toEqual({ left: 0, width: 4.18 });
    expect(placeRegion('right', wrap)).toEqual({ left: 4.18, width: 4.18 });
    expect(placeRegion('full-wrap', wrap)).toEqual({ left: 0, width: 8.36 });
    expect(placeRegion(null, wrap)).toEqual({ left: 0, width: 8.36 });
  });
});
