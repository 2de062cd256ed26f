import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address } from '../entities/entities.ts';
import { normaliseAddress, normaliseText, padUsZip } from './normalise-address.ts';

describe('normalising addresses', () => {
  it('O-5-61 trims every field', () => {
    expect(normaliseAddress({ city: '  FREMONT  ', name: '\tADA\n' })).toMatchObject({
      city: 'FREMONT',
      name: 'ADA',
    });
  });

  it('O-5-62 uppercases every field', () => {
    expect(
      normaliseAddress({ address1: '3000 Mowry Ave', city: 'fremont', state: 'ca', country: 'us' }),
    ).toMatchObject({
      address1: '3000 MOWRY AVE',
      city: 'FREMONT',
      state: 'CA',
      country: 'US',
    });
    expect(normaliseText('Müller Straße')).toBe('MÜLLER STRASSE');
  });

  it('O-5-63 strips non-alphanumerics (keeps space, "-" and "/")', () => {
    expect(normaliseText('P.O. Box #12')).toBe('PO BOX 12');
    expect(normaliseText("O'Neil St., Apt. 4")).toBe('ONEIL ST APT 4');
    expect(normaliseText('Suite 5,Floor 2')).toBe('SUITE 5 FLOOR 2');
    expect(normaliseText('12-14 Rue de la Paix')).toBe('12-14 RUE DE LA PAIX');
    expect(normaliseText('123 1/2 Main St')).toBe('123 1/2 MAIN ST');
    expect(normaliseText('(555) 123-4567')).toBe('555 123-4567');
    expect(normaliseAddress({ zip: 'k1a 0b6', country: 'ca' }).zip).toBe('K1A 0B6');
  });

  it('O-5-64 defaults the country to US', () => {
    expect(normaliseAddress({ city: 'Fremont' }).country).toBe('US');
    expect(normaliseAddress({ country: '  ' }).country).toBe('US');
    expect(normaliseAddress({ country: 'gb' }).country).toBe('GB');
    expect(normaliseAddress(null)).toMatchObject({ country: 'US', name: '', zip: '' });
  });

  it('O-5-65 pads short US zips to 5 with leading zeros', () => {
    expect(normaliseAddress({ zip: '2134' }).zip).toBe('02134');
    expect(normaliseAddress({ zip: '601', country: 'PR' }).zip).toBe('00601');
    expect(normaliseAddress({ zip: '2134-1234', country: 'US' }).zip).toBe('02134-1234');
    expect(normaliseAddress({ zip: '021341234' }).zip).toBe('02134-1234');
    expect(normaliseAddress({ zip: '94538' }).zip).toBe('94538');
    // Only US-style zips: a foreign postcode is never padded.
    expect(normaliseAddress({ zip: '2000', country: 'AU' }).zip).toBe('2000');
    expect(padUsZip('')).toBe('');
    expect(padUsZip('ABC')).toBe('ABC');
  });

  it('O-5-61 / O-5-62 / O-5-63 / O-5-64 / O-5-65 normalising is idempotent (property)', () => {
    const field = fc.option(fc.string({ unit: 'grapheme', maxLength: 30 }), { nil: undefined });
    const zip = fc.oneof(field, fc.stringMatching(/^\s?\d{1,5}(-?\d{4})?\s?$/));
    const address = fc.record<Address>({
      name: field,
      company: field,
      address1: field,
      address2: field,
      city: field,
      state: field,
      zip,
      country: fc.oneof(field, fc.constantFrom('us', 'PR', ' aa ', 'CA', 'gb', '')),
      phone: field,
      fax: field,
    });
    fc.assert(
      fc.property(address, (a) => {
        const once = normaliseAddress(a);
        expect(normaliseAddress(once)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });
});
