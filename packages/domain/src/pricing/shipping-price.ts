import { allocateCents as allocateWholeCents } from '../money/allocate-cents.ts';
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
 * Splits `total` cents over parts in proportion to `weights` so that the parts add up exactly (money/allocateCents:
 * largest remainder, ties to the earlier part); with no weight at all the first part takes the total.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  if (weights.reduce((s, w) => s + w, 0) <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  return allocateWholeCents(total, weights);
}
