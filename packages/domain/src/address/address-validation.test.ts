import { describe, expect, it } from 'vitest';
import type { Address } from '../entities/entities.ts';
import { addressIssueMessage, isSuggestionDifferent, readAddressValidation } from './address-validation.ts';

const input: Address = {
  name: 'Ada Lovelace',
  address1: '3000 mowry ave',
  address2: '',
  city: 'fremont',
  state: 'ca',
  zip: '94538',
  country: 'US',
};

describe('server address validation', () => {
  it('O-5-68 a corrected address differing in any field is offered as a suggestion', () => {
    const corrected: Address = { ...input, address1: '3000 MOWRY AVE', zip: '94538-1404', city: 'FREMONT' };
    expect(isSuggestionDifferent(input, corrected)).toBe(true);
    for (const field of [
      'name',
      'company',
      'address1',
      'address2',
      'city',
      'state',
      'zip',
      'country',
      'phone',
    ] as const) {
      expect(isSuggestionDifferent(input, { ...input, [field]: 'Something else' }), field).toBe(true);
    }
    const outcome = readAddressValidation(
      { ...input, phone: '5551234567' },
      { address: { ...corrected, phone: undefined } },
    );
    expect(outcome.suggestion).toEqual({ ...corrected, phone: '5551234567' });
  });

  it('O-5-69 a corrected address equal to the input ignoring case -> no suggestion', () => {
    const sameButUpper: Address = {
      name: 'ADA LOVELACE',
      address1: '3000 MOWRY AVE ',
      address2: null,
      city: 'FREMONT',
      state: 'CA',
      zip: '94538',
      country: 'us',
    };
    expect(isSuggestionDifferent(input, sameButUpper)).toBe(false);
    expect(readAddressValidation(input, { address: sameButUpper })).toEqual({
      suggestion: null,
      messages: [],
    });
  });

  it('O-5-70 returned issues are mapped by type to a message, unknown types to the generic one', () => {
    expect(addressIssueMessage('zip')).toBe('The zip code does not match the address.');
    expect(addressIssueMessage('ADDRESS2')).toBe(
      'The apartment, suite or unit number is missing or not recognised. Please check address line 2.',
    );
    expect(addressIssueMessage('undeliverable')).toBe('Please provide an valid address.');
    expect(addressIssueMessage('something_new')).toBe('Please provide an valid address.');
    const outcome = readAddressValidation(input, {
      issues: [
        { type: 'city', message: 'raw server text' },
        { type: 'city', message: 'again' },
        { type: 'weird', message: 'x' },
      ],
    });
    expect(outcome).toEqual({
      suggestion: null,
      messages: ['The city does not match the zip code.', 'Please provide an valid address.'],
    });
  });
});
