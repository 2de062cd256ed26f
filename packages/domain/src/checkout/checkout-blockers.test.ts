import { describe, expect, it } from 'vitest';
import { sampleCart } from '../../test/sample-cart.ts';
import type { Cart } from '../entities/entities.ts';
import { checkoutBlockers, isCheckoutAddressValid } from './checkout-blockers.ts';

const validAddress = { name: 'Ada', address1: '1 Main St', city: 'Oakland', state: 'CA', zip: '94607' };

/** The sample cart with every shipment addressed, so each test breaks exactly one rule. */
function readyCart(): Cart {
  const cart = sampleCart();
  return { ...cart, shipments: cart.shipments.map((s) => ({ ...s, address: validAddress })) };
}

const codes = (cart: Cart) => checkoutBlockers(cart).map((i) => i.code);

describe('checkout blockers', () => {
  it('O-5-25 every shipment needs a valid address', () => {
    expect(checkoutBlockers(readyCart())).toEqual([]);
    expect(checkoutBlockers(sampleCart())).toEqual([
      { path: 'shipments.1.address', code: 'invalid_address', message: 'Shipment 2 needs a valid address.' },
    ]);
    const partial = readyCart();
    partial.shipments[0] = { ...partial.shipments[0]!, address: { ...validAddress, city: ' ' } };
    expect(codes(partial)).toEqual(['invalid_address']);
  });

  it('O-5-25 the address validator is injectable', () => {
    expect(
      checkoutBlockers(readyCart(), () => false).filter((i) => i.code === 'invalid_address'),
    ).toHaveLength(2);
  });

  it('O-5-26 the shipment list must be non-empty', () => {
    expect(checkoutBlockers({ ...readyCart(), shipments: [] })).toEqual([
      { path: 'shipments', code: 'no_shipments', message: 'Add at least one shipping address.' },
    ]);
  });

  it('O-5-27 every complete item of a shipment needs a size with quantity above 0', () => {
    const cart = readyCart();
    cart.shipments[1] = {
      ...cart.shipments[1]!,
      items: [{ printableId: 'p-black', quantities: { S: 0, M: 0 } }],
    };
    expect(checkoutBlockers(cart)).toEqual([
      {
        path: 'shipments.1.items.0.quantities',
        code: 'item_without_quantity',
        message: 'Shipment 2: enter a quantity above 0 for at least one size.',
      },
    ]);
  });

  it('O-5-27 items of incomplete printables are not checked', () => {
    const cart = readyCart();
    cart.shipments[1] = { ...cart.shipments[1]!, items: [{ printableId: 'p-white', quantities: {} }] };
    expect(codes(cart)).toEqual([]);
  });

  it('O-5-28 the cart needs at least one quantity above 0', () => {
    const cart = readyCart();
    const emptied = { ...cart, shipments: cart.shipments.map((s) => ({ ...s, items: [] })) };
    expect(codes(emptied)).toEqual(['no_quantity']);
    const onlyIncomplete = {
      ...cart,
      shipments: [{ ...cart.shipments[0]!, items: [{ printableId: 'p-white', quantities: { M: 9 } }] }],
    };
    expect(codes(onlyIncomplete)).toEqual(['no_quantity']);
  });

  it('O-4-05 single mode checks only the first shipment', () => {
    const cart = { ...sampleCart(), shippingMode: 'single' as const };
    cart.shipments[0] = { ...cart.shipments[0]!, address: validAddress };
    expect(codes(cart)).toEqual([]);
  });

  it('O-5-25 the default address check is the checkout form rules (state and zip only at home)', () => {
    expect(isCheckoutAddressValid({ name: 'Ada', address1: '1 Rue', city: 'Paris', country: 'FR' })).toBe(
      true,
    );
    expect(isCheckoutAddressValid({ name: 'Ada', address1: '1 Calle', city: 'Ponce', country: 'PR' })).toBe(
      false,
    );
    expect(isCheckoutAddressValid({ ...validAddress, name: 'A' })).toBe(false);
    expect(isCheckoutAddressValid({ ...validAddress, city: 'x'.repeat(31) })).toBe(false);
  });
});
