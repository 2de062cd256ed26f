import type { Features } from '../entities/entities.ts';

/**
 * O-6-01 / O-6-02: what the procurement flag changes in the ordering flow, and only that flag (no role checks).
 * A Coupa buyer's checkout returns the cart to Coupa instead of placing it: Coupa raises the purchase order after
 * the buyer's own approval, pays on invoice terms, and supplies the PO number. docs/decisions/coupa-punchout.md.
 */
export interface OrderingFlowPolicy {
  /** The last step places the order (false: it returns the cart to the procurement system). */
  placesOrder: boolean;
  /** The flow asks for payment before production (false: billed on the PO's invoice terms). */
  collectsPayment: boolean;
  /** The review asks for a PO number (false: the procurement system supplies it). */
  asksForPo: boolean;
}

export function orderingFlowPolicy(features: Pick<Features, 'coupa'>): OrderingFlowPolicy {
  const coupa = features.coupa === true;
  return { placesOrder: !coupa, collectsPayment: !coupa, asksForPo: !coupa };
}

/** The sentence of a direct placement of a punchout cart (POST /cart/:id/order). */
export const PUNCHOUT_CART_REFUSAL =
  'This cart belongs to a Coupa punchout: return it to Coupa and approve the purchase order there.';

/** The sentence of a coupon entered on a punchout cart (Coupa orders are priced on the company's terms). */
export const PUNCHOUT_COUPON_REFUSAL =
  'Coupons do not apply to Coupa purchase orders: your company’s terms set the price.';

/** How long the StartPage link of a PunchOutSetupResponse can be opened (once). */
export const PUNCHOUT_START_TTL_MS = 5 * 60_000;

/** How long a punchout session stays open for returning the cart after the buyer arrived. */
export const PUNCHOUT_SESSION_TTL_MS = 8 * 3_600_000;

/**
 * UNSPSC class per print type for the PunchOutOrderMessage's Classification (what a procurement system files the
 * spend under): garments 53103000 (T-shirts), embroidered headwear 53102500 (clothing accessories), drinkware
 * 52152100, phone cases 43191600 (mobile phone accessories), posters and sublimated sheets 55101500 (printed media).
 */
const UNSPSC: Record<string, string> = {
  screenprint: '53103000',
  dtg: '53103000',
  embr: '53102500',
  mug: '52152100',
  case: '43191600',
  poster: '55101500',
  sublimation: '55101500',
  autoprint: '55101500',
};
export const UNSPSC_DEFAULT = '55121700';

export function unspscFor(printType: string | null | undefined): string {
  return (printType && UNSPSC[printType]) || UNSPSC_DEFAULT;
}

/** One priced order line as the punchout message sees it. */
export interface PunchoutSourceLine {
  lineNo: number;
  productIdentifier: string | null;
  color: string | null;
  size: string;
  quantity: number;
  /** The line's exact amount (printing + blanks) in cents. */
  totalCents: number;
  printType: string | null;
  productName: string | null;
}

export interface PunchoutItem {
  supplierPartId: string;
  quantity: number;
  unitCents: number;
  description: string;
  unspsc: string;
  lineNo: number;
}

export interface PunchoutMessage {
  items: PunchoutItem[];
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * The ItemIn lines of a PunchOutOrderMessage whose sum is the cart's total to the cent: each order line at its
 * unit price; a line whose amount does not divide by its quantity is split in two (q - r at the floor price and r
 * at one cent more), so Coupa's quantity x unit price adds up without a rounding difference. Fees are one line of
 * quantity 1; shipping and tax go in the header.
 */
export function punchoutMessage(
  lines: readonly PunchoutSourceLine[],
  totals: { shipping: number; fees: number; tax: number },
): PunchoutMessage {
  const items: PunchoutItem[] = [];
  for (const l of lines) {
    if (l.quantity <= 0) continue;
    const floor = Math.floor(l.totalCents / l.quantity);
    const extra = l.totalCents - floor * l.quantity;
    const base = {
      supplierPartId: [l.productIdentifier ?? 'item', l.color, l.size].filter(Boolean).join('-'),
      description: describeLine(l),
      unspsc: unspscFor(l.printType),
      lineNo: l.lineNo,
    };
    if (l.quantity - extra > 0) items.push({ ...base, quantity: l.quantity - extra, unitCents: floor });
    if (extra > 0) items.push({ ...base, quantity: extra, unitCents: floor + 1 });
  }
  if (totals.fees > 0)
    items.push({
      supplierPartId: 'order-fees',
      quantity: 1,
      unitCents: totals.fees,
      description: 'Order fees (setup, rush, packaging)',
      unspsc: UNSPSC_DEFAULT,
      lineNo: 0,
    });
  const itemsCents = items.reduce((s, i) => s + i.quantity * i.unitCents, 0);
  return {
    items,
    shippingCents: totals.shipping,
    taxCents: totals.tax,
    totalCents: itemsCents + totals.shipping + totals.tax,
  };
}

function describeLine(l: PunchoutSourceLine): string {
  const what = l.productName ?? l.productIdentifier ?? 'Printed item';
  const how = l.printType ? ` (${l.printType})` : '';
  return `${what}${how}, ${[l.color, `size ${l.size}`].filter(Boolean).join(', ')}`;
}

/** The sentence of a purchase order whose total is not the cart's (prices changed since the punchout). */
export function poTotalMismatch(poCents: number, cartCents: number): string | null {
  if (poCents === cartCents) return null;
  return `The purchase order's total ${(poCents / 100).toFixed(2)} USD differs from the cart's ${(cartCents / 100).toFixed(2)} USD: punch out again to refresh the cart.`;
}
