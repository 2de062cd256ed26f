import { describe, expect, it } from 'vitest';
import { formatWeight, ounces, pounds, toOunces } from './weight.ts';

describe('weights', () => {
  it('converts pounds to ounces and formats with the unit', () => {
    expect(toOunces(pounds(1))).toBe(16);
    expect(toOunces(pounds(25))).toBe(400);
    expect(toOunces(ounces(13))).toBe(13);
    expect(formatWeight(ounces(13))).toBe('13 oz');
    expect(formatWeight(pounds(25))).toBe('25 lb');
  });
});
