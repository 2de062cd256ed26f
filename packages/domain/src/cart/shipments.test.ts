import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { deepFreeze, sampleCart } from '../../test/sample-cart.ts';
import {
  addShipment,
  removeShipment,
  removeShipmentItems,
  setQuantities,
  setShipmentAddress,
  setShippingMode,
} from './shipments.ts';

describe('shipments', () => {
  it('O-3-02 / O-4-05 setting the shipping mode keeps the shipments', () => {
    const cart = deepFreeze(sampleCart());
    const single = setShippingMode(cart, { mode: 'single' });
    expect(single.shippingMode).toBe('single');
    expect(single.shipments).toBe(cart.shipments);
    expect(setShippingMode(single, { mode: 'single' })).toBe(single);
  });

  it('O-3-06 adding a shipment appends an empty one; duplicates raise an error', () => {
    const next = addShipment(deepFreeze(sampleCart()), { shipmentId: 's3' });
    expect(next.shipments.at(-1)).toEqual({ id: 's3', address: null, items: [] });
    expect(() => addShipment(next, { shipmentId: 's3' })).toThrow(DomainError);
  });

  it('O-3-06 removing a shipment drops it; an absent one is a no-op', () => {
    const next = removeShipment(deepFreeze(sampleCart()), { shipmentId: 's1' });
    expect(next.shipments.map((s) => s.id)).toEqual(['s2']);
    expect(removeShipment(next, { shipmentId: 'ghost' }).shipments).toEqual(next.shipments);
  });

  it('O-3-16 setting a shipment address replaces it', () => {
    const address = { name: 'Grace Hopper', address1: '2 Elm St', city: 'Reno', state: 'NV', zip: '89501' };
    const next = setShipmentAddress(deepFreeze(sampleCart()), { shipmentId: 's2', address });
    expect(next.shipments[1]?.address).toEqual(address);
    expect(() => setShipmentAddress(sampleCart(), { shipmentId: 'ghost', address })).toThrow(DomainError);
  });

  it('O-3-07 setting quantities replaces an item or creates it', () => {
    const cart = deepFreeze(sampleCart());
    const replaced = setQuantities(cart, { shipmentId: 's1', printableId: 'p-black', quantities: { XL: 6 } });
    expect(replaced.shipments[0]?.items[0]).toEqual({ printableId: 'p-black', quantities: { XL: 6 } });
    const created = setQuantities(cart, {
      shipmentId: 's2',
      printableId: 'p-mug',
      quantities: { '11oz': 1 },
    });
    expect(created.shipments[1]?.items).toEqual([
      { printableId: 'p-black', quantities: { L: 1 } },
      { printableId: 'p-mug', quantities: { '11oz': 1 } },
    ]);
  });

  it('O-3-07 quantities must be whole and non-negative; unknown references raise errors', () => {
    const cart = sampleCart();
    const bad = [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY];
    for (const q of bad) {
      expect(() =>
        setQuantities(cart, { shipmentId: 's1', printableId: 'p-black', quantities: { S: q } }),
      ).toThrow(expect.objectContaining({ code: 'invalid_quantity' }));
    }
    expect(() => setQuantities(cart, { shipmentId: 's1', printableId: 'ghost', quantities: {} })).toThrow(
      expect.objectContaining({ code: 'unknown_printable' }),
    );
    expect(() =>
      setQuantities(cart, { shipmentId: 'ghost', printableId: 'p-black', quantities: {} }),
    ).toThrow(expect.objectContaining({ code: 'unknown_shipment' }));
  });

  it('O-5-75 items flagged for removal by the quote are dropped from their shipment only', () => {
    const cart = deepFreeze(sampleCart());
    const next = removeShipmentItems(cart, { items: [{ shipmentId: 's2', printableId: 'p-black' }] });
    expect(next.shipments[1]?.items).toEqual([]);
    expect(next.shipments[0]?.items.map((i) => i.printableId)).toEqual(['p-black', 'p-mug']);
    expect(next.printables).toBe(cart.printables);
    expect(removeShipmentItems(cart, { items: [] })).toBe(cart);
  });
});
