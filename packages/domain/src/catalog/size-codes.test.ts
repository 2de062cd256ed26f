import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_SIZE,
  BABY_SIZE_CODES,
  FOOTWEAR_SIZES,
  INFANT_SIZE_LABELS,
  MUG_SIZES,
  SIZE_CODES,
  sizeLabel,
  sortSizes,
  TODDLER_SIZE_LABELS,
} from './size-codes.ts';

describe('size codes', () => {
  it('R-3-40 size codes in order', () => {
    expect(SIZE_CODES).toEqual([
      'one',
      'xxsml',
      'xsml',
      'sml',
      'med',
      'lrg',
      'xlg',
      'xxl',
      'xxxl',
      'xxxxl',
      'xxxxxl',
      'xxxxxxl',
    ]);
  });
  it('R-3-41 baby size codes', () =>
    expect(BABY_SIZE_CODES).toEqual(['3m', '6m', '9m', '12m', '18m', '24m']));
  it('R-3-42 mug size codes', () => expect(MUG_SIZES).toEqual(['11oz', '15oz']));
  it('R-3-43 one -> Custom', () => expect(sizeLabel('one')).toBe('Custom'));
  it('R-3-44 xsml -> XS', () => expect(sizeLabel('xsml')).toBe('XS'));
  it('R-3-45 sml -> S', () => expect(sizeLabel('sml')).toBe('S'));
  it('R-3-46 med -> M', () => expect(sizeLabel('med')).toBe('M'));
  it('R-3-47 lrg -> L', () => expect(sizeLabel('lrg')).toBe('L'));
  it('R-3-48 xlg -> XL', () => expect(sizeLabel('xlg')).toBe('XL'));
  it('R-3-49 xxl -> 2XL', () => expect(sizeLabel('xxl')).toBe('2XL'));
  it('R-3-50 xxxl -> 3XL', () => expect(sizeLabel('xxxl')).toBe('3XL'));
  it('R-3-51 xxxxl -> 4XL', () => expect(sizeLabel('xxxxl')).toBe('4XL'));
  it('R-3-52 xxxxxl -> 5XL', () => expect(sizeLabel('xxxxxl')).toBe('5XL'));
  it('R-3-53 xxxxxxl -> 6XL', () => expect(sizeLabel('xxxxxxl')).toBe('6XL'));
  it('R-3-54 (decision size-labels) xxsml -> XXS', () => expect(sizeLabel('xxsml')).toBe('XXS'));
  it('R-3-55 (decision size-labels) infant labels NB, 6M, 12M, 18M, 24M', () => {
    expect([...new Set(Object.values(INFANT_SIZE_LABELS))]).toEqual(['NB', '6M', '12M', '18M', '24M']);
    expect(sizeLabel('nb')).toBe('NB');
    expect(sizeLabel('3m')).toBe('NB');
    expect(sizeLabel('12m')).toBe('12M');
    expect(sizeLabel('9m')).toBe('9M');
  });
  it('R-3-56 (decision size-labels) toddler labels 2T to 7T', () => {
    expect(Object.values(TODDLER_SIZE_LABELS)).toEqual(['2T', '3T', '4T', '5T', '6T', '7T']);
    expect(sizeLabel('4t')).toBe('4T');
  });
  it('R-3-57 accessory size OS', () => {
    expect(ACCESSORY_SIZE).toBe('OS');
    expect(sizeLabel('os')).toBe('OS');
  });
  it('R-3-58 footwear sizes 3.5 to 15.5 in half steps', () => {
    expect(FOOTWEAR_SIZES[0]).toBe('3.5');
    expect(FOOTWEAR_SIZES.at(-1)).toBe('15.5');
    expect(FOOTWEAR_SIZES).toHaveLength(25);
    expect(FOOTWEAR_SIZES.slice(0, 4)).toEqual(['3.5', '4', '4.5', '5']);
    expect(sizeLabel('10.5')).toBe('10.5');
  });
  it('R-3-40 sortSizes keeps the spec order, then unknown codes alphabetically', () => {
    expect(['xxl', 'sml', 'one', 'zz', 'lrg', 'aa', 'xsml'].sort(sortSizes)).toEqual([
      'one',
      'xsml',
      'sml',
      'lrg',
      'xxl',
      'aa',
      'zz',
    ]);
    expect(['10', '4.5', '9.5'].sort(sortSizes)).toEqual(['4.5', '9.5', '10']);
    expect(['15oz', '11oz'].sort(sortSizes)).toEqual(['11oz', '15oz']);
    expect(['24m', '2t', 'nb', '6m'].sort(sortSizes)).toEqual(['nb', '6m', '24m', '2t']);
  });
});
