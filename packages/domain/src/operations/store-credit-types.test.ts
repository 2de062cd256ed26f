import { describe, expect, it } from 'vitest';
import { DEBIT_TYPES, isDebitType, isStoreCreditType, STORE_CREDIT_TYPES } from './store-credit-types.ts';

describe('store credit and debit types', () => {
  it('R-3-64 Store credit types, with payoneer and paypal variants', () => {
    for (const t of [
      'promotion',
      'claim',
      'check',
      'ach-wire',
      'write-off',
      'check-refund',
      'admin-reversal',
      'provider-credit',
      'teechip-cash',
      'sp-cash',
    ])
      expect(isStoreCreditType(t)).toBe(true);
    expect(STORE_CREDIT_TYPES.filter((t) => t.startsWith('payoneer'))).toEqual([
      'payoneer',
      'payoneer-refund',
    ]);
    expect(STORE_CREDIT_TYPES.filter((t) => t.startsWith('paypal'))).toEqual(['paypal', 'paypal-refund']);
    expect(isStoreCreditType('bitcoin')).toBe(false);
  });
  it('R-3-65 Debit types', () => {
    expect(DEBIT_TYPES).toEqual([
      'order',
      'adjustment',
      'rollback',
      'refund',
      'adfairy-cash-adjustment',
      'affiliate-commission',
      'fee',
      'pre-sale-refund',
      'post-sale-refund',
      'claim',
    ]);
    expect(isDebitType('fee')).toBe(true);
    expect(isDebitType('promotion')).toBe(false);
  });
});
