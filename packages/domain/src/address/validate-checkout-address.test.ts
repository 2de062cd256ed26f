import { describe, expect, it } from 'vitest';
import type { Address } from '../entities/entities.ts';
import { validateCheckoutAddress } from './validate-checkout-address.ts';

const valid: Address = {
  name: 'Ada Lovelace',
  company: null,
  address1: '3000 Mowry Ave',
  address2: '',
  city: 'Fremont',
  state: 'CA',
  zip: '94538',
  country: 'US',
};
const messages = (a: Address) => validateCheckoutAddress(a).map((i) => i.message);

describe('checkout address form', () => {
  it('accepts a complete domestic address', () => {
    expect(validateCheckoutAddress(valid)).toEqual([]);
  });

  it('O-5-29 address1 missing -> "Address line 1 must be provided."', () => {
    expect(messages({ ...valid, address1: '  ' })).toEqual(['Address line 1 must be provided.']);
  });

  it('O-5-30 city missing -> "City must be provided."', () => {
    expect(messages({ ...valid, city: null })).toEqual(['City must be provided.']);
  });

  it('O-5-31 name missing -> "Name must be provided."', () => {
    expect(messages({ ...valid, name: '' })).toEqual(['Name must be provided.']);
  });

  it('O-5-32 name under 2 characters -> "Name must be at least 2 characters."', () => {
    expect(messages({ ...valid, name: ' A ' })).toEqual(['Name must be at least 2 characters.']);
    expect(messages({ ...valid, name: 'Al' })).toEqual([]);
  });

  it('O-5-33 company is optional', () => {
    expect(messages({ ...valid, company: '' })).toEqual([]);
    expect(messages({ ...valid, company: undefined })).toEqual([]);
  });

  it('O-5-34 company present but under 2 characters -> "Company must be at least 2 characters."', () => {
    expect(messages({ ...valid, company: 'X' })).toEqual(['Company must be at least 2 characters.']);
    expect(messages({ ...valid, company: 'XY' })).toEqual([]);
  });

  it('O-5-35 state missing -> "State must be provided."', () => {
    expect(messages({ ...valid, state: '' })).toEqual(['State must be provided.']);
  });

  it('O-5-36 zip missing -> "Zip must be provided."', () => {
    expect(messages({ ...valid, zip: '' })).toEqual(['Zip must be provided.']);
  });

  it('O-5-37 state and zip are required for domestic addresses (no country too), not abroad', () => {
    expect(messages({ ...valid, country: null, state: '', zip: '' })).toEqual([
      'State must be provided.',
      'Zip must be provided.',
    ]);
    expect(messages({ ...valid, country: 'PR', state: '', zip: '' })).toHaveLength(2);
    expect(messages({ ...valid, country: 'HK', state: '', zip: '' })).toEqual([]);
  });

  it('O-5-60 over-long fields are reported with the limit', () => {
    expect(messages({ ...valid, city: 'C'.repeat(31) })).toEqual(['City must be at most 30 characters.']);
  });

  it('reports every problem of an empty form at once, in form order', () => {
    expect(messages({})).toEqual([
      'Name must be provided.',
      'Address line 1 must be provided.',
      'City must be provided.',
      'State must be provided.',
      'Zip must be provided.',
    ]);
    expect(validateCheckoutAddress(null)).toHaveLength(5);
  });
});
