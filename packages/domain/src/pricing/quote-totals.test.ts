import { describe, expect, it } from 'vitest';
import { quoteTotals } from './quote-totals.ts';

describe('quote step: totals (quoteTotals)', () => {
  it('#14.1 O-3-24 totals are the column sums and total their sum; no items is all zero', () => {
    expect(
      quoteTotals([
        { printing: 100, blanks: 20, shipping: 5, fees: 1, tax: 2 },
        { printing: 0, blanks: 30, shipping: 7, fees: 0, tax: 3 },
      ]),
    ).toEqual({ printing: 100, blanks: 50, shipping: 12, fees: 1, tax: 5, total: 168 });
    expect(quoteTotals([])).toEqual({ printing: 0, blanks: 0, shipping: 0, fees: 0, tax: 0, total: 0 });
  });
});
