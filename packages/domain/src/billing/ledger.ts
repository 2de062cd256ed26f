import {
  DEBIT_TYPES,
  type DebitType,
  STORE_CREDIT_TYPES,
  type StoreCreditType,
} from '../operations/store-credit-types.ts';

/**
 * Credits the platform itself makes besides staff store credit (R-3-64): a card payment that tops up the balance
 * the refund of an order cancelled before printing, and the refund of one item cancelled before printing while the
 * rest of its order goes on. docs/decisions/billing-ledger.md.
 */
export const SYSTEM_CREDIT_TYPES = ['card-payment', 'order-cancelled', 'item-cancelled'] as const;
/** Money the buyer sends by PayPal, bank wire or check (card above); billing/payments.ts. */
export const PAYMENT_CREDIT_TYPES = [
  'card-payment',
  'paypal-payment',
  'wire-payment',
  'check-payment',
] as const;
/** Every type a credit row may carry. */
export const LEDGER_CREDIT_TYPES = [
  ...STORE_CREDIT_TYPES,
  ...new Set([...SYSTEM_CREDIT_TYPES, ...PAYMENT_CREDIT_TYPES]),
] as (StoreCreditType | (typeof SYSTEM_CREDIT_TYPES)[number] | (typeof PAYMENT_CREDIT_TYPES)[number])[];
export type LedgerCreditType =
  | StoreCreditType
  | (typeof SYSTEM_CREDIT_TYPES)[number]
  | (typeof PAYMENT_CREDIT_TYPES)[number];

/** One money movement: immutable, a positive amount in cents, its direction and type. */
export type LedgerEntry =
  | { direction: 'credit'; type: LedgerCreditType; amount: number; orderId?: string | null }
  | { direction: 'debit'; type: DebitType; amount: number; orderId?: string | null };

/** The signed effect of one entry on the balance. */
export const signedAmount = (e: Pick<LedgerEntry, 'direction' | 'amount'>): number =>
  e.direction === 'credit' ? e.amount : -e.amount;

/** The balance is the sum of the ledger, never a stored number. */
export const balanceOf = (entries: readonly Pick<LedgerEntry, 'direction' | 'amount'>[]): number =>
  entries.reduce((sum, e) => sum + signedAmount(e), 0);

/** What the account can still spend: its balance plus its credit line. */
export const availableOf = (balance: number, creditLine: number): number => balance + creditLine;

/** True when `t` may be the type of a credit row. */
export const isLedgerCreditType = (t: string): t is LedgerCreditType =>
  (LEDGER_CREDIT_TYPES as readonly string[]).includes(t);

/** Types staff choose from when they adjust an account by hand: credits (R-3-64) and debits (R-3-65). */
export const STAFF_ADJUSTMENT_TYPES = {
  credit: STORE_CREDIT_TYPES,
  debit: DEBIT_TYPES.filter((t) => t !== 'order'),
} as const;

export type PaymentDecision = { paid: true } | { paid: false; shortBy: number };

/**
 * At validation: the order is paid when balance + credit line covers its total (available never goes below
 * zero, i.e. the balance never below minus the credit line); otherwise it waits, short by the missing cents.
 */
export function decidePayment(available: number, total: number): PaymentDecision {
  if (total <= available) return { paid: true };
  return { paid: false, shortBy: total - Math.max(available, 0) };
}

/** A debit (other than an order) is allowed only while the account keeps available >= 0. */
export function debitAllowed(available: number, amount: number): boolean {
  return amount > 0 && amount <= available;
}

/**
 * When funds arrive: the held orders to release, oldest first, each while it fits. The queue is strict: an
 * order that does not fit stops the release, so a large older order is never starved by smaller newer ones.
 */
export function ordersToRelease<T extends { total: number }>(
  heldOldestFirst: readonly T[],
  available: number,
): T[] {
  const out: T[] = [];
  let left = available;
  for (const o of heldOldestFirst) {
    if (o.total > left) break;
    out.push(o);
    left -= o.total;
  }
  return out;
}

/** The amount still missing for every held order ("add $84.20"). */
export function fundsNeeded(heldTotals: readonly number[], available: number): number {
  const total = heldTotals.reduce((s, t) => s + t, 0);
  return Math.max(0, total - Math.max(available, 0));
}

/** A credit line may be lowered only as far as the account's debt: available must stay >= 0. */
export function creditLineAllowed(balance: number, creditLine: number): boolean {
  return availableOf(balance, creditLine) >= 0;
}
