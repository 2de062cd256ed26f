import { describe, expect, it } from 'vitest';
import { checkAddress, PO_BOX_MESSAGE, usStateCode, type ZipReference } from './zip-consistency.ts';

const places: Record<string, { city: string; state: string }> = {
  '94607': { city: 'Oakland', state: 'CA' },
  '10001': { city: 'New York', state: 'NY' },
  '02134': { city: 'Allston', state: 'MA' },
};
const cities = new Set(['OAKLAND|CA', 'NEW YORK|NY', 'ALLSTON|MA', 'BOSTON|MA', 'ALBANY|NY']);
const ref: ZipReference = {
  byZip: (z) => places[z] ?? null,
  hasCity: (c, s) => cities.has(`${c.toUpperCase()}|${s}`),
};
const good = {
  name: 'Ada Lovelace',
  address1: '1 Main St',
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  country: 'US',
};

describe('checkAddress', () => {
  it('O-5-69 a correct address has no suggestion and no issues, whatever its case', () => {
    expect(checkAddress(good, ref)).toEqual({});
    expect(checkAddress({ ...good, city: 'OAKLAND', state: 'ca' }, ref)).toEqual({});
  });
  it('O-5-68 city agrees with the zip, state does not -> the zip state is suggested', () => {
    expect(checkAddress({ ...good, state: 'NY' }, ref)).toEqual({ address: { ...good, state: 'CA' } });
  });
  it('city and state agree but the zip is elsewhere -> a zip issue, no suggestion', () => {
    const r = checkAddress({ ...good, city: 'Albany', state: 'NY' }, ref);
    expect(r.address).toBeUndefined();
    expect(r.issues?.map((i) => i.type)).toEqual(['zip']);
  });
  it('nothing agrees -> a state issue', () => {
    expect(checkAddress({ ...good, city: 'Springfield', state: 'TX' }, ref).issues?.[0]?.type).toBe('state');
  });
  it('an unknown city name is a typo of the zip city -> suggested; a known other city -> an issue', () => {
    expect(checkAddress({ ...good, city: 'Oaklnd' }, ref).address?.city).toBe('Oakland');
    const r = checkAddress({ ...good, zip: '02134', city: 'Boston', state: 'MA' }, ref);
    expect(r.address).toBeUndefined();
    expect(r.issues?.[0]?.type).toBe('city');
  });
  it('O-5-65 a zip without its leading zero is padded in the suggestion; a missing city is filled in', () => {
    const r = checkAddress({ ...good, zip: '2134', city: '', state: 'MA' }, ref);
    expect(r.address).toMatchObject({ zip: '02134', city: 'Allston' });
  });
  it('unknown and malformed zips are issues', () => {
    expect(checkAddress({ ...good, zip: '99999' }, ref).issues?.[0]?.type).toBe('zip');
    expect(checkAddress({ ...good, zip: 'ABCDE' }, ref).issues?.[0]?.type).toBe('zip');
  });
  it('O-5-66/67 PO boxes are issues on their line', () => {
    const r = checkAddress({ ...good, address1: 'P.O. Box 12' }, ref);
    expect(r.issues).toEqual([{ type: 'address1', message: PO_BOX_MESSAGE }]);
  });
  it('abroad: a country issue, no zip check', () => {
    const r = checkAddress({ ...good, country: 'DE', state: '', zip: '10115', city: 'Berlin' }, ref);
    expect(r.issues?.map((i) => i.type)).toEqual(['country']);
  });
  it('reads full state names', () => {
    expect(usStateCode('california')).toBe('CA');
    expect(usStateCode('Nowhere')).toBeNull();
    expect(checkAddress({ ...good, state: 'California' }, ref).address?.state).toBe('CA');
  });
});
