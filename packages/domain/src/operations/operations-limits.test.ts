import { describe, expect, it } from 'vitest';
import {
  bulkBatches,
  DEFAULT_ECOMMERCE_QUOTE_QUANTITY,
  DTG_BULK_LIMIT,
  DTG_REJECT_WARNING_THRESHOLD,
  EMBROIDERY_BULK_LIMIT,
  FINGERPRINT_SAMPLE_NUMBER,
  isWithinShipmentOverflow,
  SHIPMENT_OVERFLOW,
  shouldWarnDtgRejects,
} from './operations-limits.ts';

describe('operations limits', () => {
  it('R-9-02 DTG bulk 72', () => {
    expect(DTG_BULK_LIMIT).toBe(72);
    const batches = bulkBatches(
      Array.from({ length: 145 }, (_, i) => i),
      DTG_BULK_LIMIT,
    );
    expect(batches.map((b) => b.length)).toEqual([72, 72, 1]);
  });
  it('R-9-03 Embroidery bulk 1000', () => {
    expect(EMBROIDERY_BULK_LIMIT).toBe(1000);
    expect(bulkBatches(Array.from({ length: 1000 }), EMBROIDERY_BULK_LIMIT)).toHaveLength(1);
    expect(bulkBatches([], EMBROIDERY_BULK_LIMIT)).toEqual([]);
  });
  it('R-9-06 Shipment overflow min 2, max 6', () => {
    expect(SHIPMENT_OVERFLOW).toEqual({ min: 2, max: 6 });
    expect([1, 2, 6, 7].map(isWithinShipmentOverflow)).toEqual([false, true, true, false]);
  });
  it('R-9-07 DTG reject warning threshold 2', () => {
    expect(DTG_REJECT_WARNING_THRESHOLD).toBe(2);
    expect(shouldWarnDtgRejects(1)).toBe(false);
    expect(shouldWarnDtgRejects(2)).toBe(true);
  });
  it('R-9-08 Default e-commerce quote quantity 25', () => expect(DEFAULT_ECOMMERCE_QUOTE_QUANTITY).toBe(25));
  it('R-9-09 Fingerprint sample number 4', () => expect(FINGERPRINT_SAMPLE_NUMBER).toBe(4));
});
