import type { Queryable } from './db.ts';

/** A stored coupon (cents; percent 1..100). */
export interface CouponRow {
  id: string;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  products: string[];
  printTypes: string[];
  minimumCents: number;
  expiresAt: string | null;
  usesPerAccount: number | null;
  usesTotal: number | null;
  usedCount: number;
  expiredAt: string | null;
  createdAt: string;
}

export type NewCoupon = Omit<CouponRow, 'usedCount' | 'expiredAt' | 'createdAt'> & { createdBy: string };

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
const num = (v: unknown) => (v == null ? null : Number(v));

const toCoupon = (r: Record<string, unknown>): CouponRow => ({
  id: String(r.id),
  code: String(r.code),
  kind: r.kind as CouponRow['kind'],
  value: Number(r.value),
  products: (r.products as string[]) ?? [],
  printTypes: (r.print_types as string[]) ?? [],
  minimumCents: Number(r.minimum_cents),
  expiresAt: iso(r.expires_at),
  usesPerAccount: num(r.uses_per_account),
  usesTotal: num(r.uses_total),
  usedCount: Number(r.used_count),
  expiredAt: iso(r.expired_at),
  createdAt: iso(r.created_at)!,
});

/** Coupons, their redemptions, and the coupon a cart carries (docs/decisions/coupons.md). */
export function couponsRepository(db: Queryable) {
  return {
    /** Inserts a coupon; false when the code is taken. */
    async insert(c: NewCoupon): Promise<boolean> {
      const r = await db.query(
        `INSERT INTO coupons (id, code, kind, value, products, print_types, minimum_cents, expires_at,
           uses_per_account, uses_total, created_by)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11) ON CONFLICT (code) DO NOTHING`,
        [
          c.id,
          c.code,
          c.kind,
          c.value,
          JSON.stringify(c.products),
          JSON.stringify(c.printTypes),
          c.minimumCents,
          c.expiresAt,
          c.usesPerAccount,
          c.usesTotal,
          c.createdBy,
        ],
      );
      return (r.rowCount ?? 0) > 0;
    },

    async list(): Promise<CouponRow[]> {
      const r = await db.query('SELECT * FROM coupons ORDER BY created_at DESC, code LIMIT 500');
      return r.rows.map(toCoupon);
    },

    async byCode(code: string): Promise<CouponRow | null> {
      const r = await db.query('SELECT * FROM coupons WHERE code = $1', [code]);
      return r.rows[0] ? toCoupon(r.rows[0]) : null;
    },

    async byId(id: string): Promise<CouponRow | null> {
      const r = await db.query('SELECT * FROM coupons WHERE id = $1', [id]);
      return r.rows[0] ? toCoupon(r.rows[0]) : null;
    },

    /** The coupon row locked for the rest of the transaction: redemptions of one coupon queue here. */
    async lock(id: string): Promise<CouponRow | null> {
      const r = await db.query('SELECT * FROM coupons WHERE id = $1 FOR UPDATE', [id]);
      return r.rows[0] ? toCoupon(r.rows[0]) : null;
    },

    /** Staff expire a coupon now (it stays listed); false when unknown or already expired. */
    async expire(id: string): Promise<boolean> {
      const r = await db.query('UPDATE coupons SET expired_at = now() WHERE id = $1 AND expired_at IS NULL', [
        id,
      ]);
      return (r.rowCount ?? 0) > 0;
    },

    /** Orders this account used the coupon on. */
    async usesBy(couponId: string, userId: string): Promise<number> {
      const r = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2',
        [couponId, userId],
      );
      return Number(r.rows[0]?.n ?? 0);
    },

    /**
     * Records a redemption and counts it, only while uses remain (the caller holds the row lock; the condition
     * and the table's CHECK make "never over the limit" hold even without it). False: used up.
     */
    async redeem(o: {
      id: string;
      couponId: string;
      orderId: string;
      userId: string;
      discountCents: number;
    }): Promise<boolean> {
      const r = await db.query(
        `UPDATE coupons SET used_count = used_count + 1
         WHERE id = $1 AND (uses_total IS NULL OR used_count < uses_total)`,
        [o.couponId],
      );
      if ((r.rowCount ?? 0) === 0) return false;
      await db.query(
        `INSERT INTO coupon_redemptions (id, coupon_id, order_id, user_id, discount_cents)
         VALUES ($1, $2, $3, $4, $5)`,
        [o.id, o.couponId, o.orderId, o.userId, o.discountCents],
      );
      return true;
    },

    /** The coupon a cart carries, or null. */
    async forCart(cartId: string): Promise<CouponRow | null> {
      const r = await db.query(
        'SELECT c.* FROM cart_coupons cc JOIN coupons c ON c.id = cc.coupon_id WHERE cc.cart_id = $1',
        [cartId],
      );
      return r.rows[0] ? toCoupon(r.rows[0]) : null;
    },

    async attach(cartId: string, couponId: string): Promise<void> {
      await db.query(
        `INSERT INTO cart_coupons (cart_id, coupon_id) VALUES ($1, $2)
         ON CONFLICT (cart_id) DO UPDATE SET coupon_id = $2, created_at = now()`,
        [cartId, couponId],
      );
    },

    async detach(cartId: string): Promise<void> {
      await db.query('DELETE FROM cart_coupons WHERE cart_id = $1', [cartId]);
    },
  };
}
