import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../test/sample-cart.ts';
import type { Shipment } from '../entities/entities.ts';
import { checkoutBlockers } from './checkout-blockers.ts';
import {
  BULK_SHIPPING_LIMIT,
  canAddShipment,
  SPLIT_SHIPPING_LIMIT,
  shipmentLimitIssues,
} from './shipment-limits.ts';

const address = { name: 'Ada', address1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' };
const shipment = (n: number, printableId: string): Shipment => ({
  id: `s${n}`,
  address,
  items: [{ printableId, quantities: { M: 1 } }],
});

describe('shipment limits', () => {
  it('O-9-03 / R-9-01 bulk shipping limit 20 addresses per cart', () => {
    expect(BULK_SHIPPING_LIMIT).toBe(20);
    const ids = ['p-black', 'p-mug'];
    const at = (n: number) => ({
      ...sampleCart(),
      shipments: Array.from({ length: n }, (_, i) => shipment(i, ids[i % 2]!)),
    });
    // 20 shipments alternating two printables: 10 each, both limits exactly met.
    expect(shipmentLimitIssues(at(20))).toEqual([]);
    expect(canAddShipment(at(19))).toBe(true);
    expect(canAddShipment(at(20))).toBe(false);
    expect(shipmentLimitIssues(at(21)).map((i) => i.code)).toContain('too_many_shipments');
    expect(checkoutBlockers(at(21)).map((i) => i.code)).toContain('too_many_shipments');
  });

  it('O-9-04 / R-9-04 split shipping limit: one printable across at most 10 shipments', () => {
    expect(SPLIT_SHIPPING_LIMIT).toBe(10);
    const cart = (n: number) => ({
      ...sampleCart(),
      shipments: Array.from({ length: n }, (_, i) => shipment(i, 'p-mug')),
    });
    expect(shipmentLimitIssues(cart(10))).toEqual([]);
    expect(shipmentLimitIssues(cart(11))).toEqual([
      {
        path: 'printables.p-mug',
        code: 'split_too_often',
        message: 'One item can be split across at most 10 shipments.',
      },
    ]);
  });

  it('O-9-03 single mode is never over a limit (only the first shipment ships)', () => {
    const cart = {
      ...sampleCart(),
      shippingMode: 'single' as const,
      shipments: Array.from({ length: 25 }, (_, i) => shipment(i, 'p-mug')),
    };
    expect(shipmentLimitIssues(cart)).toEqual([]);
  });
});
