import { describe, expect, it } from 'vitest';
import { parseUnitCode, planUnits } from './units.ts';
import { code128Check, code128Symbols, isValidCode128 } from './code128.ts';

describe('units', () => {
  it('item x size x quantity -> one unit each, numbered per item', () => {
    const units = planUnits(1042, [
      { itemIndex: 0, productIdentifier: 'gildan-5000', color: 'Black', size: 'med', quantity: 2 },
      { itemIndex: 2, productIdentifier: 'mug-11oz', color: 'White', size: 'os', quantity: 1 },
      { itemIndex: 0, productIdentifier: 'gildan-5000', color: 'Black', size: 'lrg', quantity: 1 },
    ]);
    expect(units.map((u) => [u.code, u.size])).toEqual([
      ['1042-1-1', 'med'],
      ['1042-1-2', 'med'],
      ['1042-1-3', 'lrg'],
      ['1042-3-1', 'os'],
    ]);
  });

  it('unit codes read back; anything else is not a unit', () => {
    expect(parseUnitCode('1042-3-2')).toEqual({ orderNo: 1042, itemIndex: 2, unitNo: 2 });
    expect(parseUnitCode('1042-0-2')).toBeNull();
    expect(parseUnitCode('abc')).toBeNull();
  });
});

describe('Code 128', () => {
  it('the check character is start B plus position-weighted values mod 103', () => {
    // "PJJ123C" in set B: P=48 J=42 J=42 1=17 2=18 3=19 C=35;
    // 104 + 48 + 84 + 126 + 68 + 90 + 114 + 245 = 879 = 8 * 103 + 55.
    expect(code128Check([48, 42, 42, 17, 18, 19, 35])).toBe(55);
    expect(code128Symbols('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('a changed character breaks the check', () => {
    const s = code128Symbols('1042-3-2');
    expect(isValidCode128(s)).toBe(true);
    const typo = [...s];
    typo[2] = (typo[2] ?? 0) + 1;
    expect(isValidCode128(typo)).toBe(false);
  });

  it('refuses characters code set B cannot carry', () => {
    expect(() => code128Symbols('é')).toThrow(RangeError);
  });
});
