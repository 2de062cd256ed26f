import {
  billingRepository,
  invoicesRepository,
  type OrderLifecycleRow,
  orderEventsRepository,
  ordersRepository,
  type Queryable,
} from '@platen/db';
import { invoiceFromTotals, type OrderTotals } from '@platen/domain/billing/invoice';
import { availableOf, debitAllowed } from '@platen/domain/billing/ledger';
import {
  chargedItems,
  ORDER_MONEY_TYPES,
  type OrderChangeKind,
  repricedTotal,
  repriceLedgerType,
  settlement,
} from '@platen/domain/billing/order-changes';
import { itemRefundCents, type StoredQuote } from '@platen/domain/billing/refunds';
import type { Cart } from '@platen/domain/entities/entities';
import { chargedCart, dropsPricedItem, hasChargedLines } from '@platen/domain/ordering/charged-cart';
import { orderItemPrintables, orderLines } from '@platen/domain/ordering/order-lines';
import type { LifecycleState } from '@platen/domain/production/order-lifecycle';
import { AppError, notFound } from '../../errors/app-error.ts';
import { priceLines, quoteProblems } from '../quote/priced-order.ts';
import { type AppliedCoupon, type CartQuote, quoteForCart } from '../quote/quote-cart.ts';
import { type FundsNotice, mailRevisedAmountDue, releaseHeld, type RunAction } from './order-money.ts';

/** One change to a placed order, as its re-pricing sees it. */
export interface OrderChange {
  kind: OrderChangeKind;
  /** The ordered cart after the change (address, method, design); omitted: the cart stays (cancels). */
  edit?: (cart: Cart) => Cart;
  /** Why: the invoice revision's reason and the ledger row's note ("Item 2 cancelled"). */
  reason: string;
  /** Unique per change: the ledger row's `external_ref`, so a change never moves money twice. */
  key: string;
  /** Who made the change (and who acted for them): the invoice revision records it; absent: the system. */
  by?: { id: string | null; assumedBy: string | null };
}

type StoredOrder = NonNullable<Awaited<ReturnType<ReturnType<typeof ordersRepository>['get']>>>;
const NOTHING_PRICED = { refs: [], breakdown: [] } as unknown as CartQuote;
/** The printables the stored quote priced (its refs). */
const pricedIds = (quote: unknown): string[] =>
  ((quote as { refs?: { printableId: string }[] } | null)?.refs ?? []).map((r) => r.printableId);
const isCancel = (kind: OrderChangeKind) => kind === 'cancel' || kind === 'cancel-item';

/**
 * A cancel whose remaining items the quote engine refuses (a minimum no longer met): the stored quote less the
 * dropped items' shares of it (billing/refunds.ts), so a cancel is never refused for its price.
 */
function withoutDropped(order: StoredOrder, cart: Cart, charged: boolean[]): number {
  const dropped = orderItemPrintables(orderLines(cart)).filter((_, i) => charged[i] === false);
  const quote = (order.quote ?? {}) as StoredQuote;
  const share = (printableId: string) =>
    itemRefundCents({ paid: order.totalCents, quote, printableId, refunded: 0 });
  return order.totalCents - dropped.reduce((s, p) => s + share(p), 0);
}

/** An ordered cart the engine can read (orders stored without one, e.g. before carts were kept, cannot re-quote). */
const readable = (cart: Cart | null | undefined): cart is Cart =>
  Array.isArray(cart?.shipments) && Array.isArray(cart?.printables) && Array.isArray(cart?.designDrafts);

/** The charged part of the cart priced by the quote engine, as at placement; nothing charged: 0. */
async function requote(
  q: Queryable,
  order: StoredOrder,
  userId: string,
  cart: Cart,
  charged: boolean[],
  kind: OrderChangeKind,
) {
  if (!charged.some(Boolean)) return { quote: null, requoted: 0 };
  if (!readable(cart)) {
    // Without its cart an order keeps its stored price until nothing of it is charged.
    if (isCancel(kind)) return { quote: null, requoted: order.totalCents };
    throw new AppError('unprocessable', 'This order cannot be re-priced: it was stored without its cart.');
  }
  const live = chargedCart(cart, charged);
  if (!hasChargedLines(live)) return { quote: null, requoted: 0 };
  // A coupon redeemed at placement keeps applying, on its terms as redeemed, to what is still charged.
  const coupon = (order.quote as { coupon?: AppliedCoupon | null } | null)?.coupon?.terms ?? null;
  const quote = await quoteForCart(q, live, userId, new Date(), coupon);
  const problems = quoteProblems(quote);
  if (problems.length === 0) return { quote, requoted: quote.totals.total };
  if (isCancel(kind)) return { quote: null, requoted: withoutDropped(order, cart, charged) };
  throw new AppError('unprocessable', `The change cannot be priced: ${problems[0]!.message}`, {
    issues: problems,
  });
}

/** The paid order's difference through the ledger (account lock held): a debit needs the funds (else 422). */
async function settle(q: Queryable, userId: string, orderId: string, newTotal: number, change: OrderChange) {
  const repo = billingRepository(q);
  const paid = (await repo.orderDebit(orderId)) !== null;
  const s = settlement({ paid, net: await repo.orderNetCents(orderId, ORDER_MONEY_TYPES), newTotal });
  if (!s) return null;
  const funds = await repo.lock(userId);
  if (s.direction === 'debit' && !debitAllowed(availableOf(funds.balance, funds.creditLine), s.amount))
    throw new AppError('unprocessable', 'The account does not have the funds for this change.');
  const type = repriceLedgerType(change.kind);
  return repo.append({ userId, ...s, type, orderId, note: change.reason, externalRef: change.key });
}

/** The invoice as the new total makes it: a revision with the reason, never a silently stale document. */
async function reviseInvoice(
  q: Queryable,
  order: StoredOrder,
  quote: CartQuote | null,
  total: number,
  change: OrderChange,
) {
  const prior = order.quote as { totals?: OrderTotals; coupon?: AppliedCoupon | null } | null;
  const zero = { printing: 0, blanks: 0, shipping: 0, fees: 0, tax: 0 };
  const totals = total === 0 ? zero : (quote?.totals ?? prior?.totals ?? zero);
  const coupon = total === 0 ? null : quote ? quote.coupon : prior?.coupon;
  const by = { actorId: change.by?.id ?? null, assumedBy: change.by?.assumedBy ?? null };
  const draft = invoiceFromTotals({ ...totals, total, coupon: coupon ?? null });
  await invoicesRepository(q).revise(order.id, draft, change.reason, by);
}

/**
 * After a change the lifecycle accepted (same transaction, account lock held), the order's charged
 * items (live ones, and cancelled ones printing had already started on) are re-quoted by the quote engine; the
 * order stores its cart, quote, total and line prices; a paid order settles the difference in the ledger (once
 * per change, keyed), an unpaid one's amount due follows its total; the invoice is revised; a smaller total
 * releases held orders; an order still held gets its "Pay now" e-mail again with the new amount. Answers the order
 * as it left. docs/decisions/order-changes-reprice.md.
 */
export async function repriceOrder(
  q: Queryable,
  to: OrderLifecycleRow,
  change: OrderChange,
  run: RunAction,
  notice?: FundsNotice,
): Promise<OrderLifecycleRow | undefined> {
  const order = await ordersRepository(q).get(to.id, to.userId);
  if (!order) throw notFound('Order');
  const ordered = order.cart as unknown as Cart;
  const cart = change.edit && readable(ordered) ? change.edit(ordered) : ordered;
  const state = to.lifecycle as unknown as LifecycleState;
  const charged = chargedItems(state.items, await orderEventsRepository(q).cancels(order.id));
  if (isCancel(change.kind) && readable(cart) && !dropsPricedItem(cart, charged, pricedIds(order.quote)))
    return undefined;
  const { quote, requoted } = await requote(q, order, to.userId, cart, charged, change.kind);
  const total = repricedTotal(change.kind, order.totalCents, requoted);
  const lines = readable(cart) ? priceLines(orderLines(cart), quote ?? NOTHING_PRICED) : [];
  const storedQuote = quote ?? (total === 0 ? NOTHING_PRICED : order.quote);
  await ordersRepository(q).reprice(order.id, { cart, quote: storedQuote, totalCents: total, lines });
  const moved = await settle(q, to.userId, order.id, total, change);
  await reviseInvoice(q, order, quote, total, change);
  if (moved?.direction === 'credit' || total < order.totalCents) await releaseHeld(q, to.userId, run);
  const was = {
    userId: to.userId,
    orderId: order.id,
    previousCents: order.totalCents,
    reason: change.reason,
  };
  await mailRevisedAmountDue(q, notice, was);
  return (await orderEventsRepository(q).lifecycle(order.id)) ?? undefined;
}
