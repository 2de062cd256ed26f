import { describe, expect, it } from 'vitest';
import { calculatorRequest, readCalculatorQuery } from './price-calculator.ts';

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
