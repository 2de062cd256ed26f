import { describe, expect, it } from 'vitest';
import type { Address } from '../entities/entities.ts';
import { findExistingEntry, isExistingEntry } from './existing-entry.ts';

const saved: Address = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  address1: '3000 Mowry Ave.',
  city: 'Fremont',
  state: 'CA',
  zip: '94538',
  country: 'US',
  phone: '555-123-4567',
};

describe('existing address entries', () => {
  it('O-5-71 an equal saved entry ignoring name counts as existing', () => {
    expect(isExistingEntry(saved, { ...saved, name: 'Charles Babbage' })).toBe(true);
    expect(isExistingEntry(saved, { ...saved, address1: '3000 MOWRY AVE', country: null, name: null })).toBe(
      true,
    );
    expect(isExistingEntry(saved, { ...saved, address2: 'Suite 4' })).toBe(false);
    expect(isExistingEntry(saved, { ...saved, company: 'Other Co' })).toBe(false);
    expect(isExistingEntry({ ...saved, zip: '2134' }, { ...saved, zip: '02134' })).toBe(true);
  });

  it('O-5-71 finds the existing entry among saved addresses', () => {
    const other = { ...saved, address1: '1 Market St' };
    expect(findExistingEntry([other, saved], { ...saved, name: 'Someone' })).toBe(saved);
    expect(findExistingEntry([other], saved)).toBeUndefined();
  });
});
