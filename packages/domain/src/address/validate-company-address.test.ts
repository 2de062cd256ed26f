import { describe, expect, it } from 'vitest';
import type { Address } from '../entities/entities.ts';
import { validateCompanyAddress } from './validate-company-address.ts';

const valid: Address = {
  name: 'Platen Inc',
  company: 'Platen Inc',
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
  phone: '(415) 555-0100',
};
const messages = (a: Address | null) => validateCompanyAddress(a).map((i) => i.message);

describe('company address form', () => {
  it('accepts a complete domestic address', () => {
    expect(validateCompanyAddress(valid)).toEqual([]);
  });

  it('O-5-38 address1 missing -> "Address line 1 is a required field."', () => {
    expect(messages({ ...valid, address1: '' })).toEqual(['Address line 1 is a required field.']);
  });

  it('O-5-39 city missing -> "City is a required field."', () => {
    expect(messages({ ...valid, city: ' ' })).toEqual(['City is a required field.']);
  });

  it('O-5-40 state missing -> "State is a required field."', () => {
    expect(messages({ ...valid, state: null })).toEqual(['State is a required field.']);
  });

  it('O-5-41 country missing -> "Country is a required field."', () => {
    expect(messages({ ...valid, country: '' })).toEqual(['Country is a required field.']);
  });

  it('O-5-42 zip missing -> "US zip code/postal code is a required field."', () => {
    expect(messages({ ...valid, zip: '' })).toEqual(['US zip code/postal code is a required field.']);
  });

  it('O-5-43 phone missing -> "Phone number is a required field."', () => {
    expect(messages({ ...valid, phone: '' })).toEqual(['Phone number is a required field.']);
  });

  it('O-5-44 invalid country -> quoted value "is not a valid country."', () => {
    expect(messages({ ...valid, country: 'XX' })).toEqual(['"XX" is not a valid country.']);
    expect(messages({ ...valid, country: 'us' })).toEqual([]);
  });

  it('O-5-45 invalid state -> quoted value "is not a valid state."', () => {
    expect(messages({ ...valid, state: 'ZZ' })).toEqual(['"ZZ" is not a valid state.']);
  });

  it('O-5-46 bad US zip -> "US zip code/postal code must be a 5 digit number."', () => {
    expect(messages({ ...valid, zip: '9410' })).toEqual([
      'US zip code/postal code must be a 5 digit number.',
    ]);
    expect(messages({ ...valid, zip: '94105-1234' })).toEqual([]);
  });

  it('O-5-47 invalid phone -> quoted value "is not a valid phone number."', () => {
    expect(messages({ ...valid, phone: '555-0100' })).toEqual(['"555-0100" is not a valid phone number.']);
  });

  it('O-5-48 an empty address -> "Please provide an valid address." (verbatim)', () => {
    expect(messages(null)).toEqual(['Please provide an valid address.']);
    expect(messages({ name: ' ', country: '' })).toEqual(['Please provide an valid address.']);
  });

  it('O-5-50 domestic phones must be 10-digit US; O-5-47 international phones 7-15 digits', () => {
    expect(messages({ ...valid, phone: '+44 20 7946 0958' })).toEqual([
      '"+44 20 7946 0958" is not a valid phone number.',
    ]);
    const london: Address = { ...valid, city: 'London', state: '', zip: 'SW1A 1AA', country: 'GB' };
    expect(messages({ ...london, phone: '+44 20 7946 0958' })).toEqual([]);
    expect(messages({ ...london, phone: '12' })).toEqual(['"12" is not a valid phone number.']);
  });

  it('O-5-51 state and zip checks apply to domestic addresses (PR, AA ...)', () => {
    expect(messages({ ...valid, country: 'PR', state: 'XX', zip: 'ABC' })).toEqual([
      '"XX" is not a valid state.',
      'US zip code/postal code must be a 5 digit number.',
    ]);
    expect(messages({ ...valid, country: 'AA', state: 'AA', zip: '34001' })).toEqual([]);
  });

  it('O-5-52 non-domestic addresses skip state and zip checks', () => {
    expect(messages({ ...valid, country: 'GB', state: '', zip: '', phone: '+442079460958' })).toEqual([]);
    expect(
      messages({ ...valid, country: 'CA', state: 'Ontario', zip: 'K1A 0B6', phone: '613 555 0100' }),
    ).toEqual([]);
  });
});
