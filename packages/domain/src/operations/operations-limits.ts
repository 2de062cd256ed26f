/** R-9-02: most DTG items one bulk action handles. */
export const DTG_BULK_LIMIT = 72;
/** R-9-03: most embroidery items one bulk action handles. */
export const EMBROIDERY_BULK_LIMIT = 1000;
/** R-9-06: shipment overflow bounds. */
export const SHIPMENT_OVERFLOW = { min: 2, max: 6 } as const;
/** R-9-07: DTG rejects from which a warning is shown. */
export const DTG_REJECT_WARNING_THRESHOLD = 2;
/** R-9-08: quantity an e-commerce quote starts with. */
export const DEFAULT_ECOMMERCE_QUOTE_QUANTITY = 25;
/** R-9-09: fingerprint samples taken when enrolling an employee. */
export const FINGERPRINT_SAMPLE_NUMBER = 4;

/** Splits items into bulk batches of at most `limit` (e.g. DTG_BULK_LIMIT). */
export function bulkBatches<T>(items: readonly T[], limit: number): T[][] {
  if (!Number.isInteger(limit) || limit < 1) return [items.slice()];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += limit) out.push(items.slice(i, i + limit));
  return out;
}

/** True when a shipment's count is within the overflow bounds (inclusive). */
export const isWithinShipmentOverflow = (count: number): boolean =>
  count >= SHIPMENT_OVERFLOW.min && count <= SHIPMENT_OVERFLOW.max;

/** True when the DTG reject count has reached the warning threshold. */
export const shouldWarnDtgRejects = (rejects: number): boolean => rejects >= DTG_REJECT_WARNING_THRESHOLD;
