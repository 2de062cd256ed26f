import { allocateCents } from '../money/allocate-cents.ts';
import { formatDollars } from '../money/format-dollars.ts';

/** What a coupon gives and to what (docs/decisions/coupons.md). Amounts in cents; percent a whole 1..100. */
export interface CouponTerms {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent off (1..100) or cents off. */
  value: number;
  /** Product identifiers it applies to; empty: every product. */
  products: readonly string[];
  /** Print types it applies to (dtg, screenprint...); empty: every print type. */
  printTypes: readonly string[];
  /** The order's goods (printing + blanks) must reach this, cents; 0: no minimum. */
  minimumCents: number;
  /** ISO instant after which it no longer applies; null: never expires. */
  expiresAt: string | null;
  /** Orders one account may use it on; null: no limit. */
  usesPerAccount: number | null;
  /** Orders it may be used on in all; null: no limit. */
  usesTotal: number | null;
}

/** One priced item as the coupon sees it: what it is and what its goods cost. */
export interface CouponItem {
  productIdentifier: string | null;
  printType: string | null;
  /** Printing + blanks of the item, cents. */
  goodsCents: number;
}

/** The discount of a coupon on an order: the whole, and each item's share (aligned with the items). */
export interface CouponDiscount {
  code: string;
  discountCents: number;
  perItem: number[];
  /** The line's label on the review, the quote and the invoice. */
  label: string;
}

/** The sentences a refused coupon answers (the review's code field shows them as they are). */
export const COUPON_MESSAGES = {
  unknown: 'We do not know this coupon code. Check the spelling.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
  usedByAccount: 'You have already used this coupon as many times as it allows.',
  notForProducts: 'This coupon is not for the products in this order.',
} as const;

export const belowMinimumMessage = (minimumCents: number) =>
  `This coupon needs an order of at least ${formatDollars(minimumCents)} before shipping and tax.`;

/** True when the item is one the coupon applies to (its product and print-type limits). */
export function couponApplies(terms: CouponTerms, item: CouponItem): boolean {
  const product = terms.products.length === 0 || terms.products.includes(item.productIdentifier ?? '');
  const type = terms.printTypes.length === 0 || terms.printTypes.includes(item.printType ?? '');
  return product && type;
}

/** Use counts at the moment of redeeming. */
export interface CouponUses {
  total: number;
  byAccount: number;
}

/**
 * Why a coupon cannot be used on these items now (one sentence), or null when it can: expired (or expired by
 * staff), used up in total, used up by this account, below the minimum order, or for none of these products.
 */
export function couponRefusal(
  terms: CouponTerms,
  items: readonly CouponItem[],
  o: { now: Date; uses: CouponUses; expiredByStaff?: boolean },
): string | null {
  if (o.expiredByStaff || (terms.expiresAt !== null && o.now.getTime() >= Date.parse(terms.expiresAt)))
    return COUPON_MESSAGES.expired;
  if (terms.usesTotal !== null && o.uses.total >= terms.usesTotal) return COUPON_MESSAGES.usedUp;
  if (terms.usesPerAccount !== null && o.uses.byAccount >= terms.usesPerAccount)
    return COUPON_MESSAGES.usedByAccount;
  const goods = items.reduce((s, i) => s + i.goodsCents, 0);
  if (goods < terms.minimumCents) return belowMinimumMessage(terms.minimumCents);
  if (!items.some((i) => couponApplies(terms, i) && i.goodsCents > 0)) return COUPON_MESSAGES.notForProducts;
  return null;
}

/**
 * The discount line of a coupon: taken off the goods (printing + blanks) of the items it applies to — a percent
 * of them rounded down to the cent, or a fixed amount up to them — and never more than `orderTotalCents`. It is
 * shared over those items by their goods (largest remainder), so no item's share exceeds its goods: no line goes
 * negative. Limits of use are couponRefusal's; this only computes.
 */
export function couponDiscount(
  terms: CouponTerms,
  items: readonly CouponItem[],
  orderTotalCents: number,
): CouponDiscount {
  const weights = items.map((i) => (couponApplies(terms, i) ? Math.max(0, Math.trunc(i.goodsCents)) : 0));
  const base = weights.reduce((s, w) => s + w, 0);
  const raw =
    terms.kind === 'percent'
      ? Math.floor((base * Math.min(100, Math.max(0, terms.value))) / 100)
      : Math.max(0, Math.trunc(terms.value));
  const discountCents = Math.max(0, Math.min(raw, base, Math.max(0, orderTotalCents)));
  const perItem = base === 0 ? weights.map(() => 0) : allocateCents(discountCents, weights).map(Number);
  return { code: terms.code, discountCents, perItem, label: couponLabel(terms) };
}

/** "Coupon SPRING10 (10% off)" / "Coupon TAKE25 ($25.00 off)". */
export function couponLabel(terms: Pick<CouponTerms, 'code' | 'kind' | 'value'>): string {
  const off = terms.kind === 'percent' ? `${terms.value}% off` : `${formatDollars(terms.value)} off`;
  return `Coupon ${terms.code} (${off})`;
}

/** A code as stored and compared: trimmed, upper case. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

/** The shape rules of new coupon terms (the staff form's sentences), or null when they hold. */
export function couponTermsProblem(t: CouponTerms): { path: string; message: string } | null {
  if (!/^[A-Z0-9_-]{3,32}$/.test(t.code))
    return { path: 'code', message: 'A code is 3 to 32 letters, digits, - or _.' };
  if (t.kind === 'percent' && !(Number.isInteger(t.value) && t.value >= 1 && t.value <= 100))
    return { path: 'value', message: 'A percent is a whole number from 1 to 100.' };
  if (t.kind === 'amount' && !(Number.isInteger(t.value) && t.value >= 1))
    return { path: 'value', message: 'An amount off is at least $0.01.' };
  if (!(Number.isInteger(t.minimumCents) && t.minimumCents >= 0))
    return { path: 'minimumCents', message: 'A minimum order is $0.00 or more.' };
  for (const [path, n] of [
    ['usesPerAccount', t.usesPerAccount],
    ['usesTotal', t.usesTotal],
  ] as const)
    if (n !== null && !(Number.isInteger(n) && n >= 1))
      return { path, message: 'Uses are a whole number of at least 1, or empty for no limit.' };
  return null;
}
