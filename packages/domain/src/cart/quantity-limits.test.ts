import { describe, expect, it } from 'vitest';
import {
  isAllowedQuantity,
  MAX_QUANTITY_PER_SIZE,
  QUANTITY_MESSAGES,
  readQuantity,
} from './quantity-limits.ts';

describe('#12.6 quantity limits where the user types', () => {
  it('#12.6 whole numbers up to the per-size limit are read; empty is 0; separators are allowed', () => {
    expect(readQuantity('')).toEqual({ ok: true, quantity: 0 });
    expect(readQuantity(' 24 ')).toEqual({ ok: true, quantity: 24 });
    expect(readQuantity('1,000,000')).toEqual({ ok: true, quantity: MAX_QUANTITY_PER_SIZE });
  });

  it('#12.6 99,999,999 is refused with a clear message, never sent', () => {
    expect(readQuantity('99999999')).toEqual({ ok: false, message: QUANTITY_MESSAGES.tooMany });
    expect(QUANTITY_MESSAGES.tooMany).toBe('At most 1,000,000 per size; for more, contact sales.');
    expect(readQuantity('1000001')).toMatchObject({ ok: false });
  });

  it('#12.6 decimals, signs, exponents and words are refused', () => {
    for (const t of ['2.5', '-3', '1e3', 'ten', '+4']) {
      expect(readQuantity(t)).toEqual({ ok: false, message: QUANTITY_MESSAGES.notWhole });
    }
  });

  it('#12.6 a stored quantity is allowed only within 0..limit', () => {
    expect([0, 5, MAX_QUANTITY_PER_SIZE].every(isAllowedQuantity)).toBe(true);
    expect([-1, 1.5, MAX_QUANTITY_PER_SIZE + 1, Number.NaN].some(isAllowedQuantity)).toBe(false);
  });
});
