import { describe, expect, it } from 'vitest';
import { cents } from '../units/units.ts';
import { MAX_CREDIT_LINE, MAX_CREDIT_LINE_DOLLARS, validateCreditLine } from './credit-line.ts';

describe('credit line', () => {
  it('R-5-20 Maximum credit line 100000', () => {
    expect(MAX_CREDIT_LINE_DOLLARS).toBe(100000);
    expect(MAX_CREDIT_LINE).toBe(10_000_000);
    expect(validateCreditLine(cents(10_000_000)).ok).toBe(true);
    const r = validateCreditLine(cents(10_000_001));
    expect(r.ok ? null : r.issues[0]?.code).toBe('credit-line-max');
    expect(validateCreditLine(cents(0)).ok).toBe(false);
    expect(validateCreditLine(cents(1.5)).ok).toBe(false);
  });
});
