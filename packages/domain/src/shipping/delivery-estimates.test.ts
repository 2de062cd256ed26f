import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '../address/us-states.ts';
import { FACILITIES } from '../operations/facilities.ts';
import {
  DELIVERY_FACILITIES,
  deliveryEstimateDays,
  FACILITY_REFERENCE_ZIPS,
  nearestFacility,
  STATE_DELIVERY_ESTIMATES,
} from './delivery-estimates.ts';

describe('per-state delivery estimates', () => {
  it('O-9-70 estimates exist for five facilities: Fremont, Fresno, Indy, Scranton, Dallas', () => {
    expect([...DELIVERY_FACILITIES]).toEqual(['FREMONT', 'FRESNO', 'INDY', 'SCRANTON', 'DALLAS']);
    // The 48 contiguous states and DC; every value is 1..5 days in half-day steps.
    const states = Object.keys(STATE_DELIVERY_ESTIMATES);
    expect(states).toHaveLength(49);
    for (const s of states) expect(US_STATE_CODES).toContain(s);
    for (const row of Object.values(STATE_DELIVERY_ESTIMATES)) {
      expect(row).toHaveLength(5);
      for (const d of row) {
        expect(d).toBeGreaterThanOrEqual(1);
        expect(d).toBeLessThanOrEqual(5);
        expect(Number.isInteger(d * 2)).toBe(true);
      }
    }
    // Each facility is (one of) the fastest to its own state.
    expect(deliveryEstimateDays('INDY', 'IN')).toBe(1);
    expect(deliveryEstimateDays('SCRANTON', 'PA')).toBe(1);
    expect(deliveryEstimateDays('DALLAS', 'TX')).toBe(1);
    expect(nearestFacility('NY')).toBe('SCRANTON');
    expect(nearestFacility('OH', ['FREMONT', 'DALLAS'])).toBe('DALLAS');
    // No ground estimate off the contiguous states.
    for (const s of ['AK', 'HI', 'PR', 'GU', 'AE', 'XX', null])
      expect(deliveryEstimateDays('INDY', s)).toBeNull();
  });

  it("O-9-70 the table was measured from the facilities' printer zips (regenerate it if they change)", () => {
    for (const f of DELIVERY_FACILITIES) expect(FACILITY_REFERENCE_ZIPS[f], f).toBe(FACILITIES[f].printerZip);
  });

  it('O-9-71 CA: 1.5/1/4/4.5/3 (Fremont/Fresno/Indy/Scranton/Dallas)', () => {
    expect(STATE_DELIVERY_ESTIMATES.CA).toEqual([1.5, 1, 4, 4.5, 3]);
    expect(DELIVERY_FACILITIES.map((f) => deliveryEstimateDays(f, 'ca'))).toEqual([1.5, 1, 4, 4.5, 3]);
  });
});
