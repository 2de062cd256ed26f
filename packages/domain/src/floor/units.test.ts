import { describe, expect, it } from 'vitest';
import { parseUnitCode, planReshipUnits, planUnits } from './units.ts';
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

describe('planReshipUnits', () => {
  const u = (itemIndex: number, unitNo: number, size: string, station = 'shipped') => ({
    itemIndex,
    unitNo,
    size,
    station,
    productIdentifier: 'tee',
    color: 'Navy',
    barcode: `7-${itemIndex + 1}-${unitNo}`,
  });

  it('R-4-06 a reship reprints the claimed pieces of shipped units, numbered after the item, in the new shipment', () => {
    const units = [u(0, 1, 'S'), u(0, 2, 'M'), u(0, 3, 'L', 'voided'), u(0, 4, 'L'), u(1, 1, 'OS')];
    const plan = planReshipUnits(7, units, [{ itemIndex: 0, quantity: 2 }], 1);
    expect(plan).toEqual([
      expect.objectContaining({ code: '7-1-5', unitNo: 5, size: 'S', replaces: '7-1-1', shipmentIndex: 1 }),
      expect.objectContaining({ code: '7-1-6', unitNo: 6, size: 'M', replaces: '7-1-2', color: 'Navy' }),
    ]);
  });

  it('R-4-06 a reship never reprints more pieces than shipped, and two claims of one item do not share numbers', () => {
    const units = [u(0, 1, 'S'), u(1, 1, 'OS', 'printing')];
    const plan = planReshipUnits(
      7,
      units,
      [
        { itemIndex: 0, quantity: 3 },
        { itemIndex: 1, quantity: 1 },
        { itemIndex: 0, quantity: 1 },
      ],
      2,
    );
    expect(plan.map((p) => p.code)).toEqual(['7-1-2', '7-1-3']);
  });
});
