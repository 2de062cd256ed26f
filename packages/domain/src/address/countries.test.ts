import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isValidCountry } from './countries.ts';

describe('countries', () => {
  it('O-5-44 valid countries: the 249 ISO 3166-1 alpha-2 codes plus domestic AA/AP', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    for (const c of ['US', 'ca', 'GB', 'AX', 'AA', 'AP']) expect(isValidCountry(c)).toBe(true);
    for (const c of ['UK', 'XK', 'EU', 'USA', '', null]) expect(isValidCountry(c)).toBe(false);
  });
});
