import { randomUUID } from 'node:crypto';
import type { NewCouponRequest } from '@platen/contracts';
import { cartsRepository, type CouponRow, couponsRepository, type Db } from '@platen/db';
import { ACCOUNT_CART_SETTINGS, withAccountSettings } from '@platen/domain/cart/customer-cart-paths';
import {
  COUPON_MESSAGES,
  type CouponTerms,
  couponTermsProblem,
  normaliseCouponCode,
} from '@platen/domain/coupons/coupon';
import type { Cart } from '@platen/domain/entities/entities';
import { orderingFlowPolicy, PUNCHOUT_COUPON_REFUSAL } from '@platen/domain/procurement/punchout';
import { AppError, notFound } from '../../errors/app-error.ts';
import { quoteForCart } from '../quote/quote-cart.ts';
import { couponProblem, couponTerms } from './redeem.ts';

const refuse = (message: string, path = 'code') =>
  new AppError('unprocessable', message, { issues: [{ path, message, code: 'coupon' }] });

/** A coupon as staff see it, with its state now. */
export function couponView(c: CouponRow, now = new Date()) {
  const expired = c.expiredAt !== null || (c.expiresAt !== null && Date.parse(c.expiresAt) <= now.getTime());
  const usedUp = c.usesTotal !== null && c.usedCount >= c.usesTotal;
  return {
    ...c,
    state: expired ? ('expired' as const) : usedUp ? ('used-up' as const) : ('active' as const),
  };
}

/** GET /api/internal/coupons */
export async function listCoupons(db: Db) {
  const now = new Date();
  return { coupons: (await couponsRepository(db).list()).map((c) => couponView(c, now)) };
}

/** POST /api/internal/coupons: a new coupon (code upper-cased, unique; the domain's shape rules). */
export async function createCoupon(db: Db, staffId: string, body: NewCouponRequest) {
  const terms: CouponTerms = { ...body, code: normaliseCouponCode(body.code) };
  const problem = couponTermsProblem(terms);
  if (problem) throw refuse(problem.message, problem.path);
  const id = randomUUID();
  const row = { ...terms, products: [...terms.products], printTypes: [...terms.printTypes] };
  if (!(await couponsRepository(db).insert({ ...row, id, createdBy: staffId })))
    throw new AppError('conflict', `A coupon with the code ${terms.code} exists already.`);
  return couponView((await couponsRepository(db).byId(id))!);
}

/** POST /api/internal/coupons/{id}/expire: the coupon stops applying now (its past orders keep their discount). */
export async function expireCoupon(db: Db, couponId: string) {
  const repo = couponsRepository(db);
  const c = await repo.byId(couponId);
  if (!c) throw notFound('Coupon');
  await repo.expire(couponId);
  return couponView((await repo.byId(couponId))!);
}

/** The customer's cart as placement reads it (404 when not theirs; 409 once ordered). */
async function openCart(db: Db, userId: string, cartId: string): Promise<Cart> {
  const state = await cartsRepository(db).get(cartId, userId);
  if (!state) throw notFound('Cart');
  if (state.orderedAt) throw new AppError('conflict', 'This cart was already ordered.');
  return withAccountSettings(state.doc as unknown as Cart, ACCOUNT_CART_SETTINGS);
}

/** The coupon's line on the cart's quote now, and why it no longer applies (null while it does). */
async function cartCouponAnswer(db: Db, userId: string, cart: Cart, coupon: CouponRow) {
  const now = new Date();
  const quote = await quoteForCart(db, cart, userId, now, couponTerms(coupon));
  const problem = await couponProblem(db, coupon, userId, quote, now);
  const discountCents = problem ? 0 : (quote.coupon?.discountCents ?? 0);
  const subtotalCents = quote.totals.total + (quote.coupon?.discountCents ?? 0);
  return {
    coupon: {
      code: coupon.code,
      label: quote.coupon?.label ?? coupon.code,
      discountCents,
      subtotalCents,
      totalCents: subtotalCents - discountCents,
      problem,
    },
  };
}

/** GET /api/v2/cart/{cartId}/coupon: the cart's coupon priced on the cart as it is now. */
export async function getCartCoupon(db: Db, userId: string, cartId: string) {
  const cart = await openCart(db, userId, cartId);
  const coupon = await couponsRepository(db).forCart(cartId);
  return coupon ? cartCouponAnswer(db, userId, cart, coupon) : { coupon: null };
}

/**
 * PUT /api/v2/cart/{cartId}/coupon {code}: the code checked against the cart (unknown, expired, below minimum,
 * used up, not for these products: 422 with its sentence, nothing stored), then carried by the cart to placement.
 */
export async function applyCartCoupon(db: Db, userId: string, cartId: string, code: string) {
  const cart = await openCart(db, userId, cartId);
  // A Coupa buyer's prices are their company's terms; the PO must match the cart returned to Coupa.
  if (!orderingFlowPolicy(cart.features).collectsPayment) throw refuse(PUNCHOUT_COUPON_REFUSAL);
  const coupon = await couponsRepository(db).byCode(normaliseCouponCode(code));
  if (!coupon) throw refuse(COUPON_MESSAGES.unknown);
  const answer = await cartCouponAnswer(db, userId, cart, coupon);
  if (answer.coupon.problem) throw refuse(answer.coupon.problem);
  await couponsRepository(db).attach(cartId, coupon.id);
  return answer;
}

/** DELETE /api/v2/cart/{cartId}/coupon */
export async function removeCartCoupon(db: Db, userId: string, cartId: string) {
  await openCart(db, userId, cartId);
  await couponsRepository(db).detach(cartId);
  return { coupon: null };
}
