/**
 * R-3-64: store credit types. The spec says "payoneer and paypal variants" without names; each gets a payout and
 * a refund variant, mirroring check / check-refund. docs/decisions/store-credit-variants.md.
 */
export const STORE_CREDIT_TYPES = [
  'promotion',
  'claim',
  'check',
  'ach-wire',
  'write-off',
  'check-refund',
  'admin-reversal',
  'provider-credit',
  'payoneer',
  'payoneer-refund',
  'paypal',
  'paypal-refund',
  'teechip-cash',
  'sp-cash',
] as const;
export type StoreCreditType = (typeof STORE_CREDIT_TYPES)[number];

/** R-3-65: debit types. */
export const DEBIT_TYPES = [
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
] as const;
export type DebitType = (typeof DEBIT_TYPES)[number];

/** True when `t` is a known store credit type. */
export const isStoreCreditType = (t: string): t is StoreCreditType =>
  (STORE_CREDIT_TYPES as readonly string[]).includes(t);
/** True when `t` is a known debit type. */
export const isDebitType = (t: string): t is DebitType => (DEBIT_TYPES as readonly string[]).includes(t);
