import { describe, expect, it } from 'vitest';
import {
  EMPTY_INTERNAL_STAFF_EMAILS,
  EXAMPLE_INTERNAL_STAFF_EMAILS,
  isInternalStaffEmail,
  parseInternalStaffEmailConfig,
} from './internal-staff-email.ts';

describe('internal staff emails', () => {
  it('R-6-22 nobody is internal by default (values withheld -> configuration)', () => {
    expect(isInternalStaffEmail('orders@example.com', EMPTY_INTERNAL_STAFF_EMAILS)).toBe(false);
  });
  it('R-6-22 the example has 5 literal and 5 domain patterns', () => {
    expect(EXAMPLE_INTERNAL_STAFF_EMAILS.literals).toHaveLength(5);
    expect(EXAMPLE_INTERNAL_STAFF_EMAILS.domains).toHaveLength(5);
  });
  it('R-6-22 literal patterns match whole addresses, case-insensitively', () => {
    const config = { literals: ['Ops@Shop.test'], domains: [] };
    expect(isInternalStaffEmail(' ops@shop.test ', config)).toBe(true);
    expect(isInternalStaffEmail('ops2@shop.test', config)).toBe(false);
  });
  it('R-6-22 domain patterns match the domain and its subdomains, not look-alikes', () => {
    const config = { literals: [], domains: ['@platen.test', '*.print.test'] };
    expect(isInternalStaffEmail('anyone@platen.test', config)).toBe(true);
    expect(isInternalStaffEmail('anyone@mail.platen.test', config)).toBe(true);
    expect(isInternalStaffEmail('anyone@notplaten.test', config)).toBe(false);
    expect(isInternalStaffEmail('a@x.print.test', config)).toBe(true);
    expect(isInternalStaffEmail('platen.test', config)).toBe(false);
    expect(isInternalStaffEmail(null, config)).toBe(false);
  });
  it('R-6-22 parses the configuration from strings', () => {
    expect(parseInternalStaffEmailConfig('a@x.test, b@x.test\n', 'x.test')).toEqual({
      literals: ['a@x.test', 'b@x.test'],
      domains: ['x.test'],
    });
    expect(parseInternalStaffEmailConfig()).toEqual(EMPTY_INTERNAL_STAFF_EMAILS);
  });
});
