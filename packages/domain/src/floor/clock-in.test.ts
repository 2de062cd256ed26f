import { describe, expect, it } from 'vitest';
import { clockInRefusal } from './clock-in.ts';

describe('scans count where the employee is clocked in', () => {
  it('refuses a scan without a shift, at another station or at another facility, saying where to clock in', () => {
    expect(clockInRefusal(null, { station: 'dtg' })).toBe('Clock in at DTG first.');
    expect(clockInRefusal({ station: 'pretreat', facility: 'INDY' }, { station: 'dtg' })).toBe(
      'Clock in at DTG first.',
    );
    expect(clockInRefusal({ station: 'dtg', facility: 'INDY' }, { station: 'dtg', facility: 'FRESNO' })).toBe(
      'Clock in at DTG (FRESNO) first.',
    );
  });
  it('lets a scan at the shift station through; store and rack are one station', () => {
    expect(clockInRefusal({ station: 'dtg', facility: 'INDY' }, { station: 'dtg' })).toBeNull();
    expect(
      clockInRefusal({ station: 'dtg', facility: 'INDY' }, { station: 'dtg', facility: 'INDY' }),
    ).toBeNull();
    expect(clockInRefusal({ station: 'store', facility: 'INDY' }, { station: 'rack' })).toBeNull();
  });
});
