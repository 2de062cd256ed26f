import { describe, expect, it } from 'vitest';
import { parseDollars } from './BillingNav.tsx';

describe('amounts typed in dollars', () => {
  it('#19 reads "84.2", "$1,000" and "5" as cents; anything else is not an amount', () => {
    expect(parseDollars('84.2')).toBe(8420);
    expect(parseDollars('$1,000')).toBe(100_000);
    expect(parseDollars(' 5 ')).toBe(500);
    expect(parseDollars('1.005')).toBeNull();
    expect(parseDollars('-3')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
  });
});
