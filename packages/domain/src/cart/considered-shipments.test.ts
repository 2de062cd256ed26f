import { describe, expect, it } from 'vitest';
import { consideredShipments } from './considered-shipments.ts';
import { sampleCart } from '../../test/sample-cart.ts';

describe('considered shipments', () => {
  it('O-4-05 single shipping mode: only the first shipment is considered', () => {
    const cart = { ...sampleCart(), shippingMode: 'single' as const };
    expect(consideredShipments(cart).map((s) => s.id)).toEqual(['s1']);
  });

  it('O-4-05 multiple shipping mode: every shipment is considered', () => {
    expect(consideredShipments(sampleCart()).map((s) => s.id)).toEqual(['s1', 's2']);
  });
});
