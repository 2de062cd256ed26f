import { describe, expect, it } from 'vitest';
import { inches } from '../units/units.ts';
import {
  CASE_ARTWORK_MAX,
  EMBROIDERY_MAX,
  embroideryMax,
  fitsWithin,
  GARMENT_ARTWORK_MAX,
  garmentArtworkMax,
  MUG_ARTWORK_MAX,
  screenprintSpecialMax,
} from './artwork-maximums.ts';

const wh = (s: { width: number; height: number } | null) => (s ? [s.width, s.height] : null);

describe('artwork maximums', () => {
  it('R-5-32 front standard 14x16', () => expect(wh(garmentArtworkMax('front'))).toEqual([14, 16]));
  it('R-5-33 front small 10x12', () => expect(wh(garmentArtworkMax('front', 'small'))).toEqual([10, 12]));
  it('R-5-34 front pocket 10x10', () => expect(wh(garmentArtworkMax('front', 'pocket'))).toEqual([10, 10]));
  it('R-5-35 front youth-pocket 10x6', () =>
    expect(wh(GARMENT_ARTWORK_MAX.front['youth-pocket'])).toEqual([10, 6]));
  it('R-5-36 back standard 14x16', () => expect(wh(garmentArtworkMax('back', 'standard'))).toEqual([14, 16]));
  it('R-5-37 back small 10x12', () => expect(wh(garmentArtworkMax('back', 'small'))).toEqual([10, 12]));
  it('R-5-38 back pocket 14x16', () => expect(wh(garmentArtworkMax('back', 'pocket'))).toEqual([14, 16]));
  it('R-5-39 back youth-pocket 10x12', () =>
    expect(wh(garmentArtworkMax('back', 'youth-pocket'))).toEqual([10, 12]));
  it('R-5-40 left and right 4x4', () => {
    expect(wh(garmentArtworkMax('left'))).toEqual([4, 4]);
    expect(wh(garmentArtworkMax('right', 'small'))).toEqual([4, 4]);
    expect(garmentArtworkMax('hat-left')).toBeNull();
  });
  it('R-5-41 screenprint chest front 14x4; zip garments print each half up to 4x4 (decision)', () => {
    expect(wh(screenprintSpecialMax('chest', 'front'))).toEqual([14, 4]);
    expect(screenprintSpecialMax('chest', 'back')).toBeNull();
    expect(wh(screenprintSpecialMax('zipper', 'front-left'))).toEqual([4, 4]);
    expect(screenprintSpecialMax('zipper', 'front')).toBeNull();
  });
  it('R-5-42 case artwork max 4x6', () => expect(wh(CASE_ARTWORK_MAX)).toEqual([4, 6]));
  it('R-5-43 / R-9-86 mug artwork max 8.36x3.48', () => expect(wh(MUG_ARTWORK_MAX)).toEqual([8.36, 3.48]));
  it('R-5-44 embroidery hat front 5x2.5', () => expect(wh(embroideryMax('hat', 'front'))).toEqual([5, 2.5]));
  it('R-5-45 embroidery hat left/right 3x3', () => {
    expect(wh(embroideryMax('hat', 'left'))).toEqual([3, 3]);
    expect(wh(embroideryMax('hat', 'right'))).toEqual([3, 3]);
  });
  it('R-5-46 embroidery hat back 5x2', () => expect(wh(embroideryMax('hat', 'back'))).toEqual([5, 2]));
  it('R-5-47 embroidery shirt front, front-left, front-right and back 4.5x4.5', () => {
    for (const side of ['front', 'front-left', 'front-right', 'back']) {
      expect(wh(embroideryMax('shirt', side))).toEqual([4.5, 4.5]);
    }
  });
  it('R-5-48 embroidery shirt sleeves 3x3', () => {
    expect(wh(embroideryMax('shirt', 'sleeve-left'))).toEqual([3, 3]);
    expect(wh(embroideryMax('shirt', 'sleeve-right'))).toEqual([3, 3]);
  });
  it('R-5-49 embroidery swatch front 5x5', () =>
    expect(wh(embroideryMax('swatch', 'front'))).toEqual([5, 5]));
  it('R-5-50 embroidery apron front 4.5x4.5', () =>
    expect(wh(EMBROIDERY_MAX.apron.front ?? null)).toEqual([4.5, 4.5]));
  it('R-5-51 embroidery backpack front 4.5x4.5', () =>
    expect(wh(embroideryMax('backpack', 'front'))).toEqual([4.5, 4.5]));
  it('R-5-52 embroidery pants left/right 3x3', () => {
    expect(wh(embroideryMax('pants', 'left'))).toEqual([3, 3]);
    expect(wh(embroideryMax('pants', 'right'))).toEqual([3, 3]);
    expect(embroideryMax('pants', 'front')).toBeNull();
  });
  it('fitsWithin compares both dimensions', () => {
    expect(fitsWithin({ width: inches(4), height: inches(6) }, CASE_ARTWORK_MAX)).toBe(true);
    expect(fitsWithin({ width: inches(4.1), height: inches(6) }, CASE_ARTWORK_MAX)).toBe(false);
  });
});
