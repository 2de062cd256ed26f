import { describe, expect, it } from 'vitest';
import type { Cart } from '../entities/entities.ts';
import { cartWithShipmentChange, chargedCart, dropsPricedItem, hasChargedLines } from './charged-cart.ts';

const cart = {
  shippingMode: 'multiple',
  printables: [
    { id: 'a', designDraftId: 'd', productIdentifier: 'mug', color: 'White', complete: true },
    { id: 'b', designDraftId: 'd', productIdentifier: 'tee', color: 'Black', complete: true },
  ],
  shipments: [
    {
      id: 's1',
      address: { country: 'US', zip: '94607' },
      shippingMethod: 'ups-ground',
      items: [
        { printableId: 'a', quantities: { one: 2 } },
        { printableId: 'b', quantities: { lrg: 1 } },
      ],
    },
    {
      id: 's2',
      address: { country: 'US', zip: '10001' },
      shippingMethod: 'ups-ground',
      items: [{ printableId: 'b', quantities: { sml: 1 } }],
    },
  ],
} as unknown as Cart;

describe('#28 the charged cart the quote engine re-prices', () => {
  it('#28 a refunded item leaves every shipment; shipments keep their places', () => {
    const c = chargedCart(cart, [false, true]);
    expect(c.shipments.map((s) => s.items.map((i) => i.printableId))).toEqual([['b'], ['b']]);
    expect(hasChargedLines(c)).toBe(true);
    const none = chargedCart(cart, [false, false]);
    expect(none.shipments).toHaveLength(2);
    expect(hasChargedLines(none)).toBe(false);
    expect(chargedCart(cart, [true, true])).toBe(cart);
  });

  it('#28 a cancel re-prices only when it takes a priced item off (a reprint cancel does not)', () => {
    expect(dropsPricedItem(cart, [false, true], ['a', 'b'])).toBe(true);
    expect(dropsPricedItem(cart, [false, true], ['b'])).toBe(false);
    expect(dropsPricedItem(cart, [true, true], ['a', 'b'])).toBe(false);
  });

  it('#28 a shipment change is the cart the lifecycle recorded', () => {
    const m = cartWithShipmentChange(cart, 1, { shippingMethod: 'ups-next-day' });
    expect(m.shipments.map((s) => s.shippingMethod)).toEqual(['ups-ground', 'ups-next-day']);
    const a = cartWithShipmentChange(cart, 0, { address: { country: 'US', zip: '60601' } });
    expect(a.shipments[0]!.address).toEqual({ country: 'US', zip: '60601' });
  });
});
