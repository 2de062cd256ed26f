import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../address/countries.ts';
import { EU_COUNTRIES, isEuCountry } from './eu-countries.ts';

describe('EU countries', () => {
  it('R-9-55 the EU list holds the 27 member states', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(new Set(EU_COUNTRIES).size).toBe(27);
    for (const c of EU_COUNTRIES) expect(COUNTRY_CODES).toContain(c);
    expect(isEuCountry('de')).toBe(true);
    expect(isEuCountry('GR')).toBe(true);
    for (const c of ['GB', 'CH', 'NO', 'EL', 'US']) expect(isEuCountry(c)).toBe(false);
  });
});
