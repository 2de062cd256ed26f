import { BEFORE_PRINTING } from '../production/customer-actions.ts';

/**
 * "Order changes re-price": what a change to a placed order does to its money. Every change (cancel an
 * item, cancel the order, change a shipment's method or address, change a design) re-quotes the order's charged
 * items through the quote engine; the difference against what the ledger holds for the order is debited or
 * credited, and the invoice is revised. docs/decisions/order-changes-reprice.md.
 */
export type OrderChangeKind =
  | 'cancel-item'
  | 'cancel'
  | 'change-design'
  | 'change-shipping-method'
  | 'change-address';

/**
 * The ledger types that carry an order's own money (its payment and the re-pricing of it). The order's net
 * (debits less credits of these rows) is what the customer has paid for it; a top-up, a claim credit or a staff
 * adjustment is account money, not order money.
 */
export const ORDER_MONEY_TYPES = [
  'order',
  'design-change',
  'order-change',
  'item-cancelled',
  'order-cancelled',
] as const;

/** The ledger type of a re-pricing row: a cancel's refund keeps its historic type; other changes their own. */
export function repriceLedgerType(kind: OrderChangeKind): (typeof ORDER_MONEY_TYPES)[number] {
  if (kind === 'cancel-item') return 'item-cancelled';
  if (kind === 'cancel') return 'order-cancelled';
  if (kind === 'change-design') return 'design-change';
  return 'order-change';
}

/**
 * Is a cancelled item refunded? Only when it was cancelled before printing started (its status then was one of
 * BEFORE_PRINTING). An item whose units are printed (cancelled from `printing`, `reprint` or later) keeps being
 * charged for its printing and blank: ink on a blank cannot be undone. An item cancelled while on hold counts from
 * the status it was held from.
 */
export function cancelRefundable(cancelledFrom: string | null): boolean {
  return cancelledFrom !== null && BEFORE_PRINTING.includes(cancelledFrom);
}

/** A stored cancel event as re-pricing reads it (`refundable` is decided when the cancel happens). */
export interface CancelFact {
  /** null: the whole order was cancelled (every item still live then went with it). */
  itemIndex: number | null;
  from: string;
  refundable?: boolean | undefined;
}

/**
 * Which of the order's items are still charged: the live ones, and the cancelled ones whose cancel was not
 * refundable. An item's own cancel event counts first, else the whole order's.
 */
export function chargedItems(
  items: readonly { status: string }[],
  cancels: readonly CancelFact[],
): boolean[] {
  const whole = cancels.filter((c) => c.itemIndex === null).at(-1);
  return items.map((item, i) => {
    if (item.status !== 'cancelled') return true;
    const fact = cancels.find((c) => c.itemIndex === i) ?? whole;
    return !(fact?.refundable ?? cancelRefundable(fact?.from ?? null));
  });
}

/**
 * The order's new total after a change: the re-quote of its charged items. A cancel never raises what is owed (a
 * re-quote of fewer pieces may lose a volume price): the total then stays as it was, and the invoice's
 * "Discounts and adjustments" line explains the gap. Nothing charged: 0.
 */
export function repricedTotal(kind: OrderChangeKind, currentTotal: number, requoted: number): number {
  const total = Math.max(0, requoted);
  return kind === 'cancel-item' || kind === 'cancel' ? Math.min(currentTotal, total) : total;
}

/** One ledger movement settling a re-priced order, or null when nothing moves. */
export interface Settlement {
  direction: 'debit' | 'credit';
  amount: number;
}

/**
 * How a re-priced order settles. A paid order (its payment debit exists) moves the difference between its new total
 * and its net (what its order-money rows hold): a debit when it costs more, a credit to the balance when less. An
 * order not paid yet moves nothing: its amount due is its total, which changed with it.
 */
export function settlement(o: { paid: boolean; net: number; newTotal: number }): Settlement | null {
  if (!o.paid) return null;
  const diff = o.newTotal - o.net;
  if (diff === 0) return null;
  return diff > 0 ? { direction: 'debit', amount: diff } : { direction: 'credit', amount: -diff };
}

/** What the customer still owes for an order: its total less what its order-money rows hold (never below 0). */
export const amountDueCents = (total: number, net: number): number => Math.max(0, total - net);

/**
 * What a change does to the customer's money, as the confirm dialog states it: the amount credited to the balance
 * (a paid order) and the amount taken off the amount due (an order not paid yet).
 */
export function changeEffect(before: { total: number; due: number }, after: { total: number; due: number }) {
  const drop = Math.max(0, before.total - after.total);
  // The amount due may fall further when the cheaper order is then paid from the balance: only the price counts.
  const dueCut = Math.min(drop, Math.max(0, before.due - after.due));
  return { totalBefore: before.total, totalAfter: after.total, refund: drop - dueCut, dueCut };
}
