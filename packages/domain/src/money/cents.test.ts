import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import {
  addCents,
  dollarsToCents,
  multiplyCents,
  parseDollars,
  scaleCents,
  subtractCents,
  sumCents,
  toCents,
} from './cents.ts';
import { centsToDollars, formatDollars } from './format-dollars.ts';

describe('integer cents', () => {
  it('O-9-24 / R-9-106 prices are handled in integer cents; fractional cents are refused', () => {
    expect(toCents(1234)).toBe(1234);
    expect(() => toCents(12.34)).toThrow(DomainError);
    expect(() => toCents(19.99 * 100)).toThrow('safe integer');
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow('safe integer');
  });

  it('O-9-24 adds, subtracts, sums and multiplies exactly', () => {
    expect(addCents(1999, 1)).toBe(2000);
    expect(subtractCents(500, 750)).toBe(-250);
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(sumCents([])).toBe(0);
    // 0.1 + 0.2 dollars is exactly 30 cents.
    expect(sumCents([dollarsToCents(0.1), dollarsToCents(0.2)])).toBe(30);
    expect(multiplyCents(1299, 72)).toBe(93_528);
    expect(() => multiplyCents(1299, 1.5)).toThrow('Quantity must be an integer');
  });

  it('O-9-24 scales by rates with a chosen rounding (halves away from zero)', () => {
    expect(scaleCents(1000, 0.0725)).toBe(73); // 72.5 -> 73
    expect(scaleCents(-1000, 0.0725)).toBe(-73);
    expect(scaleCents(1000, 0.0725, 'floor')).toBe(72);
    expect(scaleCents(1001, 0.5, 'ceil')).toBe(501);
    expect(scaleCents(100, 1.005)).toBe(101); // 100.49999999999999 is really 100.5
    expect(() => scaleCents(100, Number.NaN)).toThrow(DomainError);
  });

  it('O-9-24 converts dollars to cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(-0.015)).toBe(-2);
    expect(() => dollarsToCents(Number.POSITIVE_INFINITY)).toThrow(DomainError);
  });

  it('parses typed dollar amounts', () => {
    expect(parseDollars('12.34')).toBe(1234);
    expect(parseDollars('$1,234.5')).toBe(123_450);
    expect(parseDollars(' -3 ')).toBe(-300);
    expect(parseDollars('.5')).toBe(50);
    expect(parseDollars('-0')).toBe(0);
    for (const bad of ['', '$', '12.345', '1,23', 'abc', '1.2.3']) expect(parseDollars(bad)).toBeNull();
  });

  it('O-9-25 property: formatting and parsing round-trip every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        expect(parseDollars(formatDollars(c))).toBe(c);
        expect(parseDollars(centsToDollars(c))).toBe(c);
        expect(dollarsToCents(Number(centsToDollars(c)))).toBe(c);
      }),
    );
  });
});
