import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX_LENGTHS, addressLengthIssues, type LengthLimitedField } from './address-lengths.ts';

const cases: [string, LengthLimitedField, number][] = [
  ['O-5-53', 'name', 40],
  ['O-5-54', 'address1', 40],
  ['O-5-55', 'address2', 40],
  ['O-5-56', 'city', 30],
  ['O-5-57', 'state', 40],
  ['O-5-58', 'zip', 10],
  ['O-5-59', 'company', 35],
];

describe('address maximum lengths', () => {
  for (const [id, field, max] of cases) {
    it(`${id} Address max length ${field} ${max}`, () => {
      expect(ADDRESS_MAX_LENGTHS[field]).toBe(max);
      expect(addressLengthIssues({ [field]: 'x'.repeat(max) })).toEqual([]);
      expect(addressLengthIssues({ [field]: ` ${'x'.repeat(max)} ` })).toEqual([]);
      expect(addressLengthIssues({ [field]: 'x'.repeat(max + 1) })).toEqual([
        expect.objectContaining({ path: field, code: 'too_long' }),
      ]);
    });
  }

  it('O-5-60 over-length fields get a message naming the field and the limit', () => {
    expect(addressLengthIssues({ city: 'c'.repeat(31), company: 'c'.repeat(36) })).toEqual([
      { path: 'city', message: 'City must be at most 30 characters.', code: 'too_long' },
      { path: 'company', message: 'Company must be at most 35 characters.', code: 'too_long' },
    ]);
    // Characters, not UTF-16 units: 40 CJK extension-B characters (80 UTF-16 units) fit a 40 limit.
    expect(addressLengthIssues({ name: '\u{20000}'.repeat(40) })).toEqual([]);
  });
});
