import type { PricingTables, ShippingRate } from './pricing-tables.ts';

/** The rate of a service to a country: the service's own for domestic shipments, "international" abroad. */
export function shippingRate(tables: PricingTables, service: string, domestic: boolean): ShippingRate | null {
  if (!domestic) return tables.shipping.international ?? null;
  return tables.shipping[service] ?? tables.shipping.standard ?? null;
}

/** A shipment's shipping: the base for the first piece plus the per-piece rate for each further piece. */
export function shipmentShippingCents(rate: ShippingRate, pieces: number): number {
  if (pieces <= 0) return 0;
  return rate.baseCents + rate.perPieceCents * (pieces - 1);
}

/**
 * Splits `total` cents over parts in proportion to `weights` so that the parts add up exactly (largest
 * remainder; ties go to the earlier part).
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left--;
  }
  return parts;
}
