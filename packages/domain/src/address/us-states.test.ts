import { describe, expect, it } from 'vitest';
import { isValidUsState, US_STATE_CODES } from './us-states.ts';

describe('US states', () => {
  it('O-5-45 valid US states: 50 states, DC, territories and military codes (USPS list)', () => {
    expect(US_STATE_CODES).toHaveLength(62);
    for (const s of ['CA', 'ny', ' DC ', 'PR', 'GU', 'AA', 'AE', 'AP']) expect(isValidUsState(s)).toBe(true);
    for (const s of ['XX', 'California', '', null]) expect(isValidUsState(s)).toBe(false);
  });
});
