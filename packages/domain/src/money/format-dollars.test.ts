import { describe, expect, it } from 'vitest';
import { centsToDollars, formatDollars } from './format-dollars.ts';

describe('dollar display', () => {
  it('O-9-25 / R-9-107 prices are shown as dollars with 2 decimals', () => {
    expect(formatDollars(1234)).toBe('$12.34');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(1200)).toBe('$12.00');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(123_456_789)).toBe('$1,234,567.89');
    expect(formatDollars(-1999)).toBe('-$19.99');
  });

  it('O-9-25 / R-9-107 plain variant: 2 decimals, no symbol or grouping', () => {
    expect(centsToDollars(1234)).toBe('12.34');
    expect(centsToDollars(123_456_789)).toBe('1234567.89');
    expect(centsToDollars(-5)).toBe('-0.05');
  });

  it('O-9-24 refuses fractional cents rather than rounding silently', () => {
    expect(() => formatDollars(12.5)).toThrow('safe integer');
  });
});
