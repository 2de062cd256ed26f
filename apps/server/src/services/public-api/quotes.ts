import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CreateQuoteRequest,
  OrderFromQuoteRequest,
  OrderFromQuoteResponse,
  StoredQuote,
} from '@platen/contracts';
import {
  cartsRepository,
  type CouponRow,
  couponsRepository,
  type Db,
  designsRepository,
  ordersRepository,
  type QuoteRow,
  type Queryable,
  quotesRepository,
} from '@platen/db';
import { COUPON_MESSAGES, normaliseCouponCode } from '@platen/domain/coupons/coupon';
import { checkoutBlockers } from '@platen/domain/checkout/checkout-blockers';
import type { Issue } from '@platen/domain/errors/domain-error';
import { apiQuoteItemIndex, cartFromApiQuote, QUOTE_VALID_MS } from '@platen/domain/quote/api-quote-cart';
import { AppError, notFound } from '../../errors/app-error.ts';
import { fundingFor } from '../billing/payments.ts';
import { type Created, idempotentCreate } from '../idempotent-create.ts';
import { designView } from '../design/design-service.ts';
import { CART_ALREADY_ORDERED, placeOrder } from '../orders/orders-service.ts';
import { quoteProblems } from '../quote/priced-order.ts';
import type { CartQuote } from '../quote/quote-cart.ts';
import { quoteForCart } from '../quote/quote-cart.ts';
import { couponProblem, couponTerms } from '../coupons/redeem.ts';

type Stored = Omit<
  StoredQuote,
  'id' | 'token' | 'status' | 'expiresAt' | 'orderId' | 'createdAt' | 'totalCents' | 'funding'
>;

const refused = (what: string, issues: Issue[]) =>
  new AppError(
    'unprocessable',
    `${what}: ${issues[0]?.path ? `${issues[0].path}: ` : ''}${issues[0]?.message}`,
    {
      issues,
    },
  );

/** The request's coupon code, or 422 on `body.coupon` when no coupon has it. */
async function couponByCode(tx: Queryable, code: string): Promise<CouponRow> {
  const coupon = await couponsRepository(tx).byCode(normaliseCouponCode(code));
  if (!coupon)
    throw refused('The quote was not made', [{ path: 'body.coupon', message: COUPON_MESSAGES.unknown }]);
  return coupon;
}

/** 422 on `body.coupon` when the coupon does not apply to this quote (expired, used up, minimum, products). */
async function couponOnQuote(
  tx: Queryable,
  o: { coupon: CouponRow; userId: string; quote: CartQuote; now: Date },
) {
  const problem = await couponProblem(tx, o.coupon, o.userId, o.quote, o.now);
  if (problem) throw refused('The quote was not made', [{ path: 'body.coupon', message: problem }]);
}

/** `items[k]…` of the priced cart request -> `body.items[i]…` of the caller's request (through the refs). */
function callerPath(path: string, quote: CartQuote): string {
  return path.replace(/^items\[(\d+)\]/, (_m, k: string) => {
    const ref = quote.refs[Number(k)];
    return ref ? `body.items[${apiQuoteItemIndex(ref.printableId)}]` : `body.items`;
  });
}

function storedView(quote: CartQuote, request: CreateQuoteRequest): Stored {
  const c = quote.coupon;
  return {
    totals: { ...quote.totals },
    discount: c ? { code: c.terms.code, label: c.label, cents: c.discountCents } : null,
    items: request.items.map((item, i) => {
      const k = quote.refs.findIndex((r) => apiQuoteItemIndex(r.printableId) === i);
      const entry = quote.breakdown[k];
      return {
        designId: item.designId,
        cents: entry ? entry.printing + entry.blanks : 0,
        pieces: Object.values(item.sizes).reduce((n, q) => n + q, 0),
      };
    }),
    shipments: quote.shipments.map((s) => ({
      address: { ...s.address },
      service: s.service,
      pieces: s.pieces,
      cents: s.shipping,
      arrivalDate: s.arrivalDate ?? null,
    })),
    dueDate: quote.dueDate ? quote.dueDate.slice(0, 10) : null,
    warnings: quote.warnings,
  };
}

type QuoteView = Omit<StoredQuote, 'funding'>;

/** How the quote would be paid if ordered now (its order's funding once ordered; none once expired). */
async function withFunding(db: Db, userId: string, q: QuoteView): Promise<StoredQuote> {
  if (q.status === 'expired') return { ...q, funding: null };
  const ask = q.orderId ? { orderId: q.orderId } : { total: q.totalCents };
  return { ...q, funding: await fundingFor(db, userId, ask) };
}

function quoteView(row: QuoteRow, now: Date): QuoteView {
  const status = row.orderId ? 'ordered' : Date.parse(row.expiresAt) <= now.getTime() ? 'expired' : 'open';
  return {
    id: row.id,
    token: row.token,
    status,
    ...(row.quote as Stored),
    totalCents: (row.quote as Stored).totals.total,
    expiresAt: row.expiresAt,
    orderId: row.orderId,
    createdAt: row.createdAt,
  };
}

/**
 * POST /api/v3/quotes: builds the cart the request stands for (cartFromApiQuote), checks it with the checkout's
 * rules and prices it with the cart's quote (quoteForCart), then stores the cart and the quote with a token
 * that orders it until it expires. Refusals are 422 with issues on the caller's fields. Idempotent by key.
 */
export async function createQuote(
  db: Db,
  userId: string,
  key: string | undefined,
  request: CreateQuoteRequest,
  now: Date = new Date(),
): Promise<Created<StoredQuote>> {
  const made = await storeQuote(db, userId, key, request, now);
  return { ...made, body: await withFunding(db, userId, made.body) };
}

function storeQuote(
  db: Db,
  userId: string,
  key: string | undefined,
  request: CreateQuoteRequest,
  now: Date,
): Promise<Created<QuoteView>> {
  return idempotentCreate(db, userId, key, request, async (tx) => {
    const designIds = [...new Set(request.items.map((i) => i.designId))];
    const designs = new Map(
      (await designsRepository(tx).byIds(userId, designIds)).map((d) => [d.id, designView(d)]),
    );
    const cartId = randomUUID();
    const { cart, issues } = cartFromApiQuote(cartId, request, (id) => designs.get(id));
    if (issues.length > 0)
      throw refused(
        'The quote was not made',
        issues.map((i) => ({ ...i, path: `body.${i.path}` })),
      );
    const blockers = checkoutBlockers(cart);
    if (blockers.length > 0) throw refused('The quote was not made', blockers);
    const coupon = request.coupon ? await couponByCode(tx, request.coupon) : null;
    const quote = await quoteForCart(tx, cart, userId, now, coupon ? couponTerms(coupon) : null);
    const problems = quoteProblems(quote);
    if (problems.length > 0)
      throw refused(
        'The quote was not made',
        problems.map((p) => ({ ...p, path: callerPath(p.path, quote) })),
      );
    if (coupon) await couponOnQuote(tx, { coupon, userId, quote, now });
    await cartsRepository(tx).create(cartId, userId, cart);
    if (coupon) await couponsRepository(tx).attach(cartId, coupon.id);
    const row = await quotesRepository(tx).insert({
      id: `quo_${randomUUID()}`,
      userId,
      token: `qt_${randomBytes(24).toString('base64url')}`,
      cartId,
      quote: storedView(quote, request),
      totalCents: quote.totals.total,
      expiresAt: new Date(now.getTime() + QUOTE_VALID_MS).toISOString(),
    });
    return { status: 201, body: quoteView(row, now) };
  });
}

/** GET /api/v3/quotes/{id}: the owner's quote (another account's is a 404). */
export async function getQuote(
  db: Db,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<StoredQuote> {
  const row = await quotesRepository(db).byId(userId, id);
  if (!row) throw notFound('Quote');
  return withFunding(db, userId, quoteView(row, now));
}

type PlaceContext = NonNullable<Parameters<typeof placeOrder>[5]>;

/**
 * POST /api/v3/orders {quoteToken}: places the quote's cart through the cart's order placement (placeOrder:
 * checkout rules, pricing, billing, lifecycle events, webhooks), and in its transaction refuses a changed price
 * and records the order on the quote. Without an Idempotency-Key the quote itself is the key, so a retry
 * answers the same order. Unknown token 404; expired 422; already used 409.
 */
export async function orderFromQuote(
  db: Db,
  userId: string,
  key: string | undefined,
  request: OrderFromQuoteRequest,
  context: Omit<PlaceContext, 'within'> = {},
  now: Date = new Date(),
): Promise<Created<OrderFromQuoteResponse>> {
  const q = await quotesRepository(db).byToken(userId, request.quoteToken);
  const tokenIssue = (code: string, message: string) => [{ path: 'body.quoteToken', code, message }];
  if (!q) {
    const message = 'No quote has this token. Create one with POST /api/v3/quotes.';
    throw new AppError('not_found', message, { issues: tokenIssue('not_found', message) });
  }
  if (!q.orderId && Date.parse(q.expiresAt) <= now.getTime()) {
    const message = `This quote expired at ${q.expiresAt}. Create a new quote to order.`;
    throw new AppError('unprocessable', message, { issues: tokenIssue('expired', message) });
  }
  const used = (orderId: string | null) => {
    const message = `This quote was already used${orderId ? ` for order ${orderId}` : ''}. Create a new quote to order again.`;
    return new AppError('conflict', message, { issues: tokenIssue('used', message) });
  };
  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    placed = await placeOrder(
      db,
      userId,
      q.cartId,
      key ?? `quote:${q.id}`,
      request.note === undefined ? {} : { note: request.note },
      {
        ...context,
        within: async (tx, p) => {
          if (p.quote.totals.total !== q.totalCents) {
            const message = `Prices changed since this quote (quoted ${q.totalCents} cents, now ${p.quote.totals.total}). Create a new quote.`;
            throw new AppError('conflict', message, { issues: tokenIssue('price_changed', message) });
          }
          if (!(await quotesRepository(tx).markOrdered(q.id, p.orderId))) throw used(q.orderId);
        },
      },
    );
  } catch (err) {
    if (err instanceof AppError && err.message === CART_ALREADY_ORDERED) throw used(q.orderId);
    throw err;
  }
  const order = await ordersRepository(db).get(placed.body.orderId, userId);
  if (!order) throw notFound('Order');
  return {
    status: 201,
    replayed: placed.replayed,
    body: {
      id: order.id,
      quoteId: q.id,
      status: order.status,
      totalCents: order.totalCents,
      dueDate: order.dueDate,
    },
  };
}
