import { describe, expect, it } from 'vitest';
import {
  GARMENT_PLATENS,
  LONG_SLEEVE_OFFSET,
  PLATEN_CODES,
  PRODUCT_PLATENS,
  platenCodeSize,
} from './platens.ts';

const wh = (s: { width: number; height: number }) => [s.width, s.height];

describe('platens', () => {
  it('R-3-88 / R-3-89 / R-3-90 / R-3-91 / R-3-92 / R-3-93 / R-3-94 platen codes 4x4, 4x16, 7x8, 10x12, 14x16, 16x20, HAT', () => {
    expect(PLATEN_CODES).toEqual(['4x4', '4x16', '7x8', '10x12', '14x16', '16x20', 'HAT']);
  });
  it('R-3-88 platen 4x4', () => expect(wh(platenCodeSize('4x4'))).toEqual([4, 4]));
  it('R-3-89 platen 4x16', () => expect(wh(platenCodeSize('4x16'))).toEqual([4, 16]));
  it('R-3-90 platen 7x8', () => expect(wh(platenCodeSize('7x8'))).toEqual([7, 8]));
  it('R-3-91 platen 10x12', () => expect(wh(platenCodeSize('10x12'))).toEqual([10, 12]));
  it('R-3-92 platen 14x16', () => expect(wh(platenCodeSize('14x16'))).toEqual([14, 16]));
  it('R-3-93 platen 16x20', () => expect(wh(platenCodeSize('16x20'))).toEqual([16, 20]));
  it('R-3-94 platen HAT (the hat-front platen)', () => expect(wh(platenCodeSize('HAT'))).toEqual([5, 2.75]));
  it('R-9-72 full/front/back 14x16', () => {
    expect(wh(GARMENT_PLATENS.full)).toEqual([14, 16]);
    expect(wh(GARMENT_PLATENS.front)).toEqual([14, 16]);
    expect(wh(GARMENT_PLATENS.back)).toEqual([14, 16]);
  });
  it('R-9-73 small 10x12', () => expect(wh(GARMENT_PLATENS.small)).toEqual([10, 12]));
  it('R-9-74 sleeves 3.5x3.5', () => expect(wh(GARMENT_PLATENS.sleeves)).toEqual([3.5, 3.5]));
  it('R-9-75 long-sleeve 3.5x16', () => expect(wh(GARMENT_PLATENS['long-sleeve'])).toEqual([3.5, 16]));
  it('R-9-76 chest 3.5x3.5', () => expect(wh(GARMENT_PLATENS.chest)).toEqual([3.5, 3.5]));
  it('R-9-77 hat front 5x2.75', () => expect(wh(GARMENT_PLATENS['hat-front'])).toEqual([5, 2.75]));
  it('R-9-78 swatch 6x6', () => expect(wh(GARMENT_PLATENS.swatch)).toEqual([6, 6]));
  it('R-9-79 mug 8.8x3.6', () => expect(wh(PRODUCT_PLATENS.mug)).toEqual([8.8, 3.6]));
  it('R-9-80 case 4x6', () => expect(wh(PRODUCT_PLATENS.case)).toEqual([4, 6]));
  it('R-9-81 poster 24x36', () => expect(wh(PRODUCT_PLATENS.poster)).toEqual([24, 36]));
  it('R-9-82 third-party mask 8.29x7.79', () =>
    expect(wh(PRODUCT_PLATENS['third-party-mask'])).toEqual([8.29, 7.79]));
  it('R-9-83 kids mask 6x6.75', () => expect(wh(PRODUCT_PLATENS['kids-mask'])).toEqual([6, 6.75]));
  it('R-9-84 tumbler 10.38x6.4', () => expect(wh(PRODUCT_PLATENS.tumbler)).toEqual([10.38, 6.4]));
  it('O-9-34 long-sleeve offset 8', () => expect(LONG_SLEEVE_OFFSET).toBe(8));
});
