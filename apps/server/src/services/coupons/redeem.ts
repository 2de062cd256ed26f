import { randomUUID } from 'node:crypto';
import { type CouponRow, couponsRepository, type Queryable } from '@platen/db';
import { type CouponTerms, couponRefusal } from '@platen/domain/coupons/coupon';
import { AppError } from '../../errors/app-error.ts';
import type { CartQuote } from '../quote/quote-cart.ts';

/** A stored coupon's terms as the domain rule reads them. */
export const couponTerms = (c: CouponRow): CouponTerms => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  products: c.products,
  printTypes: c.printTypes,
  minimumCents: c.minimumCents,
  expiresAt: c.expiresAt,
  usesPerAccount: c.usesPerAccount,
  usesTotal: c.usesTotal,
});

/** Why the coupon cannot be used by this account on this quote now (a sentence), or null. */
export async function couponProblem(
  q: Queryable,
  coupon: CouponRow,
  userId: string,
  quote: CartQuote,
  now: Date,
): Promise<string | null> {
  const byAccount = await couponsRepository(q).usesBy(coupon.id, userId);
  return couponRefusal(couponTerms(coupon), quote.couponItems, {
    now,
    uses: { total: coupon.usedCount, byAccount },
    expiredByStaff: coupon.expiredAt !== null,
  });
}

/**
 * At placement, in its transaction: the cart's coupon with its row locked (concurrent redemptions of one coupon
 * queue here, so the use counts read next are final), or null when the cart carries none.
 */
export async function lockCartCoupon(tx: Queryable, cartId: string): Promise<CouponRow | null> {
  const attached = await couponsRepository(tx).forCart(cartId);
  return attached ? couponsRepository(tx).lock(attached.id) : null;
}

/**
 * Redeems the locked coupon for the order: refused with its sentence (422, and the placement rolls back) when it
 * no longer applies — expired, used up, below the minimum, not for these products — else one use is counted.
 */
export async function redeemCoupon(
  tx: Queryable,
  coupon: CouponRow,
  o: { userId: string; orderId: string; quote: CartQuote; now: Date },
): Promise<void> {
  const problem = await couponProblem(tx, coupon, o.userId, o.quote, o.now);
  const discountCents = o.quote.coupon?.discountCents ?? 0;
  const counted =
    problem === null &&
    (await couponsRepository(tx).redeem({
      id: randomUUID(),
      couponId: coupon.id,
      orderId: o.orderId,
      userId: o.userId,
      discountCents,
    }));
  if (!counted) {
    const message = problem ?? 'This coupon has been used up.';
    throw new AppError('unprocessable', message, { issues: [{ path: 'coupon', message, code: 'coupon' }] });
  }
}
