import { describe, expect, it } from 'vitest';
import { FACILITIES_OPEN_AROUND_THE_CLOCK, isOpenAroundTheClock } from './facility-hours.ts';

describe('facility hours', () => {
  it('O-9-72 / R-9-104 Indy is open around the clock', () => {
    expect(isOpenAroundTheClock('INDY')).toBe(true);
  });

  it('O-9-73 / R-9-105 Dallas is open around the clock', () => {
    expect(isOpenAroundTheClock('dallas')).toBe(true);
  });

  it('the other facilities keep business hours', () => {
    expect([...FACILITIES_OPEN_AROUND_THE_CLOCK]).toEqual(['INDY', 'DALLAS']);
    for (const f of ['FREMONT', 'FRESNO', 'SCRANTON']) expect(isOpenAroundTheClock(f)).toBe(false);
  });
});
