import { isDomestic } from '../address/domestic.ts';
import { addBusinessDays } from '../calendar/business-days.ts';
import type { Address } from '../entities/entities.ts';
import { serviceByCode } from '../shipping/shipping-services.ts';
import type { PricingTables } from './pricing-tables.ts';
import type { EngineItem, ShipmentQuote } from './quote-types.ts';
import { allocateCents, shipmentShippingCents, shippingRate } from './shipping-price.ts';

/** The quote's shipments, which one each item ships in (null: not shipped) and each item's share of shipping. */
export interface ShipmentPlan {
  shipments: ShipmentQuote[];
  shipmentOf: (number | null)[];
  shippingOfItem: number[];
}

/**
 * Quote step "shipping" (O-3-24): items that are priced (`pieces[i]` not null) and have an address ship together
 * when their address and service match; each shipment is charged its service's rate for its pieces, split over
 * its items by pieces (allocateCents).
 */
export function planShipments(
  items: readonly EngineItem[],
  pieces: readonly (number | null)[],
  tables: PricingTables,
): ShipmentPlan {
  const shipments: ShipmentQuote[] = [];
  const shipmentIndex = new Map<string, number>();
  const shipmentOf: (number | null)[] = items.map((item, i) => {
    const n = pieces[i];
    if (n == null || !item.address) return null;
    const service = (item.features?.shipping || 'standard').toLowerCase();
    const key = `${service}|${addressKey(item.address)}`;
    let k = shipmentIndex.get(key);
    if (k === undefined) {
      k = shipments.push({ address: item.address, service, pieces: 0, shipping: 0, items: [] }) - 1;
      shipmentIndex.set(key, k);
    }
    const s = shipments[k]!;
    s.pieces += n;
    s.items.push(i);
    return k;
  });
  const shippingOfItem = items.map(() => 0);
  for (const s of shipments) {
    const domestic = isDomestic(s.address.country);
    const rate = shippingRate(tables, s.service, domestic);
    s.shipping = rate ? shipmentShippingCents(rate, s.pieces) : 0;
    const parts = allocateCents(
      s.shipping,
      s.items.map((i) => pieces[i]!),
    );
    s.items.forEach((i, k) => {
      shippingOfItem[i] = parts[k]!;
    });
  }
  return { shipments, shipmentOf, shippingOfItem };
}

/**
 * When a shipment should arrive: the latest due date of its items plus the service's longest transit. `known`
 * (one map per quote) keeps the answer per service and latest due date: a quote's shipments share a few.
 */
export function shipmentArrival(
  s: ShipmentQuote,
  details: readonly { dueDate: string | null }[],
  known?: Map<string, string | null>,
): string | null {
  let due: string | null = null;
  for (const i of s.items) {
    const d = details[i]?.dueDate;
    if (d && (due === null || d > due)) due = d;
  }
  if (!due) return null;
  const key = `${s.service}|${due}`;
  const hit = known?.get(key);
  if (hit !== undefined) return hit;
  const estimate = serviceByCode(s.service)?.estimate;
  const arrival = estimate ? addBusinessDays(new Date(due), estimate.max) : null;
  known?.set(key, arrival);
  return arrival;
}

/** One address field as shipments compare it: trimmed, upper case, inner whitespace runs as one space. */
function addressPart(v: string | null | undefined): string {
  const t = (v ?? '').trim().toUpperCase();
  return /\s\s|[^\S ]/.test(t) ? t.replace(/\s+/g, ' ') : t;
}

const upper = (v: string | null | undefined): string => (v ?? '').trim().toUpperCase();

/**
 * The address as shipments compare it: its fields by addressPart, joined by `|`. A trimmed field cannot start or
 * end with whitespace, so the joined fields hold a whitespace run only where a field does: one test of the whole
 * key instead of eight, and the fields are collapsed one by one only then.
 */
export function addressKey(a: Address): string {
  const key = `${upper(a.name)}|${upper(a.company)}|${upper(a.address1)}|${upper(a.address2)}|${upper(a.city)}|${upper(a.state)}|${upper(a.zip)}|${upper(a.country || 'US')}`;
  if (!/\s\s|[^\S ]/.test(key)) return key;
  return `${addressPart(a.name)}|${addressPart(a.company)}|${addressPart(a.address1)}|${addressPart(a.address2)}|${addressPart(a.city)}|${addressPart(a.state)}|${addressPart(a.zip)}|${addressPart(a.country || 'US')}`;
}
