import { createHash, randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from '@platen/contracts';
import {
  cartsRepository,
  type Db,
  idempotencyRepository,
  ordersRepository,
  type Queryable,
} from '@platen/db';
import { addBusinessDays } from '@platen/domain/calendar/business-days';
import { orderingFlowPolicy, PUNCHOUT_CART_REFUSAL } from '@platen/domain/procurement/punchout';
import { ACCOUNT_CART_SETTINGS, withAccountSettings } from '@platen/domain/cart/customer-cart-paths';
import { checkoutBlockers } from '@platen/domain/checkout/checkout-blockers';
import type { Cart } from '@platen/domain/entities/entities';
import {
  type OrderLine,
  orderItemPrintables,
  orderLines,
  productionDays,
} from '@platen/domain/ordering/order-lines';
import { AppError, notFound } from '../../errors/app-error.ts';
import { initialOrderFromCart } from '../lifecycle/order-state.ts';
import type { FundsNotice } from './order-money.ts';
import { startLifecycle } from './start-lifecycle.ts';
import { priceLines, quoteProblems } from '../quote/priced-order.ts';
import { type CartQuote, quoteForCart } from '../quote/quote-cart.ts';
import { couponTerms, lockCartCoupon, redeemCoupon } from '../coupons/redeem.ts';
import type { CouponTerms } from '@platen/domain/coupons/coupon';

/** The 409 of placing a cart that was already ordered (a quote's cart: the quote was used). */
export const CART_ALREADY_ORDERED = 'This cart was already ordered.';

export interface PlacedOrder {
  status: number;
  body: { orderId: string };
  replayed: boolean;
}

/** What an idempotency key covers: the cart and the body (docs/decisions/idempotency.md). */
export function requestHash(cartId: string, body: PlaceOrderRequest): string {
  const canonical = JSON.stringify({ cartId, note: body?.note ?? null });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** What the caller of placeOrder brings besides the request. */
export interface PlacementContext {
  assumedBy?: string | null;
  ip?: string | null;
  notice?: FundsNotice;
  /**
   * A purchase order from the procurement system (POST /coupa/order): its PO number, and the right to place a
   * punchout cart (a customer's own placement of one is refused: O-6-02).
   */
  purchaseOrder?: { po: string };
  /** Runs in the placement's transaction once the order is stored (throw to refuse and roll back all). */
  within?: (tx: Queryable, placed: { orderId: string; quote: CartQuote }) => Promise<void>;
}

type LockedCart = NonNullable<Awaited<ReturnType<ReturnType<typeof cartsRepository>['lock']>>>;

/**
 * POST /cart/:cartId/order: in ONE transaction: claim the idempotency key (a replay answers the stored result;
 * another body under the key is a 422), lock the cart, check the checkout rules (O-5-25..28), price it, store
 * the order with its lines, mark the cart ordered (a new cart version) and store the answer under the key.
 * Anything that fails rolls back everything, the key included, so a retry runs again.
 */
export async function placeOrder(
  db: Db,
  userId: string,
  cartId: string,
  key: string,
  body: PlaceOrderRequest,
  context: PlacementContext = {},
): Promise<PlacedOrder> {
  const hash = requestHash(cartId, body);
  return db.transaction(async (tx) => {
    const replay = await claimKey(tx, userId, key, hash);
    if (replay) return replay;
    const { state, cart, lines } = await orderableCart(tx, userId, cartId, context.purchaseOrder);
    const now = new Date();
    const coupon = await lockCartCoupon(tx, cartId);
    const quote = await pricedQuote(tx, cart, userId, now, coupon ? couponTerms(coupon) : null);
    const { orderId, orderedAt } = await storeOrder(
      tx,
      { userId, cartId, state, cart, lines, quote, now },
      context,
    );
    if (coupon) await redeemCoupon(tx, coupon, { userId, orderId, quote, now });
    await markCartOrdered(tx, userId, cartId, state, cart, orderedAt);
    await context.within?.(tx, { orderId, quote });
    const answer = { orderId };
    await idempotencyRepository(tx).complete(userId, key, 201, answer);
    return { status: 201, body: answer, replayed: false };
  });
}

/** Claims the idempotency key: null for a new request, the stored answer for a replay, 422 for another body. */
async function claimKey(
  tx: Queryable,
  userId: string,
  key: string,
  hash: string,
): Promise<PlacedOrder | null> {
  const keys = idempotencyRepository(tx);
  if (await keys.claim(userId, key, hash)) return null;
  const prev = await keys.get(userId, key);
  if (!prev || prev.requestHash !== hash) {
    throw new AppError(
      'idempotency_mismatch',
      'This Idempotency-Key was already used with another request. Use a new key for a new request.',
    );
  }
  return { status: prev.status, body: prev.response as { orderId: string }, replayed: true };
}

/** The cart locked, not ordered yet, passing the checkout rules, with at least one line. */
async function orderableCart(
  tx: Queryable,
  userId: string,
  cartId: string,
  purchaseOrder: PlacementContext['purchaseOrder'],
) {
  const state = await cartsRepository(tx).lock(cartId, userId);
  if (!state) throw notFound('Cart');
  if (state.orderedAt) throw new AppError('conflict', CART_ALREADY_ORDERED);
  const stored = withAccountSettings(state.doc as unknown as Cart, ACCOUNT_CART_SETTINGS);
  if (!orderingFlowPolicy(stored.features).placesOrder && !purchaseOrder)
    throw new AppError('conflict', PUNCHOUT_CART_REFUSAL);
  const cart = purchaseOrder ? { ...stored, po: purchaseOrder.po } : stored;
  const blockers = checkoutBlockers(cart);
  const lines = orderLines(cart);
  if (blockers.length > 0 || lines.length === 0) {
    const issues = blockers.length
      ? blockers
      : [{ path: 'shipments', message: 'Enter a quantity above 0 for at least one item.' }];
    throw new AppError('unprocessable', `The cart cannot be ordered yet: ${issues[0]?.message}`, {
      issues,
    });
  }
  return { state, cart, lines };
}

/** The cart's quote, or 422 with what keeps it from being priced. */
async function pricedQuote(
  tx: Queryable,
  cart: Cart,
  userId: string,
  now: Date,
  coupon: CouponTerms | null,
): Promise<CartQuote> {
  const quote = await quoteForCart(tx, cart, userId, now, coupon);
  const problems = quoteProblems(quote);
  if (problems.length > 0) {
    throw new AppError('unprocessable', `The cart cannot be priced: ${problems[0]?.message}`, {
      issues: problems,
    });
  }
  return quote;
}

/** Stores the order with its priced lines, then starts its lifecycle (placed, validated, paid or held). */
async function storeOrder(
  tx: Queryable,
  o: {
    userId: string;
    cartId: string;
    state: LockedCart;
    cart: Cart;
    lines: OrderLine[];
    quote: CartQuote;
    now: Date;
  },
  context: PlacementContext,
) {
  const { userId, cart, quote, now } = o;
  const orderedAt = now.toISOString();
  const orderId = randomUUID();
  const dueDate = quote.dueDate
    ? quote.dueDate.slice(0, 10)
    : addBusinessDays(now, productionDays(cart.features));
  await ordersRepository(tx).insert({
    id: orderId,
    userId,
    cartId: o.cartId,
    cartVersion: o.state.version + 1,
    po: cart.po,
    cart: { ...cart, orderedAt },
    quote,
    totalCents: quote.totals.total,
    dueDate,
    lines: priceLines(o.lines, quote),
  });
  await startLifecycle(
    tx,
    orderId,
    initialOrderFromCart(cart, orderItemPrintables(o.lines), dueDate),
    { id: userId, assumedBy: context.assumedBy ?? null },
    context.ip ?? null,
    context.notice,
  );
  return { orderId, orderedAt };
}

/** The cart becomes ordered: a new version by compare-and-set (409 if it changed meanwhile). */
async function markCartOrdered(
  tx: Queryable,
  userId: string,
  cartId: string,
  state: LockedCart,
  cart: Cart,
  orderedAt: string,
) {
  const version = await cartsRepository(tx).compareAndSet(
    cartId,
    userId,
    state.version,
    { ...cart, orderedAt },
    [{ op: 'replace', path: '/orderedAt', value: orderedAt }],
    { orderedAt },
  );
  if (version === null)
    throw new AppError('conflict', 'The cart changed while the order was placed. Try again.');
}

const summary = (o: Awaited<ReturnType<ReturnType<typeof ordersRepository>['get']>> & object) => ({
  id: o.id,
  cartId: o.cartId,
  status: o.status,
  po: o.po,
  totalCents: o.totalCents,
  dueDate: o.dueDate,
  createdAt: o.createdAt,
});

export async function listOrders(db: Db, userId: string) {
  const rows = await ordersRepository(db).list(userId);
  return { orders: rows.map(summary) };
}

export async function getOrder(db: Db, userId: string, orderId: string) {
  const repo = ordersRepository(db);
  const o = await repo.get(orderId, userId);
  if (!o) throw notFound('Order');
  const lines = await repo.lines(o.id);
  const shipments = ((o.cart as { shipments?: unknown[] }).shipments ?? []) as unknown[];
  return { order: { ...summary(o), cartVersion: o.cartVersion, shipments, quote: o.quote, lines } };
}
