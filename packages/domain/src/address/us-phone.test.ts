import { describe, expect, it } from 'vitest';
import { isUsPhone, usPhoneDigits } from './us-phone.ts';

describe('US phone', () => {
  it('O-5-50 phone must be a 10-digit US format (common formatting accepted)', () => {
    for (const p of [
      '5551234567',
      '(555) 123-4567',
      '555.123.4567',
      '555-123-4567',
      '+1 555 123 4567',
      '1-555-123-4567',
    ]) {
      expect(isUsPhone(p)).toBe(true);
    }
    expect(usPhoneDigits('+1 (555) 123-4567')).toBe('5551234567');
    for (const p of ['555-1234', '55512345678', '+44 20 7946 0958', 'call me', '', null])
      expect(isUsPhone(p)).toBe(false);
  });
});
