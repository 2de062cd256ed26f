import { describe, expect, it } from 'vitest';
import { floorSizePrice, floorSizePrices } from './size-prices.ts';

describe('size prices', () => {
  it('O-9-26 size prices are floored to whole numbers (cents)', () => {
    expect(floorSizePrice(1299.99)).toBe(1299);
    expect(floorSizePrice(1299)).toBe(1299);
    expect(floorSizePrice(19.99 * 100)).toBe(1999); // 1998.9999999999998: float noise, not a lower price
    expect(
      floorSizePrices([
        { size: 'S', price: 1250.7 },
        { size: '2XL', price: 1475.2 },
      ]),
    ).toEqual([
      { size: 'S', price: 1250 },
      { size: '2XL', price: 1475 },
    ]);
  });

  it('O-9-26 rejects prices that are not finite numbers', () => {
    expect(() => floorSizePrice(Number.NaN)).toThrow('safe integer');
  });
});
