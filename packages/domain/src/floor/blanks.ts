import { BUSINESS_TIME_ZONE } from '../calendar/business-hours-config.ts';
import { CUTOFFS, effectiveStartDay } from '../calendar/cutoffs.ts';
import { type Instant, inZone } from '../calendar/instant.ts';
import { swapSuggestions } from '../operations/blank-swaps.ts';
import type { FacilityCode } from '../operations/facilities.ts';
import { ACTIVE_BLANK_SUPPLIERS } from '../operations/suppliers.ts';

export type ActiveSupplier = (typeof ACTIVE_BLANK_SUPPLIERS)[number];

/** A blank as stock counts it: product x colour x size at a facility. */
export interface BlankSku {
  productIdentifier: string;
  color: string;
  size: string;
}

/** The stock key of a blank. */
export const skuKey = (b: BlankSku): string => `${b.productIdentifier}|${b.color}|${b.size}`;

/**
 * R-9-43 (open): which active supplier a product's blanks are ordered from: the catalogue's supplier when it is
 * active; otherwise SanMar's own brands (Port & Company, District, Port Authority) from SANMAR, Delta Apparel
 * from DELTA, everything else from ALPHA (Alpha Broder carries Gildan, Bella+Canvas, Next Level, Hanes).
 * docs/decisions/production-floor.md.
 */
export function supplierFor(productIdentifier: string, catalogSupplier?: string | null): ActiveSupplier {
  if ((ACTIVE_BLANK_SUPPLIERS as readonly string[]).includes(catalogSupplier ?? ''))
    return catalogSupplier as ActiveSupplier;
  const p = productIdentifier.toLowerCase();
  if (/^(port-|district-|port-authority-|sanmar-)/.test(p)) return 'SANMAR';
  if (p.startsWith('delta-')) return 'DELTA';
  return 'ALPHA';
}

/** A unit that needs a blank at its facility. */
export interface BlankNeed extends BlankSku {
  unitCode: string;
  facility: FacilityCode;
  /** The catalogue's supplier of the product, if known. */
  catalogSupplier?: string | null;
}

/** One line of a supplier blank order: a sku, how many, and for which units. */
export interface BlankOrderLine extends BlankSku {
  quantity: number;
  unitCodes: string[];
}

/** What goes to one supplier for one facility. */
export interface SupplierOrder {
  supplier: ActiveSupplier;
  facility: FacilityCode;
  lines: BlankOrderLine[];
}

/** The outcome of allocating an order's blanks: taken from stock, or to be ordered (grouped). */
export interface Allocation {
  fromStock: { unitCode: string; key: string; facility: FacilityCode }[];
  toOrder: SupplierOrder[];
}

/**
 * Allocates each unit's blank from its facility's stock (`stock` keyed by `${facility}|${skuKey}`, counts left
 * after earlier allocations) or, when none is left, puts it on a supplier order grouped per supplier per
 * facility, one line per sku. Pure: returns what to take; `stock` is not changed.
 */
export function allocateBlanks(needs: readonly BlankNeed[], stock: ReadonlyMap<string, number>): Allocation {
  const left = new Map(stock);
  const fromStock: Allocation['fromStock'] = [];
  const orders = new Map<string, SupplierOrder>();
  for (const n of needs) {
    const key = `${n.facility}|${skuKey(n)}`;
    const have = left.get(key) ?? 0;
    if (have > 0) {
      left.set(key, have - 1);
      fromStock.push({ unitCode: n.unitCode, key: skuKey(n), facility: n.facility });
      continue;
    }
    const supplier = supplierFor(n.productIdentifier, n.catalogSupplier);
    const group = `${supplier}|${n.facility}`;
    const order = orders.get(group) ?? { supplier, facility: n.facility, lines: [] };
    orders.set(group, order);
    const line = order.lines.find((l) => skuKey(l) === skuKey(n));
    if (line) {
      line.quantity += 1;
      line.unitCodes.push(n.unitCode);
    } else {
      order.lines.push({
        productIdentifier: n.productIdentifier,
        color: n.color,
        size: n.size,
        quantity: 1,
        unitCodes: [n.unitCode],
      });
    }
  }
  return { fromStock, toOrder: [...orders.values()] };
}

/**
 * O-9-11 / R-9-98: the blanks cutoff a blank order placed at `at` goes out with: 12:00 Los Angeles time of the
 * business day the order counts on (after the cutoff or on a non-business day, the next business day's).
 */
export function blanksCutoffFor(at: Instant): string {
  const day = effectiveStartDay(at, 'blanks');
  const [h, m] = CUTOFFS.blanks.split(':').map(Number);
  return inZone(day, BUSINESS_TIME_ZONE)
    .set({ hour: h ?? 12, minute: m ?? 0, second: 0, millisecond: 0 })
    .toUTC()
    .toISO()!;
}

/** Received quantities against an order line: whole, partial, or too many (refused). */
export function receiptOf(
  ordered: number,
  alreadyReceived: number,
  now: number,
): { ok: true; total: number; complete: boolean } | { ok: false; reason: string } {
  if (!Number.isInteger(now) || now < 1) return { ok: false, reason: 'Enter how many arrived (1 or more).' };
  const total = alreadyReceived + now;
  if (total > ordered)
    return { ok: false, reason: `Only ${ordered - alreadyReceived} more of this line were ordered.` };
  return { ok: true, total, complete: total === ordered };
}

/** R-9-45: a substitute to offer when a style is out of stock, or null when the swap table has none. */
export function swapSuggestion(style: string): string | null {
  return swapSuggestions(style)[0] ?? null;
}
