import { describe, expect, it } from 'vitest';
import { placedSquareInches } from '../pricing/placed-area.ts';
import {
  calculatorAssumption,
  calculatorPlacement,
  calculatorRequest,
  readCalculatorQuery,
} from './price-calculator.ts';

describe('public price calculator (#22.3)', () => {
  it('#22.3 reads sizes, clamps colours and drops empty quantities', () => {
    const c = readCalculatorQuery({
      product: 'gildan-18500',
      color: 'Black',
      type: 'screenprint',
      colors: '12',
      'q.M': '30',
      'q.L': '20',
      'q.XL': '',
      'q.S': '-4',
    });
    expect(c).toMatchObject({
      printType: 'screenprint',
      colors: 8,
      quantities: [
        { size: 'M', quantity: 30 },
        { size: 'L', quantity: 20 },
      ],
    });
    expect(readCalculatorQuery({ type: 'bogus' }).printType).toBe('screenprint');
  });
  it('#22.3 screenprint prices the front with its ink colours; embroidery carries the stitch count', () => {
    const sp = calculatorRequest(
      readCalculatorQuery({ product: 'p', color: 'Red', type: 'screenprint', colors: '3', 'q.M': '50' }),
    );
    expect(sp.items[0]).toMatchObject({
      type: 'screenprint',
      sides: { front: 3 },
      products: [{ id: 'p', size: 'M', color: 'Red', quantity: 50 }],
    });
    const em = calculatorRequest(
      readCalculatorQuery({
        product: 'p',
        color: 'Red',
        type: 'embr',
        stitches: '12000',
        colors: '4',
        'q.M': '1',
      }),
    );
    expect(em.items[0]?.quoteDetails?.embroidery?.sides.front).toEqual({ stitchCount: 12000, colors: 4 });
    const mug = calculatorRequest(
      readCalculatorQuery({ product: 'm', color: 'White', type: 'mug', 'q.11oz': '2' }),
    );
    expect(mug.items[0]?.sides).toBeUndefined();
  });
});

describe('calculator print size: a price without a design says what it assumes', () => {
  it('DTG places artwork of the chosen print size on the front print area; the whole area only when chosen', () => {
    const area = { width: 14, height: 16 };
    const c = readCalculatorQuery({ product: 'p', color: 'Navy', type: 'dtg', 'q.M': '102' });
    expect(c.printSize).toBe('medium');
    expect(calculatorRequest(c, area).items[0]?.quoteDetails?.placed?.front).toEqual([
      { width: 10 / 14, aspect: 12 / 10 },
    ]);
    expect(calculatorAssumption(c)).toBe('for a medium print on the front (up to 10 × 12 in)');
    const full = readCalculatorQuery({ product: 'p', type: 'dtg', size: 'full', 'q.M': '1' });
    expect(calculatorRequest(full, area).items[0]?.quoteDetails).toBeUndefined();
    expect(calculatorAssumption(full)).toBe('for a print filling the whole front print area');
    expect(readCalculatorQuery({ size: 'bogus' }).printSize).toBe('medium');
    // A small area fits the artwork inside it.
    expect(calculatorPlacement('medium', { width: 4, height: 4 })).toEqual([{ width: 1, aspect: 1 }]);
  });

  it('the medium DTG print measures in the medium area tier; the whole area in the large one', () => {
    const area = { width: 14, height: 16 };
    const placed = calculatorPlacement('medium', area) ?? [];
    expect(placedSquareInches(placed, area, () => undefined)).toBe(120);
    expect(placedSquareInches(undefined, area, () => undefined)).toBe(224);
    expect(calculatorAssumption({ printType: 'screenprint', colors: 3, printSize: 'medium' })).toBe(
      'for 3 ink colours on the front',
    );
  });
});
