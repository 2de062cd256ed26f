import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  belowMinimumMessage,
  COUPON_MESSAGES,
  type CouponItem,
  couponApplies,
  type CouponTerms,
  couponDiscount,
  couponRefusal,
  couponTermsProblem,
} from './coupon.ts';

const terms = (t: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'SPRING10',
  kind: 'percent',
  value: 10,
  products: [],
  printTypes: [],
  minimumCents: 0,
  expiresAt: null,
  usesPerAccount: null,
  usesTotal: null,
  ...t,
});
const item = (goodsCents: number, productIdentifier = 'gildan-5000', printType = 'dtg'): CouponItem => ({
  productIdentifier,
  printType,
  goodsCents,
});
const now = new Date('2026-11-29T12:00:00Z');
const none = { total: 0, byAccount: 0 };

describe('coupon discounts (docs/decisions/coupons.md)', () => {
  it('a percent is of the goods of the items it applies to, rounded down; an amount is capped at them', () => {
    const items = [item(10_005), item(5000, 'mug-11oz', 'sublimation')];
    expect(couponDiscount(terms(), items, 20_000).discountCents).toBe(1500);
    const mugs = couponDiscount(terms({ products: ['mug-11oz'] }), items, 20_000);
    expect(mugs).toMatchObject({ discountCents: 500, perItem: [0, 500] });
    expect(
      couponDiscount(terms({ kind: 'amount', value: 9000, printTypes: ['sublimation'] }), items, 20_000),
    ).toMatchObject({ discountCents: 5000, perItem: [0, 5000], label: 'Coupon SPRING10 ($90.00 off)' });
  });

  it('refuses with one sentence each: expired, used up, used by the account, below minimum, not for these products', () => {
    const items = [item(4000)];
    expect(couponRefusal(terms({ expiresAt: '2026-11-29T11:59:59Z' }), items, { now, uses: none })).toBe(
      COUPON_MESSAGES.expired,
    );
    expect(couponRefusal(terms(), items, { now, uses: none, expiredByStaff: true })).toBe(
      COUPON_MESSAGES.expired,
    );
    expect(couponRefusal(terms({ usesTotal: 1 }), items, { now, uses: { total: 1, byAccount: 0 } })).toBe(
      COUPON_MESSAGES.usedUp,
    );
    expect(
      couponRefusal(terms({ usesPerAccount: 2 }), items, { now, uses: { total: 5, byAccount: 2 } }),
    ).toBe(COUPON_MESSAGES.usedByAccount);
    expect(couponRefusal(terms({ minimumCents: 5000 }), items, { now, uses: none })).toBe(
      belowMinimumMessage(5000),
    );
    expect(belowMinimumMessage(5000)).toBe(
      'This coupon needs an order of at least $50.00 before shipping and tax.',
    );
    expect(couponRefusal(terms({ products: ['mug-11oz'] }), items, { now, uses: none })).toBe(
      COUPON_MESSAGES.notForProducts,
    );
    expect(couponRefusal(terms({ usesTotal: 1, usesPerAccount: 1 }), items, { now, uses: none })).toBeNull();
  });

  it('checks the staff form: code shape, percent range, uses', () => {
    expect(couponTermsProblem(terms())).toBeNull();
    expect(couponTermsProblem(terms({ code: 'a b' }))?.path).toBe('code');
    expect(couponTermsProblem(terms({ value: 101 }))?.path).toBe('value');
    expect(couponTermsProblem(terms({ usesTotal: 0 }))?.path).toBe('usesTotal');
  });

  it('property: never makes a line negative, never exceeds the order, only touches items it applies to', () => {
    const arbItem = fc.record({
      productIdentifier: fc.constantFrom('gildan-5000', 'mug-11oz', 'poster-18x24'),
      printType: fc.constantFrom('dtg', 'screenprint', 'sublimation'),
      goodsCents: fc.integer({ min: 0, max: 500_000 }),
    });
    const arbTerms = fc.record({
      code: fc.constant('ANY'),
      kind: fc.constantFrom('percent' as const, 'amount' as const),
      value: fc.integer({ min: 1, max: 200_000 }),
      products: fc.subarray(['gildan-5000', 'mug-11oz', 'poster-18x24']),
      printTypes: fc.subarray(['dtg', 'screenprint', 'sublimation']),
      minimumCents: fc.constant(0),
      expiresAt: fc.constant(null),
      usesPerAccount: fc.constant(null),
      usesTotal: fc.constant(null),
    });
    fc.assert(
      fc.property(
        arbTerms,
        fc.array(arbItem, { maxLength: 6 }),
        fc.integer({ min: 0, max: 4_000_000 }),
        (t, items, extra) => {
          const goods = items.reduce((s, i) => s + i.goodsCents, 0);
          // The order total is at least its goods less anything (shipping, tax only add): any total from 0 up.
          const orderTotal = Math.max(0, goods + extra - 2_000_000);
          const d = couponDiscount(t, items, orderTotal);
          expect(d.discountCents).toBeGreaterThanOrEqual(0);
          expect(d.discountCents).toBeLessThanOrEqual(orderTotal);
          expect(d.perItem.reduce((s, x) => s + x, 0)).toBe(d.discountCents);
          items.forEach((it, i) => {
            expect(d.perItem[i]).toBeGreaterThanOrEqual(0);
            expect(it.goodsCents - d.perItem[i]!).toBeGreaterThanOrEqual(0);
            const applies =
              (t.products.length === 0 || t.products.includes(it.productIdentifier)) &&
              (t.printTypes.length === 0 || t.printTypes.includes(it.printType));
            if (!applies) expect(d.perItem[i]).toBe(0);
          });
          if (t.kind === 'percent') {
            // The base is the goods of every item the coupon applies to (an item may get 0 cents of a small
            // discount and still count: reading the base from perItem > 0 undercounted it).
            const base = items.reduce((s, it) => s + (couponApplies(t, it) ? it.goodsCents : 0), 0);
            expect(d.discountCents).toBeLessThanOrEqual(Math.floor((base * Math.min(100, t.value)) / 100));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: a coupon with a use limit is refused once the uses reach it, whoever asks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 8 }), (limit, used) => {
        const r = couponRefusal(terms({ usesTotal: limit }), [item(1000)], {
          now,
          uses: { total: used, byAccount: 0 },
        });
        expect(r === COUPON_MESSAGES.usedUp).toBe(used >= limit);
      }),
    );
  });
});
