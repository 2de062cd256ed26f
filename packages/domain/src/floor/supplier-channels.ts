import type { ActiveSupplier, BlankSku } from './blanks.ts';

export type { BlankSku } from './blanks.ts';
import { skuKey, swapSuggestion } from './blanks.ts';

/**
 * How a blank order reaches its supplier (docs/decisions/blank-suppliers.md): SANMAR and ALPHA by PromoStandards
 * web services (Purchase Order, Order Status, Order Shipment Notification, Inventory), DELTA by an e-mailed purchase
 * order with a CSV attachment. A supplier without configuration gets nothing: its order is only marked sent.
 */
export const SUPPLIER_CHANNEL = {
  SANMAR: 'promostandards',
  ALPHA: 'promostandards',
  DELTA: 'email-csv',
} as const satisfies Record<ActiveSupplier, string>;
export type SupplierChannel = (typeof SUPPLIER_CHANNEL)[ActiveSupplier];

/** The purchase order number a blank order goes out under (the supplier quotes it back on status and notices). */
export function poNumberOf(blankOrderId: number): string {
  return `PLT-BO-${blankOrderId}`;
}

/** The blank order id of one of our purchase order numbers, or null. */
export function blankOrderOfPo(poNumber: string): number | null {
  const m = /^PLT-BO-(\d{1,15})$/.exec(poNumber.trim());
  return m ? Number(m[1]) : null;
}

interface PoLine extends BlankSku {
  quantity: number;
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180), and never read as a formula. */
function csvField(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@\t\r]/.test(s) && typeof v === 'string') s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** DELTA's purchase order as CSV (RFC 4180, CRLF): one row per line, with the PO number and ship-to facility. */
export function purchaseOrderCsv(order: { id: number; facility: string; lines: readonly PoLine[] }): string {
  const head = ['po_number', 'line', 'style', 'color', 'size', 'quantity', 'ship_to'];
  const rows = order.lines.map((l, i) => [
    poNumberOf(order.id),
    i + 1,
    l.productIdentifier,
    l.color,
    l.size,
    l.quantity,
    order.facility,
  ]);
  return `${[head, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A line the supplier's inventory cannot fill: how many it has and the swap table's suggestion (R-9-45). */
export interface SupplierShortage extends BlankSku {
  quantity: number;
  available: number;
  swap: string | null;
}

/**
 * R-9-45: the lines a supplier's inventory (available count per sku key) cannot fill, each with a swap suggestion
 * for its style (`styleOf` gives "Brand style"; unknown styles fall back to the product identifier).
 */
export function supplierShortages(
  lines: readonly PoLine[],
  available: ReadonlyMap<string, number>,
  styleOf: (productIdentifier: string) => string | null,
): SupplierShortage[] {
  return lines
    .map((l) => ({ l, have: available.get(skuKey(l)) ?? 0 }))
    .filter(({ l, have }) => have < l.quantity)
    .map(({ l, have }) => ({
      productIdentifier: l.productIdentifier,
      color: l.color,
      size: l.size,
      quantity: l.quantity,
      available: have,
      swap: swapSuggestion(styleOf(l.productIdentifier) ?? l.productIdentifier),
    }));
}

/** What a PromoStandards Order Status 2.0.0 status means for the blank order. */
export type SupplierProgress = 'open' | 'hold' | 'shipped' | 'canceled';

/** Order Status 2.0.0 status names (the standard's list) read as progress; anything unknown counts as open. */
export function supplierProgress(status: string): SupplierProgress {
  const s = status.trim().toLowerCase();
  if (s === 'complete' || s === 'partial shipment') return 'shipped';
  if (s === 'canceled' || s === 'cancelled') return 'canceled';
  if (s.endsWith('hold')) return 'hold';
  return 'open';
}

/** A ship notice as read from the supplier: its shipment, carrier, tracking and quantities per sku. */
export interface ShipNotice {
  shipmentKey: string;
  carrier: string | null;
  trackingNumbers: string[];
  shippedAt: string | null;
  lines: (BlankSku & { quantity: number })[];
}

/**
 * The quantities the ship notices say are on their way, per sku key (summed over notices), capped at what the
 * order's line asked for; skus not on the order are dropped.
 */
export function expectedQuantities(
  lines: readonly PoLine[],
  notices: readonly Pick<ShipNotice, 'lines'>[],
): Map<string, number> {
  const sent = new Map<string, number>();
  for (const n of notices)
    for (const l of n.lines)
      sent.set(skuKey(l), (sent.get(skuKey(l)) ?? 0) + Math.max(0, Math.trunc(l.quantity)));
  const out = new Map<string, number>();
  for (const l of lines) out.set(skuKey(l), Math.min(l.quantity, sent.get(skuKey(l)) ?? 0));
  return out;
}
