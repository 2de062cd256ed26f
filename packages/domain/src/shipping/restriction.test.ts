import { describe, expect, it } from 'vitest';
import { normaliseAddress } from '../address/normalise-address.ts';
import {
  countryBlacklist,
  countryWhitelist,
  failedRestrictions,
  maxWeight,
  minWeight,
} from './restriction.ts';
import { ounces, pounds } from './weight.ts';

const ctx = (country: string, weight: ReturnType<typeof ounces> | null = null) => ({
  address: normaliseAddress({ country }),
  weight,
});

describe('restrictions', () => {
  it('R-5-53 country whitelists and blacklists are declarative {code, args, check}', () => {
    const only = countryWhitelist(['AU', 'CA']);
    expect(only.code).toBe('country_whitelist');
    expect(only.args).toEqual({ countries: ['AU', 'CA'] });
    expect(only.check(ctx('ca'))).toBeNull();
    expect(only.check(ctx('US'))).toBe('Ships only to AU, CA.');
    expect(countryBlacklist(['US']).check(ctx(''))).toBe('Does not ship to US.');
    expect(countryBlacklist(['US']).check(ctx('GB'))).toBeNull();
  });

  it('weight limits compare across units and pass an unknown weight', () => {
    expect(maxWeight(pounds(1)).check(ctx('US', ounces(16)))).toBeNull();
    expect(maxWeight(pounds(1)).check(ctx('US', ounces(17)))).toBe('Parcels over 1 lb cannot use it.');
    expect(minWeight(pounds(1)).check(ctx('US', ounces(15)))).toBe('Parcels under 1 lb cannot use it.');
    expect(maxWeight(ounces(13)).check(ctx('US'))).toBeNull();
    expect(
      failedRestrictions([countryWhitelist(['US']), maxWeight(ounces(13))], ctx('GB', pounds(2))),
    ).toEqual([
      { code: 'country_whitelist', message: 'Ships only to US.' },
      { code: 'max_weight', message: 'Parcels over 13 oz cannot use it.' },
    ]);
  });
});
