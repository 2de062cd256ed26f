import { describe, expect, it } from 'vitest';
import { DOMESTIC_COUNTRIES, isDomestic } from './domestic.ts';

describe('domestic countries', () => {
  it('R-9-54 Domestic countries: PR, VI, GU, AA, AP, US', () => {
    expect([...DOMESTIC_COUNTRIES]).toEqual(['PR', 'VI', 'GU', 'AA', 'AP', 'US']);
  });

  it('O-5-51 no country, US, PR, VI, GU, AA and AP are domestic', () => {
    for (const c of [null, undefined, '', '  ', 'US', 'PR', 'VI', 'GU', 'AA', 'AP', 'us', ' pr ']) {
      expect(isDomestic(c)).toBe(true);
    }
  });

  it('O-5-52 other countries (incl. AE, which is the UAE) are not domestic', () => {
    for (const c of ['CA', 'MX', 'GB', 'AE', 'AS', 'MP']) expect(isDomestic(c)).toBe(false);
  });
});
